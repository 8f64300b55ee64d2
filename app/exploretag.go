package app

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// exploreTag is the tag Explore mode puts over a zone in range: the range
// and, on an Unhex map, cover; on a zones map the profile's band first
// ("Long · range 3"), as Play tags each zone.
func exploreTag(m *battlemap.Map, r battlemap.Reach) string {
	if z := m.Zones(); z != nil {
		return fmt.Sprintf("%s · range %d", z.Band(int(r.Range)), r.Range)
	}
	tag := fmt.Sprintf("range %d", r.Range)
	if r.Cover {
		tag += " · cover"
	}
	return tag
}
