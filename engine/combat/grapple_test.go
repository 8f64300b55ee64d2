package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

func session0906(t *testing.T, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: chars, Edition: sheet.Edition0906}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// option finds an offer of kind k among a character's acts: a legal one
// if there is one.
func option(c *Combat, id sheet.CharacterID, k ActKind) *ActOption {
	var found *ActOption
	for _, o := range c.LegalActions(id) {
		if o.Kind == k && (found == nil || o.Legal) {
			found = &o
		}
	}
	return found
}

const grappleInitiative = `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`

func TestEdition0906_GrappleIsAnUnarmedActWithOpposedRollsToBreakFreeAndDrag(t *testing.T) {
	knife := sheet.Item{ID: "knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}
	a := person("a", "crew", sheet.PC, 60, "dance-floor", []sheet.AbilityID{"unarmed-combat", "grapple", "good-grapple"})
	b := person("b", "thugs", sheet.NPC, 40, "dance-floor", nil, knife)
	s := session0906(t, a, b)
	play(t, s, grappleInitiative)
	g := option(s.State(), "a", ActGrapple)
	if g == nil || !g.Legal || g.HitChance == nil {
		t.Fatalf("an unarmed fighter with the grapple is offered Grapple: %+v", g)
	}
	play(t, s, `{"type":"attack","attacker":"a","target":"b","grapple":true}`,
		`{"type":"resolve","roll":{"dice":{"tens":3,"ones":4}}}`)
	c := s.State()
	if c.Grapples["a"] != "b" || c.Roster.Find("b").Level != 40 {
		t.Fatalf("a hit grapples and does no damage: grapples %v, b at %d", c.Grapples, c.Roster.Find("b").Level)
	}
	play(t, s, `{"type":"end-turn","team":"crew"}`)
	refuse(t, s, `{"type":"move","character":"b","to":"bar"}`, "held in a's grapple")
	refuse(t, s, `{"type":"attack","attacker":"b","target":"a","weapon":"knife"}`, "may not use weapons")
	if o := option(s.State(), "b", ActBreakFree); o == nil || !o.Legal {
		t.Fatalf("the held one is offered Break Free: %+v", o)
	}
	// b fails (52 over 40), a succeeds: still held.
	play(t, s, `{"type":"break-free","character":"b","roll":{"dice":{"tens":5,"ones":2}},"against":{"dice":{"tens":2,"ones":1},"reroll":{"dice":"none"}}}`)
	if s.State().Grapples["a"] != "b" {
		t.Fatal("a lost break-free leaves b held")
	}
	play(t, s, `{"type":"end-turn","team":"thugs"}`, grappleInitiative)
	refuse(t, s, `{"type":"move","character":"a","to":"bar"}`, "drags them")
	d := option(s.State(), "a", ActDrag)
	if d == nil || !d.Legal {
		t.Fatalf("the holder is offered Drag: %+v", d)
	}
	// a 45 beats b's 30: both go to the bar.
	play(t, s, `{"type":"move","character":"a","to":"bar","drag":true}`,
		`{"type":"resolve","roll":{"dice":{"tens":4,"ones":5},"reroll":{"dice":"none"}},"against":{"dice":{"tens":3,"ones":0}}}`)
	c = s.State()
	if c.Roster.Find("a").Area != "bar" || c.Roster.Find("b").Area != "bar" || c.Grapples["a"] != "b" {
		t.Fatalf("a won drag moves both: a in %s, b in %s, grapples %v", c.Roster.Find("a").Area, c.Roster.Find("b").Area, c.Grapples)
	}
	play(t, s, `{"type":"end-turn","team":"crew"}`)
	// b wins (38 beats 21): free.
	play(t, s, `{"type":"break-free","character":"b","roll":{"dice":{"tens":3,"ones":8}},"against":{"dice":{"tens":2,"ones":1},"reroll":{"dice":"none"}}}`)
	if len(s.State().Grapples) != 0 {
		t.Fatalf("a won break-free frees: %v", s.State().Grapples)
	}
	log := ""
	for _, e := range s.Log() {
		log += e.Narration + "\n"
	}
	for _, want := range []string{"grapples b: no damage", "is still held", "drags b along", "b breaks free"} {
		if !containsFold(log, want) {
			t.Errorf("the log does not say %q:\n%s", want, log)
		}
	}
}

func TestEdition0906_InAGrappleNeitherDefendsNorIntercepts(t *testing.T) {
	a := person("a", "crew", sheet.PC, 60, "dance-floor", []sheet.AbilityID{"unarmed-combat", "grapple"})
	b := person("b", "thugs", sheet.NPC, 40, "dance-floor", []sheet.AbilityID{"unarmed-combat"})
	x := person("x", "thugs", sheet.NPC, 30, "dance-floor", []sheet.AbilityID{"unarmed-combat"})
	s := session0906(t, a, b, x)
	play(t, s, grappleInitiative, `{"type":"attack","attacker":"a","target":"b","grapple":true}`,
		`{"type":"resolve","roll":{"dice":{"tens":3,"ones":4}}}`, `{"type":"end-turn","team":"crew"}`)
	refuse(t, s, `{"type":"attack","attacker":"b","target":"x"}`, "may attack only them")
	play(t, s, `{"type":"attack","attacker":"x","target":"a"}`)
	for _, o := range s.State().ReactOptions() {
		if o.By == "a" && o.Legal {
			t.Errorf("a, grappling, may not %s", o.Label)
		}
	}
}

func TestEdition0906_GrappleIsOfferedOnlyUnderTheEditionThatHasIt(t *testing.T) {
	a := person("a", "crew", sheet.PC, 60, "dance-floor", []sheet.AbilityID{"unarmed-combat"})
	b := person("b", "thugs", sheet.NPC, 40, "dance-floor", nil)
	s := newSession(t, clubMapFor(t), a, b)
	play(t, s, grappleInitiative)
	if o := option(s.State(), "a", ActGrapple); o != nil {
		t.Errorf("the latest edition offers %q", o.Label)
	}
	refuse(t, s, `{"type":"attack","attacker":"a","target":"b","grapple":true}`, "lacks the grapple ability")
	for _, c := range ActCardsWith(sheet.Latest, sheet.HouseRules{}) {
		if c.Kind == ActGrapple || c.Kind == ActBreakFree || c.Kind == ActDrag {
			t.Errorf("the latest deck has the %s card", c.Name)
		}
	}
	n := 0
	for _, c := range ActCardsWith(sheet.Edition0906, sheet.HouseRules{}) {
		if c.Kind == ActGrapple || c.Kind == ActBreakFree || c.Kind == ActDrag {
			n++
		}
	}
	if n != 3 {
		t.Errorf("the 09-06 deck has %d grapple cards, want 3", n)
	}
}

func TestEdition0906_ARallyCriticalFailureLowersTheTeamByOneDie(t *testing.T) {
	for _, e := range []sheet.Edition{sheet.Edition0906, sheet.Edition0907} {
		boss := person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"rally"})
		kid := person("kid", "crew", sheet.PC, 30, "entrance", nil)
		foe := person("foe", "thugs", sheet.NPC, 40, "bar", nil)
		s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: []sheet.Character{boss, kid, foe}, Edition: e}, nil)
		if err != nil {
			t.Fatal(err)
		}
		play(t, s, grappleInitiative, `{"type":"rally","leader":"boss","roll":{"dice":{"tens":7,"ones":7}}}`)
		want := map[sheet.Edition][2]int{sheet.Edition0906: {43, 23}, sheet.Edition0907: {50, 30}}[e]
		c := s.State()
		if got := [2]int{c.Roster.Find("boss").Level, c.Roster.Find("kid").Level}; got != want {
			t.Errorf("%s: a rally of 77 at level 50 leaves boss and kid at %v, want %v", e, got, want)
		}
		if c.Roster.Find("foe").Level != 40 {
			t.Errorf("%s: the other team is untouched", e)
		}
	}
}
