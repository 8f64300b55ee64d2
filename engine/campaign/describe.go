package campaign

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// SheetLine is one PC as the GM reads the sheet at a glance: level, max
// level, slots, abilities (by name; a name may hold a comma, so they are
// split by semicolons) and wounds.
func SheetLine(pc sheet.Character) string {
	abilities := make([]string, 0, len(pc.Abilities)+len(pc.Skills))
	for _, a := range pc.Abilities {
		abilities = append(abilities, sheet.AbilityName(a))
	}
	abilities = append(abilities, pc.Skills...)
	list := strings.Join(abilities, "; ")
	if list == "" {
		list = "none"
	}
	line := fmt.Sprintf("%s: level %d, max %d, %d of %d slots used, abilities: %s", pc.Label(), pc.Level, pc.MaxLevel,
		pc.SlotsUsed(), pc.Slots(), list)
	if n := pc.OpenPicks(); n == 1 {
		line += " (1 ability to choose)"
	} else if n > 1 {
		line += fmt.Sprintf(" (%d abilities to choose)", n)
	}
	var wounds []string
	for _, k := range sheet.MarkKinds {
		if n := pc.Body.Count(k); n > 0 {
			wounds = append(wounds, k.Count(n))
		}
	}
	if len(wounds) > 0 {
		line += "; wounds: " + strings.Join(wounds, ", ")
	}
	return line
}
