package combat

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// BenchmarkReplay1000 replays a 1,000-entry combat on the nightclub map
// (random legal play: moves, intercepts, attacks, reactions, rounds).
// The target is under 10 ms per replay.
func BenchmarkReplay1000(b *testing.B) {
	m := clubWithDoor(b)
	var s *Session
	for seed := uint64(1); ; seed++ {
		s = newSession(b, m, standardTeams()...)
		randomPlay(b, s, rand.New(rand.NewPCG(seed, 99)), 1000, nil)
		if len(s.Log()) == 1000 {
			break
		}
	}
	log := s.Log()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := Replay(m, s.start, nil, log); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplayBadLastEntry replays the same 1,000 entries followed by
// one illegal entry. The replay must name it and keep the state before
// it at about the cost of the good log, not replay carefully from the
// start.
func BenchmarkReplayBadLastEntry(b *testing.B) {
	m := clubWithDoor(b)
	var s *Session
	for seed := uint64(1); ; seed++ {
		s = newSession(b, m, standardTeams()...)
		randomPlay(b, s, rand.New(rand.NewPCG(seed, 99)), 1000, nil)
		if len(s.Log()) == 1000 {
			break
		}
	}
	log := append(s.Log(), Entry{Command: &Move{Character: "nobody", To: "nowhere"}})
	b.ResetTimer()
	for b.Loop() {
		_, lines, err := Replay(m, s.start, nil, log)
		var re *sheet.ReplayError
		if !errors.As(err, &re) || re.Entry != len(log) || len(lines) != len(log)-1 {
			b.Fatalf("err %v with %d lines, want entry %d refused", err, len(lines), len(log))
		}
	}
}

// midFight is a combat 60 entries into random play on the nightclub, on
// a team's turn: the state the listings below are asked about.
func midFight(b *testing.B) *Combat {
	for seed := uint64(1); ; seed++ {
		s := newSession(b, clubWithDoor(b), standardTeams()...)
		randomPlay(b, s, rand.New(rand.NewPCG(seed, 99)), 60, nil)
		if c := s.State(); c.Phase == PhaseTurn && c.Window == nil {
			return c
		}
	}
}

// The listing with words, for the tracker: every character's acts, each
// with its label, the refused ones with their reasons.
func BenchmarkLegalActions_MidFight(b *testing.B) { benchListing(b, (*Combat).LegalActions) }

// The listing without words, for the tactics: the same checks, the legal
// acts only, no labels or reasons.
func BenchmarkAllowedActs_MidFight(b *testing.B) { benchListing(b, (*Combat).AllowedActs) }

// The listing as the tactics ask it of each member in a simulated fight:
// without words or item arrangements, into a buffer used again, in a
// state copied into a fight's spent memory (whose listed commands it
// offers again).
func BenchmarkAppendAllowedActs_MidFightAsTheTacticsAsk(b *testing.B) {
	mid := midFight(b)
	c := mid.cloneInto(mid.Clone())
	var buf []ActOption
	b.ReportAllocs()
	for b.Loop() {
		for i := range c.Roster.Characters {
			buf = c.AppendAllowedActs(buf[:0], c.Roster.Characters[i].ID, ActManageItems)
		}
	}
}

// benchListing lists every character's acts in the mid-fight state.
func benchListing(b *testing.B, list func(*Combat, sheet.CharacterID) []ActOption) {
	c := midFight(b)
	b.ReportAllocs()
	for b.Loop() {
		for i := range c.Roster.Characters {
			list(c, c.Roster.Characters[i].ID)
		}
	}
}

// One step of a simulated fight: the acting team's act applied without
// narration, as the tactics play it.
func BenchmarkApplySilently_MidFight(b *testing.B) {
	c := midFight(b)
	cmd := &EndTurn{Team: c.Acting()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ApplySilently(c, cmd); err != nil {
			b.Fatal(err)
		}
	}
}

// Writing the dice ApplyPlaying threw into the command: an attack with a
// Defend, and a three-team initiative.
func BenchmarkWithDice(b *testing.B) {
	die := sheet.Roll{Tens: 3, Ones: 4, By: sheet.ByApp, Seed: 1, Draw: 2}
	attack := &Resolve{Reactions: map[sheet.CharacterID]*ReactionRoll{"guard": {}}}
	initiative := &Initiative{Order: []string{"a", "b", "c"}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := withDice(attack, []sheet.Thrown{{Field: "roll.dice", Dice: die}, {Field: "reactions.guard.roll.dice", Dice: die}}); err != nil {
			b.Fatal(err)
		}
		if _, err := withDice(initiative, []sheet.Thrown{{Field: "rolls.a.dice", Dice: die}, {Field: "rolls.b.dice", Dice: die}, {Field: "rolls.c.dice", Dice: die}}); err != nil {
			b.Fatal(err)
		}
	}
}

// The legal reactions to an open window mid-fight, as the tactics list
// them for every team but the actor's: states of random play on the
// nightclub where an act waits for reactions, most of the fighters
// having spent their action.
func BenchmarkAllowedReactions_MidFightWindows(b *testing.B) {
	var states []*Combat
	for seed := uint64(1); len(states) < 20; seed++ {
		s := newSession(b, clubWithDoor(b), standardTeams()...)
		randomPlay(b, s, rand.New(rand.NewPCG(seed, 77)), 80, func(s *Session, _ Command) {
			if c := s.State(); c.Window != nil && len(states) < 20 {
				states = append(states, c)
			}
		})
	}
	var buf []ReactOption
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range states {
			buf = c.AppendAllowedReactions(buf[:0])
		}
	}
}

// Writing in the dice of an attack that hits and asks which die is
// damage: its roll, re-rolled with good.
func BenchmarkWithDice_AttackRoll(b *testing.B) {
	die := sheet.Roll{Tens: 3, Ones: 4, By: sheet.ByApp, Seed: 1, Draw: 2}
	thrown := []sheet.Thrown{{Field: "roll.dice", Dice: die}, {Field: "roll.reroll", Choice: sheet.Reroll{Dice: sheet.RerollOnes}}, {Field: "roll.reroll.result", Dice: die}}
	attack := &Resolve{}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := withDice(attack, thrown); err != nil {
			b.Fatal(err)
		}
	}
}

// The guard after every command: a mid-fight state's copy, unchanged,
// checked against the state (every sheet compared, none validated).
func BenchmarkValidateChanged_MidFight(b *testing.B) {
	c := midFight(b)
	cp := c.Clone()
	b.ReportAllocs()
	for b.Loop() {
		if err := cp.validateChanged(c); err != nil {
			b.Fatal(err)
		}
	}
}

// A state copied for a command, in the memory of a spent one, as a
// simulated fight copies it.
func BenchmarkCloneInto_MidFight(b *testing.B) {
	c := midFight(b)
	spent := c.Clone()
	b.ReportAllocs()
	for b.Loop() {
		spent = c.cloneInto(spent)
	}
}
