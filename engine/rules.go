package engine

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// ParseRules reads a "rules" value, the file's or a command's: an Unhex
// edition (empty is the latest) or a zones profile id. An unknown value
// is refused with every valid one.
func ParseRules(s string) (sheet.Edition, battlemap.ProfileID, error) {
	if battlemap.IsProfile(s) {
		return "", battlemap.ProfileID(s), nil
	}
	e, err := sheet.ParseEdition(s)
	if err != nil && !known(s) {
		return "", "", unknownRules(s)
	}
	return e, "", err
}

// splitRules sorts the file's "rules" into the edition and the zones
// profile; what is neither stays in the edition for Validate to name.
func splitRules(s string) (sheet.Edition, battlemap.ProfileID) {
	if battlemap.IsProfile(s) {
		return "", battlemap.ProfileID(s)
	}
	return sheet.Edition(s), ""
}

func known(s string) bool {
	for _, e := range sheet.Editions() {
		if string(e) == s {
			return true
		}
	}
	return false
}

func unknownRules(s string) error {
	editions := make([]string, 0, len(sheet.Editions()))
	for _, e := range sheet.Editions() {
		editions = append(editions, string(e))
	}
	profiles := make([]string, 0, len(battlemap.ProfileIDs()))
	for _, id := range battlemap.ProfileIDs() {
		profiles = append(profiles, string(id))
	}
	return fmt.Errorf("unknown rules %s (Unhex editions: %s; zones profiles: %s)", quote.Q(s), strings.Join(editions, ", "), strings.Join(profiles, ", "))
}

// MapUnder is the document's map read under other rules, for a question
// asked of it (`query --rules`): an Unhex edition or a zones profile id,
// empty for the map's own. The copy shares the map's areas and links, to
// be read, not changed. A map with obscured borders has no Unhex reading,
// and the custom profile needs the map's own band table.
func (d *Document) MapUnder(rules string) (*battlemap.Map, error) {
	m := d.Map
	if rules == "" {
		return &m, nil
	}
	_, profile, err := ParseRules(rules)
	if err != nil {
		return nil, err
	}
	if profile == battlemap.ProfileCustom && m.Bands == nil {
		return nil, fmt.Errorf("the custom profile reads the map's own band table, and this map has none")
	}
	if profile == "" {
		for i, l := range m.Links {
			if l.Kind == battlemap.Obscured {
				return nil, fmt.Errorf("link %d (%s-%s) is an obscured border, which Unhex does not have; ask under a zones profile", i+1, quote.S(l.A), quote.S(l.B))
			}
		}
	}
	if profile != battlemap.ProfileCustom {
		m.Bands = nil
	}
	m.Profile = profile
	return &m, nil
}
