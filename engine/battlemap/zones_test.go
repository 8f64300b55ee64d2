package battlemap_test

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// ruin: Gate -obscured- Hall -solid- Yard -dashed- Tower -blocked- Gate,
// and Yard -one-way obscured-> Cellar.
// Under 2d20 the zones have no traits (Year Zero's words are not 2d20's).
func ruin(profile battlemap.ProfileID) *battlemap.Map {
	m := yearZeroRuin(profile)
	if profile == battlemap.Profile2d20 {
		for i := range m.Areas {
			m.Areas[i].Traits = nil
		}
	}
	return m
}

func yearZeroRuin(profile battlemap.ProfileID) *battlemap.Map {
	return &battlemap.Map{Profile: profile, Areas: []battlemap.Area{
		{ID: "gate", Name: "Gate", Traits: []string{"open"}},
		{ID: "hall", Name: "Hall", Traits: []string{"dark", "cramped"}},
		{ID: "yard", Name: "Yard", Traits: []string{"rough"}},
		{ID: "tower", Name: "Tower"},
		{ID: "cellar", Name: "Cellar"},
	}, Links: []battlemap.Link{
		{A: "gate", B: "hall", Kind: battlemap.Obscured},
		{A: "hall", B: "yard", Kind: battlemap.Solid, CoverA: true, CoverB: true},
		{A: "yard", B: "tower", Kind: battlemap.Dashed},
		{A: "tower", B: "gate", Kind: battlemap.Blocked},
		{A: "yard", B: "cellar", Kind: battlemap.Obscured, OneWay: true},
	}}
}

func zoneReach(t *testing.T, m *battlemap.Map, from battlemap.AreaID) map[battlemap.AreaID]battlemap.Reach {
	t.Helper()
	ter := compiled(t, m)
	out := map[battlemap.AreaID]battlemap.Reach{}
	for i, r := range ter.From(ter.Index(from), battlemap.SightThreshold) {
		out[ter.IDs[i]] = r
	}
	return out
}

func TestZones_AnObscuredBorderLetsYouThroughAndCountsForRangeButHidesTheZoneBeyond(t *testing.T) {
	r := zoneReach(t, ruin(battlemap.ProfileForbiddenLands), "gate")
	if h := r["hall"]; h.Range != 1 || h.Moves != 1 || h.LOS {
		t.Errorf("hall across the obscured border: %+v, want range 1, one move, out of sight", h)
	}
	if y := r["yard"]; y.Range != 2 || y.Moves != 2 || y.LOS {
		t.Errorf("yard beyond it: %+v, want range 2, two moves, out of sight", y)
	}
	if c := r["cellar"]; c.Range != 3 || c.Moves != 3 {
		t.Errorf("cellar down the one-way obscured border: %+v", c)
	}
	back := zoneReach(t, ruin(battlemap.ProfileForbiddenLands), "cellar")
	if y := back["yard"]; y.Range != 1 || y.Moves != battlemap.Unreachable {
		t.Errorf("back up a one-way obscured border: %+v, want range 1 and no move", y)
	}
}

func TestZones_CoverMarksPlayNoPartUnderAZonesProfile(t *testing.T) {
	r := zoneReach(t, ruin(battlemap.Profile2d20), "hall")
	if y := r["yard"]; !y.LOS || y.Cover || y.MarksFromSource != 0 {
		t.Errorf("yard past two cover marks: %+v, want in sight without cover", y)
	}
	m := ruin("")
	m.Links[0].Kind, m.Links[4].Kind = battlemap.Solid, battlemap.Solid // the Unhex reading
	m.Areas[0].Traits, m.Areas[1].Traits, m.Areas[2].Traits = nil, nil, nil
	if y := zoneReach(t, m, "hall")["yard"]; !y.Cover {
		t.Errorf("under Unhex the same marks give cover: %+v", y)
	}
}

func TestZones_FateMovesTheFirstZoneFree(t *testing.T) {
	r := zoneReach(t, ruin(battlemap.ProfileFate), "hall")
	if r["yard"].Moves != 0 || r["cellar"].Moves != 1 || r["hall"].Moves != 0 {
		t.Errorf("moves from hall: yard %d, cellar %d, want 0 (free) and 1", r["yard"].Moves, r["cellar"].Moves)
	}
	if y := zoneReach(t, ruin(battlemap.Profile2d20), "hall")["yard"]; y.Moves != 1 {
		t.Errorf("2d20 moves to the next zone: %d, want one move", y.Moves)
	}
}

func explain(t *testing.T, m *battlemap.Map, from, to battlemap.AreaID) *battlemap.Explanation {
	t.Helper()
	ex, err := compiled(t, m).Explain(from, to, battlemap.SightThreshold)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func TestZonesExplain_SaysTheBandSightMovesAndTraitsInTheProfilesWords(t *testing.T) {
	ex := explain(t, ruin(battlemap.ProfileForbiddenLands), "gate", "yard")
	want := "Long: 2 zones away, counted across an obscured border; out of sight: every way there crosses an obscured border, closed door or blocked border; 2 moves (Gate → Hall → Yard), one zone a move"
	if ex.Verdict != want || ex.Band != "Long" || !ex.Obscured {
		t.Errorf("verdict\n %s\nwant\n %s", ex.Verdict, want)
	}
	notes := strings.Join(ex.TraitNotes, "\n")
	for _, w := range []string{"Gate (open): nothing to hide behind", "Hall (dark): little light", "Hall (cramped): a tight space", "Yard (rough): poor footing"} {
		if !strings.Contains(notes, w) {
			t.Errorf("the traits on the way do not say %q:\n%s", w, notes)
		}
	}
}

func TestZonesExplain_NamesTheBorderThatHidesANeighbour(t *testing.T) {
	m := ruin(battlemap.ProfileAlien)
	if ex := explain(t, m, "gate", "hall"); !strings.Contains(ex.Verdict, "Medium: 1 zone away, counted across an obscured border; out of sight: an obscured border between them lets you through but not your eyes; 1 move (Gate → Hall)") {
		t.Errorf("gate to hall: %s", ex.Verdict)
	}
	if ex := explain(t, m, "gate", "tower"); !strings.Contains(ex.Verdict, "out of sight: a blocked border between them") || !strings.Contains(ex.Verdict, "no way to move there") {
		t.Errorf("gate to tower: %s", ex.Verdict)
	}
	if ex := explain(t, m, "hall", "hall"); ex.Verdict != "Short: the same zone; in sight; no move needed" {
		t.Errorf("the same zone: %s", ex.Verdict)
	}
}

func TestZonesExplain_FateCountsZonesAndSaysTheFreeMove(t *testing.T) {
	m := ruin(battlemap.ProfileFate)
	m.Areas[1].Traits = []string{"Choked with smoke"}
	m.Areas[0].Traits, m.Areas[2].Traits = nil, nil
	ex := explain(t, m, "hall", "cellar")
	if want := "2 zones away, counted across an obscured border; out of sight: every way there crosses an obscured border, closed door or blocked border; 1 more zone beyond the free one (Hall → Yard → Cellar): going further than 1 zone takes an action of its own"; ex.Verdict != want {
		t.Errorf("verdict\n %s\nwant\n %s", ex.Verdict, want)
	}
	if len(ex.TraitNotes) != 1 || !strings.HasPrefix(ex.TraitNotes[0], `Hall ("Choked with smoke"): an aspect of the zone`) {
		t.Errorf("aspects: %q", ex.TraitNotes)
	}
	if ex := explain(t, m, "hall", "yard"); !strings.Contains(ex.Verdict, "a free move (Hall → Yard): 1 zone of movement comes with any action") {
		t.Errorf("hall to yard: %s", ex.Verdict)
	}
}

func TestZonesCheck_WarnsOfCoverMarksAndUnhexHazardsThatPlayNoPart(t *testing.T) {
	m := ruin(battlemap.Profile2d20)
	m.Areas[2].Traits = []string{"hazard"}
	m.Areas[3].Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "3"}}
	var got []string
	for _, w := range battlemap.Check(m) {
		got = append(got, w.Message)
	}
	all := strings.Join(got, "\n")
	for _, w := range []string{
		"1 link has cover marks, which play no part under 2d20",
		"1 area has Unhex hazards, which play no part under 2d20",
		`"Tower" has no solid or obscured link leading in: no one can move there`,
	} {
		if !strings.Contains(all, w) {
			t.Errorf("check does not warn %q:\n%s", w, all)
		}
	}
	if strings.Contains(all, "Hall") {
		t.Errorf("hall is reached through an obscured border, yet check warns:\n%s", all)
	}
}
