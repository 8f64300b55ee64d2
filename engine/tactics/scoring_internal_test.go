package tactics

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The table of Defend chances holds, at every pair of levels (those out
// of range clamped), the very float the sum over the defender's values
// gives, term by term in the same order.
func TestDefendChance_TheSumOverTheDefendersValues(t *testing.T) {
	for def := -3; def <= 102; def++ {
		for att := -3; att <= 102; att++ {
			d, a := clampLevel(def), clampLevel(att)
			attFails := float64(99-a) / 100
			var want float64
			for v := 0; v <= d; v++ {
				below := float64(min(v, a+1)) / 100
				want += (attFails + below) / 100
			}
			if got := defendChance(def, att); got != want {
				t.Fatalf("defendChance(%d, %d) = %v, the sum is %v", def, att, got, want)
			}
		}
	}
}

// A fight's eye goes from state to state keeping what the command between
// them left true (eye.follow): at every state of whole fights on every
// test map, what it answers of every character in every area (offense
// and whom, threat, nearest enemy, the position's worth, arms) and the
// acting team's scored acts are what a fresh eye of that state answers,
// float for float.
func TestFollow_AFightsEyeAnswersAsAFreshEye(t *testing.T) {
	maps, err := filepath.Glob("testdata/*.unhex")
	if err != nil {
		t.Fatal(err)
	}
	maps = append(maps, "../../assets/maps/nightclub-brawl.unhex")
	states := 0
	watchEye = func(e *eye) {
		states++
		fresh := newEye(e.c, false)
		chars := e.c.Roster.Characters
		for i := range chars {
			ch := &chars[i]
			if got, want := armIDs(e.armsOf(ch)), armIDs(fresh.armsOf(ch)); !slices.Equal(got, want) {
				t.Fatalf("round %d: %s's arms %v, afresh %v", e.c.Round, ch.ID, got, want)
			}
			for ai, id := range e.t.IDs {
				o, w := e.offenseIn(ch, ai)
				fo, fw := fresh.offenseIn(ch, ai)
				th, sh, cov := e.threatIn(ch, ai)
				fth, fsh, fcov := fresh.threatIn(ch, ai)
				n, ok := e.nearestIn(ch, ai)
				fn, fok := fresh.nearestIn(ch, ai)
				if o != fo || w != fw || th != fth || sh != fsh || cov != fcov || n != fn || ok != fok {
					t.Fatalf("round %d: %s in %s: offense %v on %v, threat %v by %d (%d covered), nearest %d %v; afresh %v on %v, %v by %d (%d), %d %v",
						e.c.Round, ch.ID, id, o, w, th, sh, cov, n, ok, fo, fw, fth, fsh, fcov, fn, fok)
				}
				if p, fp := e.position(ch, id), fresh.position(ch, id); p != fp {
					t.Fatalf("round %d: %s in %s is worth %v, afresh %v", e.c.Round, ch.ID, id, p, fp)
				}
			}
		}
		if e.c.Phase != combat.PhaseTurn || e.c.Window != nil {
			return
		}
		for i := range chars {
			if chars[i].Team != e.c.Acting() {
				continue
			}
			got, want := e.acts(chars[i].ID, true), fresh.acts(chars[i].ID, true)
			if len(got) != len(want) {
				t.Fatalf("round %d: %s has %d acts, afresh %d", e.c.Round, chars[i].ID, len(got), len(want))
			}
			for k := range got {
				if got[k].Kind != want[k].Kind || got[k].Gain != want[k].Gain || got[k].Target != want[k].Target || got[k].To != want[k].To {
					t.Fatalf("round %d: %s's act %d is %s %s%s worth %v, afresh %s %s%s worth %v", e.c.Round, chars[i].ID, k,
						got[k].Kind, got[k].Target, got[k].To, got[k].Gain, want[k].Kind, want[k].Target, want[k].To, want[k].Gain)
				}
			}
		}
	}
	defer func() { watchEye = nil }()
	for _, path := range maps {
		start := startCombat(t, path)
		for i := range 6 {
			if _, err := Fight(start, nil, sheet.NewDiceSource(RunSeed(5, i)), DefaultRoundCap); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		}
	}
	t.Logf("%d states", states)
	if states < 1000 {
		t.Fatalf("only %d states watched", states)
	}
}

func armIDs(arms []arm) []sheet.ItemID {
	var out []sheet.ItemID
	for _, a := range arms {
		out = append(out, a.id)
	}
	return out
}
