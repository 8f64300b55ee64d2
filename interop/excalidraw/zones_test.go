package excalidraw

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Each bundled zones map, drawn and read back, has the same rules (the
// profile and any custom table), obscured borders and traits, and the
// report names each.
func TestZonesRoundTrip_EveryBundledZonesMapKeepsItsRulesBordersAndTraits(t *testing.T) {
	for _, name := range []string{"forbidden-ruin.unhex", "2d20-vault.unhex", "fate-docks.unhex"} {
		doc := bundled(t, name)
		back, rep := roundTrip(t, doc, Options{GM: true})
		if err := sameMap(&back.Map, &doc.Map); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		obscured, traits := 0, 0
		for _, l := range doc.Map.Links {
			obscured += count01(l.Kind == battlemap.Obscured)
		}
		for _, a := range doc.Map.Areas {
			traits += len(a.Traits)
		}
		if obscured == 0 || traits == 0 {
			t.Fatalf("%s has %d obscured borders and %d traits: the test proves nothing", name, obscured, traits)
		}
		if rep.Rules != string(doc.Map.Profile) || rep.Obscured != obscured || rep.Traits != traits {
			t.Errorf("%s: the report read rules %q, %d obscured, %d traits; want %q, %d, %d", name, rep.Rules, rep.Obscured, rep.Traits, doc.Map.Profile, obscured, traits)
		}
		sum := rep.Summary()
		for _, w := range []string{"zones profile " + string(doc.Map.Profile), "obscured border", "trait"} {
			if !strings.Contains(sum, w) {
				t.Errorf("%s: the summary %q does not say %q", name, sum, w)
			}
		}
	}
}

// A custom table of bands rides in the rules text, name and start each.
func TestZonesRoundTrip_ACustomTableComesBackRowByRow(t *testing.T) {
	doc := bundled(t, "fate-docks.unhex")
	doc.Map.Profile = battlemap.ProfileCustom
	doc.Map.Bands = []battlemap.Band{{Name: "Here", From: 0}, {Name: "Stone's throw", From: 1}, {Name: "Out of reach", From: 4}}
	back, _ := roundTrip(t, doc, Options{GM: true})
	if err := sameMap(&back.Map, &doc.Map); err != nil {
		t.Fatal(err)
	}
}

// A GM's own drawing: a "Rules:" text, a dotted line and bracketed
// traits make a zones map, and the report names each as what it became.
func TestZonesImport_AHandDrawnRuinReadsRulesObscuredBorderAndTraits(t *testing.T) {
	s := &sketch{}
	s.box("hall", "Hall", 0, 0)
	s.box("yard", "Yard", 400, 0)
	s.box("gate", "Gate", 800, 0)
	s.line("smoke", "line", pt{X: 65, Y: 0}, pt{X: 335, Y: 0}, map[string]any{"strokeStyle": "dotted"})
	s.line("path", "line", pt{X: 465, Y: 0}, pt{X: 735, Y: 0})
	s.text("tags", "[dark] [cramped]", 0, 55, "")
	s.text("rules", "Rules: yze-forbidden-lands", 400, -300, "")
	doc, rep := s.read(t)
	m := &doc.Map
	if m.Profile != battlemap.ProfileForbiddenLands {
		t.Fatalf("rules %q, want the Forbidden Lands profile", m.Profile)
	}
	if m.Links[0].Kind != battlemap.Obscured || m.Links[1].Kind != battlemap.Solid {
		t.Errorf("links %+v: want the dotted one obscured, the plain one solid", m.Links)
	}
	if !reflect.DeepEqual(m.Areas[0].Traits, []string{"dark", "cramped"}) || len(m.Areas[0].Objectives) != 0 {
		t.Errorf("the Hall has traits %q and objectives %v, want [dark cramped] and none", m.Areas[0].Traits, m.Areas[0].Objectives)
	}
	rep.mustSay(t, "rules", true, "rules", "yze-forbidden-lands")
	rep.mustSay(t, "smoke", true, "obscured")
	rep.mustSay(t, "tags", true, "traits", "dark, cramped", "Hall")
}

// Without a rules text a drawing is an Unhex map, read as before: a
// dotted line is dashed and a bracketed text an objective.
func TestZonesImport_WithoutRulesADottedLineIsDashedAndBracketsAnObjective(t *testing.T) {
	s := &sketch{}
	s.box("hall", "Hall", 0, 0)
	s.box("yard", "Yard", 400, 0)
	s.line("smoke", "line", pt{X: 65, Y: 0}, pt{X: 335, Y: 0}, map[string]any{"strokeStyle": "dotted"})
	s.text("tags", "[dark]", 0, 55, "")
	doc, _ := s.read(t)
	m := &doc.Map
	if m.Profile != "" || m.Links[0].Kind != battlemap.Dashed || len(m.Areas[0].Traits) != 0 ||
		len(m.Areas[0].Objectives) != 1 || m.Areas[0].Objectives[0].Label != "[dark]" {
		t.Errorf("an Unhex drawing read as %q, link %s, traits %v, objectives %v", m.Profile, m.Links[0].Kind, m.Areas[0].Traits, m.Areas[0].Objectives)
	}
}

// A rules text naming no profile is reported, not guessed at.
func TestZonesImport_AnUnknownRulesTextIsReportedWithTheValidIDs(t *testing.T) {
	s := &sketch{}
	s.box("hall", "Hall", 0, 0)
	s.text("rules", "Rules: d&d", 0, -300, "")
	doc, rep := s.read(t)
	if doc.Map.Profile != "" {
		t.Errorf("read rules %q from an unknown id", doc.Map.Profile)
	}
	rep.mustSay(t, "rules", false, "d&d", "2d20", "fate")
}
