package vector_test

// The PDF writer as it was: the whole document drawn by go-pdf/fpdf in
// memory, each part of an outline (colour, width, dash) set only when it
// changes. The streaming writer must make the same bytes.

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/interop/vector"
)

const pdfFamily = "NotoSans"

func fpdfWritePDF(w io.Writer, d vector.Document) error {
	if len(d.Pages) == 0 {
		return fmt.Errorf("nothing to print: the document has no pages")
	}
	if len(d.Pages) > vector.MaxPages {
		return fmt.Errorf("the document would have %d pages, over the limit of %d", len(d.Pages), vector.MaxPages)
	}
	first := d.Pages[0]
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: first.W, Ht: first.H}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	// A fixed date makes the same pages give the same file.
	pdf.SetCreationDate(time.Date(2020, 9, 12, 0, 0, 0, 0, time.UTC))
	pdf.SetModificationDate(time.Date(2020, 9, 12, 0, 0, 0, 0, time.UTC))
	pdf.SetTitle(d.Title, true)
	pdf.SetCreator("Unhex Board", true)
	pdf.AddUTF8FontFromBytes(pdfFamily, "", assets.FontRegular)
	pdf.AddUTF8FontFromBytes(pdfFamily, "B", assets.FontBold)
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	p := &fpdfPen{pdf: pdf, told: oracleStroke{width: 0.567}} // fpdf's first: black, 0.2 mm, solid
	for _, page := range d.Pages {
		if page.W <= 0 || page.H <= 0 || page.W > 200*vector.PerInch || page.H > 200*vector.PerInch {
			return fmt.Errorf("a page of %.0f x %.0f points is out of range (up to 200 inches a side)", page.W, page.H)
		}
		pdf.AddPageFormat("P", fpdf.SizeType{Wd: page.W, Ht: page.H})
		p.alpha = 1        // a new page starts opaque
		p.inForce = p.told // and in the outline fpdf restates
		p.shapes(page.Shapes)
		if err := pdf.Error(); err != nil {
			return fmt.Errorf("writing the PDF: %w", err)
		}
	}
	if err := pdf.Output(w); err != nil {
		return fmt.Errorf("writing the PDF: %w", err)
	}
	return nil
}

type fpdfPen struct {
	pdf    *fpdf.Fpdf
	images int
	named  map[any]string // the pictures held, by the image they came from
	alpha  float64        // the alpha in force, to set it only when it changes
	// inForce is the outline in force, each part set only when it
	// changes; told, what fpdf was last told, which a new page restates.
	inForce, told oracleStroke
}

type oracleStroke struct {
	r, g, b int
	width   float64
	dash    []float64
	offset  float64
}

func (p *fpdfPen) shapes(ss []vector.Shape) {
	for _, s := range ss {
		switch s := s.(type) {
		case vector.Line:
			if p.stroke(s.Stroke) {
				p.pdf.Line(s.X1, s.Y1, s.X2, s.Y2)
			}
		case vector.Rect:
			if style := p.paint(s.Fill, s.Stroke); style != "" {
				if s.Radius > 0 {
					r := math.Min(s.Radius, math.Min(s.W, s.H)/2)
					p.pdf.RoundedRect(s.X, s.Y, s.W, s.H, r, "1234", style)
				} else {
					p.pdf.Rect(s.X, s.Y, s.W, s.H, style)
				}
			}
		case vector.Circle:
			if style := p.paint(s.Fill, s.Stroke); style != "" {
				p.pdf.Circle(s.CX, s.CY, s.R, style)
			}
		case vector.Polygon:
			if style := p.paint(s.Fill, s.Stroke); style != "" && len(s.Points) > 2 {
				pts := make([]fpdf.PointType, len(s.Points))
				for i, pt := range s.Points {
					pts[i] = fpdf.PointType{X: pt.X, Y: pt.Y}
				}
				p.pdf.Polygon(pts, style)
			}
		case vector.Text:
			p.text(s)
		case vector.Image:
			p.image(s)
		case vector.Group:
			p.group(s)
		}
	}
}

// paint sets the colours for a fill and an outline and returns fpdf's
// style for them: "F", "D", "FD", or "" for nothing to draw.
func (p *fpdfPen) paint(fill vector.Fill, st vector.Stroke) string {
	style := ""
	if fill.A > 0 {
		p.pdf.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
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

func (p *fpdfPen) stroke(st vector.Stroke) bool {
	if st.Width <= 0 || st.Color.A == 0 {
		return false
	}
	p.setStroke(st)
	p.setAlpha(st.Color.A)
	return true
}

func (p *fpdfPen) setStroke(st vector.Stroke) {
	in := &p.inForce
	if r, g, b := int(st.Color.R), int(st.Color.G), int(st.Color.B); r != in.r || g != in.g || b != in.b {
		p.pdf.SetDrawColor(r, g, b)
		in.r, in.g, in.b = r, g, b
		p.told.r, p.told.g, p.told.b = r, g, b
	}
	if st.Width != in.width {
		p.pdf.SetLineWidth(st.Width)
		in.width, p.told.width = st.Width, st.Width
	}
	if !slices.Equal(st.Dash, in.dash) || (len(st.Dash) > 0 && st.DashOffset != in.offset) {
		p.pdf.SetDashPattern(st.Dash, st.DashOffset)
		in.dash, in.offset = slices.Clone(st.Dash), st.DashOffset
		p.told.dash, p.told.offset = in.dash, in.offset
	}
}

func (p *fpdfPen) setAlpha(a uint8) {
	alpha := float64(a) / 255
	if alpha == p.alpha {
		return
	}
	p.alpha = alpha
	p.pdf.SetAlpha(alpha, "Normal")
}

func (p *fpdfPen) text(t vector.Text) {
	if t.Text == "" || t.Size <= 0 || t.Color.A == 0 {
		return
	}
	style := ""
	if t.Bold {
		style = "B"
	}
	p.pdf.SetFont(pdfFamily, style, t.Size)
	p.pdf.SetTextColor(int(t.Color.R), int(t.Color.G), int(t.Color.B))
	p.setAlpha(t.Color.A)
	x := t.X
	switch t.Anchor {
	case vector.AnchorMiddle:
		x -= p.pdf.GetStringWidth(t.Text) / 2
	case vector.AnchorEnd:
		x -= p.pdf.GetStringWidth(t.Text)
	}
	p.pdf.Text(x, t.Y, t.Text)
}

func (p *fpdfPen) image(im vector.Image) {
	if im.Img == nil || im.W <= 0 || im.H <= 0 {
		return
	}
	// A picture shown on many pages (a poster's background) is held once.
	key, reuse := vector.ImageKey(im.Img)
	name, ok := p.named[key]
	if !ok || !reuse {
		data, jpg, err := vector.EncodeImage(im)
		if err != nil {
			p.pdf.SetError(err)
			return
		}
		p.images++
		name = fmt.Sprintf("picture-%d", p.images)
		opt := fpdf.ImageOptions{ImageType: "PNG"}
		if jpg {
			opt.ImageType = "JPG"
		}
		p.pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(data))
		if reuse {
			if p.named == nil {
				p.named = map[any]string{}
			}
			p.named[key] = name
		}
	}
	opacity := im.Opacity
	if opacity <= 0 || opacity > 1 {
		opacity = 1
	}
	p.setAlpha(uint8(math.Round(opacity * 255)))
	p.pdf.ImageOptions(name, im.X, im.Y, im.W, im.H, false, fpdf.ImageOptions{}, 0, "")
}

func (p *fpdfPen) group(g vector.Group) {
	// The group's end restores the graphics state, alpha and fill colour
	// included, behind fpdf's back. fpdf paints a text in the fill colour
	// when it believes that colour is already the text's, so the fill it
	// remembers must be the one the page has again, or text after the
	// group prints in the page's earlier fill (white on white paper).
	r, gr, b := p.pdf.GetFillColor()
	defer func(alpha float64, stroke oracleStroke) {
		p.alpha, p.inForce = alpha, stroke
		p.pdf.SetFillColor(r, gr, b)
	}(p.alpha, p.inForce)
	if g.Clip != nil {
		c := g.Clip
		p.pdf.ClipRect(c.X, c.Y, c.W, c.H, false)
	}
	p.pdf.TransformBegin()
	p.pdf.TransformTranslate(g.DX, g.DY)
	if g.Scale != 0 && g.Scale != 1 {
		p.pdf.TransformScale(g.Scale*100, g.Scale*100, 0, 0)
	}
	p.shapes(g.Shapes)
	p.pdf.TransformEnd()
	if g.Clip != nil {
		p.pdf.ClipEnd()
	}
}
