package sheet

// HouseRules are the optional rules a group adds to the book for a map
// ("houseRules" in the file). Each is off unless the map switches it on,
// and the zero value plays the book as written. Like the edition, they
// are carried on the roster every command changes, so a rule reads them
// from the state it changes.
type HouseRules struct {
	// Environment: once every team has acted in a round, the hazards on
	// the map's areas deal their damage to everyone there, one logged step
	// each, before the next initiative (the Environment phase).
	Environment bool `json:"environment,omitempty"`
}

// On reports whether any house rule is switched on.
func (h HouseRules) On() bool { return h != HouseRules{} }
