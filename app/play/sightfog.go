package play

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The fog option "Reveal what the PCs see" (the map's RevealPCSight):
// whenever a PC the players can see takes a place (a Move in a combat, a
// token dragged or placed, a party brought onto the map, a PC the GM
// shows again), the areas it has line of sight to are revealed to the
// players, as one undo step of its own. Switching the option on reveals
// what every such PC sees from where it stands. Opening a map reveals
// nothing: the fog is as it was saved. An undo or redo reveals nothing
// either, so undoing a Move undoes its reveal first and then the Move,
// and leaves the fog as it was before them.

// sightFog is where the PCs stood when the fog last followed them.
type sightFog struct {
	started bool
	on      bool                                   // the option was on
	at      map[sheet.CharacterID]battlemap.AreaID // each PC the players could see, and its area
}

// restartSight follows a newly opened document from where its PCs stand,
// revealing nothing.
func (p *Play) restartSight() { p.fog = sightFog{} }

// followSight reveals what the PCs that took a place since it last ran
// see, when the option is on. It reports whether it revealed anything:
// that edit has refreshed everything already.
func (p *Play) followSight() bool {
	m := p.h.Editor().Map()
	chars := p.characters()
	at := map[sheet.CharacterID]battlemap.AreaID{}
	for i := range chars {
		if c := &chars[i]; c.Kind == sheet.PC && c.Area != "" && !p.hiddenFromPlayers(c) {
			at[c.ID] = c.Area
		}
	}
	was := p.fog
	p.fog = sightFog{started: true, on: m.RevealPCSight, at: at}
	if !was.started || !m.RevealPCSight || p.h.Stepping() {
		return false
	}
	var lookers []sheet.CharacterID
	for _, c := range chars {
		if a, ok := at[c.ID]; ok && (!was.on || was.at[c.ID] != a) {
			lookers = append(lookers, c.ID)
		}
	}
	if len(lookers) == 0 {
		return false
	}
	t := p.sightTerrain()
	if t == nil {
		return false
	}
	r := sheet.RevealedBySight(t, m, chars, lookers)
	if len(r.Areas) == 0 {
		return false
	}
	label := revealLabel(m, chars, r)
	if p.h.Editor().Do(&editor.RevealAreas{IDs: r.Areas, Name: label}) != nil {
		return false
	}
	p.h.Say("Revealed"+strings.TrimPrefix(label, "Reveal"), false)
	return true
}

// sightTerrain is the map as the PCs see it: under the combat's doors
// and effects while one runs.
func (p *Play) sightTerrain() *battlemap.Terrain {
	if p.cast.active() {
		return p.cast.fight.State().Terrain()
	}
	t, err := battlemap.Compile(p.h.Editor().Map(), nil)
	if err != nil {
		return nil
	}
	return t
}

// revealLabel names a reveal for the undo history and the status line:
// "Reveal what Vex sees: Bar and Kitchen".
func revealLabel(m *battlemap.Map, chars []sheet.Character, r sheet.Reveal) string {
	var who []string
	for _, id := range r.By {
		for _, c := range chars {
			if c.ID == id {
				who = append(who, c.Name)
			}
		}
	}
	verb := " sees: "
	if len(who) > 1 {
		verb = " see: "
	}
	var where []string
	for _, id := range r.Areas {
		where = append(where, uikit.AreaName(m, id))
	}
	const shown = 4 // areas named; past them, a count
	if len(where) > shown+1 {
		where = append(where[:shown], fmt.Sprintf("%d more", len(r.Areas)-shown))
	}
	return "Reveal what " + joinAnd(who) + verb + joinAnd(where)
}

// joinAnd lists words as a sentence does: "A, B and C".
func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
