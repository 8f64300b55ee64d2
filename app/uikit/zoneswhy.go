package uikit

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// zonesHead is ExplanationHead under a zones profile: which zones, the
// engine's verdict in the profile's words (band, sight, moves), then
// what each trait of the zones on the way does. Cover marks play no part
// there, so no marks are counted.
func zonesHead(m *battlemap.Map, ex *battlemap.Explanation) string {
	text := fmt.Sprintf("%s → %s\n%s.", AreaName(m, ex.From), AreaName(m, ex.To), Capitalise(ex.Verdict))
	for _, n := range ex.TraitNotes {
		text += "\n• " + Capitalise(n) + "."
	}
	return text
}
