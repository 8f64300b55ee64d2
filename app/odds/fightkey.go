package odds

import (
	"encoding/json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// fightKey is everything in a document that a simulated fight reads: the
// map's areas (their ids, objectives and hazards), links, doors and cover,
// the characters as the fight would start with them, the rules edition,
// the GM's calls and the house rules. Two documents with the same key
// play the same fights, so an edit that leaves it as it was cannot change
// the odds. What no rule reads is left out: the map's title and notes,
// the background picture, where an area is drawn, its name and notes,
// what is hidden from the players (areas, links, the option Reveal what
// the PCs see), and a character's picture, each of which the rules
// ignore.
func fightKey(d *engine.Document) string {
	m := d.Map.Clone()
	m.Title, m.Notes, m.Background, m.RevealPCSight = "", "", nil, false
	for i := range m.Areas {
		a := &m.Areas[i]
		a.Name, a.Notes, a.X, a.Y, a.Hidden = "", "", 0, 0, false
	}
	for i := range m.Links {
		m.Links[i].Hidden = false
	}
	r := d.StartRoster()
	chars := append([]sheet.Character(nil), r.Characters...)
	for i := range chars {
		chars[i].Picture = nil
	}
	b, err := json.Marshal(struct {
		Map        any
		Characters any
		Combat     bool
		Rules      any
		Calls      any
		HouseRules any
	}{m, chars, d.Combat != nil, d.Rules, d.Calls, d.HouseRules})
	if err != nil {
		// Every part of a document marshals (the file is this JSON); were
		// one not to, no two keys match and every edit recomputes.
		return "unkeyed: " + err.Error()
	}
	return string(b)
}
