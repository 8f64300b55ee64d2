package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// clubOnFire is the nightclub with a fire in the Kitchen (one die), a
// falling chandelier over the Dance Floor (3) and a hidden gas leak in the
// Kitchen (2), in that map order: the Dance Floor comes before the
// Kitchen among the areas.
func clubOnFire(t testing.TB) *battlemap.Map {
	m := clubWithDoor(t).Clone()
	m.Area("kitchen").Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "d10"}, {Label: "Gas leak", Damage: "2", Hidden: true}}
	m.Area("dance-floor").Hazards = []battlemap.Hazard{{Label: "Chandelier", Damage: "3"}}
	return m
}

// hazardSession starts a combat on m with the Environment phase on or off.
func hazardSession(t testing.TB, m *battlemap.Map, environment bool, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(m, &sheet.Roster{Characters: chars, HouseRules: sheet.HouseRules{Environment: environment}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestEnvironment_OffTheHazardsDoNothingAndTheRoundEndsAsTheBookHasIt(t *testing.T) {
	s := hazardSession(t, clubOnFire(t), false,
		person("ava", "crew", sheet.PC, 50, "kitchen", nil), person("vex", "thugs", sheet.NPC, 50, "dance-floor", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
	c := s.State()
	if c.Phase != PhaseInitiative || c.Round != 2 {
		t.Fatalf("with the house rule off the round ends at once: phase %s, round %d", c.Phase, c.Round)
	}
	if lvl := c.Roster.Find("ava").Level; lvl != 50 {
		t.Errorf("a hazard hurt Ava with the house rule off: level %d", lvl)
	}
	if got := s.Log()[len(s.Log())-1].Narration; strings.Contains(got, "environment") {
		t.Errorf("the narration speaks of the environment with the rule off: %q", got)
	}
	if opts := c.EnvironmentStep(); len(opts) != 0 {
		t.Errorf("the environment step is offered with the rule off: %+v", opts)
	}
	refuse(t, s, `{"type":"environment","area":"kitchen","index":0,"die":{"tens":0,"ones":5}}`, "the Environment phase house rule is off")
}

func TestEnvironment_AfterEveryTeamHasActedEachHazardHitsEveryoneInItsAreaConsciousOrNot(t *testing.T) {
	vest := sheet.Item{ID: "vest", Name: "Vest", Kind: sheet.ItemArmor, Location: sheet.Torso}
	down := person("bo", "crew", sheet.PC, 5, "kitchen", nil) // unconscious: level under 10
	dead := person("cy", "crew", sheet.PC, 50, "kitchen", nil)
	dead.Level = -1
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "kitchen", nil, vest), down, dead,
		person("vex", "thugs", sheet.NPC, 50, "bar", nil), person("rat", "thugs", sheet.NPC, 45, "alley", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`)
	if s.State().Phase != PhaseTurn {
		t.Fatalf("the environment acted before the thugs' turn: %s", s.State().Phase)
	}
	refuse(t, s, `{"type":"environment","area":"kitchen","index":0}`, "hazards act in the environment step, once every team has acted in round 1")
	play(t, s, `{"type":"end-turn","team":"thugs"}`)
	c := s.State()
	if c.Phase != PhaseEnvironment || c.Round != 1 {
		t.Fatalf("after the last turn the environment acts in round 1: phase %s, round %d", c.Phase, c.Round)
	}
	refuse(t, s, `{"type":"initiative"}`, "round 1's hazards act before the next initiative")
	refuse(t, s, `{"type":"end-turn","team":"crew"}`, "every team has acted in round 1: the hazards act now")
	// No one stands on the Dance Floor: the Chandelier is passed, and the
	// Fire and the Gas leak may act, the Fire first here.
	opts := c.EnvironmentStep()
	if len(opts) != 2 || !opts[0].Legal || opts[0].Label != "resolve the Fire on Kitchen (d10) next (crew, who hold initiative, pick which hazard acts next)" {
		t.Fatalf("the step offers %+v, want the Fire then the Gas leak", opts)
	}
	refuse(t, s, `{"type":"environment","area":"dance-floor","index":0}`, "the Chandelier on Dance Floor (3) reaches no one: no one who is not dead is on Dance Floor")
	refuse(t, s, `{"type":"environment","area":"kitchen","index":2}`, "Kitchen has no hazard number 3")
	res, err := s.Submit(opts[0].Command)
	if err != nil || res.Decision == nil || res.Decision.Kind != sheet.DecideDice || res.Decision.Decider != sheet.GM || res.Decision.Field != "die" {
		t.Fatalf("a d10 hazard asks the GM for one die first; got %+v, %v", res.Decision, err)
	}
	if _, res, err = s.AnswerDice(sheet.Roll{Tens: 8, Ones: 4, By: sheet.ByTyped}); err != nil {
		t.Fatal(err)
	}
	// Everyone in the Kitchen who is not dead spreads the 4, each their
	// own choice: Ava first, then Bo, who is unconscious.
	for _, want := range []struct {
		field   string
		decider sheet.Decider
		answer  any
	}{
		{"damage.ava.spread", sheet.Decider{Role: sheet.RolePlayer, Character: "ava"}, []sheet.LocationCount{{Location: sheet.Torso, Count: 4}}},
		{"damage.ava.armor", sheet.Decider{Role: sheet.RolePlayer, Character: "ava"}, []sheet.Location{sheet.Torso}},
		{"damage.bo.spread", sheet.Decider{Role: sheet.RolePlayer, Character: "bo"}, []sheet.LocationCount{{Location: sheet.LeftLeg, Count: 2}, {Location: sheet.RightLeg, Count: 2}}},
	} {
		d := res.Decision
		if d == nil || d.Field != want.field || d.Decider != want.decider {
			t.Fatalf("want %s asked of %+v, got %+v", want.field, want.decider, d)
		}
		if res, err = s.Answer(want.answer); err != nil {
			t.Fatalf("%s: %v", want.field, err)
		}
	}
	if res.Decision != nil {
		t.Fatalf("still asking %+v", res.Decision)
	}
	c = s.State()
	if ava := c.Roster.Find("ava"); ava.Level != 50 || !ava.Item("vest").Destroyed {
		t.Errorf("the vest stops the fire's 4 on the torso, as armor stops any AoE: level %d", ava.Level)
	}
	if bo := c.Roster.Find("bo"); bo.Level != 1 || bo.Body.LeftLeg.Slash != 2 || bo.Body.RightLeg.Slash != 2 {
		t.Errorf("the unconscious Bo takes the fire too: level %d, body %+v", bo.Level, bo.Body)
	}
	if cy := c.Roster.Find("cy"); cy.Level != -1 || cy.Body.Count(sheet.Slash) != 0 {
		t.Errorf("the dead are left alone: %+v", cy)
	}
	if c.Phase != PhaseEnvironment {
		t.Fatalf("the gas leak has still to act: phase %s", c.Phase)
	}
	if got := s.Log()[len(s.Log())-1].Narration; !strings.Contains(got, "the environment: the Fire on Kitchen (d10) rolls 4 and hits ava, bo") {
		t.Errorf("narration %q", got)
	}
	play(t, s, `{"type":"environment","area":"kitchen","index":1,"damage":{"ava":{"spread":[{"location":"head","count":2}]},"bo":{"spread":[{"location":"torso","count":2}]}}}`)
	c = s.State()
	if c.Phase != PhaseInitiative || c.Round != 2 {
		t.Fatalf("after the last hazard the round ends: phase %s, round %d", c.Phase, c.Round)
	}
	if ava := c.Roster.Find("ava"); ava.Level != 48 || ava.Body.Head.Slash != 2 {
		t.Errorf("the gas leak's fixed 2 on the head: %+v", ava)
	}
	if bo := c.Roster.Find("bo"); !bo.Dead() {
		t.Errorf("Bo at level 1 takes 2 and dies: level %d", bo.Level)
	}
	if got := s.Log()[len(s.Log())-1].Narration; !strings.Contains(got, "round 1 ends") {
		t.Errorf("the last hazard ends the round: %q", got)
	}
}

func TestEnvironment_AHazardIsNoAttack_NoWindowNoDefendNoCounterattackNoShieldOrCover(t *testing.T) {
	shield := sheet.Item{ID: "shield", Name: "Shield", Kind: sheet.ItemShield, Held: sheet.LeftHand}
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"good-defend", "all-out-defend"}, knife1H, shield),
		person("vex", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst, `{"type":"all-out-defend","character":"ava"}`, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
	res, err := s.Submit(&Environment{Area: "dance-floor"})
	if err != nil {
		t.Fatal(err)
	}
	if s.State().Window != nil || len(s.State().ReactOptions()) != 0 {
		t.Fatalf("a hazard opened a reaction window: %+v", s.State().Window)
	}
	// Even All-Out Defend and a shield leave the chandelier's 3 to be
	// spread: no Defend roll, no die for the shield-bearer to assign.
	if d := res.Decision; d == nil || d.Kind != sheet.DecideSpreadDamage || d.Spread == nil || d.Spread.Total != 3 {
		t.Fatalf("want Ava to spread 3, got %+v", d)
	}
	refuse(t, s, `{"type":"react","character":"ava","kind":"defend"}`, "")
}

func TestEnvironment_ADieHazardReadsOneDieAndAFixedOneRollsNone(t *testing.T) {
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "kitchen", nil), person("vex", "thugs", sheet.NPC, 50, "dance-floor", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
	refuse(t, s, `{"type":"environment","area":"dance-floor","index":0,"die":{"tens":0,"ones":3}}`, "the Chandelier on Dance Floor (3) deals a fixed 3: no die is rolled")
	play(t, s, `{"type":"environment","area":"dance-floor","index":0,"damage":{"vex":{"spread":[{"location":"torso","count":3}]}}}`)
	refuse(t, s, `{"type":"environment","area":"kitchen","index":0,"die":{"tens":2,"ones":3}}`, "a hazard rolls one die, given as the ones die (0 to 9) with the tens die 0, not 2 and 3")
	// A zero deals nothing and asks nothing.
	play(t, s, `{"type":"environment","area":"kitchen","index":0,"die":{"tens":0,"ones":0}}`)
	if lvl := s.State().Roster.Find("ava").Level; lvl != 50 {
		t.Errorf("a die of 0 hurt Ava: level %d", lvl)
	}
	refuse(t, s, `{"type":"environment","area":"kitchen","index":1,"damage":{"vex":{"spread":[{"location":"torso","count":2}]}}}`, "vex is not in Kitchen, so takes nothing from Gas leak")
}

func TestEnvironment_AGMCorrectionThatLeavesNoOneToHitEndsTheStep(t *testing.T) {
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "kitchen", nil), person("vex", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
	if s.State().Phase != PhaseEnvironment {
		t.Fatal("the fire should act on Ava")
	}
	play(t, s, `{"type":"gm-override","character":"ava","area":"alley"}`)
	if c := s.State(); c.Phase != PhaseInitiative || c.Round != 2 {
		t.Errorf("with no one left in a hazard the round ends: phase %s, round %d", c.Phase, c.Round)
	}
}

func TestEnvironment_AHazardThatDownsTheLastFighterOfATeamEndsTheCombat(t *testing.T) {
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "bar", nil), person("vex", "thugs", sheet.NPC, 12, "dance-floor", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`,
		`{"type":"environment","area":"dance-floor","index":0,"damage":{"vex":{"spread":[{"location":"torso","count":3}]}}}`)
	if c := s.State(); c.Phase != PhaseEnded || !strings.Contains(c.EndReason, "only crew") {
		t.Errorf("the chandelier knocks Vex out: phase %s, %q", c.Phase, c.EndReason)
	}
}

func TestEnvironment_NoHazardReachingAnyoneEndsTheRoundAtOnce(t *testing.T) {
	s := hazardSession(t, clubOnFire(t), true,
		person("ava", "crew", sheet.PC, 50, "bar", nil), person("vex", "thugs", sheet.NPC, 50, "alley", nil))
	play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
	if c := s.State(); c.Phase != PhaseInitiative || c.Round != 2 {
		t.Fatalf("phase %s, round %d", c.Phase, c.Round)
	}
	if got := s.Log()[len(s.Log())-1].Narration; !strings.Contains(got, "the environment: no hazard reaches anyone; round 1 ends") {
		t.Errorf("narration %q", got)
	}
}

// The order of things that happen at once is the side with initiative's
// to decide: the hazards of the environment step act in the order that
// side picks, each once a round.
func TestEnvironment_TheSideWithInitiativeChoosesWhichHazardActsNext(t *testing.T) {
	const (
		chandelier = `{"type":"environment","area":"dance-floor","index":0,"damage":{"vex":{"spread":[{"location":"torso","count":3}]}}}`
		fire       = `{"type":"environment","area":"kitchen","index":0,"die":{"tens":0,"ones":0}}`
		gas        = `{"type":"environment","area":"kitchen","index":1,"damage":{"ava":{"spread":[{"location":"torso","count":2}]}}}`
	)
	for _, order := range [][]string{{chandelier, fire, gas}, {gas, chandelier, fire}, {fire, gas, chandelier}} {
		s := hazardSession(t, clubOnFire(t), true,
			person("ava", "crew", sheet.PC, 50, "kitchen", nil), person("vex", "thugs", sheet.NPC, 50, "dance-floor", nil))
		play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
		if c := s.State(); c.HazardChoice() != "crew, who hold initiative, pick which hazard acts next" {
			t.Fatalf("the choice is put as %q", c.HazardChoice())
		}
		var acted []string
		for i, js := range order {
			c := s.State()
			// Every hazard not yet acted is offered, this one among them.
			opts, pick, offered := c.EnvironmentStep(), cmd(t, js).(*Environment), false
			for _, o := range opts {
				if !o.Legal {
					t.Fatalf("%s listed as refused: %s", o.Label, o.Reason)
				}
				e := o.Command.(*Environment)
				offered = offered || e.Area == pick.Area && e.Index == pick.Index
			}
			if len(opts) != len(order)-i || !offered {
				t.Fatalf("after %d hazards the step lists %+v, want %d with %s", i, opts, len(order)-i, js)
			}
			if i == len(order)-1 && c.HazardChoice() != "" {
				t.Errorf("with one hazard left there is no choice, yet: %q", c.HazardChoice())
			}
			play(t, s, js)
			acted = append(acted, js)
			if s.State().Phase == PhaseEnvironment {
				for _, done := range acted {
					refuse(t, s, done, "has acted already in round 1")
				}
			}
		}
		c := s.State()
		if c.Phase != PhaseInitiative || c.Round != 2 || c.EnvActed != nil {
			t.Fatalf("the last hazard ends the round: phase %s, round %d, acted %v", c.Phase, c.Round, c.EnvActed)
		}
		if ava, vex := c.Roster.Find("ava"), c.Roster.Find("vex"); ava.Level != 48 || vex.Level != 47 {
			t.Errorf("each hazard acts once: Ava at %d (want 48), Vex at %d (want 47)", ava.Level, vex.Level)
		}
		var logged []*Environment
		for _, e := range s.Log() {
			if e, ok := e.Command.(*Environment); ok {
				logged = append(logged, e)
			}
		}
		if len(logged) != len(order) {
			t.Fatalf("the log holds %d hazards, want %d", len(logged), len(order))
		}
		for i, e := range logged {
			if want := cmd(t, order[i]).(*Environment); e.Area != want.Area || e.Index != want.Index {
				t.Errorf("the log's hazard %d is %s #%d, want %s", i+1, e.Area, e.Index, order[i])
			}
		}
		// The next round, every hazard may act again.
		play(t, s, crewFirst, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`)
		if n := len(s.State().EnvironmentStep()); n != 3 {
			t.Errorf("round 2 offers %d hazards, want all 3", n)
		}
	}
}
