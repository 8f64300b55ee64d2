package combat

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// terrains are the combat's map compiled under each overlay its states
// have met (each arrangement of doors, demolished areas and covering
// effects), shared by every copy of the combat and so by every fight
// played from it. A simulated fight weighs a door by playing it on a
// copy, and each copy compiled the map's sight again for the door's new
// state; the doors of a map take few states, so each is compiled once.
// A terrain never changes once compiled (battlemap.Terrain), so sharing
// one gives the same answers as compiling it again.
type terrains struct {
	mu sync.Mutex
	by map[string]*battlemap.Terrain
}

// maxTerrains bounds what terrains keep: past it, a new overlay's
// terrain is compiled for the state that asks and not kept.
const maxTerrains = 256

// compiled is the map compiled under overlay ov: the one kept for an
// equal overlay, else compiled now (and kept while there is room).
func (k *terrains) compiled(m *battlemap.Map, ov *battlemap.Overlay) (*battlemap.Terrain, error) {
	if k == nil {
		return battlemap.Compile(m, ov)
	}
	key := overlayKey(ov)
	k.mu.Lock()
	t := k.by[key]
	k.mu.Unlock()
	if t != nil {
		return t, nil
	}
	t, err := battlemap.Compile(m, ov)
	if err != nil {
		return nil, err
	}
	k.mu.Lock()
	if k.by == nil {
		k.by = map[string]*battlemap.Terrain{}
	}
	if kept := k.by[key]; kept != nil {
		t = kept // another fight compiled it meanwhile: the same terrain
	} else if len(k.by) < maxTerrains {
		k.by[key] = t
	}
	k.mu.Unlock()
	return t, nil
}

// overlayKey writes ov out in one order: equal overlays, equal keys.
func overlayKey(ov *battlemap.Overlay) string {
	var b strings.Builder
	links := make([]int, 0, len(ov.Doors))
	for li := range ov.Doors {
		links = append(links, li)
	}
	slices.Sort(links)
	for _, li := range links {
		b.WriteString(strconv.Itoa(li))
		b.WriteByte('=')
		b.WriteString(string(ov.Doors[li]))
		b.WriteByte(';')
	}
	areas := make([]battlemap.AreaID, 0, len(ov.Marks))
	for a := range ov.Marks {
		areas = append(areas, a)
	}
	slices.Sort(areas)
	for _, a := range areas {
		am := ov.Marks[a]
		b.WriteByte('|')
		b.WriteString(strconv.Quote(string(a)))
		b.WriteString(strconv.FormatBool(am.Demolished))
		b.WriteString(strconv.FormatBool(am.AllCovered))
		b.WriteString(strconv.Itoa(am.Extra))
	}
	return b.String()
}
