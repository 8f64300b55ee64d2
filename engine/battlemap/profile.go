package battlemap

import (
	"fmt"
	"strconv"
	"strings"
)

// ProfileID names a zones rules profile: how a zone game other than Unhex
// reads the same map. The map's "rules" field holds either an Unhex
// edition or one of these; an empty ProfileID is an Unhex map.
type ProfileID string

const (
	ProfileForbiddenLands ProfileID = "yze-forbidden-lands"
	ProfileAlien          ProfileID = "yze-alien"
	Profile2d20           ProfileID = "2d20"
	ProfileFate           ProfileID = "fate"
	// ProfileCustom reads the bands from the map's own table (Map.Bands).
	ProfileCustom ProfileID = "custom"
)

// ProfileIDs lists every zones profile in the order pickers show them.
func ProfileIDs() []ProfileID {
	return []ProfileID{ProfileForbiddenLands, ProfileAlien, Profile2d20, ProfileFate, ProfileCustom}
}

// Band is one row of a band table: the band's name and the fewest links
// of range it starts at. A band reaches up to the next row's From less
// one; the last reaches every range beyond.
type Band struct {
	Name string `json:"name"`
	From int    `json:"from"`
}

// Limits of a custom band table and of zone traits.
const (
	MaxBands         = 12
	MaxBandNameLen   = 40
	MaxBandFrom      = 999
	MaxTraitsPerArea = 16
	MaxTraitLen      = 100
)

// Trait is one word of a profile's zone vocabulary, with its effect in
// play said in the app's own words.
type Trait struct {
	ID     string // as the file writes it
	Label  string // as the board and print show it
	Effect string // what it does in play, a clause a GM can read out
}

// Profile is a zones game's reading of a map: the names of its range
// bands, how far one move goes for free, which engaged band two tokens
// toggled engaged in one zone are at, and its zone traits.
type Profile struct {
	ID ProfileID
	// Name names the game for people: "Year Zero Engine: Forbidden Lands".
	Name string
	// Bands is the band table; nil counts zones instead (Fate).
	Bands []Band
	// Engaged is the band two tokens toggled engaged (sheet.Character's
	// Engaged) in the same zone are at, closer than Bands' first row;
	// empty where the game has none.
	Engaged string
	// FreeZones is how many zones a character moves without spending a
	// move (Fate's one zone with any action).
	FreeZones int
	// traits is the vocabulary; nil with freeTraits.
	traits []Trait
	// freeTraits: any short text is a trait (Fate's aspects, a GM's own).
	freeTraits bool
	// freeEffect is the effect said of a free-text trait.
	freeEffect string
}

var yearZeroTraits = []Trait{
	{ID: "cramped", Label: "cramped", Effect: "a tight space, where long weapons and bulky gear get in the way and few can fight side by side"},
	{ID: "rough", Label: "rough", Effect: "poor footing, so getting in or out may take a roll or more of a turn"},
	{ID: "open", Label: "open", Effect: "nothing to hide behind, so anyone here is easy to spot and to shoot at"},
	{ID: "dark", Label: "dark", Effect: "little light, so someone here may go unnoticed, and seeing or aiming into it may take a roll"},
}

var twoD20Traits = []Trait{
	{ID: "difficult-terrain", Label: "difficult terrain", Effect: "moving into or through this zone takes a test or extra movement"},
	{ID: "hazard", Label: "hazard", Effect: "something here can hurt whoever enters or stays, as the GM describes it"},
	{ID: "cover", Label: "cover", Effect: "something to hide behind, so a character here can take cover against attacks"},
}

var presets = []*Profile{
	{ID: ProfileForbiddenLands, Name: "Year Zero Engine: Forbidden Lands",
		Bands:   []Band{{"Near", 0}, {"Short", 1}, {"Long", 2}, {"Distant", 5}},
		Engaged: "Arm's length", traits: yearZeroTraits},
	{ID: ProfileAlien, Name: "Year Zero Engine: Alien",
		Bands:   []Band{{"Short", 0}, {"Medium", 1}, {"Long", 2}, {"Extreme", 5}},
		Engaged: "Engaged", traits: yearZeroTraits},
	{ID: Profile2d20, Name: "2d20",
		Bands:   []Band{{"Close", 0}, {"Medium", 1}, {"Long", 2}, {"Extreme", 3}},
		Engaged: "Reach", traits: twoD20Traits},
	{ID: ProfileFate, Name: "Fate", FreeZones: 1, freeTraits: true,
		freeEffect: "an aspect of the zone, which anyone may invoke for a bonus and the GM may compel"},
}

// ProfileByID returns the preset of a zones profile id. The custom
// profile has no preset: its bands are the map's, see (*Map).Zones.
func ProfileByID(id ProfileID) (*Profile, bool) {
	for _, p := range presets {
		if p.ID == id {
			return p, true
		}
	}
	return nil, false
}

// IsProfile reports whether s names a zones profile.
func IsProfile(s string) bool {
	for _, id := range ProfileIDs() {
		if string(id) == s {
			return true
		}
	}
	return false
}

// CustomProfile is the custom profile over a map's own band table.
func CustomProfile(bands []Band) *Profile {
	return &Profile{ID: ProfileCustom, Name: "Custom bands", Bands: bands, Engaged: "Engaged", freeTraits: true,
		freeEffect: "a trait of the GM's own, whose effect is the GM's call"}
}

// Zones returns the zones profile the map plays, or nil for an Unhex map
// (or a profile id no one knows, which validation refuses).
func (m *Map) Zones() *Profile {
	switch m.Profile {
	case "":
		return nil
	case ProfileCustom:
		return CustomProfile(m.Bands)
	}
	p, _ := ProfileByID(m.Profile)
	return p
}

// Band names the band at a range of rangeLinks links: the table's row, or
// Fate's count ("same zone", "1 zone", "3 zones"). An unreachable range
// has no band.
func (p *Profile) Band(rangeLinks int) string {
	if rangeLinks < 0 {
		return ""
	}
	if p.Bands == nil {
		return ZoneCount(rangeLinks)
	}
	name := ""
	for _, b := range p.Bands {
		if b.From <= rangeLinks {
			name = b.Name
		}
	}
	return name
}

// ZoneCount says a range as a count of zones: "same zone", "1 zone".
func ZoneCount(rangeLinks int) string {
	switch rangeLinks {
	case 0:
		return "same zone"
	case 1:
		return "1 zone"
	}
	return strconv.Itoa(rangeLinks) + " zones"
}

// Traits lists the profile's vocabulary of zone traits; nil where any
// short text is a trait (FreeTraits).
func (p *Profile) Traits() []Trait { return p.traits }

// FreeTraits reports whether any short text is a trait of this profile.
func (p *Profile) FreeTraits() bool { return p.freeTraits }

// Trait returns the trait a file's word names under this profile, with
// its effect; ok is false for a word outside a fixed vocabulary.
func (p *Profile) Trait(word string) (Trait, bool) {
	if p.FreeTraits() {
		return Trait{ID: word, Label: word, Effect: p.freeEffect}, true
	}
	for _, t := range p.Traits() {
		if t.ID == word {
			return t, true
		}
	}
	return Trait{}, false
}

// traitWords lists the vocabulary for a message: "cramped, rough, open, dark".
func (p *Profile) traitWords() string {
	ids := make([]string, len(p.Traits()))
	for i, t := range p.Traits() {
		ids[i] = t.ID
	}
	return strings.Join(ids, ", ")
}

// UnhexCombat refuses, naming the profile, what only an Unhex map plays:
// character sheets, the combat tracker, the assistant and the simulator.
// It is nil on an Unhex map.
func (m *Map) UnhexCombat() error {
	if z := m.Zones(); z != nil {
		return &ZonesMapError{Profile: z}
	}
	return nil
}

// ZonesMapError says a map plays a zones profile, which turns the Unhex
// combat engine off.
type ZonesMapError struct{ Profile *Profile }

func (e *ZonesMapError) Error() string {
	return fmt.Sprintf("this map plays the zones profile %s (%s), which has no Unhex combat: no character sheets, combat tracker, assistant or simulator", e.Profile.Name, e.Profile.ID)
}
