package enginetest

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Fog hides m's right-most area (so hiding it would shrink the bounds)
// and one link between two shown areas, and returns the map with those
// simply removed: what the players must get. The board's and the print's
// fog tests share it.
func Fog(t testing.TB, m *battlemap.Map) battlemap.Map {
	t.Helper()
	far := 0
	for i, a := range m.Areas {
		if a.X > m.Areas[far].X {
			far = i
		}
	}
	gone := m.Areas[far].ID
	m.Areas[far].Hidden = true
	secret := -1
	for i, l := range m.Links {
		if l.A != gone && l.B != gone {
			m.Links[i].Hidden = true
			secret = i
			break
		}
	}
	if secret < 0 {
		t.Fatal("no link away from the hidden area")
	}
	without := battlemap.Map{Title: m.Title}
	for _, a := range m.Areas {
		if a.ID != gone {
			without.Areas = append(without.Areas, a)
		}
	}
	for i, l := range m.Links {
		if i != secret && l.A != gone && l.B != gone {
			without.Links = append(without.Links, l)
		}
	}
	return without
}
