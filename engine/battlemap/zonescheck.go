package battlemap

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/words"
)

// Warning kinds Check reports of a zones map only.
const (
	WarnUnhexMarks   = "unhex-cover-marks"
	WarnUnhexHazards = "unhex-hazards"
)

// passageWords names the links a character moves along, for a message.
func passageWords(m *Map) string {
	if m.Zones() != nil {
		return "solid or obscured link"
	}
	return "solid link"
}

// zonesWarnings are Check's warnings of a zones map: what the map keeps
// from Unhex that plays no part under its profile.
func zonesWarnings(m *Map) []Warning {
	z := m.Zones()
	if z == nil {
		return nil
	}
	var out []Warning
	var marked []int
	for i, l := range m.Links {
		if l.CoverA || l.CoverB {
			marked = append(marked, i)
		}
	}
	if len(marked) > 0 {
		out = append(out, Warning{Kind: WarnUnhexMarks, Links: marked,
			Message: fmt.Sprintf("%s %s cover marks, which play no part under %s (a zone's cover is a trait where the profile has one)",
				words.Count(len(marked), "link"), haveOrHas(len(marked)), z.Name)})
	}
	var hazardous []AreaID
	for _, a := range m.Areas {
		if len(a.Hazards) > 0 {
			hazardous = append(hazardous, a.ID)
		}
	}
	if len(hazardous) > 0 {
		out = append(out, Warning{Kind: WarnUnhexHazards, Areas: hazardous,
			Message: fmt.Sprintf("%s %s Unhex hazards, which play no part under %s (a zone's hazard is a trait where the profile has one)",
				words.Count(len(hazardous), "area"), haveOrHas(len(hazardous)), z.Name)})
	}
	return out
}

func haveOrHas(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}
