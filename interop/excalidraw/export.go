package excalidraw

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Options shape an export.
type Options struct {
	// GM keeps what the players have not found (hidden areas, links and
	// objectives, marked hidden so they read back hidden) and the GM's
	// notes. Without it the drawing is the players' copy, as a print made
	// without --gm.
	GM bool
	// Tokens are drawn as labelled circles above their areas: the play
	// state, for a board the group scribbles on. They are not read back.
	Tokens []Token
}

// Token is a character standing in an area.
type Token struct {
	ID, Name, Team string
	Area           battlemap.AreaID
	// Hidden tokens are drawn only in the GM's copy.
	Hidden bool
}

// Sizes of what the export draws, in drawing units (one map unit each).
const (
	nameSize      = 20.0
	smallSize     = 16.0
	boxHeight     = 60.0
	minBoxWidth   = 100.0
	boxPadding    = 40.0
	arrowGap      = 4.0  // between a box and the bound end of its arrow
	tickLen       = 18.0 // a cover tick, across the link
	tickOffset    = 14.0 // from the link's end to its tick
	xLen          = 22.0 // each stroke of the X
	doorW, doorH  = 24.0, 12.0
	tokenHeight   = 30.0
	tokenSpacing  = 8.0
	textLineWidth = 0.55 // of the font size, per character: a rough width of Excalifont
)

// Drawn counts what an export drew: what the file holds, and so, in the
// players' copy, nothing hidden.
type Drawn struct {
	Areas, Links, Tokens int
}

// Write draws the document's map as an excalidraw drawing on w, each
// element written as it is made, so a drawing of the largest map never
// lies whole in memory. It says how much it drew.
func Write(w io.Writer, doc *engine.Document, o Options) (Drawn, error) {
	f := outFile{Type: TypeFile, Version: 2, Source: "https://github.com/unhexboard/unhexboard",
		AppState: outAppState{ViewBackgroundColor: "#ffffff", Name: doc.Map.Title}, Files: map[string]any{}, Elements: []any{}}
	frame, err := json.MarshalIndentWithOption(f, "", "  ", json.DisableHTMLEscape())
	if err != nil {
		return Drawn{}, fmt.Errorf("the drawing could not be written: %w", err)
	}
	// The file around its elements, which go between the brackets.
	head, tail, ok := bytes.Cut(frame, []byte(`"elements": []`))
	if !ok {
		return Drawn{}, errors.New("the drawing could not be written: no list of elements")
	}
	out := &elementWriter{w: bufio.NewWriterSize(w, 256<<10)}
	out.write(head)
	out.write([]byte(`"elements": [`))
	drawn := drawElements(doc, o, out.add)
	if out.n > 0 {
		out.write([]byte("\n  "))
	}
	out.write([]byte("]"))
	out.write(tail)
	out.write([]byte("\n"))
	if out.err != nil {
		return Drawn{}, out.err
	}
	return drawn, out.w.Flush()
}

// drawElements makes the drawing's elements, bottom to top, and hands
// each to add as it is made. It says how much it drew.
func drawElements(doc *engine.Document, o Options, add func(elementOut)) Drawn {
	x := &exporter{m: &doc.Map, o: o, areaBox: map[battlemap.AreaID]*outShape{}, add: add}
	x.hidden = x.m.LinksHiddenFromPlayers()
	x.bindArrows()
	x.column = x.columns()
	for i := range x.m.Areas {
		if a := &x.m.Areas[i]; o.GM || !a.Hidden {
			x.area(i, a)
		}
	}
	for i := range x.m.Links {
		if o.GM || !x.hidden[i] {
			x.link(i, x.m.Links[i])
		}
	}
	x.tokens()
	x.rules()
	return x.drawn
}

// elementWriter writes elements into the file's list as they come, each
// indented as the whole file indented at once would have it.
type elementWriter struct {
	w   *bufio.Writer
	n   int
	key orderKey
	err error
}

func (e *elementWriter) write(b []byte) {
	if e.err == nil {
		_, e.err = e.w.Write(b)
	}
}

func (e *elementWriter) add(el elementOut) {
	el.base().Index = e.key.next()
	data, err := json.MarshalIndentWithOption(el, "    ", "  ", json.DisableHTMLEscape())
	if err != nil {
		if e.err == nil {
			e.err = fmt.Errorf("the drawing could not be written: %w", err)
		}
		return
	}
	if e.n == 0 {
		e.write([]byte("\n    "))
	} else {
		e.write([]byte(",\n    "))
	}
	e.write(data)
	e.n++
}

// element is any of the out* element types.
type elementOut interface{ base() *outCommon }

func (e *outShape) base() *outCommon { return &e.outCommon }
func (e *outText) base() *outCommon  { return &e.outCommon }
func (e *outLine) base() *outCommon  { return &e.outCommon }

type exporter struct {
	m       *battlemap.Map
	o       Options
	add     func(elementOut) // takes each element as it is made
	areaBox map[battlemap.AreaID]*outShape
	// arrows are the arrows bound to each area's box, in the order the
	// links are drawn: a box is written before the links.
	arrows map[battlemap.AreaID][]outBound
	hidden []bool                       // by link: hidden from the players
	column map[battlemap.AreaID]float64 // how wide each area's objectives and notes may run
	drawn  Drawn
}

// bindArrows finds the arrows each area's box is bound to: every link
// drawn, between two areas drawn.
func (x *exporter) bindArrows() {
	x.arrows = map[battlemap.AreaID][]outBound{}
	drawn := map[battlemap.AreaID]bool{}
	for _, a := range x.m.Areas {
		if x.o.GM || !a.Hidden {
			drawn[a.ID] = true
		}
	}
	for i, l := range x.m.Links {
		if (x.o.GM || !x.hidden[i]) && drawn[l.A] && drawn[l.B] {
			b := outBound{ID: fmt.Sprintf("link-%d", i), Type: "arrow"}
			x.arrows[l.A] = append(x.arrows[l.A], b)
			x.arrows[l.B] = append(x.arrows[l.B], b)
		}
	}
}

// textWidth guesses how wide excalidraw draws a line of text; excalidraw
// measures it again with the real font when it shows the drawing.
func textWidth(s string, size float64) float64 {
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, utf8.RuneCountInString(line))
	}
	return math.Ceil(float64(w) * size * textLineWidth)
}

func textHeight(s string, size float64) float64 {
	return float64(strings.Count(s, "\n")+1) * size * lineHeight
}

// text makes a text element; container is "" for a free text.
func text(id, s string, x, y, size float64, container string) *outText {
	w, h := textWidth(s, size), textHeight(s, size)
	t := &outText{outCommon: common(id, "text", x, y, w, h), Text: s, FontSize: size, FontFamily: fontFamily,
		TextAlign: "left", VerticalAlign: "top", OriginalText: s, AutoResize: true, LineHeight: lineHeight}
	if container != "" {
		t.ContainerID = &container
		t.TextAlign, t.VerticalAlign = "center", "middle"
	}
	return t
}

func hiddenData(id string, hidden bool) *outCustomData {
	if id == "" && !hidden {
		return nil
	}
	return &outCustomData{Unhex: unhexData{ID: id, Hidden: hidden}}
}

// area draws a box with the name bound inside, and the objectives (and in
// the GM's copy the notes) below it, grouped with the box.
func (x *exporter) area(i int, a *battlemap.Area) {
	id := fmt.Sprintf("area-%d", i)
	tw := textWidth(a.Name, nameSize)
	w := boxWidth(a)
	box := &outShape{common(id, "rectangle", a.X-w/2, a.Y-boxHeight/2, w, boxHeight)}
	box.Roundness = &outRoundness{Type: 3}
	box.CustomData = hiddenData(string(a.ID), a.Hidden)
	name := text(id+"-name", a.Name, a.X-tw/2, a.Y-textHeight(a.Name, nameSize)/2, nameSize, id)
	box.BoundElements = append(box.BoundElements, outBound{ID: name.ID, Type: "text"})
	box.BoundElements = append(box.BoundElements, x.arrows[a.ID]...)
	x.areaBox[a.ID] = box
	x.drawn.Areas++
	var extras []*outText
	y := a.Y + boxHeight/2 + extrasDrop
	col := x.column[a.ID]
	if s := traitsText(a); s != "" {
		t := note(id+"-traits", s, a.X-w/2, y, smallSize, col)
		extras = append(extras, t)
		y += t.Height + extrasGap
	}
	for j, ob := range a.Objectives {
		if ob.Hidden && !x.o.GM {
			continue
		}
		t := note(fmt.Sprintf("%s-objective-%d", id, j), "★ "+ob.Label, a.X-w/2, y, smallSize, col)
		t.CustomData = hiddenData("", ob.Hidden)
		extras = append(extras, t)
		y += t.Height + extrasGap
	}
	if x.o.GM && strings.TrimSpace(a.Notes) != "" {
		extras = append(extras, note(id+"-notes", "Note: "+a.Notes, a.X-w/2, y, smallSize, col))
	}
	if len(extras) > 0 {
		group := id + "-group"
		box.GroupIDs, name.GroupIDs = []string{group}, []string{group}
		for _, t := range extras {
			t.GroupIDs = []string{group}
		}
	}
	x.add(box)
	x.add(name)
	for _, t := range extras {
		x.add(t)
	}
}

// link draws an arrow bound to both areas' boxes (so it follows them when
// they are dragged), with its ticks, X or door grouped with it.
func (x *exporter) link(i int, l battlemap.Link) {
	ba, bb := x.areaBox[l.A], x.areaBox[l.B]
	if ba == nil || bb == nil {
		return
	}
	id := fmt.Sprintf("link-%d", i)
	ca, cb := boxCenter(ba), boxCenter(bb)
	d := cb.Sub(ca)
	length := d.Len()
	if length < 1e-9 {
		d, length = pt{X: 1}, 1
	}
	dir := d.Scale(1 / length)
	ra, rb := reach(ba, dir), reach(bb, dir)
	start, end := ca.Add(dir.Scale(ra+arrowGap)), cb.Sub(dir.Scale(rb+arrowGap))
	if length < ra+rb+2*arrowGap+10 {
		// Boxes that touch or overlap: run centre to centre.
		start, end = ca, ca.Add(dir.Scale(math.Max(length, 10)))
	}
	v := end.Sub(start)
	arrow := &outLine{outCommon: common(id, "arrow", start.X, start.Y, math.Abs(v.X), math.Abs(v.Y)),
		Points: [][2]float64{{0, 0}, {v.X, v.Y}}, Elbowed: new(bool)}
	arrow.Roundness = &outRoundness{Type: 2}
	arrow.StartBinding = &outBinding{ElementID: ba.ID, Gap: arrowGap}
	arrow.EndBinding = &outBinding{ElementID: bb.ID, Gap: arrowGap}
	if l.OneWay {
		head := "arrow"
		arrow.EndArrowhead = &head
	}
	if l.Kind != battlemap.Solid {
		arrow.StrokeStyle = "dashed"
	}
	if l.Kind == battlemap.Obscured {
		arrow.StrokeStyle = "dotted"
	}
	arrow.CustomData = hiddenData("", l.Hidden)

	var marks []elementOut
	visible := v.Len()
	n := pt{X: -dir.Y, Y: dir.X}
	if l.CoverA {
		at := start.Add(dir.Scale(math.Min(tickOffset, visible*0.2)))
		marks = append(marks, stroke(id+"-cover-a", at.Sub(n.Scale(tickLen/2)), at.Add(n.Scale(tickLen/2))))
	}
	if l.CoverB {
		off := tickOffset
		if l.OneWay {
			off += 12 // clear of the arrowhead
		}
		at := end.Sub(dir.Scale(math.Min(off, visible*0.2)))
		marks = append(marks, stroke(id+"-cover-b", at.Sub(n.Scale(tickLen/2)), at.Add(n.Scale(tickLen/2))))
	}
	mid := start.Add(v.Scale(0.5))
	if l.Kind == battlemap.Blocked {
		u1, u2 := rotate(dir, pt{}, math.Pi/4).Scale(xLen/2), rotate(dir, pt{}, -math.Pi/4).Scale(xLen/2)
		marks = append(marks, stroke(id+"-x-1", mid.Sub(u1), mid.Add(u1)), stroke(id+"-x-2", mid.Sub(u2), mid.Add(u2)))
	}
	if l.Door != battlemap.NoDoor {
		door := &outShape{common(id+"-door", "rectangle", mid.X-doorW/2, mid.Y-doorH/2, doorW, doorH)}
		door.Angle = math.Atan2(dir.Y, dir.X)
		door.BackgroundColor = "#ffffff"
		if l.Door == battlemap.DoorClosed {
			door.BackgroundColor = inkColor
		}
		marks = append(marks, door)
	}
	if len(marks) > 0 {
		group := id + "-group"
		arrow.GroupIDs = []string{group}
		for _, m := range marks {
			m.base().GroupIDs = []string{group}
		}
	}
	x.add(arrow)
	x.drawn.Links++
	for _, m := range marks {
		x.add(m)
	}
}

// stroke is a plain straight line from a to b.
func stroke(id string, a, b pt) *outLine {
	v := b.Sub(a)
	s := &outLine{outCommon: common(id, "line", a.X, a.Y, math.Abs(v.X), math.Abs(v.Y)), Points: [][2]float64{{0, 0}, {v.X, v.Y}}}
	s.Roundness = &outRoundness{Type: 2}
	return s
}

func boxCenter(b *outShape) pt { return pt{X: b.X + b.Width/2, Y: b.Y + b.Height/2} }

// reach is how far from a box's centre its outline lies along dir.
func reach(b *outShape, dir pt) float64 {
	r := math.Inf(1)
	if dir.X != 0 {
		r = b.Width / 2 / math.Abs(dir.X)
	}
	if dir.Y != 0 {
		r = math.Min(r, b.Height/2/math.Abs(dir.Y))
	}
	return r
}

// Token colours by team, in the order teams first appear.
var teamColors = []struct{ stroke, fill string }{
	{"#1971c2", "#a5d8ff"}, {"#e03131", "#ffc9c9"}, {"#2f9e44", "#b2f2bb"}, {"#f08c00", "#ffec99"}, {"#9c36b5", "#eebefa"},
}

// tokens draws each character as a labelled circle in a row above its
// area's box.
func (x *exporter) tokens() {
	teams := map[string]int{}
	row := map[battlemap.AreaID][]Token{}
	var order []battlemap.AreaID
	for _, t := range x.o.Tokens {
		if (t.Hidden && !x.o.GM) || x.areaBox[t.Area] == nil {
			continue
		}
		if _, ok := teams[t.Team]; !ok {
			teams[t.Team] = len(teams)
		}
		if row[t.Area] == nil {
			order = append(order, t.Area)
		}
		row[t.Area] = append(row[t.Area], t)
	}
	n := 0
	for _, area := range order {
		box := x.areaBox[area]
		widths, total := []float64{}, -tokenSpacing
		for _, t := range row[area] {
			w := tokenWidth(t)
			widths = append(widths, w)
			total += w + tokenSpacing
		}
		left := box.X + box.Width/2 - total/2
		for i, t := range row[area] {
			id := fmt.Sprintf("token-%d", n)
			n++
			c := teamColors[teams[t.Team]%len(teamColors)]
			disc := &outShape{common(id, "ellipse", left, box.Y-tokenHeight-8, widths[i], tokenHeight)}
			disc.StrokeColor, disc.BackgroundColor = c.stroke, c.fill
			disc.CustomData = &outCustomData{Unhex: unhexData{Token: cmp.Or(t.ID, id)}}
			label := text(id+"-name", t.Name, left+widths[i]/2-textWidth(t.Name, smallSize)/2,
				disc.Y+tokenHeight/2-textHeight(t.Name, smallSize)/2, smallSize, id)
			label.CustomData = disc.CustomData
			disc.BoundElements = append(disc.BoundElements, outBound{ID: label.ID, Type: "text"})
			x.add(disc)
			x.add(label)
			x.drawn.Tokens++
			left += widths[i] + tokenSpacing
		}
	}
}
