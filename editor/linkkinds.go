package editor

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// checkKind refuses a link kind the map may not have, by the engine's one
// rule (LinkKindAllowed): an unknown word, or the obscured border on an
// Unhex map.
func checkKind(m *battlemap.Map, k battlemap.LinkKind) error {
	if k != battlemap.Obscured && !k.Valid() {
		return fmt.Errorf("%q is not a kind of link (use %s)", k, kindWords(m))
	}
	return m.LinkKindAllowed(k)
}

// canBeOneWay: a passage can be one-way; a link only seen across cannot.
func canBeOneWay(k battlemap.LinkKind) bool {
	return k == battlemap.Solid || k == battlemap.Obscured
}

// oneWayKinds names the kinds that can be one-way: "solid links", or
// singular "a solid link".
func oneWayKinds(m *battlemap.Map, singular bool) string {
	switch {
	case m.Zones() != nil && singular:
		return "a solid or obscured link"
	case m.Zones() != nil:
		return "solid and obscured links"
	case singular:
		return "a solid link"
	}
	return "solid links"
}

func kindWords(m *battlemap.Map) string {
	if m.Zones() != nil {
		return "solid, dashed, blocked or obscured"
	}
	return "solid, dashed or blocked"
}
