package printkit

import (
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// The wound boxes are drawn as a figure facing the reader: the head on
// top, the torso with an arm at each side (the character's right arm on
// the reader's left), the legs below. Each group is captioned with its
// name and the faces of the location die that select it.
const (
	boxSize  = 24  // a wound box, big enough for a pencil mark
	boxGap   = 3   // between boxes of one location
	caption  = 26  // a group's name and die faces above its boxes
	rowGap   = 14  // between the head, the torso row and the legs
	armGap   = 24  // between the torso and each arm
	legGap   = 26  // between the two legs
	dieR     = 5.8 // the radius of a die face
	diePitch = 13.5
)

// woundGroup is one location's boxes: top-left corner and grid.
type woundGroup struct {
	Loc        sheet.Location
	X, Y       float64
	Cols, Rows int
}

// Box returns the rectangle of the location's i-th box, row by row.
func (g woundGroup) Box(i int) vector.Rect {
	col, row := i%g.Cols, i/g.Cols
	return vector.Rect{X: g.X + float64(col)*(boxSize+boxGap), Y: g.Y + float64(row)*(boxSize+boxGap), W: boxSize, H: boxSize}
}

func span(n int) float64 { return float64(n)*boxSize + float64(n-1)*boxGap }

// figure lays out the six groups centred on cx below top, and returns
// them with the figure's height. The grids hold exactly each location's
// boxes (3, 3, 3, 9, 6, 6).
func figure(cx, top float64) ([]woundGroup, float64) {
	three := span(3)
	torsoTop := top + caption + boxSize + rowGap + caption
	legsTop := torsoTop + three + rowGap + caption
	gs := []woundGroup{
		{Loc: sheet.Head, X: cx - three/2, Y: top + caption, Cols: 3, Rows: 1},
		{Loc: sheet.RightArm, X: cx - three/2 - armGap - boxSize, Y: torsoTop, Cols: 1, Rows: 3},
		{Loc: sheet.LeftArm, X: cx + three/2 + armGap, Y: torsoTop, Cols: 1, Rows: 3},
		{Loc: sheet.Torso, X: cx - three/2, Y: torsoTop, Cols: 3, Rows: 3},
		{Loc: sheet.RightLeg, X: cx - legGap/2 - span(2), Y: legsTop, Cols: 2, Rows: 3},
		{Loc: sheet.LeftLeg, X: cx + legGap/2, Y: legsTop, Cols: 2, Rows: 3},
	}
	return gs, legsTop + three - top
}

// drawFigure draws every group with the marks of body (nil: a blank sheet),
// each under the die faces that select it in edition e.
func drawFigure(e sheet.Edition, cx, top float64, body *sheet.Body) ([]vector.Shape, float64) {
	gs, h := figure(cx, top)
	var out []vector.Shape
	for _, g := range gs {
		out = append(out, groupCaption(e, g)...)
		var m sheet.Marks
		if body != nil {
			m = *body.At(g.Loc)
		}
		kinds := boxMarks(m, g.Loc.Boxes())
		for i := range kinds {
			out = append(out, drawBox(g.Box(i), kinds[i])...)
		}
	}
	return out, h
}

// boxMarks says which mark each box holds. Only the counts matter to the
// rules; the sheet puts the worst first, as a player rubbing out healed
// slashes would leave them.
func boxMarks(m sheet.Marks, boxes int) []sheet.Mark {
	out := make([]sheet.Mark, boxes)
	i := 0
	for _, k := range []struct {
		mark sheet.Mark
		n    int
	}{{sheet.Filled, m.Filled}, {sheet.XMark, m.X}, {sheet.Slash, m.Slash}} {
		for j := 0; j < k.n && i < boxes; j++ {
			out[i] = k.mark
			i++
		}
	}
	return out
}

// drawBox draws one box and its mark as a pencil would: \ one stroke from
// the top left, X two strokes, a permanent wound filled in.
func drawBox(r vector.Rect, mark sheet.Mark) []vector.Shape {
	r.Radius, r.Stroke = 1.5, pen(1, ink)
	in := r.W / 5
	switch mark {
	case sheet.Filled:
		r.Fill = ink
		return []vector.Shape{r}
	case sheet.XMark:
		return []vector.Shape{r,
			vector.Line{X1: r.X + in, Y1: r.Y + in, X2: r.X + r.W - in, Y2: r.Y + r.H - in, Stroke: pen(1.8, ink)},
			vector.Line{X1: r.X + r.W - in, Y1: r.Y + in, X2: r.X + in, Y2: r.Y + r.H - in, Stroke: pen(1.8, ink)}}
	case sheet.Slash:
		return []vector.Shape{r,
			vector.Line{X1: r.X + in, Y1: r.Y + in, X2: r.X + r.W - in, Y2: r.Y + r.H - in, Stroke: pen(1.8, ink)}}
	}
	return []vector.Shape{r}
}

// groupCaption is the location's name over the die faces that select it.
func groupCaption(e sheet.Edition, g woundGroup) []vector.Shape {
	cx := g.X + span(g.Cols)/2
	name := strings.ToUpper(g.Loc.Name())
	out := []vector.Shape{label(cx, g.Y-caption+7.5, name, 7.5, true, ink, vector.AnchorMiddle)}
	faces := e.DiceFor(g.Loc)
	x := cx - float64(len(faces)-1)*diePitch/2
	for _, d := range faces {
		out = append(out, dieFace(x, g.Y-dieR-3.5, d)...)
		x += diePitch
	}
	return out
}

// dieFace is a die number in a ring, the way the location die reads.
func dieFace(cx, cy float64, d int) []vector.Shape {
	return []vector.Shape{
		vector.Circle{CX: cx, CY: cy, R: dieR, Stroke: pen(0.8, ink)},
		label(cx, cy+2.6, strconv.Itoa(d), 7.5, true, ink, vector.AnchorMiddle),
	}
}

// markKey explains the three marks with a sample box each, one per line,
// from sheet.Mark's meanings.
func markKey(x, y, w float64) ([]vector.Shape, float64) {
	const s = 13
	var out []vector.Shape
	for i, k := range sheet.MarkKinds {
		top := y + float64(i)*(s+5)
		r := vector.Rect{X: x, Y: top, W: s, H: s}
		out = append(out, drawBox(r, k)...)
		out = append(out, textBox{X: x + s + 7, Y: top, W: w - s - 7, H: s, Max: 8.5, Min: 6, Color: ink, Middle: true,
			OneLine: true}.set(markName(k)+": "+k.Meaning())...)
	}
	return out, float64(len(sheet.MarkKinds))*(s+5) - 5
}

func markName(k sheet.Mark) string {
	switch k {
	case sheet.Slash:
		return "Slash"
	case sheet.XMark:
		return "Cross"
	}
	return "Filled"
}
