package engine

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// validateZones adds the problems of a zones map's document: an Unhex
// edition besides the profile, a saved combat or house rules (which run
// the Unhex combat engine a zones profile turns off), and the engaged
// toggle of a token where the map has no zones profile.
func validateZones(doc *Document, p *battlemap.Problems) {
	z := doc.Map.Zones()
	if z == nil {
		for i := range doc.Characters {
			if c := &doc.Characters[i]; c.Engaged {
				p.Add("character %d (%s): engaged is a token toggle of the zones profiles; this map plays Unhex, whose engagement is its own rule", i+1, quote.Q(c.ID))
			}
		}
		return
	}
	if doc.Rules != "" {
		p.Add("rules: the map plays both the Unhex edition %s and the zones profile %s; it can play one", doc.Rules, z.ID)
	}
	if doc.Combat != nil {
		p.Add("combat: a saved Unhex combat on a map of the zones profile %s, which has no Unhex combat", z.Name)
	}
	if doc.HouseRules.On() {
		p.Add("houseRules: Unhex house rules on a map of the zones profile %s, which plays none", z.Name)
	}
	for i := range doc.Characters {
		c := &doc.Characters[i]
		switch {
		case !c.Engaged:
		case z.Engaged == "":
			p.Add("character %d (%s): engaged, but %s has no engaged band", i+1, quote.Q(c.ID), z.Name)
		case c.Area == "":
			p.Add("character %d (%s): engaged, but not on the map; a token is engaged where it stands", i+1, quote.Q(c.ID))
		}
	}
}
