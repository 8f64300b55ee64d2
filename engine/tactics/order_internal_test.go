package tactics

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Up to four teams every order is weighed; with five (120 orders), the
// winner's five places among the others, kept in the order offered.
func TestWeighed_BeyondFourTeamsTheWinnersPlacesAmongTheOthersInTheirOrder(t *testing.T) {
	four := orderList([]string{"A", "B", "C", "D"})
	for _, o := range weighed(four, "C") {
		if o == nil {
			t.Fatal("an order of four teams is left out")
		}
	}
	var kept []string
	for _, o := range weighed(orderList([]string{"A", "B", "C", "D", "E"}), "C") {
		if o != nil {
			kept = append(kept, strings.Join(o, ""))
		}
	}
	if got, want := strings.Join(kept, " "), "ABCDE ABDCE ABDEC ACBDE CABDE"; got != want {
		t.Errorf("weighed %s, want %s", got, want)
	}
}

// orderList lists every order of the teams as the engine offers them:
// first those that start with the first team, each rest in the same way.
func orderList(teams []string) [][]string {
	if len(teams) == 0 {
		return [][]string{nil}
	}
	var out [][]string
	for i, t := range teams {
		rest := append(append([]string{}, teams[:i]...), teams[i+1:]...)
		for _, r := range orderList(rest) {
			out = append(out, append([]string{t}, r...))
		}
	}
	return out
}

// Skipping the sketch where no fighter would move chooses as playing
// every order does, and a simulated fight's quiet choice is the one
// Decide explains: at every initiative of fights on the bundled maps and
// the tactics' own duels, the three answers are the same.
func TestPickOrder_TheShortcutAndTheQuietChoiceAgreeWithPlayingEveryOrder(t *testing.T) {
	orders, inReach := 0, 0
	paths := []string{"../../assets/maps/nightclub-brawl.unhex", "../testdata/combat/map-examples.unhex", "../testdata/combat/leader-speed-stealth.unhex",
		"testdata/duel.unhex", "testdata/duel-npc-cover.unhex", "testdata/three-sides.unhex"}
	eachTeamOrder(t, paths, 6, 400, func(path string, seed uint64, c *combat.Combat, d *sheet.Decision) {
		full, _, _ := pickOrder(c, d, false, false)
		quick, _, _ := pickOrder(c, d, false, true)
		told, why, _ := pickOrder(c, d, true, true)
		if !bytes.Equal(full.(json.RawMessage), quick.(json.RawMessage)) || !bytes.Equal(full.(json.RawMessage), told.(json.RawMessage)) {
			t.Fatalf("%s seed %d round %d: playing every order gives %s, the shortcut %s, Decide %s (%s)", path, seed, c.Round, full, quick, told, why)
		}
		orders++
		if strings.Contains(why, "in reach now") {
			inReach++
		}
	})
	if orders < 100 {
		t.Errorf("only %d team orders were chosen", orders)
	}
	t.Logf("%d team orders, %d with the winner's enemies in reach", orders, inReach)
}

// A sketch remembers a blow by the striker, the areas and whether the one
// struck holds a shield (the only way the target changes the blow), so
// one entry serves every target alike: at every initiative of fights on
// the bundled brawl and a map with shields, every blow the memo gives,
// asked first and again, is the blow worked out for that very target.
func TestRoundSketch_RememberedBlowsAreEachTargetsOwn(t *testing.T) {
	blows, shielded := 0, 0
	paths := []string{"../../assets/maps/nightclub-brawl.unhex", "../testdata/combat/melee.unhex"}
	eachTeamOrder(t, paths, 4, 300, func(_ string, _ uint64, c *combat.Combat, d *sheet.Decision) {
		n, s := sketchedBlows(t, c, deciderTeam(c, d))
		blows += n
		if slices.Contains(s, 1) {
			shielded++
		}
	})
	if blows < 1000 || shielded == 0 {
		t.Errorf("only %d blows weighed, %d sketches with a shield", blows, shielded)
	}
}

// sketchedBlows asks a sketch of state c every blow between enemies from
// every area to every area, twice, and compares each with the blow worked
// out anew; it returns how many and the shields the sketch saw.
func sketchedBlows(t *testing.T, c *combat.Combat, winner string) (int, []int) {
	t.Helper()
	s := new(roundSketch)
	s.begin(c, winner)
	if len(s.dealt) == 0 {
		t.Fatal("the sketch remembers no blows")
	}
	n, a := 0, len(s.e.t.IDs)
	for pass := 0; pass < 2; pass++ {
		for i := range s.who {
			for j := range s.who {
				if s.who[i].Team == s.who[j].Team {
					continue
				}
				for src := 0; src < a; src++ {
					for dst := 0; dst < a; dst++ {
						want, wantOK := s.blow(i, j, src, dst)
						got, ok := s.dealtAt(i, j, src, dst)
						if ok != wantOK || (ok && got != want.damage) {
							t.Fatalf("round %d: %s on %s from %d to %d: the sketch gives %v %v, the blow %v %v",
								c.Round, s.who[i].ID, s.who[j].ID, src, dst, got, ok, want.damage, wantOK)
						}
						n++
					}
				}
			}
		}
	}
	shields := slices.Clone(s.shield)
	s.done()
	return n, shields
}

// eachTeamOrder plays fights on each map, at seeds 1 to seeds, the
// tactics choosing every act and answer, for at most steps commands, and
// shows visit the state and decision at every team order to choose.
func eachTeamOrder(t *testing.T, paths []string, seeds uint64, steps int, visit func(path string, seed uint64, c *combat.Combat, d *sheet.Decision)) {
	t.Helper()
	for _, path := range paths {
		doc, err := engine.LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		start, err := combat.New(&doc.Map, doc.StartRoster(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			c, src := start, sheet.NewDiceSource(seed)
			for step := 0; step < steps && c.Phase != combat.PhaseEnded; step++ {
				choice, err := next(c, nil, false)
				if err != nil {
					t.Fatal(err)
				}
				cmd := choice.Command
				res, err := combat.Apply(c, cmd)
				for err == nil && res.Decision != nil {
					d := res.Decision
					if d.Kind == combat.DecideTeamOrder {
						visit(path, seed, c, d)
					}
					var ans any
					if ans, _, err = Decide(c, cmd, d, src); err != nil {
						t.Fatalf("%s seed %d round %d: %v", path, seed, c.Round, err)
					}
					if cmd, err = combat.Answer(cmd, d, ans); err == nil {
						res, err = combat.Apply(c, cmd)
					}
				}
				if err != nil {
					t.Fatal(err)
				}
				c = res.State
			}
		}
	}
}
