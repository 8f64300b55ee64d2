package battlemap_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func compiled(t testing.TB, m *battlemap.Map) *battlemap.Terrain {
	t.Helper()
	if err := battlemap.Validate(m); err != nil {
		t.Fatalf("generated map is invalid: %v", err)
	}
	ter, err := battlemap.Compile(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ter
}

func allPairs(ter *battlemap.Terrain, threshold int) [][]battlemap.Reach {
	out := make([][]battlemap.Reach, ter.Len())
	for i := range out {
		out[i] = ter.From(i, threshold)
	}
	return out
}

func TestProperty_SightIsSymmetric(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		ter := compiled(t, enginetest.Map(seed, enginetest.Options{Areas: 40, LinksPerArea: 3}))
		for _, thr := range []int{battlemap.SightThreshold, battlemap.SightThreshold2HRanged} {
			all := allPairs(ter, thr)
			for s := range all {
				for d := range all {
					if all[s][d].LOS != all[d][s].LOS {
						t.Fatalf("seed %d threshold %d: sight %s->%s is %v but %s->%s is %v",
							seed, thr, ter.IDs[s], ter.IDs[d], all[s][d].LOS, ter.IDs[d], ter.IDs[s], all[d][s].LOS)
					}
				}
			}
		}
	}
}

// referenceRanges is an independent BFS over the map itself, not the
// compiled terrain: solid and dashed links, no closed doors.
func referenceRanges(m *battlemap.Map, from battlemap.AreaID) map[battlemap.AreaID]int {
	dist := map[battlemap.AreaID]int{from: 0}
	frontier := []battlemap.AreaID{from}
	for len(frontier) > 0 {
		var next []battlemap.AreaID
		for _, v := range frontier {
			for _, l := range m.Links {
				if l.Kind == battlemap.Blocked || l.Door == battlemap.DoorClosed || (l.A != v && l.B != v) {
					continue
				}
				u := l.Other(v)
				if _, ok := dist[u]; !ok {
					dist[u] = dist[v] + 1
					next = append(next, u)
				}
			}
		}
		frontier = next
	}
	return dist
}

func TestProperty_RangeEqualsBFSDistance(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		m := enginetest.Map(seed, enginetest.Options{Areas: 60, LinksPerArea: 3})
		ter := compiled(t, m)
		for s := 0; s < ter.Len(); s += 7 {
			want := referenceRanges(m, ter.IDs[s])
			for d, r := range ter.From(s, battlemap.SightThreshold) {
				w, ok := want[ter.IDs[d]]
				if !ok {
					w = battlemap.Unreachable
				}
				if int(r.Range) != w {
					t.Fatalf("seed %d: range %s->%s = %d, want %d", seed, ter.IDs[s], ter.IDs[d], r.Range, w)
				}
			}
		}
	}
}

func TestProperty_CoverIsFalseWithinAnArea(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		ter := compiled(t, enginetest.Map(seed, enginetest.Options{Areas: 50, LinksPerArea: 3}))
		for s := 0; s < ter.Len(); s++ {
			r := ter.From(s, battlemap.SightThreshold)[s]
			if r.Cover || !r.LOS || r.Range != 0 || r.Moves != 0 {
				t.Fatalf("seed %d: within %s got %+v, want range 0, moves 0, sight, no cover", seed, ter.IDs[s], r)
			}
		}
	}
}

func TestProperty_MovesAreNeverFewerThanRange(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		ter := compiled(t, enginetest.Map(seed, enginetest.Options{Areas: 60, LinksPerArea: 3}))
		for s := 0; s < ter.Len(); s++ {
			for d, r := range ter.From(s, battlemap.SightThreshold) {
				if r.Moves == battlemap.Unreachable {
					continue
				}
				if r.Range == battlemap.Unreachable || r.Moves < r.Range {
					t.Fatalf("seed %d: %s->%s moves %d < range %d", seed, ter.IDs[s], ter.IDs[d], r.Moves, r.Range)
				}
			}
		}
	}
}

func TestProperty_MovesEqualRangeWhenEveryLinkIsSolidAndTwoWay(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		ter := compiled(t, enginetest.Map(seed, enginetest.Options{Areas: 60, LinksPerArea: 3, Plain: true}))
		for s := 0; s < ter.Len(); s++ {
			for d, r := range ter.From(s, battlemap.SightThreshold) {
				if r.Moves != r.Range {
					t.Fatalf("seed %d: %s->%s moves %d != range %d on a plain map", seed, ter.IDs[s], ter.IDs[d], r.Moves, r.Range)
				}
			}
		}
	}
}

// bruteAnswer is what bruteForce finds.
type bruteAnswer struct {
	fromSource, fromTarget int
	cover                  bool
}

// bruteForce enumerates every shortest sight path on a small map and counts
// marks the slow, obvious way, to check the layered pass against.
func bruteForce(m *battlemap.Map, s, d battlemap.AreaID, dist map[battlemap.AreaID]int) bruteAnswer {
	var ans bruteAnswer
	var walk func(path []battlemap.AreaID, links []battlemap.Link)
	walk = func(path []battlemap.AreaID, links []battlemap.Link) {
		v := path[len(path)-1]
		if v == d {
			fs, ft := 0, 0
			for i, l := range links {
				near, far := path[i], path[i+1]
				if l.CoverAt(near) && near != s {
					fs++
				}
				if l.CoverAt(far) {
					fs++
				}
				if l.CoverAt(near) {
					ft++
				}
				if l.CoverAt(far) && far != d {
					ft++
				}
			}
			ans.fromSource = max(ans.fromSource, fs)
			ans.fromTarget = max(ans.fromTarget, ft)
			if links[len(links)-1].CoverAt(d) {
				ans.cover = true
			}
			return
		}
		for _, l := range m.Links {
			if l.Kind == battlemap.Blocked || l.Door == battlemap.DoorClosed || (l.A != v && l.B != v) {
				continue
			}
			u := l.Other(v)
			if du, ok := dist[u]; ok && du == dist[v]+1 {
				walk(append(path, u), append(links, l))
			}
		}
	}
	walk([]battlemap.AreaID{s}, nil)
	return ans
}

func TestProperty_MarkCountsMatchEveryShortestPath(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		m := enginetest.Map(seed, enginetest.Options{Areas: 16, LinksPerArea: 3.5})
		ter := compiled(t, m)
		for s := 0; s < ter.Len(); s++ {
			dist := referenceRanges(m, ter.IDs[s])
			for d, r := range ter.From(s, battlemap.SightThreshold) {
				if d == s || r.Range == battlemap.Unreachable {
					continue
				}
				want := bruteForce(m, ter.IDs[s], ter.IDs[d], dist)
				if int(r.MarksFromSource) != want.fromSource || int(r.MarksFromTarget) != want.fromTarget || r.Cover != want.cover {
					t.Fatalf("seed %d %s->%s: got from-source %d from-target %d cover %v, brute force says %d %d %v",
						seed, ter.IDs[s], ter.IDs[d], r.MarksFromSource, r.MarksFromTarget, r.Cover,
						want.fromSource, want.fromTarget, want.cover)
				}
				vetoed := m.LinkBetween(ter.IDs[s], ter.IDs[d]) >= 0 && m.Links[m.LinkBetween(ter.IDs[s], ter.IDs[d])].Kind == battlemap.Blocked
				wantLOS := !vetoed && want.fromSource < 2 && want.fromTarget < 2
				if r.LOS != wantLOS {
					t.Fatalf("seed %d %s->%s: los %v, want %v", seed, ter.IDs[s], ter.IDs[d], r.LOS, wantLOS)
				}
			}
		}
	}
}

func TestProperty_ExplainAgreesWithQuery(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		m := enginetest.Map(seed, enginetest.Options{Areas: 30, LinksPerArea: 3})
		ter := compiled(t, m)
		for s := 0; s < ter.Len(); s += 3 {
			for d, r := range ter.From(s, battlemap.SightThreshold) {
				ex, err := ter.Explain(ter.IDs[s], ter.IDs[d], battlemap.SightThreshold)
				if err != nil {
					t.Fatal(err)
				}
				if ex.LOS != r.LOS || ex.Cover != r.Cover || ex.Range != int(r.Range) || ex.Moves != int(r.Moves) {
					t.Fatalf("seed %d %s->%s: explain %+v disagrees with query %+v", seed, ter.IDs[s], ter.IDs[d], ex, r)
				}
				if r.Range == battlemap.Unreachable || s == d {
					continue
				}
				if ex.WorstFromSource.FromSource != int(r.MarksFromSource) || ex.WorstFromTarget.FromTarget != int(r.MarksFromTarget) {
					t.Fatalf("seed %d %s->%s: worst paths count %d/%d, query says %d/%d", seed, ter.IDs[s], ter.IDs[d],
						ex.WorstFromSource.FromSource, ex.WorstFromTarget.FromTarget, r.MarksFromSource, r.MarksFromTarget)
				}
				for _, p := range ex.Paths {
					if len(p.Areas) != int(r.Range)+1 || p.FromSource > int(r.MarksFromSource) || p.FromTarget > int(r.MarksFromTarget) {
						t.Fatalf("seed %d: listed path %+v does not fit the query %+v", seed, p, r)
					}
				}
				if r.Cover && !ex.CoverPath.CoversTarget {
					t.Fatalf("seed %d: cover path %+v does not cover the target", seed, ex.CoverPath)
				}
				if (r.Moves == battlemap.Unreachable) != (ex.MovePath == nil) || (ex.MovePath != nil && len(ex.MovePath) != int(r.Moves)+1) {
					t.Fatalf("seed %d: move path %v does not fit %d moves", seed, ex.MovePath, r.Moves)
				}
			}
		}
	}
}
