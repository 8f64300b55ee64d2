package app

import (
	"testing"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Explore mode tags each zone of a zones map with its band, as Play does;
// an Unhex map keeps its range and cover tags.
func TestExplore_AZonesMapsTagsNameTheBand(t *testing.T) {
	data, err := assets.Map("forbidden-ruin.unhex")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := engine.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	ter, err := battlemap.Compile(&doc.Map, nil)
	if err != nil {
		t.Fatal(err)
	}
	reach := ter.From(ter.Index("gate"), battlemap.SightThreshold)
	got := map[battlemap.AreaID]string{}
	for i, r := range reach {
		got[ter.IDs[i]] = exploreTag(&doc.Map, r)
	}
	// Gate → Courtyard is one link; the Great Hall two; the Crypt, by the
	// Courtyard, the Bramble Garden and the Chapel, four.
	for id, want := range map[battlemap.AreaID]string{"yard": "Short · range 1", "hall": "Long · range 2", "crypt": "Long · range 4"} {
		if got[id] != want {
			t.Errorf("%s is tagged %q, want %q", id, got[id], want)
		}
	}
	unhex := &battlemap.Map{}
	if tag := exploreTag(unhex, battlemap.Reach{Range: 2, Cover: true}); tag != "range 2 · cover" {
		t.Errorf("an Unhex map's tag is %q, want \"range 2 · cover\"", tag)
	}
}
