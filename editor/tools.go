package editor

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Mods are the keyboard modifiers held during a gesture.
type Mods struct{ Shift, Ctrl bool }

// Tool turns pointer gestures, in map units, into commands.
type Tool interface {
	Name() string
	Hint() string
	Click(e *Editor, p battlemap.Point, m Mods)
	// DragStart returns false when the tool does not want the drag, so
	// the board pans instead.
	DragStart(e *Editor, p battlemap.Point, m Mods) bool
	DragMove(e *Editor, p battlemap.Point)
	DragEnd(e *Editor, p battlemap.Point)
	Cancel(e *Editor)
}

// SelectTool selects, box-selects and moves.
type SelectTool struct {
	moving    []battlemap.AreaID
	startPos  []battlemap.Point
	grab      battlemap.Point
	anchor    int // index in moving of the area under the pointer
	boxFrom   *battlemap.Point
	boxAdding bool
}

func (*SelectTool) Name() string { return "Select" }
func (*SelectTool) Hint() string {
	return "Select: click to select, Shift-click to add, drag an area to move it; Ctrl-drag (or Shift-drag to add) selects a box; drag empty space to pan"
}

func (t *SelectTool) Click(e *Editor, p battlemap.Point, m Mods) {
	h := e.View.HitTest(p)
	switch {
	case h.Area != "" && m.Shift:
		e.Selection.ToggleArea(h.Area)
		e.selected()
	case h.Area != "":
		e.Select([]battlemap.AreaID{h.Area}, nil)
	case h.Link >= 0 && m.Shift:
		e.Selection.ToggleLink(e.Map(), h.Link)
		e.selected()
	case h.Link >= 0:
		e.Select(nil, []int{h.Link})
	case !m.Shift:
		e.Select(nil, nil)
	}
}

func (t *SelectTool) DragStart(e *Editor, p battlemap.Point, m Mods) bool {
	h := e.View.HitTest(p)
	if h.Area == "" {
		if !m.Shift && !m.Ctrl {
			return false // a plain drag on empty space pans the view
		}
		from := p
		t.boxFrom, t.boxAdding = &from, m.Shift
		return true
	}
	if !e.Selection.ContainsArea(h.Area) {
		if m.Shift {
			e.Selection.AddArea(h.Area)
			e.selected()
		} else {
			e.Select([]battlemap.AreaID{h.Area}, nil)
		}
	}
	t.moving = e.Selection.Areas(e.Map())
	t.startPos = make([]battlemap.Point, len(t.moving))
	for i, id := range t.moving {
		t.startPos[i] = e.Map().Area(id).Pos()
		if id == h.Area {
			t.anchor = i
		}
	}
	t.grab = p
	return true
}

func (t *SelectTool) DragMove(e *Editor, p battlemap.Point) {
	if t.boxFrom != nil {
		r := battlemap.RectAround(*t.boxFrom, p)
		e.View.Preview(nil, &r, false)
		return
	}
	if len(t.moving) == 0 {
		return
	}
	// Areas follow the pointer live; the history gets one move at the end.
	t.place(e, t.targets(e, p))
	e.liveMoved()
}

func (t *SelectTool) targets(e *Editor, p battlemap.Point) []AreaMove {
	// The area under the pointer snaps to the grid; the rest keep their
	// places relative to it.
	d := e.View.Snap(t.startPos[t.anchor].Add(p.Sub(t.grab))).Sub(t.startPos[t.anchor])
	moves := make([]AreaMove, len(t.moving))
	for i, id := range t.moving {
		to := t.startPos[i].Add(d)
		moves[i] = AreaMove{ID: id, X: to.X, Y: to.Y}
	}
	return moves
}

func (t *SelectTool) place(e *Editor, moves []AreaMove) {
	m := e.Map()
	for _, mv := range moves {
		if a := m.Area(mv.ID); a != nil {
			a.X, a.Y = mv.X, mv.Y
		}
	}
}

func (t *SelectTool) DragEnd(e *Editor, p battlemap.Point) {
	if t.boxFrom != nil {
		r := battlemap.RectAround(*t.boxFrom, p)
		e.View.Preview(nil, nil, false)
		areas, links := e.View.AreasIn(r), e.View.LinksIn(r)
		if t.boxAdding {
			for _, a := range areas {
				e.Selection.AddArea(a)
			}
			for _, l := range links {
				e.Selection.AddLink(e.Map(), l)
			}
			e.selected()
		} else {
			e.Select(areas, links)
		}
		t.boxFrom = nil
		return
	}
	if len(t.moving) == 0 {
		return
	}
	final := t.targets(e, p)
	t.restore(e)
	if e.Do(&MoveAreas{Moves: final}) != nil && e.OnChange != nil {
		e.OnChange()
	}
	t.moving = nil
}

func (t *SelectTool) restore(e *Editor) {
	back := make([]AreaMove, len(t.moving))
	for i, id := range t.moving {
		back[i] = AreaMove{ID: id, X: t.startPos[i].X, Y: t.startPos[i].Y}
	}
	t.place(e, back)
}

func (t *SelectTool) Cancel(e *Editor) {
	if len(t.moving) > 0 {
		t.restore(e)
		t.moving = nil
		if e.OnChange != nil {
			e.OnChange()
		}
	}
	if t.boxFrom != nil {
		t.boxFrom = nil
		e.View.Preview(nil, nil, false)
	}
}

// AreaTool places new areas: click empty space, type the name, Enter.
type AreaTool struct{}

func (*AreaTool) Name() string { return "Add area" }
func (*AreaTool) Hint() string {
	return "Add area: click empty space and type the name; Enter confirms, Escape cancels"
}

func (t *AreaTool) Click(e *Editor, p battlemap.Point, m Mods) {
	if h := e.View.HitTest(p); h.Area != "" {
		e.Select([]battlemap.AreaID{h.Area}, nil)
		return
	}
	at := e.View.Snap(p)
	e.View.AskName(at, func(name string, ok bool) {
		name = strings.TrimSpace(name)
		if !ok {
			return
		}
		if name == "" {
			e.message("An area needs a name: nothing was added", true)
			return
		}
		add := NewAddArea(e.Map(), name, at.X, at.Y)
		if e.Do(add) == nil {
			e.Select([]battlemap.AreaID{add.Area.ID}, nil)
			e.message(fmt.Sprintf("Added %q", name), false)
		}
	})
}

func (*AreaTool) DragStart(*Editor, battlemap.Point, Mods) bool { return false }
func (*AreaTool) DragMove(*Editor, battlemap.Point)             {}
func (*AreaTool) DragEnd(*Editor, battlemap.Point)              {}
func (*AreaTool) Cancel(*Editor)                                {}

// LinkTool joins two areas with a link of the editor's current kind: drag
// from one area to another, or click one then the other.
type LinkTool struct {
	from battlemap.AreaID
}

func (*LinkTool) Name() string { return "Add link" }
func (*LinkTool) Hint() string {
	return "Add link: drag from one area to another (or click both); keys 1, 2, 3 choose solid, dashed or blocked"
}

func (t *LinkTool) Click(e *Editor, p battlemap.Point, m Mods) {
	h := e.View.HitTest(p)
	if h.Area == "" {
		t.Cancel(e)
		return
	}
	if t.from == "" {
		t.from = h.Area
		e.message(fmt.Sprintf("Linking from %s: click the other area", areaLabel(e.Map(), h.Area)), false)
		return
	}
	t.link(e, t.from, h.Area)
	t.from = ""
}

func (t *LinkTool) DragStart(e *Editor, p battlemap.Point, m Mods) bool {
	h := e.View.HitTest(p)
	if h.Area == "" {
		return false
	}
	t.from = h.Area
	return true
}

func (t *LinkTool) DragMove(e *Editor, p battlemap.Point) {
	a := e.Map().Area(t.from)
	if a == nil {
		return
	}
	to := p
	invalid := false
	if h := e.View.HitTest(p); h.Area != "" {
		to = e.Map().Area(h.Area).Pos()
		invalid = t.refusal(e, t.from, h.Area) != ""
	}
	e.View.Preview(&[2]battlemap.Point{a.Pos(), to}, nil, invalid)
}

func (t *LinkTool) DragEnd(e *Editor, p battlemap.Point) {
	e.View.Preview(nil, nil, false)
	from := t.from
	t.from = ""
	if from == "" {
		return // the drag was cancelled
	}
	h := e.View.HitTest(p)
	if h.Area == "" {
		e.message("Drop the link on an area to make it", false)
		return
	}
	t.link(e, from, h.Area)
}

// refusal says why a link from a to b cannot be drawn, or "".
func (t *LinkTool) refusal(e *Editor, a, b battlemap.AreaID) string {
	m := e.Map()
	switch {
	case a == b:
		return fmt.Sprintf("A link cannot join %s to itself", areaLabel(m, a))
	case m.LinkBetween(a, b) >= 0:
		return fmt.Sprintf("%s and %s are already linked: select the link to change it", areaLabel(m, a), areaLabel(m, b))
	}
	return ""
}

func (t *LinkTool) link(e *Editor, a, b battlemap.AreaID) {
	if why := t.refusal(e, a, b); why != "" {
		e.message(why, true)
		return
	}
	add := &AddLink{Link: battlemap.Link{A: a, B: b, Kind: e.LinkKind}}
	if e.Do(add) == nil {
		e.Select(nil, []int{len(e.Map().Links) - 1})
		e.message(fmt.Sprintf("Linked %s and %s (%s)", areaLabel(e.Map(), a), areaLabel(e.Map(), b), e.LinkKind), false)
	}
}

func (t *LinkTool) Cancel(e *Editor) {
	t.from = ""
	e.View.Preview(nil, nil, false)
}

// CoverTool toggles a cover tick: click a link near the end to mark.
type CoverTool struct{}

func (CoverTool) Name() string { return "Cover" }
func (CoverTool) Hint() string {
	return "Cover: click a link near one end to toggle the cover tick at that end"
}

func (CoverTool) Click(e *Editor, p battlemap.Point, m Mods) {
	h := e.View.HitTest(p)
	if h.Link < 0 || !h.NearEnd {
		e.message("Click on a link, near the end that should have cover", false)
		return
	}
	if e.Do(&ToggleCover{Link: h.Link, At: h.End}) == nil {
		l := e.Map().Links[h.Link]
		state := "removed"
		if l.CoverAt(h.End) {
			state = "added"
		}
		e.message(fmt.Sprintf("Cover at %s %s", areaLabel(e.Map(), h.End), state), false)
	}
}

func (CoverTool) DragStart(*Editor, battlemap.Point, Mods) bool { return false }
func (CoverTool) DragMove(*Editor, battlemap.Point)             {}
func (CoverTool) DragEnd(*Editor, battlemap.Point)              {}
func (CoverTool) Cancel(*Editor)                                {}

func areaLabel(m *battlemap.Map, id battlemap.AreaID) string {
	if a := m.Area(id); a != nil && strings.TrimSpace(a.Name) != "" {
		return fmt.Sprintf("%q", a.Name)
	}
	return fmt.Sprintf("%q", id)
}
