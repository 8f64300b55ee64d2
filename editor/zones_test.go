package editor_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func zonesClub(p battlemap.ProfileID) *battlemap.Map {
	m := club()
	m.Profile = p
	return m
}

func TestObscuredBorder_AZonesMapTakesItAndAnUnhexMapRefusesIt(t *testing.T) {
	doUndoRedo(t, zonesClub(battlemap.ProfileForbiddenLands), &editor.SetLinkKind{Link: 3, Kind: battlemap.Obscured}, func(t *testing.T, m *battlemap.Map) {
		if m.Links[3].Kind != battlemap.Obscured {
			t.Errorf("kind %s, want obscured", m.Links[3].Kind)
		}
	})
	refused(t, club(), &editor.SetLinkKind{Link: 3, Kind: battlemap.Obscured}, "an Unhex map has solid, dashed or blocked links")
	refused(t, club(), &editor.AddLink{Link: battlemap.Link{A: "bar", B: "roof", Kind: battlemap.Obscured}}, "obscured is a border of the zones profiles")
}

func TestObscuredBorder_KeepsOneWayButNotADoor(t *testing.T) {
	m := zonesClub(battlemap.Profile2d20)
	doUndoRedo(t, m, &editor.SetLinkKind{Link: 1, Kind: battlemap.Obscured}, func(t *testing.T, m *battlemap.Map) {
		if !m.Links[1].OneWay {
			t.Error("the one-way mark was dropped; an obscured border is a passage and may be one-way")
		}
	})
	doUndoRedo(t, zonesClub(battlemap.Profile2d20), &editor.SetLinkKind{Link: 0, Kind: battlemap.Obscured}, func(t *testing.T, m *battlemap.Map) {
		if m.Links[0].Door != battlemap.NoDoor {
			t.Error("the door stayed on an obscured border")
		}
	})
	m = zonesClub(battlemap.Profile2d20)
	m.Links[3].Kind = battlemap.Obscured
	doUndoRedo(t, m, &editor.SetOneWay{Link: 3, On: true}, func(t *testing.T, m *battlemap.Map) {})
	refused(t, zonesClub(battlemap.Profile2d20), &editor.SetOneWay{Link: 2, On: true}, "only a solid or obscured link can be one-way")
}

func TestSetProfile_ClearsTheUnhexEditionAndUndoPutsItBack(t *testing.T) {
	doc := &engine.Document{Map: *club(), Rules: sheet.Latest}
	c := &editor.SetProfile{Doc: doc, Profile: battlemap.ProfileAlien}
	if err := c.Do(&doc.Map); err != nil {
		t.Fatal(err)
	}
	if doc.Map.Profile != battlemap.ProfileAlien || doc.Rules != "" {
		t.Fatalf("profile %q rules %q, want yze-alien and no edition", doc.Map.Profile, doc.Rules)
	}
	if err := engine.Validate(doc); err != nil {
		t.Fatalf("the zones document is invalid: %v", err)
	}
	if got := c.Label(); got != "Change rules to Year Zero Engine: Alien" {
		t.Errorf("label %q", got)
	}
	c.Undo(&doc.Map)
	if doc.Map.Profile != "" || doc.Rules != sheet.Latest {
		t.Fatalf("undo left profile %q rules %q", doc.Map.Profile, doc.Rules)
	}
}

func TestSetProfile_RefusesWhatTheNewRulesForbidAndNamesIt(t *testing.T) {
	m := zonesClub(battlemap.ProfileForbiddenLands)
	m.Areas[0].Traits = []string{"dark"}
	m.Links[3].Kind = battlemap.Obscured
	doc := &engine.Document{Map: *m}
	start := doc.Map.Clone()
	for _, tc := range []struct {
		to   battlemap.ProfileID
		want []string
	}{
		{"", []string{"cannot play Unhex", "traits belong to a zones profile", "obscured"}},
		{battlemap.Profile2d20, []string{"cannot play 2d20", `the trait "dark" is not a trait of 2d20`}},
	} {
		err := (&editor.SetProfile{Doc: doc, Profile: tc.to}).Do(&doc.Map)
		if err == nil {
			t.Fatalf("to %q: accepted", tc.to)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("to %q: %q does not say %q", tc.to, err, w)
			}
		}
		if !reflect.DeepEqual(&doc.Map, start) || doc.Rules != "" {
			t.Fatalf("to %q: a refusal changed the document", tc.to)
		}
	}
	// Fate's aspects are free text: the same map plays Fate.
	if err := (&editor.SetProfile{Doc: doc, Profile: battlemap.ProfileFate}).Do(&doc.Map); err != nil {
		t.Fatal(err)
	}
}

func TestSetProfile_TheCustomBandTableIsCheckedByTheEnginesRule(t *testing.T) {
	doc := &engine.Document{Map: *club(), Rules: sheet.Latest}
	bad := []battlemap.Band{{Name: "Here", From: 0}, {Name: "Far", From: 0}}
	err := (&editor.SetProfile{Doc: doc, Profile: battlemap.ProfileCustom, Bands: bad}).Do(&doc.Map)
	if err == nil || !strings.Contains(err.Error(), "the counts must rise") {
		t.Fatalf("error %v, want the rising counts named", err)
	}
	good := []battlemap.Band{{Name: "Here", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 3}}
	if err := (&editor.SetProfile{Doc: doc, Profile: battlemap.ProfileCustom, Bands: good}).Do(&doc.Map); err != nil {
		t.Fatal(err)
	}
	more := append(append([]battlemap.Band(nil), good...), battlemap.Band{Name: "Beyond", From: 6})
	c := &editor.SetProfile{Doc: doc, Profile: battlemap.ProfileCustom, Bands: more}
	if err := c.Do(&doc.Map); err != nil {
		t.Fatal(err)
	}
	if c.Label() != "Change band table" {
		t.Errorf("label %q", c.Label())
	}
	c.Undo(&doc.Map)
	if !reflect.DeepEqual(doc.Map.Bands, good) {
		t.Errorf("undo left bands %v", doc.Map.Bands)
	}
}

func TestSetTraits_ThePresetsWordsOrFreeAspects(t *testing.T) {
	doUndoRedo(t, zonesClub(battlemap.ProfileForbiddenLands), &editor.SetTraits{Area: "bar", Traits: []string{"dark", "cramped"}}, func(t *testing.T, m *battlemap.Map) {
		if got := m.Areas[0].Traits; !reflect.DeepEqual(got, []string{"dark", "cramped"}) {
			t.Errorf("traits %v", got)
		}
	})
	refused(t, zonesClub(battlemap.ProfileForbiddenLands), &editor.SetTraits{Area: "bar", Traits: []string{"on fire"}}, `the trait "on fire" is not a trait of`)
	doUndoRedo(t, zonesClub(battlemap.ProfileFate), &editor.SetTraits{Area: "bar", Traits: []string{"On Fire!"}}, func(t *testing.T, m *battlemap.Map) {})
	refused(t, club(), &editor.SetTraits{Area: "bar", Traits: []string{"dark"}}, "the map plays Unhex")
}
