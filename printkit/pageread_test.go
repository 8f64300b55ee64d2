package printkit

import (
	"math"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// flatten lists a page's shapes with groups' moves applied (the sheet
// moves only, never scales or clips).
func flatten(shapes []vector.Shape, dx, dy float64) []vector.Shape {
	var out []vector.Shape
	for _, s := range shapes {
		switch v := s.(type) {
		case vector.Group:
			out = append(out, flatten(v.Shapes, dx+v.DX, dy+v.DY)...)
		case vector.Text:
			v.X, v.Y = v.X+dx, v.Y+dy
			out = append(out, v)
		case vector.Line:
			v.X1, v.Y1, v.X2, v.Y2 = v.X1+dx, v.Y1+dy, v.X2+dx, v.Y2+dy
			out = append(out, v)
		case vector.Rect:
			v.X, v.Y = v.X+dx, v.Y+dy
			out = append(out, v)
		default:
			out = append(out, s)
		}
	}
	return out
}

func pageTexts(p vector.Page) []vector.Text {
	var out []vector.Text
	for _, s := range flatten(p.Shapes, 0, 0) {
		if t, ok := s.(vector.Text); ok {
			out = append(out, t)
		}
	}
	return out
}

func hasText(p vector.Page, want string) bool {
	for _, t := range pageTexts(p) {
		if t.Text == want {
			return true
		}
	}
	return false
}

// joined is the page's text in one string, for phrases a wrap may split.
func joined(p vector.Page) string {
	var b strings.Builder
	for _, t := range pageTexts(p) {
		b.WriteString(t.Text)
		b.WriteString(" ")
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// readMark says what the page shows in the box r: nothing, a filled box,
// one stroke (\) or two (X).
func readMark(p vector.Page, r vector.Rect) sheet.Mark {
	var strokes []vector.Line
	for _, s := range flatten(p.Shapes, 0, 0) {
		switch v := s.(type) {
		case vector.Rect:
			if near(v.X, r.X) && near(v.Y, r.Y) && near(v.W, r.W) && v.Fill.A > 0 {
				return sheet.Filled
			}
		case vector.Line:
			if inside(v.X1, v.Y1, r) && inside(v.X2, v.Y2, r) {
				strokes = append(strokes, v)
			}
		}
	}
	switch len(strokes) {
	case 0:
		return ""
	case 1:
		// A \ runs from the top left down to the bottom right (y grows down).
		if l := strokes[0]; (l.X2-l.X1)*(l.Y2-l.Y1) > 0 {
			return sheet.Slash
		}
		return "a slash the wrong way"
	case 2:
		return sheet.XMark
	}
	return "a scribble"
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }

func inside(x, y float64, r vector.Rect) bool {
	return x > r.X && x < r.X+r.W && y > r.Y && y < r.Y+r.H
}

// boxesOf is every wound box a page shows, by location, read from the
// rectangles drawn where the figure puts them.
func boxesOf(t *testing.T, p vector.Page, paper Paper) map[sheet.Location][]vector.Rect {
	t.Helper()
	g := geometryFor(paper)
	groups, _ := figure(g.FigureCentreX, g.FigureTop)
	out := map[sheet.Location][]vector.Rect{}
	for _, grp := range groups {
		for i := 0; i < grp.Cols*grp.Rows; i++ {
			want := grp.Box(i)
			for _, s := range flatten(p.Shapes, 0, 0) {
				if r, ok := s.(vector.Rect); ok && near(r.X, want.X) && near(r.Y, want.Y) && near(r.W, boxSize) && near(r.H, boxSize) {
					out[grp.Loc] = append(out[grp.Loc], r)
					break
				}
			}
		}
	}
	return out
}

// marksShown reads a location's boxes back into counts.
func marksShown(p vector.Page, boxes []vector.Rect) sheet.Marks {
	var m sheet.Marks
	for _, r := range boxes {
		switch readMark(p, r) {
		case sheet.Slash:
			m.Slash++
		case sheet.XMark:
			m.X++
		case sheet.Filled:
			m.Filled++
		}
	}
	return m
}

// textBounds is the rectangle a text's ink covers on the page: from the
// top of a capital (0.8 of the size above the baseline, Noto Sans's cap
// height is 0.71) to the bottom of a descender (0.25 below). The font's
// ascent and descent are roomier, for accents, than lines need apart.
func textBounds(t vector.Text) vector.Rect {
	w := vector.TextWidth(t.Text, t.Size, t.Bold)
	x := t.X
	switch t.Anchor {
	case vector.AnchorMiddle:
		x -= w / 2
	case vector.AnchorEnd:
		x -= w
	}
	return vector.Rect{X: x, Y: t.Y - 0.8*t.Size, W: w, H: 1.05 * t.Size}
}

func overlap(a, b vector.Rect) bool {
	const eps = 0.2
	return a.X+eps < b.X+b.W && b.X+eps < a.X+a.W && a.Y+eps < b.Y+b.H && b.Y+eps < a.Y+a.H
}
