package printkit

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/words"
)

// Printed counts what a print of sheets holds.
type Printed struct {
	Characters, Blank int
	// HiddenLeftOut is the characters hidden from the players that a
	// players' print leaves out.
	HiddenLeftOut int
}

// String is the count for a status line: "4 character sheets and 3 blank
// sheets".
func (p Printed) String() string {
	var parts []string
	if p.Characters > 0 {
		parts = append(parts, words.Count(p.Characters, "character sheet"))
	}
	if p.Blank > 0 {
		parts = append(parts, words.Count(p.Blank, "blank sheet"))
	}
	return joinAnd(parts)
}

// HiddenNote says how many hidden characters a players' print left out,
// or "" when none were.
func (p Printed) HiddenNote() string {
	if p.HiddenLeftOut == 0 {
		return ""
	}
	return fmt.Sprintf("%s hidden from the players left out", words.Count(p.HiddenLeftOut, "character"))
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return "no sheets"
	case 1:
		return parts[0]
	}
	return parts[0] + " and " + parts[1]
}
