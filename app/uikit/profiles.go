package uikit

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// ProfileLine says in one line what a zones profile is: the games it is
// for and its range bands, read from the engine's table.
func ProfileLine(id battlemap.ProfileID, bands []battlemap.Band) string {
	var what string
	switch id {
	case battlemap.ProfileForbiddenLands:
		what = "Year Zero Engine, fantasy (Forbidden Lands and its kin)"
	case battlemap.ProfileAlien:
		what = "Year Zero Engine, science fiction (Alien and its kin)"
	case battlemap.Profile2d20:
		what = "Modiphius' 2d20 games (Fallout, Star Trek, Conan and more)"
	case battlemap.ProfileFate:
		return "Fate: a range is a count of zones, one zone of movement comes free, zones have aspects in free text"
	case battlemap.ProfileCustom:
		if len(bands) == 0 {
			return "Your own bands: you name each band and the links it starts at, in the map's settings"
		}
		return "Your own bands: " + BandSummary(bands)
	default:
		return "Unhex: ranges, sight, cover and the whole combat engine of the Unhex rules"
	}
	z, _ := battlemap.ProfileByID(id)
	return what + ": " + BandSummary(z.Bands)
}

// BandSummary says a band table as its ranges: "Near 0, Short 1, Long
// 2–4, Distant 5+" (in links, 0 the same zone).
func BandSummary(bands []battlemap.Band) string {
	parts := make([]string, len(bands))
	for i, b := range bands {
		switch {
		case i == len(bands)-1:
			parts[i] = fmt.Sprintf("%s %d+", b.Name, b.From)
		case bands[i+1].From-1 == b.From:
			parts[i] = fmt.Sprintf("%s %d", b.Name, b.From)
		default:
			parts[i] = fmt.Sprintf("%s %d–%d", b.Name, b.From, bands[i+1].From-1)
		}
	}
	return strings.Join(parts, ", ") + " zones away"
}

// DefaultCustomBands is the table a new custom map starts with, for the
// GM to rename and recount.
func DefaultCustomBands() []battlemap.Band {
	return []battlemap.Band{{Name: "Here", From: 0}, {Name: "Near", From: 1}, {Name: "Far", From: 2}, {Name: "Out of reach", From: 4}}
}
