package tactics

import (
	"bytes"
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
	for _, path := range []string{"../../assets/maps/nightclub-brawl.unhex", "../testdata/combat/map-examples.unhex", "../testdata/combat/leader-speed-stealth.unhex",
		"testdata/duel.unhex", "testdata/duel-npc-cover.unhex", "testdata/three-sides.unhex"} {
		doc, err := engine.LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		start, err := combat.New(&doc.Map, doc.StartRoster(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			c, src := start, sheet.NewDiceSource(seed)
			for step := 0; step < 400 && c.Phase != combat.PhaseEnded; step++ {
				choice, err := next(c, nil, false)
				if err != nil {
					t.Fatal(err)
				}
				cmd := choice.Command
				res, err := combat.Apply(c, cmd)
				for err == nil && res.Decision != nil {
					d := res.Decision
					if d.Kind == combat.DecideTeamOrder {
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
	if orders < 100 {
		t.Errorf("only %d team orders were chosen", orders)
	}
	t.Logf("%d team orders, %d with the winner's enemies in reach", orders, inReach)
}
