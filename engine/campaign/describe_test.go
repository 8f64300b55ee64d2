package campaign

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The party's line in the Campaign tab names each combat ability as the
// catalogue does, never by its id, and keeps the non-combat ones as
// written.
func TestSheetLine_NamesAbilitiesNotIDs(t *testing.T) {
	pc := sheet.NewCharacter("rook", "Rook", sheet.PC, "PCs")
	pc.Abilities = []sheet.AbilityID{"good-1h-ranged-attack", "first-aid-auto-success"}
	pc.Skills = []string{"Streetwise"}
	line := SheetLine(pc)
	for _, want := range []string{"good at 1H ranged Attack; ", sheet.LookupAbility("first-aid-auto-success").Name + "; Streetwise"} {
		if !strings.Contains(line, want) {
			t.Errorf("the line does not hold %q: %s", want, line)
		}
	}
	for _, id := range pc.Abilities {
		if strings.Contains(line, string(id)) {
			t.Errorf("the line names %s by its id: %s", id, line)
		}
	}
}
