package vector

import (
	"bufio"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"image/color"
	"io"
	"strconv"
	"strings"
)

// SVGWriter writes one page as a standalone SVG, sized in points, as its
// shapes come, so the page never lies whole in memory. Text stays text in
// the app's font family (Noto Sans, then any sans-serif), so it can be
// edited in Inkscape or Illustrator.
type SVGWriter struct {
	pen   svgPen
	title string
	pages int
}

// NewSVGWriter starts an SVG on w, titled title.
func NewSVGWriter(w io.Writer, title string) *SVGWriter {
	return &SVGWriter{pen: svgPen{w: bufio.NewWriterSize(w, 256<<10)}, title: title}
}

// BeginPage starts the page, w by h points; an SVG holds one.
func (s *SVGWriter) BeginPage(w, h float64) error {
	if s.pen.err != nil {
		return s.pen.err
	}
	if s.pages++; s.pages > 1 {
		s.pen.err = errors.New("an SVG holds one page")
		return s.pen.err
	}
	if w <= 0 || h <= 0 || w > 200*PerInch || h > 200*PerInch {
		s.pen.err = fmt.Errorf("a page of %.0f x %.0f points is out of range (up to 200 inches a side)", w, h)
		return s.pen.err
	}
	s.pen.printf(`<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" width="%spt" height="%spt" viewBox="0 0 %s %s" font-family="%s, sans-serif" stroke-linecap="round" stroke-linejoin="round">`+"\n",
		num(w), num(h), num(w), num(h), FontFamily)
	if s.title != "" {
		s.pen.printf("<title>%s</title>\n", esc(s.title))
	}
	return s.pen.err
}

// Draw adds shapes to the page. Its errors are EndPage's.
func (s *SVGWriter) Draw(shapes ...Shape) {
	if s.pen.err == nil && s.pages == 1 {
		s.pen.shapes(shapes)
	}
}

// EndPage ends the page and the SVG.
func (s *SVGWriter) EndPage() error {
	if s.pages != 1 && s.pen.err == nil {
		s.pen.err = errors.New("an SVG page was ended that was not begun")
	}
	s.pen.printf("</svg>\n")
	return s.pen.err
}

// Needs is for PDF: an SVG is of one version.
func (s *SVGWriter) Needs(...Shape) {}

// Close writes out what is left.
func (s *SVGWriter) Close() error {
	if s.pen.err != nil {
		return s.pen.err
	}
	return s.pen.w.Flush()
}

type svgPen struct {
	w     *bufio.Writer
	clips int
	err   error
}

func (s *svgPen) printf(format string, args ...any) {
	if s.err == nil {
		_, s.err = fmt.Fprintf(s.w, format, args...)
	}
}

func (s *svgPen) shapes(ss []Shape) {
	for _, sh := range ss {
		switch v := sh.(type) {
		case Line:
			if v.Stroke.Width > 0 && v.Stroke.Color.A > 0 {
				s.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s"%s/>`+"\n",
					num(v.X1), num(v.Y1), num(v.X2), num(v.Y2), strokeAttrs(v.Stroke))
			}
		case Rect:
			rounded := ""
			if v.Radius > 0 {
				rounded = fmt.Sprintf(` rx="%s"`, num(v.Radius))
			}
			s.printf(`<rect x="%s" y="%s" width="%s" height="%s"%s%s%s/>`+"\n",
				num(v.X), num(v.Y), num(v.W), num(v.H), rounded, fillAttrs(v.Fill), strokeAttrs(v.Stroke))
		case Circle:
			s.printf(`<circle cx="%s" cy="%s" r="%s"%s%s/>`+"\n",
				num(v.CX), num(v.CY), num(v.R), fillAttrs(v.Fill), strokeAttrs(v.Stroke))
		case Polygon:
			pts := make([]string, len(v.Points))
			for i, p := range v.Points {
				pts[i] = num(p.X) + "," + num(p.Y)
			}
			s.printf(`<polygon points="%s"%s%s/>`+"\n", strings.Join(pts, " "), fillAttrs(v.Fill), strokeAttrs(v.Stroke))
		case Text:
			s.text(v)
		case Image:
			s.image(v)
		case Group:
			s.group(v)
		}
	}
}

func (s *svgPen) text(t Text) {
	if t.Text == "" || t.Size <= 0 {
		return
	}
	anchor := ""
	switch t.Anchor {
	case AnchorMiddle:
		anchor = ` text-anchor="middle"`
	case AnchorEnd:
		anchor = ` text-anchor="end"`
	}
	weight := ""
	if t.Bold {
		weight = ` font-weight="bold"`
	}
	s.printf(`<text x="%s" y="%s" font-size="%s"%s%s%s xml:space="preserve">%s</text>`+"\n",
		num(t.X), num(t.Y), num(t.Size), weight, anchor, fillAttrs(t.Color), esc(t.Text))
}

func (s *svgPen) image(im Image) {
	if im.Img == nil || im.W <= 0 || im.H <= 0 {
		return
	}
	data, jpg, err := encodeImage(im)
	if err != nil {
		s.err = err
		return
	}
	kind, opacity := "png", ""
	if jpg {
		kind = "jpeg"
	}
	if im.Opacity > 0 && im.Opacity < 1 {
		opacity = fmt.Sprintf(` opacity="%s"`, num(im.Opacity))
	}
	s.printf(`<image x="%s" y="%s" width="%s" height="%s" preserveAspectRatio="none"%s href="data:image/%s;base64,%s"/>`+"\n",
		num(im.X), num(im.Y), num(im.W), num(im.H), opacity, kind, base64.StdEncoding.EncodeToString(data))
}

func (s *svgPen) group(g Group) {
	if g.Clip != nil {
		s.clips++
		c := g.Clip
		s.printf(`<clipPath id="clip%d"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath>`+"\n"+`<g clip-path="url(#clip%d)">`+"\n",
			s.clips, num(c.X), num(c.Y), num(c.W), num(c.H), s.clips)
	}
	transform := fmt.Sprintf("translate(%s %s)", num(g.DX), num(g.DY))
	if g.Scale != 0 && g.Scale != 1 {
		transform += fmt.Sprintf(" scale(%s)", num(g.Scale))
	}
	s.printf(`<g transform="%s">`+"\n", transform)
	s.shapes(g.Shapes)
	s.printf("</g>\n")
	if g.Clip != nil {
		s.printf("</g>\n")
	}
}

func fillAttrs(c color.NRGBA) string {
	if c.A == 0 {
		return ` fill="none"`
	}
	return ` fill="` + hex(c) + `"` + opacity("fill-opacity", c.A)
}

func strokeAttrs(st Stroke) string {
	if st.Width <= 0 || st.Color.A == 0 {
		return ""
	}
	out := fmt.Sprintf(` stroke="%s" stroke-width="%s"%s`, hex(st.Color), num(st.Width), opacity("stroke-opacity", st.Color.A))
	if len(st.Dash) > 0 {
		d := make([]string, len(st.Dash))
		for i, v := range st.Dash {
			d[i] = num(v)
		}
		out += ` stroke-dasharray="` + strings.Join(d, " ") + `"`
		if st.DashOffset != 0 {
			out += ` stroke-dashoffset="` + num(st.DashOffset) + `"`
		}
	}
	return out
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func opacity(attr string, a uint8) string {
	if a == 255 {
		return ""
	}
	return fmt.Sprintf(` %s="%s"`, attr, num(float64(a)/255))
}

// num writes a coordinate with two decimals at most, and no trailing zeros.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
