package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// houseSession starts a combat on the nightclub under house rules h.
func houseSession(t testing.TB, h sheet.HouseRules, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: chars, House: h}, nil)
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
var houseOptionKinds = []string{"forced defence"}

// countHouseOptions counts in seen the house rules' options c lists as
// legal, so a property test can tell that it met them.
func countHouseOptions(c *Combat, seen map[string]int) {
	if !c.Roster.House.Any() {
		return
	}
	for _, o := range c.ReactOptions() {
		if o.Legal && o.Forced {
			seen["forced defence"]++
		}
	}
}
