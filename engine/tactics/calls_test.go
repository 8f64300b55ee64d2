package tactics_test

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// underCalls is the fight c on the map's roster playing calls, with the
// character id brought down to level 5 (unconscious) and the PCs acting
// after an initiative they won.
func underCalls(t *testing.T, c *combat.Combat, calls sheet.Calls, down sheet.CharacterID) *combat.Combat {
	t.Helper()
	r := c.Roster.Clone()
	r.Calls = calls
	r.Find(down).Level = 5
	return pcsWon(t, c.Map(), r)
}

// pcsWon starts a fight on m with r and plays an initiative the PCs win
// and act first in.
func pcsWon(t *testing.T, m *battlemap.Map, r *sheet.Roster) *combat.Combat {
	t.Helper()
	c, err := combat.New(m, r, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := combat.Apply(c, &combat.Initiative{Order: []string{"PCs", "Gang"}, Rollers: map[string]sheet.CharacterID{"PCs": "p", "Gang": "hid"},
		Rolls: map[string]*sheet.RollRecord{"PCs": {Dice: &sheet.Roll{Tens: 1, Ones: 0}}, "Gang": {Dice: &sheet.Roll{Tens: 9, Ones: 8}}}})
	if err != nil || res.Decision != nil {
		t.Fatalf("initiative: %v %+v", err, res.Decision)
	}
	return res.State
}

// The tactics follow the map's calls: where attacking the fallen is asked
// of the GM, they rank it never to be taken, say why, and answer the GM's
// question no if one reaches them; they never take it themselves.
func TestTactics_NeverTakeAFinishingBlowTheMapLeavesToTheGM(t *testing.T) {
	start, _ := startOf(t, "testdata/open-and-cover.unhex")
	c := underCalls(t, start, sheet.DefaultCalls(), "open")
	var seen bool
	for _, a := range tactics.Acts(c, "p") {
		if a.Kind == combat.ActAttack && a.Target == "open" {
			seen = true
			if a.Gain >= 0 || !strings.Contains(a.Reason, "the GM's call") {
				t.Errorf("the finishing blow is ranked %.1f: %s", a.Gain, a.Reason)
			}
		}
	}
	if !seen {
		t.Fatal("the attack on the fallen is not listed at all")
	}
	if next, err := tactics.Next(c); err != nil || (next.Kind == combat.ActAttack && next.Target == "open") {
		t.Errorf("the tactics take %+v (%v)", next, err)
	}
	var cmd combat.Command = &combat.Attack{Attacker: "p", Target: "open", Weapon: "pistol"}
	res, err := combat.Apply(c, cmd)
	if err != nil || res.Decision == nil || res.Decision.Kind != combat.DecideFinishingBlow {
		t.Fatalf("the attack does not ask the GM: %v %+v", err, res.Decision)
	}
	ans, why, err := tactics.Decide(c, cmd, res.Decision, nil)
	if err != nil || ans != false || !strings.Contains(why, "the GM's call") {
		t.Errorf("the tactics answer %v (%s, %v)", ans, why, err)
	}
}

// Where a rally may raise the surrendered, the tactics count them among
// those it would raise; elsewhere they do not.
func TestTactics_RallyCountsTheSurrenderedOnlyWhereTheyMayRise(t *testing.T) {
	start, _ := startOf(t, "testdata/open-and-cover.unhex")
	for _, tc := range []struct {
		value string
		worth bool
	}{{sheet.RallySurrenderedStay, false}, {sheet.RallySurrenderedRise, true}} {
		calls, _ := sheet.DefaultCalls().With(sheet.CallRallySurrendered, tc.value)
		r := start.Roster.Clone()
		r.Calls = calls
		p := r.Find("p")
		p.Abilities, p.MaxLevel = []sheet.AbilityID{"rally"}, 80
		mate := *p
		mate.ID, mate.Name, mate.Abilities, mate.Level, mate.Surrendered = "q", "Mate", nil, 0, true
		r.Characters = append(r.Characters, mate)
		for _, a := range tactics.Acts(pcsWon(t, start.Map(), r), "p") {
			if a.Kind == combat.ActRally && (a.Gain > 0) != tc.worth {
				t.Errorf("%s: the rally is worth %.1f: %s", tc.value, a.Gain, a.Reason)
			}
		}
	}
}

// withCallsForSeed is the fight c playing, across the seeds, every answer
// of every GM's call: each call a step behind the one before it.
func withCallsForSeed(t *testing.T, c *combat.Combat, seed uint64) *combat.Combat {
	t.Helper()
	r := c.Roster.Clone()
	for i, s := range sheet.CallCatalogue {
		var err error
		if r.Calls, err = r.Calls.With(s.ID, s.Options[(seed/3+uint64(i))%uint64(len(s.Options))].Value); err != nil {
			t.Fatal(err)
		}
	}
	out, err := combat.New(c.Map(), r, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
