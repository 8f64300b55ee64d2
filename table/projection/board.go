package projection

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/table/wire"
)

// Style is the board's sizes in map units, the canvas package's metrics
// (a test holds the two to each other), so a page lays boxes out as the
// window's board does.
var Style = wire.Style{
	LabelSize: 16, NoteSize: 12, PadX: 14, PadY: 9, MinWidth: 48, Radius: 8,
	LinkWidth: 2, LinkGap: 4, TickLen: 28, TickGap: 7, ArrowLen: 15, DoorLen: 22,
	DashLen: 9, DashGap: 7, MarkSize: 11, MarkGap: 5,
}

// board is the map as the players may see it: no hidden area, no link
// that is hidden or touches a hidden area, no hidden objective or hazard.
// demolished names the areas a combat destroyed.
func (k IDs) board(m *battlemap.Map, demolished map[battlemap.AreaID]bool) *wire.Board {
	b := &wire.Board{Title: m.Title, Style: Style, Areas: []wire.Area{}, Links: []wire.Link{}}
	shown := map[battlemap.AreaID]bool{}
	for _, a := range m.Areas {
		if a.Hidden {
			continue
		}
		shown[a.ID] = true
		name := a.Name
		if name == "" {
			name = string(a.ID) // as the board labels it
		}
		area := wire.Area{ID: k.Area(a.ID), Name: name, X: a.X, Y: a.Y, Demolished: demolished[a.ID]}
		for _, o := range a.Objectives {
			if !o.Hidden {
				area.Marks = append(area.Marks, wire.Mark{Label: o.Label})
			}
		}
		for _, h := range a.Hazards {
			if !h.Hidden {
				area.Marks = append(area.Marks, wire.Mark{Label: h.Label + " (" + h.Damage + ")", Hazard: true})
			}
		}
		b.Areas = append(b.Areas, area)
	}
	for _, l := range m.Links {
		if l.Hidden || !shown[l.A] || !shown[l.B] {
			continue
		}
		b.Links = append(b.Links, wire.Link{ID: k.Link(l.A, l.B), A: k.Area(l.A), B: k.Area(l.B), Kind: string(l.Kind),
			OneWay: l.OneWay, Door: string(l.Door), CoverA: l.CoverA, CoverB: l.CoverB})
	}
	return b
}

// doors are the combat's doors (by link of fought, the map the combat
// is fought on) that differ from the map's, on links the players see on
// m, the map as it stands.
func (k IDs) doors(m, fought *battlemap.Map, doors map[int]battlemap.Door) []wire.DoorState {
	var out []wire.DoorState
	for i, l := range fought.Links {
		d, ok := doors[i]
		if !ok || d == l.Door || fightLinkHidden(m, fought, i) {
			continue
		}
		out = append(out, wire.DoorState{Link: k.Link(l.A, l.B), Door: string(d)})
	}
	return out
}

// areaHidden: the players may not see the area (hidden, or not on the map).
func areaHidden(m *battlemap.Map, id battlemap.AreaID) bool {
	a := m.Area(id)
	return a == nil || a.Hidden
}

// Shows is the area whose players' id is area, if the players see it.
func (k IDs) Shows(g *Game, area string) (battlemap.AreaID, bool) {
	for _, a := range g.Map.Areas {
		if !a.Hidden && k.Area(a.ID) == area {
			return a.ID, true
		}
	}
	return "", false
}
