package sheet

import (
	"strings"

	json "github.com/goccy/go-json"
)

// A Decision is a choice the book gives to a person. A command that lacks
// it is not applied; the engine returns the decision instead, saying who
// decides, which field of the command the answer fills, and what the legal
// answers are. Answering fills the field and the command is tried again.
type Decision struct {
	Kind    DecisionKind `json:"kind"`
	Decider Decider      `json:"decider"`
	// Field is the dotted JSON path in the command that the answer fills,
	// such as "roll.reroll" or "armor".
	Field  string `json:"field"`
	Prompt string `json:"prompt"`
	// Exactly one of the following says what the legal answers are.
	Options []Option    `json:"options,omitempty"` // pick one value
	Range   *IntRange   `json:"range,omitempty"`   // pick a whole number
	Spread  *SpreadRule `json:"spread,omitempty"`  // share a count over locations
	Dice    *DiceNeed   `json:"dice,omitempty"`    // roll or type dice
	Items   *ItemRule   `json:"items,omitempty"`   // choose a list of items
}

// DecisionKind names what is being decided.
type DecisionKind string

const (
	DecideDice            DecisionKind = "dice"             // roll or type in dice
	DecideReroll          DecisionKind = "reroll"           // good: re-roll tens, ones, both or none
	DecideCritical        DecisionKind = "critical"         // extra action or adjust the dice
	DecideCriticalAdjust  DecisionKind = "critical-adjust"  // the value to adjust to
	DecideAssignDice      DecisionKind = "assign-dice"      // which die does which job
	DecideModifier        DecisionKind = "modifier"         // precise or powerful, or neither
	DecideArmor           DecisionKind = "armor"            // destroy armor instead of taking damage
	DecideSpreadDamage    DecisionKind = "spread-damage"    // where AoE damage goes
	DecideFirstAidMode    DecisionKind = "first-aid-mode"   // roll, or the ability's automatic success
	DecideFirstAidErase   DecisionKind = "first-aid-erase"  // which \ marks first aid erases
	DecidePermanentWounds DecisionKind = "permanent-wounds" // where permanent wounds go
	DecideOpposedTie      DecisionKind = "opposed-tie"      // who wins a tie the rules leave open
	DecideLoadout         DecisionKind = "loadout"          // items taken after recovery
	DecideAbilityPick     DecisionKind = "ability-pick"     // the ability an advance unlocks
)

// Role says whether a player or the GM decides.
type Role string

const (
	RolePlayer Role = "player"
	RoleGM     Role = "gm"
)

// Decider is the person who answers: the player of a PC, or the GM for an
// NPC or for calls the rules leave to the GM. Character names whose choice
// it is, when it belongs to a character.
type Decider struct {
	Role      Role        `json:"role"`
	Character CharacterID `json:"character,omitempty"`
}

// GM is the decider for calls the rules leave to the GM.
var GM = Decider{Role: RoleGM}

// DeciderFor is who makes a character's choices: its player for a PC, the
// GM for an NPC.
func DeciderFor(c *Character) Decider {
	if c.Kind == PC {
		return Decider{Role: RolePlayer, Character: c.ID}
	}
	return Decider{Role: RoleGM, Character: c.ID}
}

// Option is one legal answer. Value is the JSON the answer puts in Field.
type Option struct {
	Value json.RawMessage `json:"value"`
	Label string          `json:"label"`
	// FreeText: Value is a template whose text the person types in.
	FreeText bool `json:"freeText,omitempty"`
}

// IntRange is an inclusive range of whole numbers.
type IntRange struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// SpreadRule describes a share of Total boxes or points over body
// locations, answered with a list of LocationCount.
type SpreadRule struct {
	Total int `json:"total"`
	// Fill: the share must reach Total, or every mark the chosen locations
	// hold when they hold fewer. Otherwise the share is exactly Total.
	Fill         bool `json:"fill,omitempty"`
	MaxLocations int  `json:"maxLocations"`
	// Limits caps each location; a location not listed takes nothing. Nil
	// means any location, without a cap.
	Limits []LocationCount `json:"limits,omitempty"`
}

// DiceNeed says which dice to throw, and for a re-roll which digit stays.
type DiceNeed struct {
	Throw RerollDice `json:"throw"`
	Keep  *Roll      `json:"keep,omitempty"`
}

// ItemRule bounds a chosen list of items.
type ItemRule struct {
	Slots     int    `json:"slots"`
	Proposals []Item `json:"proposals,omitempty"`
}

func NewOption(value any, label string) Option {
	data, err := json.Marshal(value)
	if err != nil {
		panic(err) // only engine-made values reach here
	}
	return Option{Value: data, Label: label}
}

// optionValue is the JSON NewOption writes for value, for an option
// value made once and offered again and again: an option's value is only
// ever read, so every decision may hold the same bytes.
func optionValue(value any) json.RawMessage { return NewOption(value, "").Value }

// PendingDecision carries a decision out of a command's apply. It is not a
// refusal: Apply turns it into Result.Decision.
type PendingDecision struct{ D *Decision }

func (p *PendingDecision) Error() string { return "waiting for a decision: " + p.D.Prompt }

func Ask(d Decision) error {
	p := &asked{d: d} // the error and its decision in one allocation
	p.D = &p.d
	return &p.PendingDecision
}

// asked is what Ask allocates: a pending decision with its decision.
type asked struct {
	PendingDecision
	d Decision
}

func SetPath(obj json.RawMessage, path []string, value json.RawMessage) (json.RawMessage, error) {
	if len(path) == 0 {
		return value, nil
	}
	m := map[string]json.RawMessage{}
	if len(obj) > 0 && string(obj) != "null" {
		if err := json.Unmarshal(obj, &m); err != nil {
			return nil, err
		}
	}
	inner, err := SetPath(m[path[0]], path[1:], value)
	if err != nil {
		return nil, err
	}
	m[path[0]] = inner
	return json.Marshal(m)
}

// fieldEscaper writes a map key into a dotted field path: a key that holds
// a dot (a team called "St. Cloud") is written with ~1 for the dot and ~0
// for a tilde, as in JSON Pointer.
var fieldEscaper = strings.NewReplacer("~", "~0", ".", "~1")

// FieldKey escapes a map key for a dotted field path.
func FieldKey(key string) string { return fieldEscaper.Replace(key) }

// SplitField splits a dotted field path into its keys, undoing FieldKey.
func SplitField(path string) []string {
	parts := strings.Split(path, ".")
	for i, p := range parts {
		if strings.Contains(p, "~") {
			parts[i] = strings.NewReplacer("~1", ".", "~0", "~").Replace(p)
		}
	}
	return parts
}
