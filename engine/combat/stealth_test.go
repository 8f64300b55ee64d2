package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Stealth ends as its owner starts an Attack or Intercept (and, in the
// later texts, a Move), and sight leaves out the looker's own area: so
// the owner's mark never blocks the owner's own act. The Bar's end of its
// link to the Dance Floor carries one map mark: with the hider's mark
// that is two, as the Dance Floor counts; the hider's own acts see one.
func TestStealth_NeverCountsAgainstItsOwnersAttackAoEOrInterceptInAnyEdition(t *testing.T) {
	firebomb := sheet.Item{ID: "firebomb", Kind: sheet.ItemAoE, AoE: sheet.Continuous, Held: sheet.BothHands}
	for _, e := range sheet.Editions() {
		s := sessionUnder(t, e,
			person("shade", "crew", sheet.PC, 62, "bar", []sheet.AbilityID{"stealth"}, pistol, ammo),
			person("torch", "crew", sheet.PC, 61, "bar", []sheet.AbilityID{"stealth", "aoe-continuous"}, firebomb),
			person("watch", "crew", sheet.PC, 60, "bar", []sheet.AbilityID{"stealth"}, pistol, ammo),
			person("gun", "thugs", sheet.NPC, 50, "dance-floor", nil, pistol, ammo),
			person("runner", "thugs", sheet.NPC, 45, "dance-floor", nil))
		play(t, s, crewFirst)
		c := s.State()
		if chk := c.CheckAttack(c.Roster.Find("gun"), c.Roster.Find("shade"), "pistol", sheet.ActAttack, false); !strings.Contains(chk.Reason, "no line of sight: 2 cover marks") {
			t.Fatalf("%s: the Bar's mark and Shade's hide her from the Dance Floor: %+v", e, chk)
		}
		listed := func(id sheet.CharacterID, kind ActKind, ok func(ActOption) bool) {
			t.Helper()
			for _, o := range s.State().LegalActions(id) {
				if o.Kind == kind && ok(o) {
					if !o.Legal {
						t.Errorf("%s: %s is refused: %s", e, o.Label, o.Reason)
					}
					return
				}
			}
			t.Errorf("%s: no %s listed for %s", e, kind, id)
		}
		listed("shade", ActAttack, func(o ActOption) bool { return o.Target == "gun" && o.Weapon == "pistol" })
		listed("torch", ActAoEContinuous, func(o ActOption) bool { return o.To == "dance-floor" })
		if _, err := listingDisagrees(s.State()); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		play(t, s, `{"type":"attack","attacker":"shade","target":"gun","weapon":"pistol"}`, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":1}}}`,
			`{"type":"attack","attacker":"torch","area":"dance-floor","weapon":"firebomb"}`, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":3}}}`,
			`{"type":"end-turn","team":"crew"}`, `{"type":"move","character":"runner","to":"entrance"}`)
		// The move waits for reactions: Watch may intercept from the Bar.
		if c := s.State(); c.Window == nil || c.Phase != PhaseReaction {
			t.Fatalf("%s: no reaction window is offered for Runner's move", e)
		}
		offered := false
		for _, o := range s.State().ReactOptions() {
			if o.By == "watch" && o.Kind == ReactIntercept && o.Legal {
				offered = true
			}
		}
		if !offered {
			t.Errorf("%s: Watch's Intercept is not offered: %+v", e, s.State().ReactOptions())
		}
		if _, err := listingDisagrees(s.State()); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		play(t, s, `{"type":"react","character":"watch","kind":"intercept","weapon":"pistol"}`)
	}
}
