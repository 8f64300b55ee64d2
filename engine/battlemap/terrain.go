package battlemap

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

// AreaMarks changes the cover marks at one area's end of every link into it,
// for the length of a combat. It is how AoE Cover, Demolish and Stealth
// reach the map rules without touching the saved map.
type AreaMarks struct {
	Demolished bool // map marks at this end are gone
	AllCovered bool // every link into the area is marked at this end
	Extra      int  // marks added on top (Stealth)
}

// Overlay holds a combat's changes to the map. The zero value changes nothing.
type Overlay struct {
	Doors map[int]Door         // link index -> door state during combat
	Marks map[AreaID]AreaMarks // per-area mark changes
}

// Terrain is a map compiled for fast queries: the sight graph and the
// movement graph as flat adjacency arrays over area indices.
// Build it once per map (or overlay) and query it many times.
type Terrain struct {
	IDs   []AreaID
	Names []string
	index map[AreaID]int32

	// Sight graph, both directions per link: for edge e out of node v,
	// sightTo[e] is the neighbour, nearMarks[e] the marks at v's end and
	// farMarks[e] the marks at the neighbour's end.
	sightOff  []int32
	sightTo   []int32
	sightLink []int32
	nearMarks []uint8
	farMarks  []uint8

	// Movement graph, directed.
	moveOff  []int32
	moveTo   []int32
	moveLink []int32

	// Blocked links (and a zones map's obscured ones): pairs whose sight
	// is vetoed.
	vetoOff []int32
	vetoTo  []int32

	// zones is the map's zones profile, nil on an Unhex map. Under one,
	// cover marks play no part and an obscured link is an edge of the
	// sight graph that carries distance but not sight: blind[e] marks it
	// (nil when the map has none, so the range is the Unhex range).
	zones  *Profile
	blind  []bool
	traits [][]string // each area's traits, under a zones profile

	// rows remembers From's answers at the two sight thresholds, per
	// source area, for Row. A terrain never changes once compiled, so an
	// answer never goes stale; several goroutines may fill it at once and
	// would store equal answers.
	rows [2][]atomic.Pointer[[]Reach]
}

// rowCacheAreas bounds Row's memory: a full cache holds areas² answers,
// so above this size (about 16 MB a threshold at most) Row just asks From.
const rowCacheAreas = 1000

// scannedAreas is the most areas Index searches in order.
const scannedAreas = 16

// Len is the number of areas.
func (t *Terrain) Len() int { return len(t.IDs) }

// Index returns the area index of id, or -1. A map of a few areas is
// searched in order, which is faster than hashing the name; the ids are
// unique (the map is valid), so both ways give the same index.
func (t *Terrain) Index(id AreaID) int {
	if len(t.IDs) <= scannedAreas {
		// First by the text's address alone: an area named by the map's
		// own id (a combat's characters stand in them, and its moves go
		// to them) is found without comparing a byte.
		p := unsafe.StringData(string(id))
		for i, a := range t.IDs {
			if unsafe.StringData(string(a)) == p && len(a) == len(id) {
				return i
			}
		}
		for i, a := range t.IDs {
			if a == id {
				return i
			}
		}
		return -1
	}
	if i, ok := t.index[id]; ok {
		return int(i)
	}
	return -1
}

// Compile builds the terrain of m under the combat overlay ov (which may be
// nil). m must be valid; a link to an unknown area is an error.
func Compile(m *Map, ov *Overlay) (*Terrain, error) {
	n := len(m.Areas)
	t := &Terrain{
		IDs:   make([]AreaID, n),
		Names: make([]string, n),
		index: make(map[AreaID]int32, n),
	}
	if n <= rowCacheAreas {
		t.rows[0] = make([]atomic.Pointer[[]Reach], n)
		t.rows[1] = make([]atomic.Pointer[[]Reach], n)
	}
	t.zones = m.Zones()
	if t.zones != nil {
		t.traits = make([][]string, n)
	}
	for i, a := range m.Areas {
		if t.traits != nil {
			t.traits[i] = a.Traits
		}
		t.IDs[i] = a.ID
		t.Names[i] = a.Name
		t.index[a.ID] = int32(i)
	}
	type end struct{ a, b int32 }
	ends := make([]end, len(m.Links))
	sightDeg := make([]int32, n+1)
	moveDeg := make([]int32, n+1)
	vetoDeg := make([]int32, n+1)
	for li, l := range m.Links {
		a, okA := t.index[l.A]
		b, okB := t.index[l.B]
		if !okA || !okB {
			return nil, fmt.Errorf("link %d (%s-%s) points at a missing area", li, l.A, l.B)
		}
		ends[li] = end{a, b}
		switch {
		case l.Kind == Blocked:
			vetoDeg[a]++
			vetoDeg[b]++
		case doorState(l, li, ov) == DoorClosed:
			// A closed door stops both sight and movement.
		default:
			if l.Kind == Obscured {
				vetoDeg[a]++
				vetoDeg[b]++
			}
			sightDeg[a]++
			sightDeg[b]++
			if passage(l.Kind) {
				moveDeg[a]++
				if !l.OneWay {
					moveDeg[b]++
				}
			}
		}
	}
	t.sightOff = prefixSums(sightDeg)
	t.moveOff = prefixSums(moveDeg)
	t.vetoOff = prefixSums(vetoDeg)
	t.sightTo = make([]int32, t.sightOff[n])
	t.sightLink = make([]int32, t.sightOff[n])
	t.nearMarks = make([]uint8, t.sightOff[n])
	t.farMarks = make([]uint8, t.sightOff[n])
	t.moveTo = make([]int32, t.moveOff[n])
	t.moveLink = make([]int32, t.moveOff[n])
	t.vetoTo = make([]int32, t.vetoOff[n])
	if hasObscured(m) { // a zones map's (validation refuses one elsewhere)
		t.blind = make([]bool, t.sightOff[n])
	}
	sightPos := append([]int32(nil), t.sightOff[:n]...)
	movePos := append([]int32(nil), t.moveOff[:n]...)
	vetoPos := append([]int32(nil), t.vetoOff[:n]...)
	for li, l := range m.Links {
		a, b := ends[li].a, ends[li].b
		switch {
		case l.Kind == Blocked:
			t.vetoTo[vetoPos[a]] = b
			vetoPos[a]++
			t.vetoTo[vetoPos[b]] = a
			vetoPos[b]++
		case doorState(l, li, ov) == DoorClosed:
		default:
			var ma, mb uint8
			if t.zones == nil { // cover marks are Unhex's alone
				ma = marksAt(l.CoverA, l.A, ov)
				mb = marksAt(l.CoverB, l.B, ov)
			}
			if l.Kind == Obscured {
				t.vetoTo[vetoPos[a]] = b
				vetoPos[a]++
				t.vetoTo[vetoPos[b]] = a
				vetoPos[b]++
				t.blind[sightPos[a]], t.blind[sightPos[b]] = true, true
			}
			e := sightPos[a]
			t.sightTo[e], t.sightLink[e], t.nearMarks[e], t.farMarks[e] = b, int32(li), ma, mb
			sightPos[a]++
			e = sightPos[b]
			t.sightTo[e], t.sightLink[e], t.nearMarks[e], t.farMarks[e] = a, int32(li), mb, ma
			sightPos[b]++
			if passage(l.Kind) {
				t.moveTo[movePos[a]], t.moveLink[movePos[a]] = b, int32(li)
				movePos[a]++
				if !l.OneWay {
					t.moveTo[movePos[b]], t.moveLink[movePos[b]] = a, int32(li)
					movePos[b]++
				}
			}
		}
	}
	return t, nil
}

// passage reports whether a link of kind k lets a character move along it:
// a solid link, or a zones map's obscured border.
func passage(k LinkKind) bool { return k == Solid || k == Obscured }

func hasObscured(m *Map) bool {
	for _, l := range m.Links {
		if l.Kind == Obscured {
			return true
		}
	}
	return false
}

func doorState(l Link, li int, ov *Overlay) Door {
	if ov != nil && l.Door != NoDoor {
		if d, ok := ov.Doors[li]; ok {
			return d
		}
	}
	return l.Door
}

// marksAt is the number of cover marks at one end of a link, after the
// combat overlay has had its say.
func marksAt(mapMark bool, at AreaID, ov *Overlay) uint8 {
	n := 0
	if mapMark {
		n = 1
	}
	if ov == nil {
		return uint8(n)
	}
	am, ok := ov.Marks[at]
	if !ok {
		return uint8(n)
	}
	if am.Demolished {
		n = 0
	}
	if am.AllCovered && n == 0 {
		n = 1
	}
	n += am.Extra
	if n > 255 {
		n = 255
	}
	if n < 0 {
		n = 0
	}
	return uint8(n)
}

func prefixSums(deg []int32) []int32 {
	off := make([]int32, len(deg))
	var sum int32
	for i := 0; i < len(deg)-1; i++ {
		off[i] = sum
		sum += deg[i]
	}
	off[len(deg)-1] = sum
	return off
}
