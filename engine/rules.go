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

// UnhexCombat refuses, naming the profile, what only an Unhex map plays:
// character sheets, the combat tracker, the assistant and the simulator.
// It is nil on an Unhex map.
func (d *Document) UnhexCombat() error {
	if z := d.Map.Zones(); z != nil {
		return &ZonesMapError{Profile: z}
	}
	return nil
}

// ZonesMapError says a map plays a zones profile, which turns the Unhex
// combat engine off.
type ZonesMapError struct{ Profile *battlemap.Profile }

func (e *ZonesMapError) Error() string {
	return fmt.Sprintf("this map plays the zones profile %s (%s), which has no Unhex combat: no character sheets, combat tracker, assistant or simulator", e.Profile.Name, e.Profile.ID)
}

// RulesLabel names what a document plays for people: an Unhex edition's
// label, or the zones profile's name.
func (d *Document) RulesLabel() string {
	if z := d.Map.Zones(); z != nil {
		return z.Name + " (zones)"
	}
	return d.Rules.Label()
}
