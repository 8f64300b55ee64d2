package sheet

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// CharacterID is the stable identity of a character in a file's roster.
type CharacterID string

// CharacterKind says who controls a character.
type CharacterKind string

const (
	PC  CharacterKind = "pc"
	NPC CharacterKind = "npc"
)

// Level limits. Level and max level start at StartLevel; max level never
// rises above the edition's MaxLevel. MinLevel is a storage floor far below
// death.
const (
	StartLevel = 50
	MinLevel   = -999
	// UnconsciousBelow: a level under it means unconscious.
	UnconsciousBelow = 10
	// BaseSlots and BaseAbilities are a new character's item slots and
	// abilities (one combat, one non-combat).
	BaseSlots     = 5
	BaseAbilities = 2
)

// Character is one character sheet.
type Character struct {
	ID       CharacterID   `json:"id"`
	Name     string        `json:"name"`
	Kind     CharacterKind `json:"kind"`
	Team     string        `json:"team"`
	Level    int           `json:"level"`
	MaxLevel int           `json:"maxLevel"`
	// Abilities are combat abilities from the catalogue.
	Abilities []AbilityID `json:"abilities,omitempty"`
	// Skills are non-combat abilities, in the player's words.
	Skills []string `json:"skills,omitempty"`
	// Items are the combat items, one slot each. Non-combat gear is text.
	Items []Item `json:"items,omitempty"`
	Gear  string `json:"gear,omitempty"`
	Body  Body   `json:"body"`
	// Surrendered: out of the fight at level 0 until recovery.
	Surrendered bool `json:"surrendered,omitempty"`
	// HiddenFromPlayers keeps an NPC off the player view until the GM
	// reveals it. It changes no rule.
	HiddenFromPlayers bool `json:"hiddenFromPlayers,omitempty"`
	// Area is where the character stands on the map, if placed.
	Area  battlemap.AreaID `json:"area,omitempty"`
	Notes string           `json:"notes,omitempty"`
	// Engaged is a zones map's token toggle: the token is in close combat,
	// at its profile's engaged band (battlemap.Profile.TokenBand) with
	// another engaged token in its zone. An Unhex map refuses it.
	Engaged bool `json:"engaged,omitempty"`
	// Picture is the character's token art, shown on its token; none
	// when empty. It changes no rule.
	Picture Picture `json:"picture,omitempty"`
}

// NewCharacter is a fresh sheet: level and max level 50, no wounds.
func NewCharacter(id CharacterID, name string, kind CharacterKind, team string) Character {
	return Character{ID: id, Name: name, Kind: kind, Team: team, Level: StartLevel, MaxLevel: StartLevel}
}

// SlotsAt is the number of item slots at a max level: 5, plus one for
// each of 55, 65, 75, 85 and 95 reached.
func SlotsAt(maxLevel int) int { return BaseSlots + stepsReached(maxLevel, 55) }

// AbilitiesAt is the number of abilities at a max level: one combat and
// one non-combat, plus one for each of 60, 70, 80 and 90 reached.
func AbilitiesAt(maxLevel int) int { return BaseAbilities + stepsReached(maxLevel, 60) }

// stepsReached counts from, from+10, ... up to maxLevel (never past the
// highest max level of any edition).
func stepsReached(maxLevel, from int) int {
	if maxLevel < from {
		return 0
	}
	return (min(maxLevel, HighestMaxLevel)-from)/10 + 1
}

// Slots is the character's item slots.
func (c *Character) Slots() int { return SlotsAt(c.MaxLevel) }

// AbilityPicks is how many abilities the character may hold.
func (c *Character) AbilityPicks() int { return AbilitiesAt(c.MaxLevel) }

// OpenPicks is how many abilities the character may still choose.
func (c *Character) OpenPicks() int {
	return c.AbilityPicks() - len(c.Abilities) - len(c.Skills)
}

// HasAbility reports whether the sheet lists a combat ability.
func (c *Character) HasAbility(id AbilityID) bool {
	for _, a := range c.Abilities {
		if a == id {
			return true
		}
	}
	return false
}

// Unconscious: level under 10, every head box marked or every torso box
// marked, or surrendered (out of the fight).
//
// It and Dead read the head and torso fields as Body.At would give them:
// they are asked of everyone in every listing, and At's switch on the
// location's name was a flat cost of each.
func (c *Character) Unconscious() bool {
	return c.Level < UnconsciousBelow || c.Surrendered || c.Body.Head.Total() >= Head.Boxes() || c.Body.Torso.Total() >= Torso.Boxes()
}

// Dead: level under 0, or the head or the torso all permanent wounds.
func (c *Character) Dead() bool {
	return c.Level < 0 || c.Body.Head.Filled >= Head.Boxes() || c.Body.Torso.Filled >= Torso.Boxes()
}

// Status is a one-word summary of a character's state, as the combat
// view's JSON, the narration and the sheets write it.
type Status string

const (
	StatusConscious   Status = "conscious"
	StatusSurrendered Status = "surrendered"
	StatusUnconscious Status = "unconscious"
	StatusDead        Status = "dead"
)

// Status is the character's state in one word: the worst that holds.
func (c *Character) Status() Status {
	switch {
	case c.Dead():
		return StatusDead
	case c.Surrendered:
		return StatusSurrendered
	case c.Unconscious():
		return StatusUnconscious
	}
	return StatusConscious
}

// CanAct refuses actions by characters who cannot spend them.
func (c *Character) CanAct() error {
	if c.Able() {
		return nil
	}
	switch {
	case c.Dead():
		return Refuse("%s is dead", c.Label())
	case c.Surrendered:
		return Refuse("%s has surrendered and is out of the fight", c.Label())
	}
	return Refuse("%s is unconscious and cannot spend actions", c.Label())
}

// Able is CanAct's verdict without its words: neither dead, surrendered
// nor unconscious. A listing asks it of everyone, most of all of those
// out of the fight, and reads no reason.
func (c *Character) Able() bool { return !c.Unconscious() && !c.Dead() } // Unconscious counts the surrendered

// CanMove reports whether the character may move, and why not: both legs
// full stops all movement; one full leg allows it only with two empty,
// usable hands.
func (c *Character) CanMove() (bool, string) {
	r, l := c.Body.Full(RightLeg), c.Body.Full(LeftLeg)
	switch {
	case r && l:
		return false, "both legs are full: no movement"
	case (r || l) && !(c.HandEmpty(RightHand) && c.HandEmpty(LeftHand)):
		return false, "a full leg: moving needs two empty, usable hands"
	}
	return true, ""
}

func (c *Character) Label() string {
	if c.Name != "" {
		return c.Name
	}
	return string(c.ID)
}

// Clone returns a deep copy.
func (c *Character) Clone() Character {
	out := *c
	out.Abilities = CloneSlice(c.Abilities)
	out.Skills = CloneSlice(c.Skills)
	out.Items = CloneSlice(c.Items)
	return out
}

func CloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append([]T(nil), s...)
}
