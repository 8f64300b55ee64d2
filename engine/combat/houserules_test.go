package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// houseSession starts a combat on the nightclub under house rules h.
func houseSession(t testing.TB, h sheet.HouseRules, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: chars, HouseRules: h}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// reaction finds a listed reaction of id by kind and whether it is forced.
func reaction(c *Combat, id sheet.CharacterID, kind ReactionKind, forced bool) *ReactOption {
	for _, o := range c.ReactOptions() {
		if o.By == id && o.Kind == kind && o.Forced == forced {
			return &o
		}
	}
	return nil
}

var forcedOn = sheet.HouseRules{ForcedDefence: true}

// Three crew members in the Bar with knives against Vex, who defends the
// first attack with her one action.
func forcedDefenceFight(t *testing.T, h sheet.HouseRules, vexAbilities ...sheet.AbilityID) *Session {
	s := houseSession(t, h,
		person("ava", "crew", sheet.PC, 55, "bar", nil, knife1H), person("bo", "crew", sheet.PC, 50, "bar", nil, knife1H),
		person("cy", "crew", sheet.PC, 50, "bar", nil, knife1H),
		person("vex", "thugs", sheet.NPC, 55, "bar", vexAbilities, knife1H), person("rat", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst,
		`{"type":"attack","attacker":"ava","target":"vex","weapon":"knife"}`,
		`{"type":"react","character":"vex","kind":"defend"}`,
		`{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}},"reactions":{"vex":{"roll":{"dice":{"tens":4,"ones":0}}}}}`,
		`{"type":"attack","attacker":"bo","target":"vex","weapon":"knife"}`)
	return s
}

func TestForcedDefence_ASpentCharacterStillDefendsAndLosesNextRoundsAction(t *testing.T) {
	s := forcedDefenceFight(t, forcedOn)
	c := s.State()
	if o := reaction(c, "vex", ReactDefend, false); o == nil || o.Legal {
		t.Fatalf("Vex's action is spent: a plain Defend must be refused, got %+v", o)
	}
	o := reaction(c, "vex", ReactDefend, true)
	if o == nil || !o.Legal {
		t.Fatalf("the forced defence is not offered to Vex: %+v", o)
	}
	if o.Label != "vex defends, giving up next round's action (forced defence)" {
		t.Errorf("label %q", o.Label)
	}
	res, err := s.Submit(o.Command)
	if err != nil || res.Decision != nil {
		t.Fatalf("the listed forced defence is refused: %v %+v", err, res.Decision)
	}
	if !containsFold(res.Narration, "forced defence") {
		t.Errorf("the log does not say it: %q", res.Narration)
	}
	play(t, s, `{"type":"resolve","roll":{"dice":{"tens":3,"ones":0}},"reactions":{"vex":{"roll":{"dice":{"tens":4,"ones":1}}}}}`)
	c = s.State()
	if v := c.Roster.Find("vex"); v.Level != 55 {
		t.Errorf("Vex's 41 beats the 30: the attack misses, but her level is %d", v.Level)
	}
	if tl := c.tally("vex"); tl.LoseNext != 1 || !tl.ForcedDefence || tl.Spent != 1 {
		t.Errorf("tally %+v: the forced defence costs next round's action, not this one's", tl)
	}
	// Once a round: Cy's attack finds no forced defence left.
	play(t, s, `{"type":"attack","attacker":"cy","target":"vex","weapon":"knife"}`)
	if o := reaction(s.State(), "vex", ReactDefend, true); o == nil || o.Legal || o.Reason != "vex already made a forced defence this round" {
		t.Errorf("a second forced defence in the round: %+v", o)
	}
	refuse(t, s, `{"type":"react","character":"vex","kind":"defend","forced":true}`, "already made a forced defence this round")
	play(t, s, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}}}`,
		`{"type":"end-turn","team":"crew"}`, `{"type":"end-turn","team":"thugs"}`, crewFirst)
	if tl := s.State().tally("vex"); tl.Actions != 0 || tl.LoseNext != 0 || tl.ForcedDefence {
		t.Errorf("round 2: Vex has given her action already; tally %+v", tl)
	}
}

func TestForcedDefence_NotOfferedWhenNextRoundsActionIsAlreadyLost(t *testing.T) {
	s := houseSession(t, forcedOn,
		person("ava", "crew", sheet.PC, 55, "bar", nil, knife1H), person("bo", "crew", sheet.PC, 50, "bar", nil, knife1H),
		person("vex", "thugs", sheet.NPC, 55, "bar", nil, knife1H))
	// Vex's defence fails critically (77): with her action spent, the
	// critical failure takes next round's.
	play(t, s, crewFirst,
		`{"type":"attack","attacker":"ava","target":"vex","weapon":"knife"}`,
		`{"type":"react","character":"vex","kind":"defend"}`,
		`{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}},"reactions":{"vex":{"roll":{"dice":{"tens":7,"ones":7}}}}}`,
		`{"type":"attack","attacker":"bo","target":"vex","weapon":"knife"}`)
	if tl := s.State().tally("vex"); tl.LoseNext != 1 {
		t.Fatalf("the critical failure should cost next round's action: %+v", tl)
	}
	if o := reaction(s.State(), "vex", ReactDefend, true); o == nil || o.Legal || o.Reason != "vex already loses next round's action" {
		t.Errorf("the forced defence is offered though next round's action is lost: %+v", o)
	}
}

func TestForcedDefence_NeverAnAttackOrAMoveAndNeverWhileAnActionIsLeft(t *testing.T) {
	s := forcedDefenceFight(t, forcedOn)
	for _, o := range s.State().ReactOptions() {
		if o.Forced && o.Kind != ReactDefend && o.Kind != ReactDefendOther {
			t.Errorf("a forced %s is listed", o.Kind)
		}
	}
	refuse(t, s, `{"type":"react","character":"vex","kind":"counterattack","weapon":"knife","forced":true}`, "only a Defend can be forced")
	// Rat has his action: he defends with it, not with next round's.
	play(t, s, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}}}`, `{"type":"attack","attacker":"cy","target":"rat","weapon":"knife"}`)
	if o := reaction(s.State(), "rat", ReactDefend, true); o == nil || o.Legal ||
		o.Reason != "rat still has an action this round: a forced defence is for one whose action is spent" {
		t.Errorf("a forced defence for one with an action left: %+v", o)
	}
}

func TestForcedDefence_DefendsAnotherWithTheAbilityAndAWithdrawnAttackGivesTheActionBack(t *testing.T) {
	s := forcedDefenceFight(t, forcedOn, "defend-others")
	play(t, s, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}}}`, `{"type":"attack","attacker":"cy","target":"rat","weapon":"knife"}`)
	o := reaction(s.State(), "vex", ReactDefendOther, true)
	if o == nil || !o.Legal || o.For != "rat" {
		t.Fatalf("Vex may defend Rat by giving up next round's action: %+v", o)
	}
	play(t, s, `{"type":"react","character":"vex","kind":"defend-other","for":"rat","forced":true}`)
	if tl := s.State().tally("vex"); tl.LoseNext != 1 {
		t.Fatalf("tally %+v", tl)
	}
	// Rat surrenders before the dice: the attack and the defence are
	// withdrawn, and Vex keeps next round's action.
	play(t, s, `{"type":"surrender","character":"rat"}`)
	if tl := s.State().tally("vex"); tl.LoseNext != 0 || tl.ForcedDefence {
		t.Errorf("the withdrawn forced defence still costs: %+v", tl)
	}
}

func TestForcedDefence_OffNothingIsOfferedAndTheCommandIsRefused(t *testing.T) {
	s := forcedDefenceFight(t, sheet.HouseRules{})
	for _, o := range s.State().ReactOptions() {
		if o.Forced {
			t.Errorf("Forced defence is off, yet %q is listed", o.Label)
		}
	}
	refuse(t, s, `{"type":"react","character":"vex","kind":"defend","forced":true}`, "Forced defence is a house rule this map does not play")
}

// houseOptionKinds are the options the house rules add, as
// countHouseOptions names them.
var houseOptionKinds = []string{"forced defence", "hold", "interrupt"}

// countHouseOptions counts in seen the house rules' options c lists as
// legal, so a property test can tell that it met them.
func countHouseOptions(c *Combat, seen map[string]int) {
	if !c.Roster.HouseRules.On() {
		return
	}
	for _, o := range c.ReactOptions() {
		if o.Legal && o.Forced {
			seen["forced defence"]++
		}
	}
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		for _, o := range c.LegalActions(ch.ID) {
			switch {
			case !o.Legal:
			case o.Kind == ActHold:
				seen["hold"]++
			case c.interrupts(ch) && o.Kind != ActSurrender && o.Kind != ActEndTurn:
				seen["interrupt"]++
			}
		}
	}
}

var delayOn = sheet.HouseRules{Delay: true}

// listedAct finds a listed act of id by kind (and area or target, when given).
func listedAct(c *Combat, id sheet.CharacterID, kind ActKind, at string) *ActOption {
	for _, o := range c.LegalActions(id) {
		if o.Kind == kind && (at == "" || string(o.To) == at || string(o.Target) == at) {
			return &o
		}
	}
	return nil
}

// delayFight: Ava and Vex face each other in the Bar, Bo waits at the
// Entrance and Rat in the Kitchen; the crew acts first.
func delayFight(t *testing.T, h sheet.HouseRules) *Session {
	s := houseSession(t, h,
		person("ava", "crew", sheet.PC, 55, "bar", nil, knife1H), person("bo", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"speed"}),
		person("vex", "thugs", sheet.NPC, 55, "bar", nil, knife1H), person("rat", "thugs", sheet.NPC, 40, "kitchen", nil, knife1H))
	play(t, s, crewFirst)
	return s
}

func TestDelay_AHeldActionActsBetweenTwoActsOfAnotherTeamWhoMayReactToIt(t *testing.T) {
	s := delayFight(t, delayOn)
	o := listedAct(s.State(), "ava", ActHold, "")
	if o == nil || !o.Legal {
		t.Fatalf("Ava may hold her action on the crew's turn: %+v", o)
	}
	play(t, s, `{"type":"hold","character":"ava"}`)
	if tl := s.State().tally("ava"); tl.Actions != 0 || !tl.Held || tl.Spent != 0 {
		t.Fatalf("a held action is kept, not spent: %+v", tl)
	}
	if o := listedAct(s.State(), "ava", ActAttack, "vex"); o == nil || o.Legal {
		t.Errorf("on her own turn the held action waits: %+v", o)
	}
	play(t, s, `{"type":"end-turn","team":"crew"}`)
	// The thugs' turn: Rat steps into the Bar, then Ava cuts in.
	play(t, s, `{"type":"move","character":"rat","to":"bar"}`)
	o = listedAct(s.State(), "ava", ActAttack, "vex")
	if o == nil || !o.Legal {
		t.Fatalf("between the thugs' acts Ava attacks with the held action: %+v", o)
	}
	res, err := s.Submit(o.Command)
	if err != nil || res.Decision != nil {
		t.Fatalf("the listed interrupt is refused: %v", err)
	}
	if !containsFold(res.Narration, "Ava acts with the held action") {
		t.Errorf("the log does not say the held action is used: %q", res.Narration)
	}
	c := s.State()
	if !c.Window.Interrupt || c.Acting() != "thugs" {
		t.Fatalf("the attack is an interrupt of the thugs' turn: %+v, acting %q", c.Window, c.Acting())
	}
	// The team whose turn it is reacts; Ava's own team does not.
	for _, r := range c.ReactOptions() {
		if r.By == "bo" {
			t.Errorf("Bo is listed as reacting to his teammate: %+v", r)
		}
	}
	if o := reaction(c, "vex", ReactDefend, false); o == nil || !o.Legal {
		t.Fatalf("Vex, whose team's turn it is, may defend the interrupt: %+v", o)
	}
	play(t, s, `{"type":"react","character":"vex","kind":"defend"}`,
		`{"type":"resolve","roll":{"dice":{"tens":9,"ones":8}},"reactions":{"vex":{"roll":{"dice":{"tens":4,"ones":0}}}}}`)
	c = s.State()
	if tl := c.tally("ava"); tl.Held || tl.Spent != 1 || c.Acting() != "thugs" || c.Window != nil {
		t.Errorf("after the interrupt the thugs' turn goes on and Ava's action is spent: %+v", tl)
	}
	if o := listedAct(c, "ava", ActAttack, "vex"); o == nil || o.Legal {
		t.Errorf("a held action is used once: %+v", o)
	}
	// Vex spent her action defending; Rat, whose move came first, acts on.
	play(t, s, `{"type":"end-turn","team":"thugs"}`)
}

func TestDelay_OfferedOnlyWhileAnotherTeamStillActsAndLostAtTheRoundsEnd(t *testing.T) {
	s := delayFight(t, delayOn)
	play(t, s, `{"type":"hold","character":"bo"}`, `{"type":"end-turn","team":"crew"}`)
	if o := listedAct(s.State(), "vex", ActHold, ""); o == nil || o.Legal || o.Reason != "no other team acts after thugs this round, so a held action could not be used" {
		t.Errorf("the last team to act may not hold: %+v", o)
	}
	play(t, s, `{"type":"end-turn","team":"thugs"}`)
	if !containsFold(s.View().Log[len(s.View().Log)-1], "bo's held action is lost unused") {
		t.Errorf("the round's end does not say the held action is lost: %q", s.View().Log)
	}
	play(t, s, crewFirst)
	if tl := s.State().tally("bo"); tl.Actions != 1 || tl.Held {
		t.Errorf("round 2 gives one action, no held one: %+v", tl)
	}
	// Once an action is spent, none is held.
	play(t, s, `{"type":"move","character":"bo","to":"dance-floor"}`)
	if o := listedAct(s.State(), "bo", ActHold, ""); o == nil || o.Legal {
		t.Errorf("Bo spent his action: %+v", o)
	}
}

func TestDelay_AHeldActionNeverReactsAndNeverCutsIntoAnOpenAct(t *testing.T) {
	s := delayFight(t, sheet.HouseRules{Delay: true, ForcedDefence: true})
	play(t, s, `{"type":"hold","character":"ava"}`, `{"type":"end-turn","team":"crew"}`,
		`{"type":"attack","attacker":"vex","target":"ava","weapon":"knife"}`)
	c := s.State()
	if o := reaction(c, "ava", ReactDefend, false); o == nil || o.Legal {
		t.Errorf("the held action defended: %+v", o)
	}
	if o := reaction(c, "ava", ReactDefend, true); o == nil || o.Legal ||
		o.Reason != "ava holds an action for an act later this round: a forced defence is for one whose action is spent" {
		t.Errorf("a holder's forced defence: %+v", o)
	}
	refuse(t, s, `{"type":"attack","attacker":"ava","target":"vex","weapon":"knife"}`, "waits for its reactions")
}

func TestDelay_AWithdrawnInterruptGivesTheHeldActionBack(t *testing.T) {
	s := delayFight(t, delayOn)
	play(t, s, `{"type":"hold","character":"ava"}`, `{"type":"end-turn","team":"crew"}`,
		`{"type":"attack","attacker":"ava","target":"vex","weapon":"knife"}`, `{"type":"surrender","character":"vex"}`)
	if tl := s.State().tally("ava"); !tl.Held || tl.Spent != 0 {
		t.Errorf("the withdrawn interrupt keeps the action held: %+v", tl)
	}
}

func TestDelay_TheSecondSpeedMoveOfAHeldActionComesAtOnceAndDirectingWaits(t *testing.T) {
	s := delayFight(t, delayOn)
	play(t, s, `{"type":"hold","character":"bo"}`, `{"type":"end-turn","team":"crew"}`,
		`{"type":"move","character":"bo","to":"dance-floor","speed":true}`,
		`{"type":"resolve","roll":{"dice":{"tens":1,"ones":2}}}`)
	if o := listedAct(s.State(), "bo", ActMove, "bar"); o == nil || !o.Legal {
		t.Fatalf("the Speed roll's second move follows at once: %+v", o)
	}
	// Once a thug acts, the interrupt is over.
	play(t, s, `{"type":"move","character":"rat","to":"bar"}`)
	if o := listedAct(s.State(), "bo", ActMove, "bar"); o == nil || o.Legal {
		t.Errorf("the second move waited past a thug's act: %+v", o)
	}

	s = houseSession(t, delayOn,
		person("ava", "crew", sheet.PC, 55, "bar", []sheet.AbilityID{"direct", "direct-on-initiative"}, knife1H), person("bo", "crew", sheet.PC, 50, "entrance", nil),
		person("vex", "thugs", sheet.NPC, 55, "bar", nil, knife1H))
	play(t, s, crewFirst, `{"type":"hold","character":"ava"}`, `{"type":"end-turn","team":"crew"}`)
	refuse(t, s, `{"type":"direct","leader":"ava","character":"bo"}`, "directing waits for the team's turn")
}

func TestDelay_OffNothingIsOfferedAndTheCommandIsRefused(t *testing.T) {
	s := delayFight(t, sheet.HouseRules{})
	if o := listedAct(s.State(), "ava", ActHold, ""); o != nil {
		t.Errorf("Delay is off, yet %q is listed", o.Label)
	}
	refuse(t, s, `{"type":"hold","character":"ava"}`, "Delay is a house rule this map does not play")
}
