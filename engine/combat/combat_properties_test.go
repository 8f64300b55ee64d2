package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// randomSession plays a random combat, with a share of the seeds under
// each mix of house rules (houseForSeed).
func randomSession(t testing.TB, seed uint64, n int, after func(*Session, Command)) *Session {
	m, env := hazardsForSeed(t, seed)
	h := houseForSeed(seed)
	h.Environment = env.Environment
	s := sessionWith(t, sheet.Latest, h, m, standardTeams())
	randomPlay(t, s, rand.New(rand.NewPCG(seed, 17)), n, after)
	return s
}

func TestProperty_ReplayingAValidLogTwiceGivesIdenticalStates(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s := randomSession(t, seed, 120, nil)
		a, _, err := Replay(s.m, s.start, nil, s.Log())
		if err != nil {
			t.Fatalf("seed %d: a valid log does not replay: %v", seed, err)
		}
		b, _, err := Replay(s.m, s.start, nil, s.Log())
		if err != nil {
			t.Fatal(err)
		}
		if viewJSON(t, a) != viewJSON(t, b) || viewJSON(t, a) != viewJSON(t, s.State()) {
			t.Fatalf("seed %d: replays differ", seed)
		}
	}
}

func TestProperty_TheSavedLogRoundTripsAndReplaysToTheSameState(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s := randomSession(t, seed, 80, nil)
		data, err := json.Marshal(s.Record())
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("seed %d: the saved combat does not load: %v", seed, err)
		}
		again, err := json.Marshal(back)
		if err != nil || string(again) != string(data) {
			t.Fatalf("seed %d: the round trip is not identical", seed)
		}
		start := back.StartRoster(sheet.Latest, nil)
		start.HouseRules = s.State().Roster.HouseRules
		r, err := ResumeRecord(s.m, back, start)
		if err != nil || viewJSON(t, r.State()) != viewJSON(t, s.State()) {
			t.Fatalf("seed %d: the reloaded log replays to another state: %v", seed, err)
		}
	}
}

func TestProperty_UndoFollowedByRedoIsTheIdentity(t *testing.T) {
	for seed := uint64(1); seed <= 15; seed++ {
		s := randomSession(t, seed, 60, nil)
		for i := 0; i < 5 && len(s.Log()) > 0; i++ {
			before := viewJSON(t, s.State())
			logBefore, _ := json.Marshal(s.Log())
			if err := s.Undo(); err != nil {
				t.Fatal(err)
			}
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
			logAfter, _ := json.Marshal(s.Log())
			if viewJSON(t, s.State()) != before || string(logBefore) != string(logAfter) {
				t.Fatalf("seed %d: undo then redo changed the combat", seed)
			}
			if err := s.Undo(); err != nil { // walk back for the next check
				t.Fatal(err)
			}
		}
	}
}

func TestProperty_NoCharacterSpendsMoreActionsInARoundThanTheyHave(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		randomSession(t, seed, 150, func(s *Session, cmd Command) {
			for id, tl := range s.State().Tallies {
				if tl.Spent > tl.Had || tl.Actions < 0 || tl.DirectOnly < 0 {
					t.Fatalf("seed %d after %s: %s spent %d of %d (left %d)", seed, cmd.Type(), id, tl.Spent, tl.Had, tl.Actions)
				}
			}
		})
	}
}

func TestProperty_ReactionsAreNeverMadeToReactions(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		randomSession(t, seed, 150, func(s *Session, cmd Command) {
			c := s.State()
			if _, ok := cmd.(*React); ok {
				w := c.Window
				if w == nil || (w.Kind != "attack" && w.Kind != "move") {
					t.Fatalf("seed %d: a reaction without a declared act", seed)
				}
				seen := map[sheet.CharacterID]bool{}
				for _, re := range w.Reactions {
					r := c.Roster.Find(re.By)
					if r.Team == c.windowTeam() || seen[re.By] || re.By == w.Actor {
						t.Fatalf("seed %d: %s reacts to their own side's action or twice", seed, re.By)
					}
					seen[re.By] = true
				}
			}
			// Only acts open a window: a reaction never does.
			if w := c.Window; w != nil && len(w.Reactions) == 0 {
				if _, ok := cmd.(*Attack); !ok {
					if _, ok := cmd.(*Move); !ok {
						t.Fatalf("seed %d: %s opened a window", seed, cmd.Type())
					}
				}
			}
		})
	}
}
