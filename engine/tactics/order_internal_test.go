package tactics

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
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

// A sketch works each fighter's turn out once for each way they and
// their enemies stand, and reads its tables of sides, enemies and
// blows: at every initiative of fights on the bundled maps, the tactics'
// duels and a map of many teams, whether everyone stands, and every
// order's score and where it leaves everyone, are exactly what the
// sketch played out afresh (every blow worked out anew, every team
// compared by name) gives; so is the score worked out without the last
// team's moves (score).
func TestRoundSketch_EveryOrderPlaysAsTheSketchWorkedOutAfresh(t *testing.T) {
	orders, moved, cautious := 0, 0, 0
	visit := func(path string, seed uint64, c *combat.Combat, d *sheet.Decision) {
		winner := deciderTeam(c, d)
		s := new(roundSketch)
		s.begin(c, winner)
		ref := freshSketch{s: s}
		if got, want := s.standing(), ref.standing(); got != want {
			t.Fatalf("%s seed %d round %d: standing %v, afresh %v", path, seed, c.Round, got, want)
		}
		if slices.Contains(s.care, 2) {
			cautious++
		}
		for _, o := range d.Options {
			order := readOrderOf(o.Value)
			want, wantAt := ref.play(order)
			if got := s.score(order); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("%s seed %d round %d, order %v: the sketch's score alone is %v, afresh %v", path, seed, c.Round, order, got, want)
			}
			got := s.play(order)
			if math.Float64bits(got) != math.Float64bits(want) || !slices.Equal(s.at, wantAt) {
				t.Fatalf("%s seed %d round %d, order %v: the sketch gives %v leaving %v, afresh %v leaving %v",
					path, seed, c.Round, order, got, s.at, want, wantAt)
			}
			orders++
			if !slices.Equal(s.at, s.start) {
				moved++
			}
		}
		s.done()
	}
	// The brawl's wounded NPCs retreat (caution) in only a few fights.
	eachTeamOrder(t, []string{"../../assets/maps/nightclub-brawl.unhex"}, 30, 400, visit)
	eachTeamOrder(t, []string{"../testdata/combat/map-examples.unhex", "../testdata/combat/leader-speed-stealth.unhex",
		"../testdata/combat/melee.unhex", "testdata/duel.unhex", "testdata/duel-npc-cover.unhex", "testdata/three-sides.unhex"}, 6, 400, visit)
	if orders < 1000 || moved < 500 || cautious == 0 {
		t.Errorf("only %d orders played, %d with a fighter moving, %d sketches with a fighter retreating", orders, moved, cautious)
	}
	t.Logf("%d orders played, %d with a fighter moving, %d sketches with a fighter retreating", orders, moved, cautious)
}

// freshSketch plays a sketch's round as it was first written: every blow
// worked out anew, teams told apart by name, each turn worked out when
// it comes.
type freshSketch struct {
	s  *roundSketch
	at []int
}

func (f *freshSketch) standing() bool {
	s := f.s
	f.at = slices.Clone(s.start)
	for i := range s.who {
		if !s.acts[i] || s.start[i] < 0 || len(s.arms[i]) == 0 {
			continue
		}
		if _, j := f.bestShot(i); j < 0 {
			return false
		}
	}
	return true
}

func (f *freshSketch) play(order []string) (float64, []int) {
	s := f.s
	f.at = slices.Clone(s.start)
	score := 0.0
	for _, team := range order {
		for i, ch := range s.who {
			if ch.Team != team || !s.acts[i] {
				continue
			}
			dmg, j := f.bestShot(i)
			if j < 0 {
				f.move(i)
				continue
			}
			switch {
			case team == s.winner:
				score += dmg
			case s.who[j].Team == s.winner:
				score -= dmg
			}
		}
	}
	return score, f.at
}

func (f *freshSketch) dealt(i, j, src, dst int) (float64, bool) {
	b, ok := f.s.blow(i, j, src, dst)
	return b.damage, ok
}

func (f *freshSketch) bestShot(i int) (float64, int) {
	s := f.s
	best, whom := 0.0, -1
	for j, en := range s.who {
		if en.Team == s.who[i].Team {
			continue
		}
		if d, ok := f.dealt(i, j, f.at[i], f.at[j]); ok && d > best {
			best, whom = d, j
		}
	}
	return best, whom
}

func (f *freshSketch) value(i, a int) float64 {
	s := f.s
	ch := s.who[i]
	off, threat := 0.0, 0.0
	for j, en := range s.who {
		if en.Team == ch.Team {
			continue
		}
		if d, ok := f.dealt(i, j, a, f.at[j]); ok && d > off {
			off = d
		}
		if d, ok := f.dealt(j, i, f.at[j], a); ok {
			threat += d
		}
	}
	v := off - s.caution(i)*threat
	if off == 0 {
		if n, ok := f.nearest(i, a); ok {
			v -= float64(min(n, 10))
		}
	}
	return v
}

func (f *freshSketch) nearest(i, a int) (int, bool) {
	s := f.s
	if a < 0 {
		return 0, false
	}
	row := s.e.t.Row(a, battlemap.SightThreshold)
	best, found := 0, false
	for j, en := range s.who {
		if en.Team == s.who[i].Team || f.at[j] < 0 {
			continue
		}
		if m := row[f.at[j]].Moves; m != battlemap.Unreachable && (!found || int(m) < best) {
			best, found = int(m), true
		}
	}
	return best, found
}

func (f *freshSketch) move(i int) {
	s := f.s
	here := f.at[i]
	if here < 0 || len(s.arms[i]) == 0 {
		return
	}
	hereV := f.value(i, here)
	near, ok := f.nearest(i, here)
	approach := ok && s.caution(i) <= 1
	best, bestGain := -1, 0.0
	for a, r := range s.e.t.Row(here, battlemap.SightThreshold) {
		if r.Moves != 1 {
			continue
		}
		gain := f.value(i, a) - hereV
		if gain <= 0 && approach {
			if n, ok := f.nearest(i, a); ok && n < near {
				gain = 1 / (1 - gain)
			}
		}
		if gain > bestGain {
			best, bestGain = a, gain
		}
	}
	if best >= 0 {
		f.at[i] = best
	}
}

// eachTeamOrder plays fights on each map, at seeds 1 to seeds, the
// tactics choosing every act and answer, for at most steps commands, and
// shows visit the state and decision at every team order to choose.
func eachTeamOrder(t testing.TB, paths []string, seeds uint64, steps int, visit func(path string, seed uint64, c *combat.Combat, d *sheet.Decision)) {
	t.Helper()
	playEach(t, paths, seeds, steps, nil, func(path string, seed uint64, c *combat.Combat, _ combat.Command, d *sheet.Decision) {
		if d.Kind == combat.DecideTeamOrder {
			visit(path, seed, c, d)
		}
	})
}

// The team order's pick alone, at every initiative of 40 brawl fights
// (seeds 1 to 40): ns/op is one pick, sketch and all.
func BenchmarkPickOrder_NightclubBrawl(b *testing.B) {
	type pick struct {
		c *combat.Combat
		d *sheet.Decision
	}
	var picks []pick
	eachTeamOrder(b, []string{"../../assets/maps/nightclub-brawl.unhex"}, 40, 1000, func(_ string, _ uint64, c *combat.Combat, d *sheet.Decision) {
		picks = append(picks, pick{c, d})
	})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := picks[i%len(picks)]
		if _, _, err := pickOrder(p.c, p.d, false, true); err != nil {
			b.Fatal(err)
		}
	}
}
