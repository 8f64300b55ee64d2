package sheet

import (
	"bytes"
	"fmt"
	"strings"

	json "github.com/goccy/go-json"
)

// HouseRules are the optional rules a group adds to the book for a map
// ("houseRules" in the file). None is part of the Unhex rulebook; each is
// off unless the map switches it on, and the zero value plays the book as
// written. Like the edition, they are carried on the roster every command
// changes, so a rule reads them from the state it changes; docs/rules.md
// ("House rules") says how each is played.
type HouseRules struct {
	// Environment: once every team has acted in a round, the hazards on
	// the map's areas deal their damage to everyone there, one logged step
	// each, before the next initiative (the Environment phase).
	Environment bool `json:"environment,omitempty"`
	// Delay: a character who has not spent their action may hold it on
	// their team's turn and act with it later in the round, between two
	// acts of another team.
	Delay bool `json:"delay,omitempty"`
	// ForcedDefence: a character whose action this round is spent may
	// still Defend, giving up next round's action.
	ForcedDefence bool `json:"forcedDefence,omitempty"`
}

// AllHouseRules is every house rule on.
var AllHouseRules = HouseRules{Environment: true, Delay: true, ForcedDefence: true}

// On reports whether any house rule is switched on.
func (h HouseRules) On() bool { return h != HouseRules{} }

// Has reports whether the house rule named by its field in the file
// ("environment", "delay", "forcedDefence") is on.
func (h HouseRules) Has(field string) bool {
	switch field {
	case "environment":
		return h.Environment
	case "delay":
		return h.Delay
	case "forcedDefence":
		return h.ForcedDefence
	}
	return false
}

// Names lists the house rules that are on, for people, in a fixed order.
func (h HouseRules) Names() []string {
	var out []string
	if h.Environment {
		out = append(out, "Environment phase")
	}
	if h.Delay {
		out = append(out, "Delay")
	}
	if h.ForcedDefence {
		out = append(out, "Forced defence")
	}
	return out
}

// Label is the house rules on, for people: "Delay, Forced defence", or
// "none".
func (h HouseRules) Label() string {
	if !h.On() {
		return "none"
	}
	return strings.Join(h.Names(), ", ")
}

// ParseHouseRules reads a file's "houseRules" object: absent or empty is
// every rule off; a field the app does not know is refused by name, so a
// misspelt rule is never silently off.
func ParseHouseRules(data []byte) (HouseRules, error) {
	var h HouseRules
	if len(bytes.TrimSpace(data)) == 0 || string(bytes.TrimSpace(data)) == "null" {
		return h, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return HouseRules{}, fmt.Errorf("houseRules: %s (known: environment, delay, forcedDefence)", strings.TrimPrefix(err.Error(), "json: "))
	}
	return h, nil
}
