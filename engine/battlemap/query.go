package battlemap

// Sight thresholds: the number of cover marks on a shortest path that
// blocks line of sight.
const (
	SightThreshold         = 2
	SightThreshold2HRanged = 3
)

// Unreachable is the Range or Moves of an area that cannot be reached.
const Unreachable = -1

// Reach is what one area looks like from the query's source area.
type Reach struct {
	Range int32 // links on the shortest sight path, or Unreachable
	Moves int32 // fewest Move actions, or Unreachable
	LOS   bool  // line of sight, counted from both ends
	Cover bool  // a character here has cover against an attack from the source
	// MarksFromSource and MarksFromTarget are the largest mark counts over
	// every shortest path, leaving out the counting end's own marks.
	MarksFromSource int32
	MarksFromTarget int32
	Vetoed          bool // a blocked link joins the two areas
}

// From answers range, sight, cover and moves from area index src to every
// area, with the given sight threshold (SightThreshold or
// SightThreshold2HRanged). The work is two breadth-first searches; the
// marks are a longest-count pass folded into the first one, over the
// layers of the shortest-path DAG, so no path is ever enumerated.
func (t *Terrain) From(src int, threshold int) []Reach {
	out, _ := t.sweep(src, threshold)
	return out
}

// Row is From, remembered: the terrain works out each source and
// threshold once. The slice is shared; callers must not change it.
func (t *Terrain) Row(src int, threshold int) []Reach {
	slot := -1
	switch threshold {
	case SightThreshold:
		slot = 0
	case SightThreshold2HRanged:
		slot = 1
	}
	if slot < 0 || src < 0 || src >= len(t.IDs) || len(t.rows[slot]) != len(t.IDs) {
		return t.From(src, threshold)
	}
	if r := t.rows[slot][src].Load(); r != nil {
		return *r
	}
	r := t.From(src, threshold)
	t.rows[slot][src].Store(&r)
	return r
}

// sweep is From, also returning full[v]: the most marks on a shortest path
// src->v counting every mark, which Explain needs to retrace its steps.
func (t *Terrain) sweep(src int, threshold int) ([]Reach, []int32) {
	n := len(t.IDs)
	out := make([]Reach, n)
	if src < 0 || src >= n {
		return out, nil
	}
	full := make([]int32, n)
	queue := make([]int32, 0, n)
	for i := range out {
		out[i].Range = Unreachable
		out[i].Moves = Unreachable
	}
	s := int32(src)
	out[s].Range = 0
	queue = append(queue, s)
	off, to, nearM, farM := t.sightOff, t.sightTo, t.nearMarks, t.farMarks
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		next := out[v].Range + 1
		fromSv := out[v].MarksFromSource
		fullV := full[v]
		srcEnd := v == s
		for e := off[v]; e < off[v+1]; e++ {
			u := to[e]
			ru := &out[u]
			if ru.Range == Unreachable {
				ru.Range = next
				queue = append(queue, u)
			} else if ru.Range != next {
				continue
			}
			near, far := int32(nearM[e]), int32(farM[e])
			if near|far == 0 {
				// No marks on this link: every count carries over as it is.
				ru.MarksFromSource = max(ru.MarksFromSource, fromSv)
				full[u] = max(full[u], fullV)
				ru.MarksFromTarget = max(ru.MarksFromTarget, fullV)
				continue
			}
			fromS := fromSv + far
			if !srcEnd {
				fromS += near
			}
			ru.MarksFromSource = max(ru.MarksFromSource, fromS)
			full[u] = max(full[u], fullV+near+far)
			ru.MarksFromTarget = max(ru.MarksFromTarget, fullV+near)
			ru.Cover = ru.Cover || far > 0
		}
	}
	for e := t.vetoOff[s]; e < t.vetoOff[s+1]; e++ {
		out[t.vetoTo[e]].Vetoed = true
	}
	thr := int32(threshold)
	for i := range out {
		r := &out[i]
		r.LOS = r.Range != Unreachable && !r.Vetoed && r.MarksFromSource < thr && r.MarksFromTarget < thr
	}
	out[s] = Reach{Range: 0, LOS: true, Moves: 0}
	if t.blind != nil {
		t.sightBeyondObscured(s, out, queue[:0])
	}
	t.moves(s, out, queue[:0])
	if t.zones != nil && t.zones.FreeZones > 0 {
		for i := range out {
			if out[i].Moves != Unreachable {
				out[i].Moves = max(0, out[i].Moves-int32(t.zones.FreeZones))
			}
		}
	}
	return out, full
}

// sightBeyondObscured takes line of sight away from every area that no
// path of links carrying sight reaches: under a zones profile, sight
// crosses no obscured border, though the range counts across them.
func (t *Terrain) sightBeyondObscured(s int32, out []Reach, queue []int32) {
	seen := make([]bool, len(out))
	seen[s] = true
	queue = append(queue, s)
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for e := t.sightOff[v]; e < t.sightOff[v+1]; e++ {
			if u := t.sightTo[e]; !t.blind[e] && !seen[u] {
				seen[u] = true
				queue = append(queue, u)
			}
		}
	}
	for i := range out {
		out[i].LOS = out[i].LOS && seen[i]
	}
}

// moves fills in the fewest Moves from s over the movement graph.
func (t *Terrain) moves(s int32, out []Reach, queue []int32) {
	out[s].Moves = 0
	queue = append(queue, s)
	off, to := t.moveOff, t.moveTo
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		next := out[v].Moves + 1
		for e := off[v]; e < off[v+1]; e++ {
			if u := to[e]; out[u].Moves == Unreachable {
				out[u].Moves = next
				queue = append(queue, u)
			}
		}
	}
}

// Intercept answers range and sight from an interceptor in area src to a
// character moving between areas a and b: the smaller of the two ranges,
// and sight to either area. Cover never applies to an intercept.
func Intercept(fromSrc []Reach, a, b int) (rng int32, los bool) {
	ra, rb := fromSrc[a], fromSrc[b]
	rng = ra.Range
	if rng == Unreachable || (rb.Range != Unreachable && rb.Range < rng) {
		rng = rb.Range
	}
	return rng, ra.LOS || rb.LOS
}
