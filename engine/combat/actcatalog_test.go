package combat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Every command a character takes as an act (a command with its own
// legality check) has at least one card, and every card names a real
// command: the deck is enumerated from the engine's command table, not
// from a copy of it.
func TestActCatalog_EveryActCommandOfTheEngineHasACard(t *testing.T) {
	byCommand := map[string]bool{}
	for _, c := range deck(sheet.Latest) { // every edition's cards
		if _, ok := commandTypes[c.Command]; !ok {
			t.Errorf("card %q names the command %q, which the engine does not have", c.Name, c.Command)
		}
		byCommand[c.Command] = true
	}
	acts := 0
	for typ, mk := range commandTypes {
		if _, isAct := mk().(act); !isAct || typ == "environment" {
			// The environment step is the round's, not anyone's act: its
			// card is printed with the house rule (printkit).
			continue
		}
		acts++
		if !byCommand[typ] {
			t.Errorf("the act %q has no action card", typ)
		}
	}
	if acts < 10 {
		t.Fatalf("only %d act commands found: the enumeration is broken", acts)
	}
}

// Every kind of option the table is offered, in random combats with every
// sort of fighter (AoE users of each kind included) under each edition,
// has a card in that edition's deck; and every card but Use Something
// Here (a GM-narrated act the tracker does not list) is met among the
// offers, so no deck carries a card for an act that does not exist.
func TestActCatalog_EveryKindTheTableIsOfferedHasACard(t *testing.T) {
	seen := map[sheet.Edition]map[ActKind]bool{}
	look := func(c *Combat) {
		e := c.Roster.Edition.Or()
		if seen[e] == nil {
			seen[e] = map[ActKind]bool{}
		}
		for i := range c.Roster.Characters {
			for _, o := range c.LegalActions(c.Roster.Characters[i].ID) {
				seen[e][o.Kind] = true
			}
		}
		for _, o := range c.ReactOptions() {
			seen[e][o.Act()] = true
		}
	}
	// The grapple's own acts need a grab first, so 09-06 plays more seeds.
	for e, seeds := range map[sheet.Edition]uint64{sheet.Latest: 6, sheet.Edition0907: 6, sheet.Edition0906: 12} {
		for seed := uint64(1); seed <= seeds+houseSeeds; seed++ {
			chars := append(standardTeams(), aoeUsers()...)
			if e == sheet.Edition0906 { // a grappler beside the unarmed thug
				chars = append(chars, person("grab", "crew", sheet.PC, 95, "kitchen", []sheet.AbilityID{"unarmed-combat"}))
			}
			// The last seeds play the house rules, whose cards join the deck.
			house := sheet.HouseRules{}
			if seed > seeds {
				house = sheet.AllHouseRules
			}
			s := sessionWith(t, e, house, clubWithDoor(t), chars)
			look(s.State())
			randomPlay(t, s, rand.New(rand.NewPCG(seed, 7)), 120, func(s *Session, _ Command) { look(s.State()) })
		}
	}
	for _, e := range []sheet.Edition{sheet.Latest, sheet.Edition0906, sheet.Edition0907} {
		t.Logf("%s: %d kinds of act offered", e, len(seen[e]))
		for k := range seen[e] {
			if _, ok := CardFor(k, e); !ok {
				t.Errorf("%s: the engine offers %q acts but the deck has no card for them", e, k)
			}
		}
		for _, c := range ActCardsWith(e, sheet.AllHouseRules) {
			if !seen[e][c.Kind] && c.Kind != ActUseArea {
				t.Errorf("%s: no option of kind %q (card %q) was offered in any state", e, c.Kind, c.Name)
			}
		}
	}
}

// houseSeeds is how many more seeds each edition plays with every house
// rule on.
const houseSeeds = 6

// aoeUsers carry one AoE item of each kind, with the ability for it.
func aoeUsers() []sheet.Character {
	var out []sheet.Character
	for i, k := range []sheet.AoEKind{sheet.Blast, sheet.Continuous, sheet.CoverAoE, sheet.Demolish} {
		it := sheet.Item{ID: sheet.ItemID("aoe-" + string(k)), Kind: sheet.ItemAoE, AoE: k, Held: sheet.BothHands}
		team := []string{"crew", "thugs"}[i%2]
		out = append(out, person("aoe-"+string(k), team, sheet.NPC, 70, "dance-floor", []sheet.AbilityID{sheet.AoEAbility(k)}, it))
	}
	return out
}

// Each card says what the act costs, when it may be taken and how its
// roll reads (or that it has none), and names the abilities that change
// it by ids the sheet's catalogue knows.
func TestActCatalog_EachCardSaysCostWhenRollAndAbilities(t *testing.T) {
	names := map[string]bool{}
	for _, c := range ActCardsWith(sheet.Latest, sheet.AllHouseRules) {
		if c.Name == "" || names[c.Name] {
			t.Errorf("card %q: names must be present and unique", c.Name)
		}
		names[c.Name] = true
		if !slices.Contains(ActGroups, c.Group) {
			t.Errorf("card %q: group %q is not one of %v", c.Name, c.Group, ActGroups)
		}
		for field, text := range map[string]string{"cost": c.Cost, "when": c.When, "roll": c.Roll, "changes": c.Changes} {
			if text == "" {
				t.Errorf("card %q says nothing about its %s", c.Name, field)
			}
		}
		if len(c.Abilities) > 0 && c.Changes == "None." {
			t.Errorf("card %q lists abilities but says none change it", c.Name)
		}
		for _, id := range c.Abilities {
			if sheet.LookupAbility(id) == nil {
				t.Errorf("card %q names the ability %q, which the sheet does not know", c.Name, id)
			}
		}
	}
}

// The abilities the sheet says modify a roll (good, precise, powerful),
// and each AoE ability, are named on the card of every act they touch.
func TestActCatalog_AbilitiesThatChangeARollAreOnItsCard(t *testing.T) {
	touches := map[sheet.Action][]ActKind{
		sheet.ActAttack:        {ActAttack},
		sheet.ActIntercept:     {ActIntercept},
		sheet.ActCounterattack: {ActCounterattack},
		sheet.ActDefend:        {ActDefend, ActDefendOther},
		sheet.ActFirstAid:      {ActFirstAid},
		sheet.ActMove:          {ActMove},
		sheet.ActRally:         {ActRally},
		sheet.ActInitiative:    nil, // initiative is a roll of the round, not an act
		sheet.ActGrapple:       {ActGrapple, ActBreakFree, ActDrag},
	}
	for _, ab := range sheet.Abilities {
		edition := sheet.Latest // an ability is on the cards of a book that has it
		if ab.Through != "" {
			edition = ab.Through
		}
		for _, a := range ab.Actions {
			kinds, known := touches[a]
			if !known {
				t.Errorf("ability %q changes %q, which this test does not map to an act", ab.ID, a)
			}
			for _, k := range kinds {
				if c, _ := CardFor(k, edition); !slices.Contains(c.Abilities, ab.ID) {
					t.Errorf("ability %q changes %s but the %q card does not name it", ab.ID, a, c.Name)
				}
			}
		}
	}
	for _, k := range []sheet.AoEKind{sheet.Blast, sheet.Continuous, sheet.CoverAoE, sheet.Demolish} {
		c, ok := CardFor(AoEAct(k), sheet.Latest)
		if !ok || !slices.Contains(c.Abilities, sheet.AoEAbility(k)) {
			t.Errorf("the %s AoE card is missing or does not name %s", k, sheet.AoEAbility(k))
		}
	}
}
