package vector

import (
	"bufio"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"image/color"
	"io"
	"strconv"
	"strings"
)

// WriteSVG writes one page as a standalone SVG, sized in points. Text stays
// text in the app's font family (Noto Sans, then any sans-serif), so it can
// be edited in Inkscape or Illustrator.
func WriteSVG(w io.Writer, p Page, title string) error {
	if p.W <= 0 || p.H <= 0 || p.W > 200*PerInch || p.H > 200*PerInch {
		return fmt.Errorf("a page of %.0f x %.0f points is out of range (up to 200 inches a side)", p.W, p.H)
	}
	s := &svgPen{w: bufio.NewWriter(w)}
	s.printf(`<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" width="%spt" height="%spt" viewBox="0 0 %s %s" font-family="%s, sans-serif" stroke-linecap="round" stroke-linejoin="round">`+"\n",
		num(p.W), num(p.H), num(p.W), num(p.H), FontFamily)
	if title != "" {
		s.printf("<title>%s</title>\n", esc(title))
	}
	s.shapes(p.Shapes)
	s.printf("</svg>\n")
	if s.err != nil {
		return s.err
	}
	return s.w.Flush()
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
