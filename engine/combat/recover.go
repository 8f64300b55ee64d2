package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// checkRecover is the one check of a recovery logged in the combat.
// Recovery belongs to the time after a fight, so it waits for the combat's
// end; and one recovery per character covers that time: a second would
// only redo the loadout, which undoing the first does openly. The sheet's
// own refusals (the dead do not recover) come from a probe of the sheet
// command; a loadout still to choose is no refusal.
func (c *Combat) checkRecover(r *sheet.Recover) error {
	if c.Phase != PhaseEnded {
		return fmt.Errorf("the combat is not over: recovery comes after end-combat")
	}
	ch, err := c.Roster.Get(r.Character, "character")
	if err != nil {
		return err
	}
	if c.Recovered[ch.ID] {
		return fmt.Errorf("%s has already recovered since the combat ended (undo that recovery to choose again)", ch.Label())
	}
	_, err = c.probe(r, r.Character)
	return err
}

// recoverAfterCombat runs a recovery logged in the combat, once
// SheetEntry.check has passed it.
func (x *ctx) recoverAfterCombat(r *sheet.Recover) error {
	c := x.c
	if _, err := x.sheet(r, ""); err != nil {
		return err
	}
	if c.Recovered == nil {
		c.Recovered = map[sheet.CharacterID]bool{}
	}
	c.Recovered[r.Character] = true
	return nil
}

// CanRecover says why a character cannot recover now, or "" when it can,
// from the same check the log applies: the play mode offers Recover only
// where the engine accepts it.
func (c *Combat) CanRecover(id sheet.CharacterID) string {
	if err := c.checkRecover(&sheet.Recover{Character: id}); err != nil {
		return err.Error()
	}
	return ""
}
