package app

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// explorer is the read-only mode that answers "what can this area see,
// reach and hit, and why": pick an area, then point at another.
type explorer struct {
	w         *mainWindow
	from      battlemap.AreaID
	to        battlemap.AreaID
	pinned    bool // the target was clicked, so hovering does not change it
	twoHanded bool
	terrain   *battlemap.Terrain
	reach     []battlemap.Reach
	why       *battlemap.Explanation
	text      *widget.Label
	detail    *widget.Label
}

func newExplorer(w *mainWindow) *explorer {
	x := &explorer{w: w, text: uikit.WrappedLabel(""), detail: uikit.WrappedLabel("")}
	w.board.Overlays = append(w.board.Overlays, x.draw)
	return x
}

func (x *explorer) panel() []fyne.CanvasObject {
	check := widget.NewCheck("Attack with a 2H ranged weapon", func(on bool) {
		x.twoHanded = on
		x.recompute()
	})
	check.Checked = x.twoHanded
	x.describe()
	legend := uikit.WrappedLabel("Blue glow: in line of sight. Thick green ring: one Move away; thin green ring: two or three. " +
		"\"cover\": a target there has cover against the chosen area. A 2H ranged attack loses sight only at 3 marks, not 2.")
	return []fyne.CanvasObject{uikit.Heading("Explore sight and range"), check, x.text, x.detail, widget.NewSeparator(), legend}
}

func (x *explorer) clear() {
	x.from, x.to, x.pinned, x.reach, x.why = "", "", false, nil, nil
	x.terrain = nil
	x.describe()
	x.w.board.Refresh()
}

func (x *explorer) threshold() int {
	if x.twoHanded {
		return battlemap.SightThreshold2HRanged
	}
	return battlemap.SightThreshold
}

func (x *explorer) recompute() {
	if x.from == "" {
		x.describe()
		x.w.board.Refresh()
		return
	}
	t, err := battlemap.Compile(x.w.ed.Map(), nil)
	if err != nil {
		x.clear()
		return
	}
	x.terrain = t
	x.reach = t.From(t.Index(x.from), x.threshold())
	x.explain()
}

func (x *explorer) explain() {
	x.why = nil
	if x.terrain != nil && x.to != "" {
		x.why, _ = x.terrain.Explain(x.from, x.to, x.threshold())
	}
	x.describe()
	x.w.board.Refresh()
}

func (x *explorer) describe() {
	m := x.w.ed.Map()
	if x.from == "" {
		x.text.SetText("Click an area to see what a character standing there can reach, see and hit.")
		x.detail.SetText("")
		return
	}
	seen, near := 0, 0
	for _, r := range x.reach {
		if r.LOS {
			seen++
		}
		if r.Moves == 1 {
			near++
		}
	}
	x.text.SetText(fmt.Sprintf("From %s: %s in sight, %s one Move away. Point at another area to see why.",
		uikit.AreaName(m, x.from), words.Count(seen-1, "other area"), words.Count(near, "area")))
	if x.why == nil {
		x.detail.SetText("")
		return
	}
	x.detail.SetText(uikit.ExplanationText(m, x.why))
}

// Input, in explore mode.

func (x *explorer) Click(p battlemap.Point, _ ucanvas.Mods) {
	h := x.w.board.HitTest(p)
	switch {
	case h.Area == "":
		x.clear()
	case x.from == "" || (x.pinned && h.Area == x.to) || h.Area == x.from:
		x.from, x.to, x.pinned = h.Area, "", false
		x.recompute()
	default:
		x.to, x.pinned = h.Area, true
		x.explain()
	}
}

func (x *explorer) Hover(p battlemap.Point) {
	if x.from == "" || x.pinned {
		return
	}
	h := x.w.board.HitTest(p)
	if h.Area != x.to {
		x.to = h.Area
		x.explain()
	}
}

func (x *explorer) SecondaryClick(battlemap.Point, fyne.Position) {}
func (x *explorer) DragStart(battlemap.Point, ucanvas.Mods) bool  { return false }
func (x *explorer) DragMove(battlemap.Point)                      {}
func (x *explorer) DragEnd(battlemap.Point)                       {}

// draw is the board overlay of explore mode.
func (x *explorer) draw(p *ucanvas.Pen) {
	if x.from == "" || x.terrain == nil || len(x.reach) != x.terrain.Len() {
		return
	}
	lay := p.Layout()
	for i, r := range x.reach {
		id := x.terrain.IDs[i]
		if r.LOS && id != x.from {
			p.AreaHalo(id, uikit.SightHalo, 12)
		}
		switch {
		case r.Moves == 1:
			p.AreaOutline(id, uikit.NearRing, uikit.NearRingWidth)
		case r.Moves == 2 || r.Moves == 3:
			p.AreaOutline(id, uikit.FarRing, uikit.FarRingWidth)
		}
		if a, ok := lay.Area(id); ok && id != x.from && r.Range != battlemap.Unreachable {
			tag := exploreTag(x.w.ed.Map(), r)
			p.Label(battlemap.Point{X: a.Box.Center().X, Y: a.Box.Min.Y - 9}, tag, 11, p.Palette().Text)
		}
	}
	p.AreaOutline(x.from, ucanvas.ColorRange, 4)
	if x.why != nil {
		if x.why.WorstFromSource != nil {
			p.Path(x.why.WorstFromSource.Areas, uikit.SightPath, 6)
		}
		if len(x.why.MovePath) > 1 && x.why.Range == battlemap.Unreachable {
			p.Path(x.why.MovePath, uikit.MovePath, 6)
		}
		p.AreaOutline(x.to, ucanvas.ColorDanger, 3)
	}
}
