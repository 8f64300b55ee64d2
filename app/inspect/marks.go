package inspect

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// The marks the toolbar's buttons and keys set on the selection (one-way,
// door, hidden, objective) are made by the same functions as the panel's
// controls: one command for each change, whichever the GM used.

// oneWayEdit makes link i one-way (on) or two-way.
func oneWayEdit(i int, on bool) editor.Command { return &editor.SetOneWay{Link: i, On: on} }

// doorEdit puts door d on link i (NoDoor takes it off).
func doorEdit(i int, d battlemap.Door) editor.Command { return &editor.SetDoor{Link: i, Door: d} }

// areaHiddenEdit hides the area from the players, or reveals it.
func areaHiddenEdit(id battlemap.AreaID, on bool) editor.Command {
	return &editor.SetAreaHidden{ID: id, Hidden: on}
}

// linkHiddenEdit hides link i from the players, or reveals it.
func linkHiddenEdit(i int, on bool) editor.Command { return &editor.SetLinkHidden{Link: i, Hidden: on} }

// nextDoor is the door a press of the Door key or button puts on a link
// with door d: none, then open, then closed, then none again.
func nextDoor(d battlemap.Door) battlemap.Door {
	switch d {
	case battlemap.NoDoor:
		return battlemap.DoorOpen
	case battlemap.DoorOpen:
		return battlemap.DoorClosed
	}
	return battlemap.NoDoor
}

// oneStep runs the edits as one undo step: the edit itself when there is
// one, else a batch under label.
func oneStep(label string, cmds []editor.Command) editor.Command {
	if len(cmds) == 1 {
		return cmds[0]
	}
	return &editor.Batch{Name: label, Commands: cmds}
}

// selectedSolidLinks are the selected links that may be one-way or have
// a door, or nil after telling the GM what to select.
func (p *Properties) selectedSolidLinks(what string) []int {
	p.flushDraft() // the fields' text first, as every panel edit does
	m := p.w.Editor().Map()
	var solid []int
	for _, i := range p.w.Editor().Selection.Links(m) {
		if m.Links[i].Kind == battlemap.Solid {
			solid = append(solid, i)
		}
	}
	if len(solid) == 0 {
		p.w.Say("Select a solid link first: only a solid link can "+what, true)
	}
	return solid
}

// selectedOneWayLinks are the selected links that can be one-way (the
// editor's rule: solid links, and obscured borders on a zones map), or
// none, with the status line saying which can.
func (p *Properties) selectedOneWayLinks() []int {
	p.flushDraft()
	m := p.w.Editor().Map()
	var out []int
	for _, i := range p.w.Editor().Selection.Links(m) {
		if editor.CanBeOneWay(m.Links[i].Kind) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		p.w.Say("Select "+editor.OneWayKinds(m, true)+" first: only "+editor.OneWayKinds(m, false)+" can be one-way", true)
	}
	return out
}

// ToggleOneWay makes the selected solid links (and obscured borders)
// one-way (each from its
// first area to its second), or, when all of them already are, two-way
// again.
func (p *Properties) ToggleOneWay() {
	links := p.selectedOneWayLinks()
	if len(links) == 0 {
		return
	}
	m := p.w.Editor().Map()
	on := false
	for _, i := range links {
		on = on || !m.Links[i].OneWay
	}
	var cmds []editor.Command
	for _, i := range links {
		cmds = append(cmds, oneWayEdit(i, on))
	}
	way := "two-way"
	if on {
		way = "one-way"
	}
	p.do(oneStep(fmt.Sprintf("Make %s %s", words.Count(len(links), "link"), way), cmds))
}

// CycleDoor puts the next door on the selected solid links: none, open,
// closed, none again (the next after the first link's door, on them all).
func (p *Properties) CycleDoor() {
	links := p.selectedSolidLinks("have a door")
	if len(links) == 0 {
		return
	}
	m := p.w.Editor().Map()
	d := nextDoor(m.Links[links[0]].Door)
	var cmds []editor.Command
	for _, i := range links {
		cmds = append(cmds, doorEdit(i, d))
	}
	p.do(oneStep(fmt.Sprintf("Door %s on %s", strings.ToLower(doorWord(d)), words.Count(len(links), "link")), cmds))
}

func doorWord(d battlemap.Door) string {
	switch d {
	case battlemap.DoorOpen:
		return "open"
	case battlemap.DoorClosed:
		return "closed"
	}
	return "removed"
}

// ToggleHidden hides the selected areas and links from the players, or,
// when all of them already are, reveals them. Like every fog edit, it
// is allowed during a combat.
func (p *Properties) ToggleHidden() {
	p.flushDraft()
	ed := p.w.Editor()
	m := ed.Map()
	areas, links := ed.Selection.Areas(m), ed.Selection.Links(m)
	if len(areas)+len(links) == 0 {
		p.w.Say("Select the areas or links to hide from the players first", true)
		return
	}
	on := false
	for _, id := range areas {
		on = on || !m.Area(id).Hidden
	}
	for _, i := range links {
		on = on || !m.Links[i].Hidden
	}
	var cmds []editor.Command
	for _, id := range areas {
		cmds = append(cmds, areaHiddenEdit(id, on))
	}
	for _, i := range links {
		cmds = append(cmds, linkHiddenEdit(i, on))
	}
	what := words.Count(len(areas), "area")
	switch {
	case len(areas) == 0:
		what = words.Count(len(links), "link")
	case len(links) > 0:
		what += " and " + words.Count(len(links), "link")
	}
	label := "Reveal " + what
	if on {
		label = "Hide " + what + " from players"
	}
	FogDo(p.w, oneStep(label, cmds))
}

// AddObjectiveHere adds an objective to the one selected area, its label
// ready to type, as the panel's Add objective button does.
func (p *Properties) AddObjectiveHere() {
	m := p.w.Editor().Map()
	areas := p.w.Editor().Selection.Areas(m)
	if len(areas) != 1 || len(p.w.Editor().Selection.Links(m)) > 0 {
		p.w.Say("Select one area to add an objective to", true)
		return
	}
	p.AddObjective(areas[0])
}
