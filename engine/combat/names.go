package combat

import "strings"

// Name is the phase as a person reads it: "team turn", not its id
// team-turn.
func (p Phase) Name() string { return strings.ReplaceAll(string(p), "-", " ") }
