package battlemap_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// bandByTheBook names each preset's band of a range as the game's range
// rules read, written out apart from the engine's tables; custom and Fate
// read their own.
func bandByTheBook(m *battlemap.Map, r int) string {
	switch m.Profile {
	case battlemap.ProfileForbiddenLands:
		return pick(r, "Near", "Short", "Long", "Long", "Long", "Distant")
	case battlemap.ProfileAlien:
		return pick(r, "Short", "Medium", "Long", "Long", "Long", "Extreme")
	case battlemap.Profile2d20:
		return pick(r, "Close", "Medium", "Long", "Extreme")
	case battlemap.ProfileFate:
		return battlemap.ZoneCount(r)
	}
	name := ""
	for _, b := range m.Bands { // the last row that starts at or below r
		if r >= b.From {
			name = b.Name
		}
	}
	return name
}

// pick is the r-th name, the last for every range beyond.
func pick(r int, names ...string) string { return names[min(r, len(names)-1)] }

// walk is a breadth-first search over the map itself, not the compiled
// terrain: the links along which ok lets a step from v go.
func walk(m *battlemap.Map, from battlemap.AreaID, ok func(l battlemap.Link, v battlemap.AreaID) bool) map[battlemap.AreaID]int {
	dist := map[battlemap.AreaID]int{from: 0}
	frontier := []battlemap.AreaID{from}
	for len(frontier) > 0 {
		var next []battlemap.AreaID
		for _, v := range frontier {
			for _, l := range m.Links {
				if (l.A != v && l.B != v) || !ok(l, v) {
					continue
				}
				if u := l.Other(v); dist[u] == 0 && u != from {
					dist[u] = dist[v] + 1
					next = append(next, u)
				}
			}
		}
		frontier = next
	}
	return dist
}

func closed(l battlemap.Link) bool { return l.Door == battlemap.DoorClosed }

// distance: every link but blocked ones and closed doors, obscured too.
func distance(l battlemap.Link, _ battlemap.AreaID) bool {
	return l.Kind != battlemap.Blocked && !closed(l)
}

// sight: as distance, but no obscured border.
func sight(l battlemap.Link, v battlemap.AreaID) bool {
	return distance(l, v) && l.Kind != battlemap.Obscured
}

// passage: solid links and obscured borders, one-way ones from a only.
func passage(l battlemap.Link, v battlemap.AreaID) bool {
	return (l.Kind == battlemap.Solid || l.Kind == battlemap.Obscured) && !closed(l) && (!l.OneWay || l.A == v)
}

func directlyVetoed(m *battlemap.Map, a, b battlemap.AreaID) bool {
	i := m.LinkBetween(a, b)
	return i >= 0 && (m.Links[i].Kind == battlemap.Blocked || m.Links[i].Kind == battlemap.Obscured)
}

func TestZonesProperty_BandsAreTheTableAppliedToLinkCountsAndObscuredBordersStopSightNotMoves(t *testing.T) {
	obscured := 0
	for _, profile := range battlemap.ProfileIDs() {
		for seed := uint64(1); seed <= 12; seed++ {
			m := enginetest.ZonesMap(seed, enginetest.Options{Areas: 45, LinksPerArea: 3}, profile)
			ter := compiled(t, m)
			free := m.Zones().FreeZones
			for s := 0; s < ter.Len(); s += 4 {
				from := ter.IDs[s]
				dist, seen, moves := walk(m, from, distance), walk(m, from, sight), walk(m, from, passage)
				for d, r := range ter.From(s, battlemap.SightThreshold) {
					to := ter.IDs[d]
					want, ok := dist[to]
					if !ok {
						want = battlemap.Unreachable
					}
					if int(r.Range) != want {
						t.Fatalf("%s seed %d: range %s->%s is %d, the links count %d", profile, seed, from, to, r.Range, want)
					}
					if r.Range != battlemap.Unreachable {
						if got, book := m.Zones().Band(int(r.Range)), bandByTheBook(m, int(r.Range)); got != book {
							t.Fatalf("%s seed %d: range %d is %q, the table says %q", profile, seed, r.Range, got, book)
						}
					}
					_, inSight := seen[to]
					wantLOS := inSight && (s == d || !directlyVetoed(m, from, to))
					if r.LOS != wantLOS {
						t.Fatalf("%s seed %d: sight %s->%s is %v, want %v (a path without obscured borders: %v)", profile, seed, from, to, r.LOS, wantLOS, inSight)
					}
					wantMoves := battlemap.Unreachable
					if n, ok := moves[to]; ok {
						wantMoves = max(0, n-free)
					}
					if int(r.Moves) != wantMoves {
						t.Fatalf("%s seed %d: moves %s->%s are %d, want %d", profile, seed, from, to, r.Moves, wantMoves)
					}
					if r.Cover || r.MarksFromSource != 0 || r.MarksFromTarget != 0 {
						t.Fatalf("%s seed %d: %s->%s counts cover marks under a zones profile: %+v", profile, seed, from, to, r)
					}
					if inSight != (dist[to] >= 0 && ok) {
						obscured++ // a zone in range but out of sight by obscured borders alone
					}
				}
			}
		}
	}
	if obscured == 0 {
		t.Fatal("no random map put a zone in range but out of sight: the test proves nothing of obscured borders")
	}
}

// An obscured border made solid changes no range and no move, only sight.
func TestZonesProperty_AnObscuredBorderIsHonouredBySightAndNotByMovement(t *testing.T) {
	gained := 0
	for seed := uint64(1); seed <= 20; seed++ {
		m := enginetest.ZonesMap(seed, enginetest.Options{Areas: 40, LinksPerArea: 3}, battlemap.ProfileAlien)
		open := m.Clone()
		for i := range open.Links {
			if open.Links[i].Kind == battlemap.Obscured {
				open.Links[i].Kind = battlemap.Solid
			}
		}
		ter, openTer := compiled(t, m), compiled(t, open)
		for s := 0; s < ter.Len(); s += 3 {
			got, want := ter.From(s, battlemap.SightThreshold), openTer.From(s, battlemap.SightThreshold)
			for d := range got {
				if got[d].Range != want[d].Range || got[d].Moves != want[d].Moves {
					t.Fatalf("seed %d %s->%s: obscured range %d moves %d, solid range %d moves %d",
						seed, ter.IDs[s], ter.IDs[d], got[d].Range, got[d].Moves, want[d].Range, want[d].Moves)
				}
				if got[d].LOS && !want[d].LOS {
					t.Fatalf("seed %d %s->%s: seen across obscured borders but not across solid links", seed, ter.IDs[s], ter.IDs[d])
				}
				if want[d].LOS && !got[d].LOS {
					gained++
				}
			}
		}
	}
	if gained == 0 {
		t.Fatal("no obscured border ever hid a zone: the test proves nothing")
	}
}

// Without obscured borders a zones profile counts exactly the Unhex range.
func TestZonesProperty_WithoutObscuredBordersTheRangeIsTheUnhexRange(t *testing.T) {
	for _, profile := range battlemap.ProfileIDs() {
		for seed := uint64(1); seed <= 10; seed++ {
			unhex := enginetest.Map(seed, enginetest.Options{Areas: 40, LinksPerArea: 3})
			zones := unhex.Clone()
			zones.Profile = profile
			if profile == battlemap.ProfileCustom {
				zones.Bands = []battlemap.Band{{Name: "Here", From: 0}}
			}
			a, b := compiled(t, unhex), compiled(t, zones)
			for s := 0; s < a.Len(); s += 5 {
				ra, rb := a.From(s, battlemap.SightThreshold), b.From(s, battlemap.SightThreshold)
				for d := range ra {
					if ra[d].Range != rb[d].Range {
						t.Fatalf("%s seed %d %s->%s: Unhex range %d, zones range %d", profile, seed, a.IDs[s], a.IDs[d], ra[d].Range, rb[d].Range)
					}
				}
			}
		}
	}
}

// Every verdict and trait note under every profile reads in the app's one
// style of words (enginetest.WordingFaults).
func TestZonesProperty_EveryVerdictIsWordedAsTheAppWordsItsLines(t *testing.T) {
	for _, profile := range battlemap.ProfileIDs() {
		for seed := uint64(1); seed <= 4; seed++ {
			ter := compiled(t, enginetest.ZonesMap(seed, enginetest.Options{Areas: 16, LinksPerArea: 3}, profile))
			for _, s := range ter.IDs {
				for _, d := range ter.IDs {
					ex, err := ter.Explain(s, d, battlemap.SightThreshold)
					if err != nil {
						t.Fatal(err)
					}
					for _, line := range append([]string{ex.Verdict}, ex.TraitNotes...) {
						if f := enginetest.WordingFaults(line); f != nil {
							t.Fatalf("%s %s->%s: %q: %v", profile, s, d, line, f)
						}
					}
				}
			}
		}
	}
}
