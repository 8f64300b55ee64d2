package sheet

import (
	"bytes"
	"fmt"
	"strings"

	json "github.com/goccy/go-json"
)

// HouseRules are the round options a group may add to the book. None is
// part of the Unhex rulebook, and each is off unless the GM turns it on
// for a map (the file's "houseRules"). They are carried on the Roster
// beside the Edition, so every combat command reads them from the state it
// changes; docs/rules.md ("House rules") says how each is played.
type HouseRules struct {
	// Delay: a character who has not spent their action may hold it on
	// their team's turn and act with it later in the round, between two
	// acts of another team.
	Delay bool `json:"delay,omitempty"`
	// ForcedDefence: a character whose action this round is spent may
	// still Defend, giving up next round's action.
	ForcedDefence bool `json:"forcedDefence,omitempty"`
}

// AllHouseRules is every house rule on.
var AllHouseRules = HouseRules{Delay: true, ForcedDefence: true}

// On reports whether the house rule named by its field in the file
// ("delay", "forcedDefence") is on.
func (h HouseRules) On(field string) bool {
	switch field {
	case "delay":
		return h.Delay
	case "forcedDefence":
		return h.ForcedDefence
	}
	return false
}

// Any reports whether at least one house rule is on.
func (h HouseRules) Any() bool { return h != HouseRules{} }

// Names lists the house rules that are on, for people, in a fixed order.
func (h HouseRules) Names() []string {
	var out []string
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
	if !h.Any() {
		return "none"
	}
	return strings.Join(h.Names(), ", ")
}

// ParseHouseRules reads a file's "houseRules" object: absent or empty is
// every option off; a field the app does not know is refused by name, so
// a misspelt option is never silently off.
func ParseHouseRules(data []byte) (HouseRules, error) {
	var h HouseRules
	if len(bytes.TrimSpace(data)) == 0 || string(bytes.TrimSpace(data)) == "null" {
		return h, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return HouseRules{}, fmt.Errorf("houseRules: %s (known: delay, forcedDefence)", strings.TrimPrefix(err.Error(), "json: "))
	}
	return h, nil
}
