package battlemap_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// bandsAt names the band of each range from 0 links up.
func bandsAt(p *battlemap.Profile, upTo int) []string {
	out := make([]string, upTo+1)
	for r := range out {
		out[r] = p.Band(r)
	}
	return out
}

func preset(t *testing.T, id battlemap.ProfileID) *battlemap.Profile {
	t.Helper()
	p, ok := battlemap.ProfileByID(id)
	if !ok {
		t.Fatalf("no preset %s", id)
	}
	return p
}

func sameBands(t *testing.T, got, want []string) {
	t.Helper()
	for r := range want {
		if got[r] != want[r] {
			t.Errorf("range %d: band %q, want %q", r, got[r], want[r])
		}
	}
}

func TestBands_ForbiddenLands_SameZoneNear_NextShort_LongUpToFour_BeyondDistant(t *testing.T) {
	sameBands(t, bandsAt(preset(t, battlemap.ProfileForbiddenLands), 7),
		[]string{"Near", "Short", "Long", "Long", "Long", "Distant", "Distant", "Distant"})
}

func TestBands_Alien_SameZoneShort_NextMedium_LongUpToFour_BeyondExtreme(t *testing.T) {
	sameBands(t, bandsAt(preset(t, battlemap.ProfileAlien), 7),
		[]string{"Short", "Medium", "Long", "Long", "Long", "Extreme", "Extreme", "Extreme"})
}

func TestBands_2d20_SameZoneClose_OneMedium_TwoLong_ThreeOrMoreExtreme(t *testing.T) {
	sameBands(t, bandsAt(preset(t, battlemap.Profile2d20), 6),
		[]string{"Close", "Medium", "Long", "Extreme", "Extreme", "Extreme", "Extreme"})
}

func TestBands_Fate_TheBandIsTheCountOfZones(t *testing.T) {
	sameBands(t, bandsAt(preset(t, battlemap.ProfileFate), 3), []string{"same zone", "1 zone", "2 zones", "3 zones"})
	if p := preset(t, battlemap.ProfileFate); p.FreeZones != 1 {
		t.Errorf("Fate moves %d zones free, want one", p.FreeZones)
	}
}

func TestBands_Custom_TheGMsTableNamesEachRange(t *testing.T) {
	p := battlemap.CustomProfile([]battlemap.Band{{Name: "Melee", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 3}})
	sameBands(t, bandsAt(p, 5), []string{"Melee", "Near", "Near", "Far", "Far", "Far"})
}

func TestBands_AnUnreachableZoneHasNoBand(t *testing.T) {
	for _, id := range battlemap.ProfileIDs() {
		m := &battlemap.Map{Profile: id, Bands: []battlemap.Band{{Name: "Here", From: 0}}}
		if b := m.Zones().Band(battlemap.Unreachable); b != "" {
			t.Errorf("%s: an unreachable zone is %q", id, b)
		}
	}
}

func TestBands_EachPresetButFateNamesAnEngagedBand(t *testing.T) {
	cases := map[battlemap.ProfileID]string{
		battlemap.ProfileForbiddenLands: "Arm's length",
		battlemap.ProfileAlien:          "Engaged",
		battlemap.Profile2d20:           "Reach",
		battlemap.ProfileFate:           "",
	}
	for id, want := range cases {
		if got := preset(t, id).Engaged; got != want {
			t.Errorf("%s: the engaged band is %q, want %q", id, got, want)
		}
	}
}

func TestTraits_EachProfileHasItsVocabulary(t *testing.T) {
	words := func(id battlemap.ProfileID) []string {
		var out []string
		for _, tr := range preset(t, id).Traits() {
			out = append(out, tr.ID)
			if tr.Effect == "" || tr.Label == "" {
				t.Errorf("%s: trait %s says nothing of its effect", id, tr.ID)
			}
		}
		return out
	}
	sameBands(t, words(battlemap.ProfileForbiddenLands), []string{"cramped", "rough", "open", "dark"})
	sameBands(t, words(battlemap.ProfileAlien), []string{"cramped", "rough", "open", "dark"})
	sameBands(t, words(battlemap.Profile2d20), []string{"difficult-terrain", "hazard", "cover"})
	fate := preset(t, battlemap.ProfileFate)
	if !fate.FreeTraits() || fate.Traits() != nil {
		t.Errorf("Fate's aspects are free text")
	}
	if tr, ok := fate.Trait("Burning rafters"); !ok || tr.Effect == "" {
		t.Errorf("an aspect is refused or says nothing: %+v", tr)
	}
	if _, ok := preset(t, battlemap.Profile2d20).Trait("dark"); ok {
		t.Errorf("2d20 took Year Zero's dark")
	}
}

func TestProfile_AnUnhexMapHasNone(t *testing.T) {
	if z := (&battlemap.Map{}).Zones(); z != nil {
		t.Errorf("an Unhex map plays %v", z.ID)
	}
}
