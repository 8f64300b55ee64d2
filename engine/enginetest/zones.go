package enginetest

import (
	"fmt"
	"math/rand/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// ZonesMap is Map(seed, o) played under a zones profile: the same areas
// and links, with about one link in five of those that carry sight made
// an obscured border (door-free, one-way kept), each zone given up to two
// of the profile's traits, and a custom profile given a random band table.
func ZonesMap(seed uint64, o Options, profile battlemap.ProfileID) *battlemap.Map {
	m := Map(seed, o)
	rng := rand.New(rand.NewPCG(seed^0x5bd1e995, seed))
	m.Profile = profile
	if profile == battlemap.ProfileCustom {
		from := 0
		for i := range 1 + rng.IntN(5) {
			m.Bands = append(m.Bands, battlemap.Band{Name: fmt.Sprintf("Band %d", i), From: from})
			from += 1 + rng.IntN(3)
		}
	}
	for i := range m.Links {
		l := &m.Links[i]
		if l.Kind != battlemap.Blocked && rng.IntN(5) == 0 {
			l.Kind, l.Door = battlemap.Obscured, battlemap.NoDoor
		}
	}
	words := traitWords(m.Zones())
	for i := range m.Areas {
		for range rng.IntN(3) {
			w := words[rng.IntN(len(words))]
			if !contains(m.Areas[i].Traits, w) {
				m.Areas[i].Traits = append(m.Areas[i].Traits, w)
			}
		}
	}
	return m
}

func traitWords(p *battlemap.Profile) []string {
	if p.FreeTraits() {
		return []string{"Smoke", "Burning rafters", "Slick floor"}
	}
	var out []string
	for _, t := range p.Traits() {
		out = append(out, t.ID)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
