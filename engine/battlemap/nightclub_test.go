package battlemap_test

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// These tests prove each map statement of the rulebook's Combat chapter on
// the bundled nightclub map, which is drawn from the rulebook's figure.

func nightclub(t testing.TB) *battlemap.Terrain {
	t.Helper()
	ter, err := battlemap.Compile(enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex")), nil)
	if err != nil {
		t.Fatal(err)
	}
	return ter
}

func reachFrom(t *testing.T, ter *battlemap.Terrain, from battlemap.AreaID, threshold int) map[battlemap.AreaID]battlemap.Reach {
	t.Helper()
	i := ter.Index(from)
	if i < 0 {
		t.Fatalf("no area %q", from)
	}
	out := map[battlemap.AreaID]battlemap.Reach{}
	for j, r := range ter.From(i, threshold) {
		out[ter.IDs[j]] = r
	}
	return out
}

func TestCover_BarHasCoverAgainstShotFromDanceFloor(t *testing.T) {
	r := reachFrom(t, nightclub(t), "dance-floor", battlemap.SightThreshold)
	if !r["bar"].Cover {
		t.Error("a character in the bar should have cover against a shot from the dance floor")
	}
}

func TestCover_BarHasNoCoverAgainstCatwalk(t *testing.T) {
	r := reachFrom(t, nightclub(t), "catwalk", battlemap.SightThreshold)
	if r["bar"].Cover {
		t.Error("a character in the bar should not have cover against an attack from the catwalk")
	}
}

func TestCover_AttackersAreaIsNotConsidered_DanceFloorFromBar(t *testing.T) {
	r := reachFrom(t, nightclub(t), "bar", battlemap.SightThreshold)
	if r["dance-floor"].Cover {
		t.Error("a character on the dance floor should not have cover against a shot from the bar")
	}
}

func TestCover_AttackersAreaIsNotConsidered_DanceFloorFromDJBooth(t *testing.T) {
	// The DJ booth's own marks face the dance floor; they shield the booth, not the target.
	r := reachFrom(t, nightclub(t), "dj-booth", battlemap.SightThreshold)
	if r["dance-floor"].Cover {
		t.Error("marks at the attacker's end must not give the target cover")
	}
}

func TestCover_OneShortestPathWithCoverIsEnough_BarFromDJBooth(t *testing.T) {
	ter := nightclub(t)
	r := reachFrom(t, ter, "dj-booth", battlemap.SightThreshold)
	if !r["bar"].Cover {
		t.Error("a character in the bar should have cover against a shot from the DJ booth")
	}
	ex, err := ter.Explain("dj-booth", "bar", battlemap.SightThreshold)
	if err != nil {
		t.Fatal(err)
	}
	if ex.PathCount != 2 {
		t.Errorf("DJ booth to bar has %d shortest paths, want 2 (via catwalk and via dance floor)", ex.PathCount)
	}
	if got := ex.CoverPath.Areas; len(got) != 3 || got[1] != "dance-floor" {
		t.Errorf("cover path = %v, want the path through the dance floor", got)
	}
}

func TestCover_NeverAppliesWithinTheSameArea(t *testing.T) {
	r := reachFrom(t, nightclub(t), "bar", battlemap.SightThreshold)
	if r["bar"].Cover {
		t.Error("cover never applies within one area (melee, or ranged at range 0)")
	}
}

func TestRange_EntranceToDanceFloorIsOne(t *testing.T) {
	r := reachFrom(t, nightclub(t), "entrance", battlemap.SightThreshold)
	if r["dance-floor"].Range != 1 {
		t.Errorf("range entrance -> dance floor = %d, want 1", r["dance-floor"].Range)
	}
}

func TestRange_EntranceToCatwalkIsTwo(t *testing.T) {
	r := reachFrom(t, nightclub(t), "entrance", battlemap.SightThreshold)
	if r["catwalk"].Range != 2 {
		t.Errorf("range entrance -> catwalk = %d, want 2", r["catwalk"].Range)
	}
}

func TestRange_CharactersInYourAreaAreAtRangeZero(t *testing.T) {
	r := reachFrom(t, nightclub(t), "kitchen", battlemap.SightThreshold)
	if r["kitchen"].Range != 0 {
		t.Errorf("range within the kitchen = %d, want 0", r["kitchen"].Range)
	}
}

func TestLineOfSight_AlleySeesKitchenButNotBar(t *testing.T) {
	r := reachFrom(t, nightclub(t), "alley", battlemap.SightThreshold)
	if !r["kitchen"].LOS {
		t.Error("a character in the alley should see the kitchen")
	}
	if r["bar"].LOS {
		t.Error("a character in the alley should not see the bar")
	}
	if r["bar"].MarksFromSource != 2 {
		t.Errorf("alley -> bar crosses %d marks, want 2 (both at the kitchen)", r["bar"].MarksFromSource)
	}
}

func TestLineOfSight_PoolTablesSeeBarButNotKitchen(t *testing.T) {
	r := reachFrom(t, nightclub(t), "pool-tables", battlemap.SightThreshold)
	if !r["bar"].LOS {
		t.Error("a character at the pool tables should see the bar")
	}
	if r["kitchen"].LOS {
		t.Error("a character at the pool tables should not see the kitchen")
	}
	if r["bar"].MarksFromSource != 1 {
		t.Errorf("pool tables -> bar counts %d marks, want 1: the pool tables' own mark is left out", r["bar"].MarksFromSource)
	}
}

func TestLineOfSight_AlwaysWithinYourArea_DJBooth(t *testing.T) {
	r := reachFrom(t, nightclub(t), "dj-booth", battlemap.SightThreshold)
	if !r["dj-booth"].LOS {
		t.Error("a character in the DJ booth should see another in the DJ booth")
	}
}

func TestDashedLine_CatwalkAndDanceFloorSeeButCannotMoveDirectly(t *testing.T) {
	ter := nightclub(t)
	for _, pair := range [][2]battlemap.AreaID{{"catwalk", "dance-floor"}, {"dance-floor", "catwalk"}} {
		r := reachFrom(t, ter, pair[0], battlemap.SightThreshold)
		got := r[pair[1]]
		if !got.LOS || got.Range != 1 {
			t.Errorf("%s -> %s: los=%v range=%d, want sight at range 1", pair[0], pair[1], got.LOS, got.Range)
		}
		if got.Moves != 2 {
			t.Errorf("%s -> %s takes %d moves, want 2 (through the DJ booth)", pair[0], pair[1], got.Moves)
		}
	}
	ex, _ := ter.Explain("catwalk", "dance-floor", battlemap.SightThreshold)
	if len(ex.MovePath) != 3 || ex.MovePath[1] != "dj-booth" {
		t.Errorf("move path = %v, want through the DJ booth", ex.MovePath)
	}
}

func TestIntercept_EntranceToMoverBetweenCatwalkAndDanceFloorIsRangeOne(t *testing.T) {
	ter := nightclub(t)
	from := ter.From(ter.Index("entrance"), battlemap.SightThreshold)
	rng, los := battlemap.Intercept(from, ter.Index("catwalk"), ter.Index("dance-floor"))
	if rng != 1 {
		t.Errorf("intercept range = %d, want 1", rng)
	}
	if !los {
		t.Error("the entrance sees the dance floor, so it can intercept")
	}
}

func TestSightIsNeverOneWay_KitchenAndEntrance(t *testing.T) {
	// Counted from the kitchen the path to the entrance crosses 1 mark,
	// counted from the entrance 2: sight needs both ends under the threshold.
	ter := nightclub(t)
	k := reachFrom(t, ter, "kitchen", battlemap.SightThreshold)["entrance"]
	e := reachFrom(t, ter, "entrance", battlemap.SightThreshold)["kitchen"]
	if k.MarksFromSource != 1 || k.MarksFromTarget != 2 {
		t.Errorf("kitchen -> entrance counts %d/%d, want 1 from the kitchen and 2 from the entrance", k.MarksFromSource, k.MarksFromTarget)
	}
	if k.LOS || e.LOS {
		t.Errorf("kitchen <-> entrance sight = %v/%v, want blocked both ways", k.LOS, e.LOS)
	}
}

func TestLineOfSight_TwoHandedRangedNeedsThreeMarks_AlleyToBar(t *testing.T) {
	r := reachFrom(t, nightclub(t), "alley", battlemap.SightThreshold2HRanged)
	if !r["bar"].LOS {
		t.Error("with a 2H ranged weapon two marks do not block sight from the alley to the bar")
	}
}

func TestExplain_AlleyToBarNamesTheMarks(t *testing.T) {
	ex, err := nightclub(t).Explain("alley", "bar", battlemap.SightThreshold)
	if err != nil {
		t.Fatal(err)
	}
	want := "no line of sight: 2 cover marks on the path Alley → Kitchen → Bar"
	if ex.Verdict != want {
		t.Errorf("verdict = %q, want %q", ex.Verdict, want)
	}
	if len(ex.Paths) != 1 || len(ex.Paths[0].Marks) != 2 {
		t.Fatalf("paths = %+v, want one path with two marks", ex.Paths)
	}
	for _, m := range ex.Paths[0].Marks {
		if m.At != "kitchen" {
			t.Errorf("mark at %s, want at the kitchen", m.At)
		}
	}
}

// Index finds an area by its name, whatever text holds the name: the
// map's own id, or the same letters copied elsewhere (a roster read from
// its own file, a command typed in); a name of no area is -1.
func TestTerrain_IndexFindsAnAreaByItsNameWhateverTextHoldsIt(t *testing.T) {
	ter := nightclub(t)
	for want, id := range ter.IDs {
		copied := battlemap.AreaID(strings.Clone(string(id)))
		if got := ter.Index(id); got != want {
			t.Errorf("Index(%q), the map's own text: %d, want %d", id, got, want)
		}
		if got := ter.Index(copied); got != want {
			t.Errorf("Index(%q), copied text: %d, want %d", id, got, want)
		}
	}
	for _, id := range []battlemap.AreaID{"", "nowhere", ter.IDs[0][:len(ter.IDs[0])-1]} {
		if got := ter.Index(id); got != -1 {
			t.Errorf("Index(%q) = %d, want -1", id, got)
		}
	}
}

// The last area of the nightclub by its name: in the map's own text (as
// a combat's characters hold it) and in a copy of its letters.
func BenchmarkTerrainIndex_Nightclub(b *testing.B) {
	ter := nightclub(b)
	last := ter.IDs[len(ter.IDs)-1]
	for _, c := range []struct {
		name string
		id   battlemap.AreaID
	}{{"mapText", last}, {"copiedText", battlemap.AreaID(strings.Clone(string(last)))}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				ter.Index(c.id)
			}
		})
	}
}
