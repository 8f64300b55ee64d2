package vector

import (
	"fmt"
	"io"
	"math"
	"slices"
)

// pdfFamily names the embedded font; PDF font names have no spaces.
const pdfFamily = "NotoSans"

// MaxPages bounds a document: a poster of a huge map at table scale must
// fail with a message, not fill the disk.
const MaxPages = 1000

// WritePDF writes the document as one PDF, a page per Page, with the app's
// font embedded (subset to the letters used).
func WritePDF(w io.Writer, d Document) error {
	if len(d.Pages) == 0 {
		return fmt.Errorf("nothing to print: the document has no pages")
	}
	if len(d.Pages) > MaxPages {
		return fmt.Errorf("the document would have %d pages, over the limit of %d", len(d.Pages), MaxPages)
	}
	pw := NewPDFWriter(w, d.Title)
	for _, page := range d.Pages {
		pw.Needs(page.Shapes...)
	}
	for _, page := range d.Pages {
		if err := pw.Page(page); err != nil {
			return err
		}
	}
	return pw.Close()
}

// Page writes one whole page.
func (p *PDFWriter) Page(page Page) error {
	if err := p.BeginPage(page.W, page.H); err != nil {
		return err
	}
	p.Draw(page.Shapes...)
	return p.EndPage()
}

// pdfPen draws shapes into the page's content, as the app's PDFs have
// always drawn them.
type pdfPen struct {
	w     *PDFWriter
	c     *pdfContent
	alpha float64 // the alpha in force, to set it only when it changes
	// inForce is the outline's colour, width and dash in force: each is
	// set only when it changes, so a run of lines alike is one setting
	// and the lines.
	inForce penStroke
}

// penStroke is the state of the outline a page's drawing is in.
type penStroke struct {
	r, g, b uint8
	width   float64
	dash    []float64
	offset  float64
}

func (p *pdfPen) shapes(ss []Shape) {
	for _, s := range ss {
		switch s := s.(type) {
		case Line:
			if p.stroke(s.Stroke) {
				p.c.line(s.X1, s.Y1, s.X2, s.Y2)
			}
		case Rect:
			if style := p.paint(s.Fill, s.Stroke); style != "" {
				if s.Radius > 0 {
					p.c.roundedRect(s.X, s.Y, s.W, s.H, math.Min(s.Radius, math.Min(s.W, s.H)/2), style)
				} else {
					p.c.rect(s.X, s.Y, s.W, s.H, style)
				}
			}
		case Circle:
			if style := p.paint(s.Fill, s.Stroke); style != "" {
				p.c.circle(s.CX, s.CY, s.R, style)
			}
		case Polygon:
			if style := p.paint(s.Fill, s.Stroke); style != "" && len(s.Points) > 2 {
				p.c.polygon(s.Points, style)
			}
		case Text:
			p.text(s)
		case Image:
			p.image(s)
		case Group:
			p.group(s)
		}
	}
}

// paint sets the colours for a fill and an outline and returns the
// style for them: "F", "D", "FD", or "" for nothing to draw.
func (p *pdfPen) paint(fill Fill, st Stroke) string {
	style := ""
	if fill.A > 0 {
		p.c.setFillColor(fill.R, fill.G, fill.B)
		style = "F"
	}
	if st.Width > 0 && st.Color.A > 0 {
		p.setStroke(st)
		style += "D"
	}
	// One alpha serves fill and outline in PDF; the fill's wins.
	switch {
	case fill.A > 0:
		p.setAlpha(fill.A)
	case style != "":
		p.setAlpha(st.Color.A)
	}
	return style
}

func (p *pdfPen) stroke(st Stroke) bool {
	if st.Width <= 0 || st.Color.A == 0 {
		return false
	}
	p.setStroke(st)
	p.setAlpha(st.Color.A)
	return true
}

func (p *pdfPen) setStroke(st Stroke) {
	in := &p.inForce
	if c := st.Color; c.R != in.r || c.G != in.g || c.B != in.b {
		p.c.setDrawColor(c.R, c.G, c.B)
		in.r, in.g, in.b = c.R, c.G, c.B
	}
	if st.Width != in.width {
		p.c.setLineWidth(st.Width)
		in.width = st.Width
	}
	if !slices.Equal(st.Dash, in.dash) || (len(st.Dash) > 0 && st.DashOffset != in.offset) {
		p.c.setDash(st.Dash, st.DashOffset)
		if !slices.Equal(st.Dash, in.dash) {
			in.dash = slices.Clone(st.Dash) // a group's end puts back the one before
		}
		in.offset = st.DashOffset
	}
}

// beginPage starts a page in the state the page restates: the last set.
func (p *pdfPen) beginPage() {
	p.alpha = 1 // a new page starts opaque
	c := p.c
	p.inForce = penStroke{r: c.drawRGB[0], g: c.drawRGB[1], b: c.drawRGB[2], width: c.lineWidth, dash: slices.Clone(c.dash), offset: c.dashPhase}
}

func (p *pdfPen) setAlpha(a uint8) {
	alpha := float64(a) / 255
	if alpha == p.alpha {
		return
	}
	p.alpha = alpha
	if p.c.setAlpha(alpha) {
		p.w.newAlpha(alpha)
	}
}

func (p *pdfPen) text(t Text) {
	if t.Text == "" || t.Size <= 0 || t.Color.A == 0 {
		return
	}
	style := ""
	if t.Bold {
		style = "B"
	}
	p.c.setFont(pdfFamily, style, t.Size, pdfFontID(style))
	p.c.setTextColor(t.Color.R, t.Color.G, t.Color.B)
	p.setAlpha(t.Color.A)
	x := t.X
	switch t.Anchor {
	case AnchorMiddle:
		x -= pdfTextWidth(t.Text, style, t.Size) / 2
	case AnchorEnd:
		x -= pdfTextWidth(t.Text, style, t.Size)
	}
	p.w.useRunes(style, t.Text)
	p.c.text(x, t.Y, t.Text)
}

func (p *pdfPen) image(im Image) {
	if im.Img == nil || im.W <= 0 || im.H <= 0 {
		return
	}
	id, err := p.w.addImage(im)
	if err != nil {
		p.w.fail(err)
		return
	}
	opacity := im.Opacity
	if opacity <= 0 || opacity > 1 {
		opacity = 1
	}
	p.setAlpha(uint8(math.Round(opacity * 255)))
	p.c.image(id, im.X, im.Y, im.W, im.H)
}

func (p *pdfPen) group(g Group) {
	// The group's end restores the graphics state, alpha and fill colour
	// included. The text colour is written only when it differs from the
	// fill colour believed in force, so that must be the page's again, or
	// text after the group prints in the group's fill (white on white
	// paper): the fill colour is set again after the group.
	fill := p.c.fillRGB
	defer func(alpha float64, stroke penStroke) {
		p.alpha, p.inForce = alpha, stroke
		p.c.setFillColor(fill[0], fill[1], fill[2])
	}(p.alpha, p.inForce)
	if g.Clip != nil {
		c := g.Clip
		p.c.clipRect(c.X, c.Y, c.W, c.H)
	}
	p.c.transformBegin()
	p.c.translate(g.DX, g.DY)
	if g.Scale != 0 && g.Scale != 1 {
		p.c.scale(g.Scale * 100)
	}
	p.shapes(g.Shapes)
	p.c.restore()
	if g.Clip != nil {
		p.c.restore()
	}
}
