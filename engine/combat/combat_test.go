package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

var (
	knife1H = sheet.Item{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}
	maul2H  = sheet.Item{ID: "maul", Name: "Maul", Kind: sheet.ItemMelee2H, Held: sheet.BothHands}
	pistol  = sheet.Item{ID: "pistol", Name: "Pistol", Kind: sheet.ItemRanged1H, Held: sheet.RightHand}
	rifle   = sheet.Item{ID: "rifle", Name: "Rifle", Kind: sheet.ItemRanged2H, Held: sheet.BothHands}
	ammo    = sheet.Item{ID: "ammo", Kind: sheet.ItemAmmo}
)

const crewFirst = `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`

func TestInitiative_TiesGoToThePCsInRoundOneAndToLastRoundsHolderAfter(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	// Both fail: round 1 goes to the PCs.
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":7,"ones":0}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["thugs","crew"]}`)
	if s.State().Holder != "crew" {
		t.Fatalf("round 1 tie went to %q", s.State().Holder)
	}
	play(t, s, `{"type":"end-turn","team":"thugs"}`, `{"type":"end-turn","team":"crew"}`)
	// Round 2: the thugs win outright, then round 3 is a tie of equal
	// successes between an NPC team and a PC team: the PCs win ties...
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":7,"ones":0}},"thugs":{"dice":{"tens":3,"ones":0}}},"order":["thugs","crew"]}`)
	if s.State().Holder != "thugs" {
		t.Fatalf("a success beats a failure: %q", s.State().Holder)
	}
	play(t, s, `{"type":"end-turn","team":"thugs"}`, `{"type":"end-turn","team":"crew"}`)
	// ...but both failing keeps initiative with last round's holder.
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":7,"ones":0}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`)
	if s.State().Holder != "thugs" {
		t.Errorf("a tie of failures stays with the holder, got %q", s.State().Holder)
	}
}

func TestInitiative_TheWinnerChoosesTheOrderAndTheTeamChoosesAmongTiedRollers(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 40, "entrance", nil), person("a2", "crew", sheet.PC, 40, "entrance", nil),
		person("b", "thugs", sheet.NPC, 30, "bar", nil), person("c", "gang", sheet.NPC, 20, "kitchen", nil))
	res, err := s.Submit(&Initiative{})
	if err != nil || res.Decision == nil || res.Decision.Kind != DecideInitiativeRoller || res.Decision.Decider.Role != sheet.RolePlayer {
		t.Fatalf("two crew members tie at 40: the team (its player) picks the roller; got %+v %v", res.Decision, err)
	}
	for res.Decision != nil && res.Decision.Kind != DecideTeamOrder {
		if res.Decision.Kind == DecideInitiativeRoller {
			res, err = s.Answer("a2")
		} else {
			res, err = s.Answer(sheet.Roll{Tens: 1, Ones: 5})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if res.Decision == nil || len(res.Decision.Options) != 6 || res.Decision.Decider.Character != "a2" {
		t.Fatalf("three teams: the winner's roller orders them (6 orders): %+v", res.Decision)
	}
	if _, err := s.Answer([]string{"gang", "thugs", "crew"}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.State().Order, ","); got != "gang,thugs,crew" {
		t.Errorf("order %s", got)
	}
}

func TestInitiative_CriticalSuccessGivesAndCriticalFailureTakesAnAction(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":3,"ones":3},"crit":{"take":"extra-action"}},"thugs":{"dice":{"tens":9,"ones":9}}},"order":["crew","thugs"]}`)
	if a, b := s.State().Tallies["a"].Actions, s.State().Tallies["b"].Actions; a != 2 || b != 0 {
		t.Errorf("actions %d and %d, want 2 and 0", a, b)
	}
}

func TestInitiative_LeaderGoodAtInitiativeMayRollForAHigherTeammate(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("boss", "crew", sheet.PC, 30, "entrance", []sheet.AbilityID{"good-initiative"}), person("ace", "crew", sheet.PC, 60, "entrance", nil),
		person("b", "thugs", sheet.NPC, 40, "bar", nil))
	res, _ := s.Submit(&Initiative{})
	if res.Decision == nil || len(res.Decision.Options) != 2 {
		t.Fatalf("the crew may let the leader roll: %+v", res.Decision)
	}
	refuse(t, newSession(t, m, person("boss", "crew", sheet.PC, 30, "entrance", nil), person("ace", "crew", sheet.PC, 60, "entrance", nil),
		person("b", "thugs", sheet.NPC, 40, "bar", nil)), `{"type":"initiative","rollers":{"crew":"boss"}}`, "only the highest level")
}

func TestActions_OnlyTheActingTeamActsAndNoOneSpendsAnActionTwice(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "entrance", nil), person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
	refuse(t, s, `{"type":"move","character":"a","to":"dance-floor"}`, "waits for its initiative")
	play(t, s, crewFirst)
	refuse(t, s, `{"type":"move","character":"b","to":"alley"}`, "not b's team's turn")
	play(t, s, `{"type":"move","character":"a","to":"dance-floor"}`)
	refuse(t, s, `{"type":"move","character":"a","to":"bar"}`, "no action left")
	refuse(t, s, `{"type":"move","character":"a","to":"catwalk"}`, "not one move")
	refuse(t, s, `{"type":"end-turn","team":"thugs"}`, "crew's turn")
}

func TestMove_FollowsOneWayLinksClosedDoorsAndFullLegs(t *testing.T) {
	m := clubMapFor(t).Clone()
	for i := range m.Links {
		l := &m.Links[i]
		if l.Joins("entrance", "pool-tables") {
			l.OneWay = l.A == "pool-tables" // only from the pool tables to the entrance
			if l.A != "pool-tables" {
				l.A, l.B, l.CoverA, l.CoverB = l.B, l.A, l.CoverB, l.CoverA
				l.OneWay = true
			}
		}
		if l.Joins("kitchen", "alley") {
			l.Door = battlemap.DoorClosed
		}
	}
	lame := person("lame", "crew", sheet.PC, 50, "dance-floor", nil, knife1H)
	lame.Body.RightLeg.Slash = 6
	s := newSession(t, m, person("a", "crew", sheet.PC, 55, "entrance", nil), person("k", "crew", sheet.PC, 50, "kitchen", nil), lame,
		person("b", "thugs", sheet.NPC, 50, "catwalk", nil))
	play(t, s, crewFirst)
	c := s.State()
	if why := c.CheckMove(c.Roster.Find("a"), "pool-tables"); !strings.Contains(why, "not one move") {
		t.Errorf("against the arrow: %q", why)
	}
	if why := c.CheckMove(c.Roster.Find("k"), "alley"); !strings.Contains(why, "closed doors") {
		t.Errorf("through a closed door: %q", why)
	}
	if why := c.CheckMove(c.Roster.Find("lame"), "bar"); !strings.Contains(why, "two empty") {
		t.Errorf("full leg holding a knife: %q", why)
	}
	link := m.LinkBetween("kitchen", "alley")
	play(t, s, `{"type":"door","character":"k","link":`+itoa(link)+`}`)
	if why := s.State().CheckMove(s.State().Roster.Find("k"), "alley"); why != "" {
		t.Errorf("after opening the door: %q", why)
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestAttack_NeedsRangeSightAndTheWeaponInHand(t *testing.T) {
	m := clubMapFor(t)
	stowed := knife1H
	stowed.Held = sheet.NoHand
	s := newSession(t, m, person("gun", "crew", sheet.PC, 55, "pool-tables", nil, pistol, ammo),
		person("rif", "crew", sheet.PC, 50, "pool-tables", []sheet.AbilityID{"2h-ranged-sight"}, rifle, ammo),
		person("st", "crew", sheet.PC, 50, "bar", nil, stowed),
		person("b", "thugs", sheet.NPC, 55, "bar", nil), person("k", "thugs", sheet.NPC, 50, "kitchen", nil))
	play(t, s, crewFirst)
	refuse(t, s, `{"type":"attack","attacker":"gun","target":"b","weapon":"pistol"}`, "range 0 to 1, not range 2")
	refuse(t, s, `{"type":"attack","attacker":"st","target":"b","weapon":"knife"}`, "must be in hand")
	refuse(t, s, `{"type":"attack","attacker":"gun","target":"k","weapon":"pistol"}`, "no line of sight")
	// The 2H ranged sight ability sees through two marks (Pool Tables to
	// Kitchen has 2 on its worst path from the Kitchen's side).
	var found bool
	for _, o := range s.State().LegalActions("rif") {
		if o.Kind == "attack" && o.Target == "k" {
			found = true
			if !o.Legal || o.HitChance == nil || !o.Check.Cover {
				t.Errorf("rifle on the kitchen: %+v", o)
			}
		}
	}
	if !found {
		t.Error("LegalActions lists no rifle attack on the kitchen")
	}
}

func TestLegalActions_ListsIllegalActsWithReasons(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "entrance", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst)
	opts := s.State().LegalActions("b")
	for _, o := range opts {
		if o.Legal && o.Kind != "surrender" {
			t.Errorf("b acts out of turn: %+v", o)
		}
	}
	reasons := map[string]string{}
	for _, o := range s.State().LegalActions("a") {
		reasons[o.Label] = o.Reason
	}
	if r := reasons["move to Dance Floor"]; r != "" {
		t.Errorf("moving to the dance floor is legal: %q", r)
	}
	if r := reasons["move to Bar"]; !strings.Contains(r, "not one move") {
		t.Errorf("the bar is two moves away: %q", r)
	}
	if r := reasons["attack b with Knife"]; !strings.Contains(r, "range") {
		t.Errorf("a knife does not reach the bar: %q", r)
	}
}

func TestReactions_CounterattackOnlyAtRangeZeroOnlyByTheTargetAndNeverAgainst2HMeleeWithTheAbility(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("brute", "crew", sheet.PC, 60, "bar", []sheet.AbilityID{"2h-melee-no-counterattack"}, maul2H),
		person("gun", "crew", sheet.PC, 50, "dance-floor", nil, pistol, ammo),
		person("b", "thugs", sheet.NPC, 55, "bar", nil, knife1H), person("c", "thugs", sheet.NPC, 50, "bar", nil, knife1H))
	play(t, s, crewFirst, `{"type":"attack","attacker":"brute","target":"b","weapon":"maul"}`)
	refuse(t, s, `{"type":"react","character":"b","kind":"counterattack","weapon":"knife"}`, "cannot be Counterattacked")
	refuse(t, s, `{"type":"react","character":"c","kind":"counterattack","weapon":"knife"}`, "not a reaction")
	play(t, s, `{"type":"react","character":"b","kind":"defend"}`)
	refuse(t, s, `{"type":"react","character":"b","kind":"defend"}`, "already reacts")
	play(t, s, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}},"reactions":{"b":{"roll":{"dice":{"tens":9,"ones":7}}}}}`)
	play(t, s, `{"type":"attack","attacker":"gun","target":"c","weapon":"pistol"}`)
	refuse(t, s, `{"type":"react","character":"c","kind":"counterattack","weapon":"knife"}`, "same area")
}

func TestReactions_AreNeverMadeToAReactionOrWithoutADeclaredAction(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil, knife1H))
	play(t, s, crewFirst)
	refuse(t, s, `{"type":"react","character":"b","kind":"defend"}`, "no declared action")
	play(t, s, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`, `{"type":"react","character":"b","kind":"counterattack","weapon":"knife"}`)
	// The attacker may not answer the counterattack: reactors are the
	// other teams, and a reaction opens no window of its own.
	refuse(t, s, `{"type":"react","character":"a","kind":"defend"}`, "")
	if len(s.State().Window.Reactions) != 1 {
		t.Error("a reaction to the reaction was recorded")
	}
}

func TestDefend_IsAnOpposedRollThePCWinsTies(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.NPC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.PC, 50, "bar", nil))
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`)
	play(t, s, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`, `{"type":"react","character":"b","kind":"defend"}`,
		`{"type":"resolve","roll":{"dice":{"tens":4,"ones":0}},"reactions":{"b":{"roll":{"dice":{"tens":4,"ones":0}}}}}`)
	if b := s.State().Roster.Find("b"); b.Level != 50 {
		t.Errorf("the PC defender wins the tie and takes nothing: level %d", b.Level)
	}
}

func TestIntercept_UsesTheSmallerRangeAndNoCover(t *testing.T) {
	m := clubMapFor(t)
	// Moving from the Catwalk to the DJ Booth, seen from the Dance Floor:
	// ranges 1 and 1; from the Entrance: 2 and 2... the rulebook's own
	// example is the Entrance watching a Catwalk-Dance Floor move: range 1.
	s := newSession(t, m, person("mover", "crew", sheet.PC, 50, "dance-floor", nil),
		person("gun", "thugs", sheet.NPC, 50, "entrance", nil, pistol, ammo))
	play(t, s, crewFirst, `{"type":"move","character":"mover","to":"dj-booth"}`)
	var got *ReactOption
	for _, o := range s.State().ReactOptions() {
		o := o
		got = &o
	}
	if got == nil || !got.Legal || got.Range != 1 {
		t.Fatalf("intercept from the entrance of a Dance Floor-DJ Booth move is at range 1: %+v", got)
	}
	play(t, s, `{"type":"react","character":"gun","kind":"intercept","weapon":"pistol"}`)
	res, err := s.Submit(cmd(t, `{"type":"resolve","reactions":{"gun":{"roll":{"dice":{"tens":2,"ones":5}}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if res.Decision == nil || res.Decision.Decider.Character != "gun" {
		t.Errorf("no cover on an intercept: the interceptor picks the damage die; got %+v", res.Decision)
	}
}

func TestAllOutDefend_OnlyBeforeAnyActionAndThenNoOtherAction(t *testing.T) {
	m := clubMapFor(t)
	g := person("g", "thugs", sheet.NPC, 50, "bar", []sheet.AbilityID{"all-out-defend"})
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), g, person("h", "thugs", sheet.NPC, 45, "bar", []sheet.AbilityID{"all-out-defend"}))
	play(t, s, crewFirst, `{"type":"all-out-defend","character":"g"}`, `{"type":"attack","attacker":"a","target":"g","weapon":"knife"}`)
	refuse(t, s, `{"type":"all-out-defend","character":"h"}`, "before any action")
	play(t, s, `{"type":"react","character":"g","kind":"defend"}`)
	res, err := s.Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":1}},"damageDie":"tens","reactions":{"g":{"roll":{"dice":{"tens":3,"ones":3}}}}}`))
	if err != nil || res.Decision != nil {
		t.Fatalf("an All-Out roll of 33 asks no critical choice: %+v %v", res.Decision, err)
	}
	if lv := s.State().Roster.Find("g").Level; lv == 50 {
		t.Error("41 beats 33 (not critical in All-Out), so the attack lands")
	}
	play(t, s, `{"type":"end-turn","team":"crew"}`)
	refuse(t, s, `{"type":"move","character":"g","to":"kitchen"}`, "All-Out Defend")
}

func TestDirect_OncePerRoundAndNotForOneWhoDirected(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"direct"}),
		person("boss2", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"direct"}), person("x", "crew", sheet.PC, 40, "entrance", nil),
		person("b", "thugs", sheet.NPC, 10, "kitchen", nil))
	play(t, s, `{"type":"initiative","rollers":{"crew":"boss"},"rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`)
	play(t, s, `{"type":"direct","leader":"boss","character":"x"}`, `{"type":"move","character":"x","to":"dance-floor"}`)
	st := s.State()
	if st.Tallies["x"].Actions != 1 || st.Tallies["boss"].Actions != 0 {
		t.Errorf("the directed move uses the leader's action: x %d, boss %d", st.Tallies["x"].Actions, st.Tallies["boss"].Actions)
	}
	refuse(t, s, `{"type":"direct","leader":"boss2","character":"x"}`, "already been directed")
	refuse(t, s, `{"type":"direct","leader":"boss2","character":"boss"}`, "directed others")
}

func TestHazard_StartingANonMoveActionInAContinuousAreaAsksForTheSpread(t *testing.T) {
	m := clubMapFor(t)
	fire := sheet.Item{ID: "fire", Kind: sheet.ItemAoE, AoE: sheet.Continuous, Held: sheet.BothHands}
	s := newSession(t, m, person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-continuous"}, fire),
		person("b", "thugs", sheet.NPC, 50, "bar", nil, pistol, ammo))
	play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"fire"}`,
		`{"type":"resolve","roll":{"dice":{"tens":4,"ones":2},"crit":null},"damageDie":"tens"}`, `{"type":"end-turn","team":"crew"}`)
	res, err := s.Submit(cmd(t, `{"type":"attack","attacker":"b","target":"p","weapon":"pistol"}`))
	if err != nil || res.Decision == nil || res.Decision.Field != "hazard.spread" || res.Decision.Spread.Total != 4 {
		t.Fatalf("b starts an attack in the burning bar: %+v %v", res.Decision, err)
	}
	if err := s.Cancel(); err != nil {
		t.Fatal(err)
	}
	play(t, s, `{"type":"move","character":"b","to":"kitchen"}`)
}

func TestStealth_AddsAMarkThatBlocksSightAndIsLostOnMovingIntoEnemies(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("shade", "crew", sheet.PC, 50, "bar", []sheet.AbilityID{"stealth"}),
		person("gun", "thugs", sheet.NPC, 50, "dance-floor", nil, pistol, ammo))
	c := s.State()
	if !c.Stealthy("shade") {
		t.Fatal("alone in the bar, shade is stealthy")
	}
	chk := c.CheckAttack(c.Roster.Find("gun"), c.Roster.Find("shade"), "pistol", sheet.ActAttack, false)
	if chk.LOS || !strings.Contains(chk.Reason, "2 cover marks") {
		t.Errorf("the bar's mark plus stealth block sight from the dance floor: %+v", chk)
	}
	play(t, s, crewFirst, `{"type":"move","character":"shade","to":"dance-floor"}`, `{"type":"resolve"}`)
	if s.State().Stealthy("shade") {
		t.Error("moving into an area with an enemy: no stealth")
	}
}

func TestSurrender_BeforeTheDiceWithdrawsTheActionAgainstThem(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil),
		person("c", "thugs", sheet.NPC, 45, "kitchen", nil))
	play(t, s, crewFirst, `{"type":"attack","attacker":"a","target":"b","weapon":"knife"}`, `{"type":"surrender","character":"b"}`)
	st := s.State()
	if st.Window != nil || st.Tallies["a"].Actions != 1 || !st.Roster.Find("b").Surrendered {
		t.Errorf("the attack is withdrawn and not spent: %+v", st.Tallies["a"])
	}
	if st.Phase == PhaseEnded {
		t.Error("c still fights")
	}
	play(t, s, `{"type":"surrender","character":"c"}`)
	if s.State().Phase != PhaseEnded {
		t.Error("only the crew still fights: the combat ends")
	}
}

func TestEndCombat_WhenTheGMSaysTheObjectiveIsMet(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil), person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
	refuse(t, s, `{"type":"end-combat","reason":""}`, "say why")
	play(t, s, `{"type":"end-combat","reason":"the ledger is taken"}`)
	if v := s.View(); v.Phase != PhaseEnded || v.EndReason != "the ledger is taken" {
		t.Errorf("%+v", v)
	}
	refuse(t, s, crewFirst, "over")
}

func TestSession_CancelBeforeDiceUndoAndRedo(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil))
	res, err := s.Submit(&Initiative{})
	if err != nil || res.Decision == nil || res.Decision.Kind != sheet.DecideDice {
		t.Fatalf("%+v %v", res, err)
	}
	if v := s.View(); v.Phase != PhaseDecision || v.Pending == nil {
		t.Errorf("the view shows the pending decision: %s", v.Phase)
	}
	if err := s.Cancel(); err == nil {
		t.Fatal("an initiative roll is not an act to withdraw")
	}
	src := sheet.NewDiceSource(7)
	if _, _, err := s.RollDice(src); err != nil {
		t.Fatal(err)
	}
	if err := s.Cancel(); err == nil {
		t.Error("dice were rolled: cancel is refused")
	}
	for s.Pending() != nil {
		d := s.Pending().Decision
		if d.Dice != nil {
			_, _, err = s.RollDice(src)
		} else {
			_, err = s.Answer(d.Options[0].Value)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	before := viewJSON(t, s.State())
	play(t, s, `{"type":"move","character":"a","to":"kitchen"}`)
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if viewJSON(t, s.State()) != before {
		t.Error("undo does not restore the state")
	}
	if err := s.Redo(); err != nil || s.State().Roster.Find("a").Area != "kitchen" {
		t.Errorf("redo: %v", err)
	}
}

func TestCombatCommands_RefuseUnknownTypesAndFields(t *testing.T) {
	for _, js := range []string{`{"type":"fly"}`, `{"type":"move","character":"a","too":"b"}`, `{"type":"advance","character":"a"}`} {
		if _, err := UnmarshalCommand([]byte(js)); err == nil {
			t.Errorf("%s was accepted", js)
		}
	}
	c, err := UnmarshalCommand([]byte(`{"type":"gm-override","character":"a","level":3}`))
	if err != nil || c.Type() != "gm-override" {
		t.Errorf("the GM override belongs in a combat log: %v", err)
	}
}
