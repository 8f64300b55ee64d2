package combat

import (
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// sessionUnder starts a combat on the club map under edition e.
func sessionUnder(t *testing.T, e sheet.Edition, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: chars, Edition: e}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestEdition0906_AllOutDefendLastsForATurn(t *testing.T) {
	for _, e := range []sheet.Edition{sheet.Edition0906, sheet.Edition0907} {
		s := sessionUnder(t, e, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H),
			person("g", "thugs", sheet.NPC, 50, "bar", []sheet.AbilityID{"all-out-defend"}, knife1H),
			person("h", "thugs", sheet.NPC, 45, "bar", []sheet.AbilityID{"all-out-defend"}))
		play(t, s, crewFirst, `{"type":"all-out-defend","character":"g"}`,
			`{"type":"attack","attacker":"a","target":"h","weapon":"knife"}`, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":1}}}`,
			`{"type":"end-turn","team":"crew"}`)
		if e == sheet.Edition0906 {
			// The thugs' turn is a new turn: h may declare, g acts again.
			play(t, s, `{"type":"all-out-defend","character":"h"}`, `{"type":"attack","attacker":"g","target":"a","weapon":"knife"}`)
			continue
		}
		refuse(t, s, `{"type":"all-out-defend","character":"h"}`, "before any action of the round")
		refuse(t, s, `{"type":"attack","attacker":"g","target":"a","weapon":"knife"}`, "no other action this round")
	}
}

func TestEdition0906_AoEDurationsCountTurns(t *testing.T) {
	screen := sheet.Item{ID: "screen", Kind: sheet.ItemAoE, AoE: sheet.CoverAoE, Held: sheet.BothHands}
	ends := map[sheet.Edition]int{}
	for _, e := range []sheet.Edition{sheet.Edition0906, sheet.Edition0907} {
		start := func() *Session {
			s := sessionUnder(t, e, person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-cover"}, screen),
				person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
			play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"screen"}`)
			return s
		}
		res, err := start().Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}}}`))
		want := map[sheet.Edition]string{sheet.Edition0906: "turns it lasts", sheet.Edition0907: "rounds it lasts"}[e]
		if err != nil || res.Decision == nil || !strings.Contains(res.Decision.Prompt, want) {
			t.Fatalf("%s: the duration is asked in %q: %+v %v", e, want, res.Decision, err)
		}
		s := start()
		// Two: under 09-06 the crew's turn, the thugs' turn and the crew's
		// next turn; under 09-07 this round and the two after it.
		play(t, s, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}},"roundsDie":"ones"}`)
		for turn := 1; len(s.State().Effects) > 0 && turn < 10; turn++ {
			c := s.State()
			if c.Phase == PhaseInitiative {
				play(t, s, crewFirst)
			}
			play(t, s, `{"type":"end-turn","team":"`+s.State().Acting()+`"}`)
			ends[e] = turn
		}
	}
	if ends[sheet.Edition0906] != 3 || ends[sheet.Edition0907] != 6 {
		t.Errorf("Cover for 2 ends after 3 team turns under 09-06 and 3 rounds (6 turns) under 09-07: %v", ends)
	}
}

func TestEdition0906_AoECoverAndDemolishCriticalFailuresLoseAnAction(t *testing.T) {
	for _, k := range []sheet.AoEKind{sheet.CoverAoE, sheet.Demolish, sheet.Blast} {
		it := sheet.Item{ID: "aoe", Kind: sheet.ItemAoE, AoE: k, Held: sheet.BothHands}
		ab := map[sheet.AoEKind]sheet.AbilityID{sheet.CoverAoE: "aoe-cover", sheet.Demolish: "aoe-demolish", sheet.Blast: "aoe-blast"}[k]
		for _, e := range []sheet.Edition{sheet.Edition0906, sheet.Edition0907} {
			s := sessionUnder(t, e, person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{ab}, it),
				person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
			play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"aoe"}`)
			res, err := s.Submit(cmd(t, `{"type":"resolve","roll":{"dice":{"tens":6,"ones":6}}}`))
			if err != nil {
				t.Fatal(err)
			}
			losesAction := e == sheet.Edition0906 && k != sheet.Blast
			if got := res.Decision == nil; got != losesAction {
				t.Errorf("%s %s critical failure: loses an action %v, asked for damage %+v", e, k, losesAction, res.Decision)
			}
			if c := s.State(); losesAction && (c.Tallies["p"].LoseNext != 1 || c.Roster.Find("p").Level != 50) {
				t.Errorf("%s %s: the next action is lost, no harm: %+v level %d", e, k, c.Tallies["p"], c.Roster.Find("p").Level)
			}
		}
	}
}

func TestEdition0906_DemolishLeavesStealth(t *testing.T) {
	bomb := sheet.Item{ID: "bomb", Kind: sheet.ItemAoE, AoE: sheet.Demolish, Held: sheet.BothHands}
	for e, keeps := range map[sheet.Edition]bool{sheet.Edition0906: true, sheet.Edition0907: false} {
		s := sessionUnder(t, e, person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-demolish"}, bomb),
			person("shade", "thugs", sheet.NPC, 50, "bar", []sheet.AbilityID{"stealth"}))
		play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"bomb"}`, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}}}`)
		if got := s.State().Stealthy("shade"); got != keeps {
			t.Errorf("%s: shade stealthy after Demolish %v, want %v", e, got, keeps)
		}
	}
}

func TestEdition0906_ContinuousEffectsAddUp(t *testing.T) {
	fire := sheet.Item{ID: "fire", Kind: sheet.ItemAoE, AoE: sheet.Continuous, Held: sheet.BothHands}
	for e, want := range map[sheet.Edition]int{sheet.Edition0906: 7, sheet.Edition0907: 4} {
		s := sessionUnder(t, e, person("p", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-continuous"}, fire),
			person("q", "crew", sheet.PC, 45, "dance-floor", []sheet.AbilityID{"aoe-continuous"}, fire),
			person("b", "thugs", sheet.NPC, 50, "bar", nil, pistol, ammo))
		play(t, s, crewFirst, `{"type":"attack","attacker":"p","area":"bar","weapon":"fire"}`, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}},"damageDie":"tens"}`,
			`{"type":"attack","attacker":"q","area":"bar","weapon":"fire"}`, `{"type":"resolve","roll":{"dice":{"tens":3,"ones":1}},"damageDie":"tens"}`,
			`{"type":"end-turn","team":"crew"}`)
		res, err := s.Submit(cmd(t, `{"type":"attack","attacker":"b","target":"p","weapon":"pistol"}`))
		if err != nil || res.Decision == nil || res.Decision.Spread == nil || res.Decision.Spread.Total != want {
			t.Errorf("%s: starting an act in the bar burning with 4 and 3 deals %d: %+v %v", e, want, res.Decision, err)
		}
	}
}

func TestEdition0906_StealthIsKeptOnMoveAndBackAfterAnyMove(t *testing.T) {
	for e, kept := range map[sheet.Edition]bool{sheet.Edition0906: true, sheet.Edition0907: false} {
		s := sessionUnder(t, e, person("shade", "crew", sheet.PC, 50, "bar", []sheet.AbilityID{"stealth"}),
			person("gun", "thugs", sheet.NPC, 50, "dance-floor", nil, pistol, ammo))
		play(t, s, crewFirst, `{"type":"move","character":"shade","to":"dance-floor"}`)
		if got := s.State().Tallies["shade"].Stealth; got != kept {
			t.Errorf("%s: stealth held on starting a Move %v, want %v", e, got, kept)
		}
		play(t, s, `{"type":"resolve"}`)
		// Among enemies the mark does not work, but 09-06 gives it back
		// after any Move: it works again once the area is clear.
		if got := s.State().Tallies["shade"].Stealth; got != kept {
			t.Errorf("%s: stealth held after a Move into enemies %v, want %v", e, got, kept)
		}
	}
}

func TestEdition0906_StealthKeptOnAMissWithItsSecondAbility(t *testing.T) {
	for _, abs := range [][]sheet.AbilityID{{"stealth", "stealth-kept-on-miss"}, {"stealth"}} {
		s := session0906(t, person("shade", "crew", sheet.PC, 50, "catwalk", abs, pistol, ammo),
			person("gun", "thugs", sheet.NPC, 50, "dance-floor", nil))
		play(t, s, crewFirst, `{"type":"attack","attacker":"shade","target":"gun","weapon":"pistol"}`, `{"type":"resolve","roll":{"dice":{"tens":9,"ones":1}}}`)
		kept := len(abs) == 2
		if got := s.State().Stealthy("shade"); got != kept {
			t.Errorf("%v: stealthy after a miss %v, want %v", abs, got, kept)
		}
	}
	s := session0906(t, person("shade", "crew", sheet.PC, 50, "catwalk", []sheet.AbilityID{"stealth", "stealth-kept-on-miss"}, pistol, ammo),
		person("gun", "thugs", sheet.NPC, 50, "dance-floor", nil))
	play(t, s, crewFirst, `{"type":"attack","attacker":"shade","target":"gun","weapon":"pistol"}`, `{"type":"resolve","roll":{"dice":{"tens":2,"ones":3}},"damageDie":"tens"}`)
	if s.State().Stealthy("shade") {
		t.Error("a hit loses stealth even with the second ability")
	}
}

func TestEdition0906_TheCardsSpeakThe0906Words(t *testing.T) {
	text := func(c ActCard) string {
		return strings.Join([]string{c.Name, c.Cost, c.When, c.Roll, c.Changes}, " ")
	}
	cards := map[ActKind]string{}
	for _, c := range ActCardsWith(sheet.Edition0906, sheet.HouseRules{}) {
		cards[c.Kind] = text(c)
		if strings.Contains(text(c), "Speed") || slices.Contains(c.Abilities, "speed") || slices.Contains(c.Abilities, "unarmed-intercept-stop") {
			t.Errorf("the 09-06 %q card speaks of an ability its book lacks: %s %v", c.Name, text(c), c.Abilities)
		}
	}
	for kind, want := range map[ActKind][]string{
		ActAllOutDefend:  {"this turn", "For the turn", "start of any team's turn"},
		ActDefend:        {"free all turn"},
		ActAoEContinuous: {"the turns it lasts (0 ends with this turn)", "add up", "sum of both dice"},
		ActAoECover:      {"the turns it lasts", "costs your next action"},
		ActAoEDemolish:   {"Stealth there is untouched", "costs your next action"},
		ActMove:          {"Stealth is kept through a Move"},
		ActAttack:        {"only a hit ends it"},
		ActIntercept:     {"only a hit ends it"},
		ActRally:         {"Critical failure: everyone on your team drops"},
	} {
		for _, w := range want {
			if !strings.Contains(cards[kind], w) {
				t.Errorf("the 09-06 %s card does not say %q: %s", kind, w, cards[kind])
			}
		}
		if kind != ActRally && strings.Contains(cards[kind], "round") {
			t.Errorf("the 09-06 %s card times it by the round: %s", kind, cards[kind])
		}
	}
	if c, _ := CardFor(ActAllOutDefend, sheet.Latest); !strings.Contains(text(c), "this round") {
		t.Errorf("the latest All-Out Defend card keeps the round: %s", text(c))
	}
	if _, ok := CardFor(ActGrapple, sheet.Latest); ok {
		t.Error("the latest deck has no Grapple card")
	}
	if c, ok := CardFor(ActGrapple, sheet.Edition0906); !ok || c.Name != "Grapple" {
		t.Error("the 09-06 deck has the Grapple card")
	}
}
