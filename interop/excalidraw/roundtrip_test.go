package excalidraw

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// roundTrip exports doc (the GM's copy) and imports the drawing again.
func roundTrip(t *testing.T, doc *engine.Document, o Options) (*engine.Document, Report) {
	t.Helper()
	data, err := Export(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	back, rep, err := Import(data)
	if err != nil {
		t.Fatalf("the export does not import: %v\n%s", err, rep.String())
	}
	return back, rep
}

// sameMap says how two maps differ in what a drawing carries: title, area
// ids, names, positions, hidden flags, objectives and notes, and every
// link's ends, kind, cover, one-way, door and hidden flag.
func sameMap(got, want *battlemap.Map) error {
	if got.Title != want.Title {
		return fmt.Errorf("title %q, want %q", got.Title, want.Title)
	}
	if got.Profile != want.Profile || !reflect.DeepEqual(got.Bands, want.Bands) {
		return fmt.Errorf("rules %q %v, want %q %v", got.Profile, got.Bands, want.Profile, want.Bands)
	}
	if len(got.Areas) != len(want.Areas) {
		return fmt.Errorf("%d areas, want %d", len(got.Areas), len(want.Areas))
	}
	for i, w := range want.Areas {
		g := got.Areas[i]
		if math.Abs(g.X-w.X) > 1e-6 || math.Abs(g.Y-w.Y) > 1e-6 {
			return fmt.Errorf("area %s at (%v, %v), want (%v, %v)", w.ID, g.X, g.Y, w.X, w.Y)
		}
		g.X, g.Y = w.X, w.Y
		if !reflect.DeepEqual(g, w) {
			return fmt.Errorf("area %d is %+v, want %+v", i+1, g, w)
		}
	}
	if !reflect.DeepEqual(got.Links, want.Links) {
		return fmt.Errorf("links differ:\n got %+v\nwant %+v", got.Links, want.Links)
	}
	return nil
}

func TestRoundTrip_EveryBundledMapSurvivesExportThenImport(t *testing.T) {
	for _, name := range assets.MapNames() {
		t.Run(name, func(t *testing.T) {
			doc := bundled(t, name)
			back, rep := roundTrip(t, doc, Options{GM: true})
			if err := sameMap(&back.Map, &doc.Map); err != nil {
				t.Fatal(err)
			}
			if len(rep.Ignored) > 0 {
				t.Errorf("our own export has unused elements:\n%s", rep.String())
			}
		})
	}
}

func TestRoundTrip_RandomMapsSurviveExportThenImport(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		m := enginetest.Map(seed, enginetest.Options{Areas: 2 + int(seed*3%60), LinksPerArea: 3})
		for i := range m.Areas {
			// Hidden flags and notes ride along in the GM's copy.
			m.Areas[i].Hidden = i%7 == 3
			if i%5 == 1 {
				m.Areas[i].Notes = "a trapdoor\nunder the rug"
				m.Areas[i].Objectives = append(m.Areas[i].Objectives, battlemap.Objective{Label: "the safe", Hidden: true})
			}
		}
		for i := range m.Links {
			m.Links[i].Hidden = i%9 == 4
		}
		battlemap.Normalize(m)
		if err := battlemap.Validate(m); err != nil {
			t.Fatal(err)
		}
		doc := &engine.Document{Map: *m}
		back, rep := roundTrip(t, doc, Options{GM: true})
		if err := sameMap(&back.Map, m); err != nil {
			t.Fatalf("seed %d (%d areas): %v", seed, len(m.Areas), err)
		}
		if len(rep.Ignored) > 0 {
			t.Fatalf("seed %d: our own export has unused elements:\n%s", seed, rep.String())
		}
	}
}
