package battlemap

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/words"
)

// MaxExplainedPaths caps how many shortest paths Explain lists. The count
// of all shortest paths is still reported.
const MaxExplainedPaths = 12

// PathMark is one cover mark a path crosses: on link Link, at area At's end.
type PathMark struct {
	Link int    `json:"link"`
	At   AreaID `json:"at"`
}

// SightPath is one shortest sight path with the marks it crosses and the
// counts from each end (each leaving out that end's own marks).
type SightPath struct {
	Areas        []AreaID   `json:"areas"`
	Marks        []PathMark `json:"marks,omitempty"`
	FromSource   int        `json:"fromSource"`
	FromTarget   int        `json:"fromTarget"`
	CoversTarget bool       `json:"coversTarget"`
}

// Explanation says why one area can or cannot see, reach or hit another.
type Explanation struct {
	From, To        AreaID
	Range           int // Unreachable when no sight path exists
	Moves           int // Unreachable when no move path exists
	Threshold       int
	LOS             bool
	Cover           bool
	Vetoed          bool        // a blocked link joins the two areas
	PathCount       int64       // number of shortest sight paths (capped at 1e9)
	Paths           []SightPath // up to MaxExplainedPaths of them
	WorstFromSource *SightPath  // a path with the most marks counted from From
	WorstFromTarget *SightPath  // a path with the most marks counted from To
	CoverPath       *SightPath  // a path whose last link marks To's end
	MovePath        []AreaID    // one fewest-moves path
	MarksFromSource int
	MarksFromTarget int
	Verdict         string // one line a GM can read out
	// Under a zones profile: the band of the range, whether every
	// shortest path crosses an obscured border, and each trait of the
	// zones along the way with its effect in the profile's words.
	Band       string
	Obscured   bool
	TraitNotes []string
}

// Explain answers, for one pair of areas, the shortest paths and the mark
// counts behind the line-of-sight and cover verdicts.
func (t *Terrain) Explain(from, to AreaID, threshold int) (*Explanation, error) {
	s, d := t.Index(from), t.Index(to)
	if s < 0 {
		return nil, &UnknownAreaError{Key: string(from)}
	}
	if d < 0 {
		return nil, &UnknownAreaError{Key: string(to)}
	}
	reach, full := t.sweep(s, threshold)
	r := reach[d]
	ex := &Explanation{
		From: from, To: to, Threshold: threshold,
		Range: int(r.Range), Moves: int(r.Moves), LOS: r.LOS, Cover: r.Cover, Vetoed: r.Vetoed,
		MarksFromSource: int(r.MarksFromSource), MarksFromTarget: int(r.MarksFromTarget),
	}
	if s == d {
		ex.Paths = []SightPath{{Areas: []AreaID{from}}}
		ex.PathCount = 1
		ex.MovePath = []AreaID{from}
		ex.Verdict = "same area: range 0, line of sight, no cover"
		if t.zones != nil {
			t.explainZones(ex, s, d, reach)
		}
		return ex, nil
	}
	if r.Range != Unreachable {
		ex.PathCount = t.countPaths(s, d, reach)
		for _, p := range t.enumeratePaths(s, d, reach, MaxExplainedPaths) {
			ex.Paths = append(ex.Paths, t.describePath(p))
		}
		ex.WorstFromSource = t.pathPtr(t.worstFromSource(s, d, reach))
		ex.WorstFromTarget = t.pathPtr(t.worstFromTarget(s, d, reach, full))
		if r.Cover {
			ex.CoverPath = t.pathPtr(t.coverPath(s, d, reach))
		}
	}
	ex.MovePath = t.movePath(s, d)
	if t.zones != nil {
		t.explainZones(ex, s, d, reach)
		return ex, nil
	}
	ex.Verdict = t.verdict(ex)
	return ex, nil
}

func (t *Terrain) pathPtr(p []int32) *SightPath {
	sp := t.describePath(p)
	return &sp
}

// predecessors calls f for every sight edge into v from the layer before.
// The edge index e is taken from v's side: nearMarks[e] is v's end.
func (t *Terrain) predecessors(v int32, reach []Reach, f func(u int32, e int32) bool) {
	for e := t.sightOff[v]; e < t.sightOff[v+1]; e++ {
		u := t.sightTo[e]
		if reach[u].Range != Unreachable && reach[u].Range == reach[v].Range-1 {
			if !f(u, e) {
				return
			}
		}
	}
}

func (t *Terrain) countPaths(s, d int, reach []Reach) int64 {
	const limit = 1_000_000_000
	count := map[int32]int64{int32(s): 1}
	var walk func(v int32) int64
	// Depth is bounded by the range; memoised, so each ancestor is visited once.
	walk = func(v int32) int64 {
		if c, ok := count[v]; ok {
			return c
		}
		var c int64
		t.predecessors(v, reach, func(u, _ int32) bool {
			c += walk(u)
			if c > limit {
				c = limit
			}
			return true
		})
		count[v] = c
		return c
	}
	return walk(int32(d))
}

// enumeratePaths lists up to max shortest paths from s to d, s first.
func (t *Terrain) enumeratePaths(s, d int, reach []Reach, max int) [][]int32 {
	var out [][]int32
	stack := []int32{int32(d)}
	var walk func(v int32)
	walk = func(v int32) {
		if len(out) >= max {
			return
		}
		if v == int32(s) {
			p := make([]int32, len(stack))
			for i := range stack {
				p[i] = stack[len(stack)-1-i]
			}
			out = append(out, p)
			return
		}
		t.predecessors(v, reach, func(u, _ int32) bool {
			stack = append(stack, u)
			walk(u)
			stack = stack[:len(stack)-1]
			return len(out) < max
		})
	}
	walk(int32(d))
	return out
}

// worstFromSource retraces a path achieving reach[d].MarksFromSource.
func (t *Terrain) worstFromSource(s, d int, reach []Reach) []int32 {
	path := []int32{int32(d)}
	for v := int32(d); v != int32(s); {
		want := reach[v].MarksFromSource
		var next int32 = -1
		t.predecessors(v, reach, func(u, e int32) bool {
			got := reach[u].MarksFromSource + int32(t.nearMarks[e])
			if u != int32(s) {
				got += int32(t.farMarks[e])
			}
			if got == want {
				next = u
				return false
			}
			return true
		})
		v = next
		path = append(path, v)
	}
	return reversed(path)
}

// worstFromTarget retraces a path achieving reach[d].MarksFromTarget: the
// last link without d's own mark, then a path with the most marks.
func (t *Terrain) worstFromTarget(s, d int, reach []Reach, full []int32) []int32 {
	path := []int32{int32(d)}
	want := reach[d].MarksFromTarget
	var v int32 = -1
	t.predecessors(int32(d), reach, func(u, e int32) bool {
		if full[u]+int32(t.farMarks[e]) == want {
			v = u
			return false
		}
		return true
	})
	path = append(path, v)
	for v != int32(s) {
		wantV := full[v]
		var next int32 = -1
		t.predecessors(v, reach, func(u, e int32) bool {
			if full[u]+int32(t.nearMarks[e])+int32(t.farMarks[e]) == wantV {
				next = u
				return false
			}
			return true
		})
		v = next
		path = append(path, v)
	}
	return reversed(path)
}

// coverPath finds a shortest path whose last link is marked at d's end.
func (t *Terrain) coverPath(s, d int, reach []Reach) []int32 {
	var via int32 = -1
	t.predecessors(int32(d), reach, func(u, e int32) bool {
		if t.nearMarks[e] > 0 {
			via = u
			return false
		}
		return true
	})
	if via < 0 {
		return nil
	}
	path := []int32{int32(d), via}
	for v := via; v != int32(s); {
		t.predecessors(v, reach, func(u, _ int32) bool {
			v = u
			return false
		})
		path = append(path, v)
	}
	return reversed(path)
}

func (t *Terrain) movePath(s, d int) []AreaID {
	n := len(t.IDs)
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = -1
	}
	parent[s] = int32(s)
	queue := []int32{int32(s)}
	for head := 0; head < len(queue) && parent[d] < 0; head++ {
		v := queue[head]
		for e := t.moveOff[v]; e < t.moveOff[v+1]; e++ {
			if u := t.moveTo[e]; parent[u] < 0 {
				parent[u] = v
				queue = append(queue, u)
			}
		}
	}
	if parent[d] < 0 {
		return nil
	}
	var path []int32
	for v := int32(d); v != int32(s); v = parent[v] {
		path = append(path, v)
	}
	path = append(path, int32(s))
	return t.ids(reversed(path))
}

// describePath lists the marks a path crosses and counts them from each end.
func (t *Terrain) describePath(p []int32) SightPath {
	sp := SightPath{Areas: t.ids(p)}
	last := len(p) - 1
	for i := 0; i < last; i++ {
		v, u := p[i], p[i+1]
		e := t.edge(v, u)
		if e < 0 {
			continue
		}
		link := int(t.sightLink[e])
		for k := 0; k < int(t.nearMarks[e]); k++ {
			sp.Marks = append(sp.Marks, PathMark{Link: link, At: t.IDs[v]})
			if i != 0 {
				sp.FromSource++
			}
			sp.FromTarget++
		}
		for k := 0; k < int(t.farMarks[e]); k++ {
			sp.Marks = append(sp.Marks, PathMark{Link: link, At: t.IDs[u]})
			sp.FromSource++
			if i+1 != last {
				sp.FromTarget++
			} else {
				sp.CoversTarget = true
			}
		}
	}
	return sp
}

func (t *Terrain) edge(v, u int32) int32 {
	for e := t.sightOff[v]; e < t.sightOff[v+1]; e++ {
		if t.sightTo[e] == u {
			return e
		}
	}
	return -1
}

func (t *Terrain) ids(p []int32) []AreaID {
	out := make([]AreaID, len(p))
	for i, v := range p {
		out[i] = t.IDs[v]
	}
	return out
}

func (t *Terrain) names(p []AreaID) string {
	parts := make([]string, len(p))
	for i, id := range p {
		parts[i] = t.Names[t.Index(id)]
		if parts[i] == "" {
			parts[i] = string(id)
		}
	}
	return strings.Join(parts, " → ")
}

func (t *Terrain) verdict(ex *Explanation) string {
	switch {
	case ex.Range == Unreachable:
		return "out of range: no path of solid or dashed links joins these areas"
	case ex.Vetoed:
		return fmt.Sprintf("no line of sight: a blocked link joins them (range %d through other areas)", ex.Range)
	case !ex.LOS && ex.MarksFromSource >= ex.Threshold:
		return fmt.Sprintf("no line of sight: %s on the path %s", words.Count(ex.MarksFromSource, "cover mark"), t.names(ex.WorstFromSource.Areas))
	case !ex.LOS:
		return fmt.Sprintf("no line of sight: counted from the target's end, %s on the path %s", words.Count(ex.MarksFromTarget, "cover mark"), t.names(ex.WorstFromTarget.Areas))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "line of sight at range %d", ex.Range)
	if ex.Cover {
		fmt.Fprintf(&b, "; the target has cover (path %s)", t.names(ex.CoverPath.Areas))
	} else {
		b.WriteString("; no cover")
	}
	return b.String()
}

func reversed(p []int32) []int32 {
	for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
		p[i], p[j] = p[j], p[i]
	}
	return p
}
