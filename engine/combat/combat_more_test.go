package combat

import (
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestInitiative_TheTeamThatHeldItRollsFirst_ThePCsInRoundOne(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("b", "thugs", sheet.NPC, 40, "bar", nil), person("a", "crew", sheet.PC, 40, "entrance", nil))
	res, err := s.Submit(&Initiative{})
	if err != nil || res.Decision == nil || res.Decision.Field != "rolls.crew.dice" {
		t.Fatalf("round 1: the PCs roll first; asked %+v %v", res.Decision, err)
	}
}

func TestActions_UnusedActionsAreWastedAtTheEndOfTheRound(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":3,"ones":3},"crit":{"take":"extra-action"}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`,
		`{"type":"move","character":"a","to":"dance-floor"}`, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`,
		`{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`)
	if n := s.State().Tallies["a"].Actions; n != 1 {
		t.Errorf("the critical's extra action must be used in its round; round 2 has %d", n)
	}
}

func TestManageItems_DroppingIsFreeRearrangingAndUsingTheAreaCostTheAction(t *testing.T) {
	stowed := sheet.Item{ID: "club", Kind: sheet.ItemMelee1H}
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 40, "entrance", nil, knife1H, stowed), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	play(t, s, crewFirst, `{"type":"manage-items","character":"a","drop":["knife"]}`)
	if s.State().Tallies["a"].Actions != 1 {
		t.Fatal("dropping what is in hand is free")
	}
	play(t, s, `{"type":"manage-items","character":"a","right":"club"}`)
	if s.State().Tallies["a"].Actions != 0 {
		t.Fatal("taking an item in hand costs the action")
	}
	refuse(t, s, `{"type":"use-area","character":"a","what":"the lever"}`, "no action left")
}

func TestAttack_TheTargetWithAShieldChoosesTheDice(t *testing.T) {
	shield := sheet.Item{ID: "shield", Kind: sheet.ItemShield, Held: sheet.LeftHand}
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil, shield))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`)
	res, err := s.Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":2,"ones":7}}}`))
	if err != nil || res.Decision == nil || res.Decision.Kind != sheet.DecideAssignDice || res.Decision.Decider.Character != "b" {
		t.Fatalf("the shield holder picks the damage die: %+v %v", res.Decision, err)
	}
}

func TestDefendOther_AnAllyWithTheAbilitySpendsTheirActionToDefend(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil),
		person("g", "thugs", sheet.NPC, 70, "kitchen", []sheet.AbilityID{"defend-others"}), person("h", "thugs", sheet.NPC, 40, "kitchen", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`,
		`{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`)
	refuse(t, s, `{"type":"react","character":"h","kind":"defend-other","for":"b"}`, "not a reaction")
	play(t, s, `{"type":"react","character":"g","kind":"defend-other","for":"b"}`,
		`{"type":"resolve","roll":{"dice":{"tens":3,"ones":0}},"reactions":{"g":{"roll":{"dice":{"tens":6,"ones":2}}}}}`)
	st := s.State()
	if st.Roster.Find("b").Level != 50 || st.Tallies["g"].Actions != 0 {
		t.Errorf("g's 62 beats 30: b unhurt, g's action spent (b %d, g %d)", st.Roster.Find("b").Level, st.Tallies["g"].Actions)
	}
}

func TestSpeed_AFailedRollStaysButIsStillAMoveForIntercept(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("r", "crew", sheet.PC, 40, "pool-tables", []sheet.AbilityID{"speed"}),
		person("g", "thugs", sheet.NPC, 50, "entrance", nil, pistol, ammo))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`,
		`{"type":"move","character":"r","to":"entrance","speed":true}`, `{"type":"react","character":"g","kind":"intercept","weapon":"pistol"}`,
		`{"type":"resolve","roll":{"dice":{"tens":7,"ones":1}},"reactions":{"g":{"roll":{"dice":{"tens":2,"ones":4}},"damageDie":"tens"}}}`)
	r := s.State().Roster.Find("r")
	if r.Area != "pool-tables" || r.Level != 38 || s.State().Tallies["r"].SpeedLeg {
		t.Errorf("a failed Speed roll stays put and is still intercepted: %s level %d", r.Area, r.Level)
	}
}

func TestCounterattack_WithARangedWeaponOnlyIfItWorksAtRangeZero(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("a2", "crew", sheet.PC, 45, "bar", nil, knife1H),
		person("p", "thugs", sheet.NPC, 50, "bar", nil, pistol, ammo), person("q", "thugs", sheet.NPC, 45, "bar", nil, rifle, ammo))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"p","weapon":"knife"}`,
		`{"type":"react","character":"p","kind":"counterattack","weapon":"pistol"}`,
		`{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}},"reactions":{"p":{"roll":{"dice":{"tens":9,"ones":7}}}}}`,
		`{"type":"attack","attacker":"a2","target":"q","weapon":"knife"}`)
	refuse(t, s, `{"type":"react","character":"q","kind":"counterattack","weapon":"rifle"}`, "not range 0")
}

func TestBlast_CannotBeCounterattackedAndHitsAlliesOnlyWhenNoOtherTargetIsLeft(t *testing.T) {
	bomb := sheet.Item{ID: "bomb", Kind: sheet.ItemAoE, AoE: sheet.Blast, Held: sheet.BothHands}
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"aoe-blast"}, bomb),
		person("pal", "crew", sheet.PC, 40, "dance-floor", nil), person("b", "thugs", sheet.NPC, 50, "dance-floor", nil, knife1H))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","area":"dance-floor","weapon":"bomb"}`)
	for _, o := range s.State().ReactOptions() {
		if o.Kind == ReactCounterattack {
			t.Errorf("an AoE is never counterattacked: %+v", o)
		}
	}
	res, err := s.Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":3,"ones":0}},"damageDie":"tens"}`))
	if err != nil || res.Decision == nil || res.Decision.Kind != DecideBlastTargets || len(res.Decision.Options) != 1 {
		t.Fatalf("3 damage to 1 target: only the enemy may be chosen: %+v %v", res.Decision, err)
	}
	if _, err := s.Answer([]sheet.CharacterID{"pal"}); err == nil || !strings.Contains(err.Error(), "allies") {
		t.Errorf("choosing the ally over the enemy must be refused: %v", err)
	}
}

func TestRally_OncePerCombatAndFreeOnceTheCombatIsOver(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"rally"}),
		person("kid", "crew", sheet.PC, 20, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	play(t, s, `{"type":"end-combat","reason":"they fled"}`,
		`{"type":"rally","leader":"boss","roll":{"dice":{"tens":4,"ones":2}},"accept":{"kid":true}}`)
	if s.State().Roster.Find("kid").Level != 42 {
		t.Error("the rally after combat raises kid to 42")
	}
	refuse(t, s, `{"type":"rally","leader":"boss","roll":{"dice":{"tens":4,"ones":2}}}`, "already tried")
}

func TestSurrender_AMoverWhoSurrendersWithdrawsTheInterceptsAgainstThem(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("m", "crew", sheet.PC, 50, "dance-floor", nil), person("m2", "crew", sheet.PC, 40, "entrance", nil),
		person("g", "thugs", sheet.NPC, 50, "dance-floor", nil, knife1H))
	play(t, s, crewFirst, `{"type":"move","character":"m","to":"bar"}`, `{"type":"react","character":"g","kind":"intercept","weapon":"knife"}`,
		`{"type":"surrender","character":"m"}`)
	st := s.State()
	if st.Window != nil || st.Tallies["g"].Actions != 1 || st.Roster.Find("m").Area != "dance-floor" {
		t.Errorf("the intercept is withdrawn and not spent, the mover stays: window %v, g %d", st.Window, st.Tallies["g"].Actions)
	}
}

func TestEndTurn_SkipsATeamWithNoOneLeftInTheFight(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil), person("b", "thugs", sheet.NPC, 40, "kitchen", nil),
		person("c", "gang", sheet.NPC, 30, "alley", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}},"gang":{"dice":{"tens":8,"ones":2}}},"order":["crew","thugs","gang"]}`,
		`{"type":"surrender","character":"b"}`, `{"type":"end-turn","team":"crew"}`)
	if st := s.State(); st.Acting() != "gang" {
		t.Errorf("the thugs are out of the fight: the gang acts next, not %q", st.Acting())
	}
}

func TestDirect_LapsesWhenTheTeammateDoesNotTakeItUpAndTheLeaderKeepsTheAction(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"direct"}),
		person("x", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 10, "kitchen", nil))
	play(t, s, crewFirst, `{"type":"direct","leader":"boss","character":"x"}`, `{"type":"move","character":"boss","to":"dance-floor"}`,
		`{"type":"move","character":"x","to":"pool-tables"}`)
	st := s.State()
	if st.Tallies["x"].Actions != 0 || st.Tallies["x"].Directed || st.Tallies["boss"].Directing {
		t.Errorf("x declined (boss acted first), so x's move used x's own action: %+v", st.Tallies["x"])
	}
}

func TestCounterattack_HappensAtTheSameTimeSoAKnockedOutTargetStillStrikesBack(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 12, "bar", nil, knife1H))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`,
		`{"type":"react","character":"b","kind":"counterattack","weapon":"knife"}`,
		`{"type":"resolve","roll":{"dice":{"tens":4,"ones":5}},"damageDie":"ones","reactions":{"b":{"roll":{"dice":{"tens":0,"ones":2}},"damageDie":"ones"}}}`)
	st := s.State()
	if b := st.Roster.Find("b"); b.Status() != sheet.StatusUnconscious {
		t.Fatalf("5 damage takes b from 12 to %d", b.Level)
	}
	if a := st.Roster.Find("a"); a.Level != 48 {
		t.Errorf("b's counterattack (02, rolled before the blow landed) still hits: a at %d", a.Level)
	}
}

func TestGMOverride_RemovingTheTargetWithdrawsTheDeclaredAttack(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil),
		person("c", "thugs", sheet.NPC, 40, "kitchen", nil))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`, `{"type":"remove-character","character":"b"}`)
	if st := s.State(); st.Window != nil || st.Phase != PhaseTurn {
		t.Errorf("the attack on a removed character cannot be resolved; it is withdrawn: %+v", st.Window)
	}
	play(t, s, `{"type":"gm-override","character":"a","level":45,"reason":"a bad fall"}`)
	if s.State().Roster.Find("a").Level != 45 {
		t.Error("the GM override applies in combat")
	}
	refuse(t, s, `{"type":"gm-override","character":"a","level":70}`, "max level")
}

func TestDecisions_TheInterceptExampleAsksEachChoiceOfTheRightPerson(t *testing.T) {
	you := person("you", "crew", sheet.PC, 50, "dance-floor", nil)
	you.Body.LeftLeg.Slash = 3
	s := newSession(t, clubMapFor(t), you, person("opp", "thugs", sheet.NPC, 50, "dance-floor", nil, knife1H))
	play(t, s, crewFirst, `{"type":"move","character":"you","to":"bar"}`, `{"type":"react","character":"opp","kind":"intercept","weapon":"knife"}`)
	res, err := s.Submit(&Resolve{})
	steps := []struct {
		kind   sheet.DecisionKind
		field  string
		role   sheet.Role
		answer any
	}{
		{sheet.DecideDice, "reactions.opp.roll.dice", sheet.RoleGM, sheet.Roll{Tens: 2, Ones: 4, By: sheet.ByTyped}},
		{sheet.DecideAssignDice, "reactions.opp.damageDie", sheet.RoleGM, sheet.OnesDie},
		{DecideStopAt, "stopAt", sheet.RoleGM, battlemap.AreaID("dance-floor")},
	}
	for _, st := range steps {
		if err != nil || res.Decision == nil {
			t.Fatalf("want %s, got %+v %v", st.kind, res.Decision, err)
		}
		d := res.Decision
		if d.Kind != st.kind || d.Field != st.field || d.Decider.Role != st.role || d.Decider.Character != "opp" {
			t.Fatalf("decision %s %s for %+v, want %s %s for the GM as opp", d.Kind, d.Field, d.Decider, st.kind, st.field)
		}
		res, err = s.Answer(st.answer)
	}
	if err != nil || res.Decision != nil {
		t.Fatalf("%+v %v", res.Decision, err)
	}
	if y := s.State().Roster.Find("you"); y.Area != "dance-floor" || y.Level != 46 {
		t.Errorf("%s %d", y.Area, y.Level)
	}
	last := s.Log()[len(s.Log())-1]
	if r := last.Command.(*Resolve); r.StopAt != "dance-floor" || r.Reactions["opp"].Roll.Dice.Tens*10+r.Reactions["opp"].Roll.Dice.Ones != 24 {
		t.Error("the log entry holds the dice and every answer")
	}
}

func TestDecisions_TeamAndCharacterNamesWithDotsStillAnswerTheirField(t *testing.T) {
	a := person("a.1", "St. Cloud", sheet.PC, 40, "bar", nil)
	b := person("b", "Mr. X's gang", sheet.NPC, 40, "kitchen", nil)
	s := newSession(t, clubMapFor(t), a, b)
	res, err := s.Submit(&Initiative{})
	for i := 0; err == nil && res.Decision != nil && i < 10; i++ {
		var v any = sheet.Roll{Tens: 1, Ones: 2}
		if res.Decision.Kind == DecideTeamOrder {
			v = res.Decision.Options[0].Value
		} else if res.Decision.Field != "rolls.St~1 Cloud.dice" && res.Decision.Field != "rolls.Mr~1 X's gang.dice" {
			t.Fatalf("field %q", res.Decision.Field)
		}
		res, err = s.Answer(v)
	}
	if err != nil || s.State().Phase != PhaseTurn {
		t.Fatalf("initiative with dotted team names: %v", err)
	}
}

func TestHazard_AKnockoutOnStartingTheActionSpendsItAndGoesNoFurther(t *testing.T) {
	fire := sheet.Item{ID: "fire", Kind: sheet.ItemAoE, AoE: sheet.Continuous, Held: sheet.BothHands}
	s := newSession(t, clubMapFor(t), person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-continuous"}, fire),
		person("b", "thugs", sheet.NPC, 12, "bar", nil, pistol, ammo), person("c", "thugs", sheet.NPC, 10, "kitchen", nil))
	play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"fire"}`,
		`{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}},"damageDie":"tens"}`, `{"type":"end-turn","team":"crew"}`,
		`{"type":"attack","attacker":"b","target":"p","weapon":"pistol","hazard":{"spread":[{"location":"torso","count":4}]}}`)
	st := s.State()
	if st.Window != nil || st.Roster.Find("b").Status() != sheet.StatusUnconscious || st.Tallies["b"].Actions != 0 {
		t.Errorf("b falls to the fire on starting the attack: window %v, %s", st.Window, st.Roster.Find("b").Status())
	}
}

func TestResolve_AnActorKnockedOutBeforeTheDiceLosesTheAct(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("a2", "crew", sheet.PC, 40, "alley", nil),
		person("b", "thugs", sheet.NPC, 50, "bar", nil, knife1H))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`,
		`{"type":"react","character":"b","kind":"counterattack","weapon":"knife"}`,
		`{"type":"gm-override","character":"a","level":5,"reason":"a falling light"}`)
	refuse(t, s, `{"type":"resolve","roll":{"dice":{"tens":1,"ones":2}}}`, "can no longer act")
	play(t, s, `{"type":"resolve"}`)
	if st := s.State(); st.Window != nil || st.Tallies["b"].Actions != 1 {
		t.Errorf("the act is lost and b's counterattack is not spent: %+v", st.Tallies["b"])
	}
}

func TestSave_APendingDecisionIsSavedAndResumed(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`)
	if _, err := s.Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":2,"ones":7}}}`)); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ResumeRecord(m, back, back.StartRoster(sheet.Latest, nil))
	if err != nil {
		t.Fatal(err)
	}
	if p := r.Pending(); p == nil || p.Decision.Kind != sheet.DecideAssignDice || len(r.Log()) != 2 {
		t.Fatalf("the resumed session waits for the damage die: %+v", p)
	}
	if _, err := r.Answer(sheet.TensDie); err != nil || r.State().Roster.Find("b").Level != 48 {
		t.Errorf("answering the resumed decision: %v", err)
	}
}

// A surrendered teammate is out of the fight: a rally never asks them, and
// an answer given for them is refused rather than ignored.
func TestRally_ASurrenderedTeammateIsNeverRaised(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"rally"}),
		person("kid", "crew", sheet.PC, 20, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	play(t, s, `{"type":"surrender","character":"kid"}`, `{"type":"end-combat","reason":"they fled"}`)
	refuse(t, s, `{"type":"rally","leader":"boss","roll":{"dice":{"tens":4,"ones":2}},"accept":{"kid":true}}`, "cannot be raised")
	play(t, s, `{"type":"rally","leader":"boss","roll":{"dice":{"tens":4,"ones":2}}}`)
	if s.State().Roster.Find("kid").Level != 0 {
		t.Error("the surrendered teammate was raised")
	}
}

// Initiative ties stay with the team that held initiative last round; a
// team out of the fight holds it no more. When last round's holder is out
// of a fight of three teams, the two left roll as if no one still
// fighting held it: a tie of failures is the GM's to break. (The engine
// asked the team that was out for a roller and offered no one.)
func TestInitiative_ATeamOutOfTheFightNoLongerHoldsInitiative(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 50, "bar", nil), person("b", "thugs", sheet.NPC, 40, "kitchen", nil),
		person("c", "gang", sheet.NPC, 30, "alley", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":8,"ones":1}},"thugs":{"dice":{"tens":1,"ones":2}},"gang":{"dice":{"tens":8,"ones":2}}},"order":["thugs","crew","gang"]}`,
		`{"type":"surrender","character":"b"}`, `{"type":"end-turn","team":"thugs"}`, `{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"gang"}`)
	if st := s.State(); st.Holder != "thugs" || st.Phase != PhaseInitiative {
		t.Fatalf("setup: round 2 should start with the thugs out and holding initiative: %q, %s", st.Holder, st.Phase)
	}
	res, err := s.Submit(cmd(t, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":7,"ones":0}},"gang":{"dice":{"tens":8,"ones":3}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if d := res.Decision; d == nil || d.Kind != sheet.DecideOpposedTie || d.Decider != sheet.GM {
		t.Fatalf("both fail with no holder still fighting: want the GM to break the tie, got %+v", d)
	}
}
