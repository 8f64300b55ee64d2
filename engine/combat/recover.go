package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// recoverAfterCombat runs a recovery logged in the combat. Recovery belongs to the
// time after a fight, so it waits for the combat's end; and one recovery
// per character covers that time: a second would only redo the loadout,
// which undoing the first does openly.
func (x *ctx) recoverAfterCombat(r *sheet.Recover) error {
	c := x.c
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
	if _, err := x.sheet(r, ""); err != nil {
		return err
	}
	if c.Recovered == nil {
		c.Recovered = map[sheet.CharacterID]bool{}
	}
	c.Recovered[ch.ID] = true
	return nil
}

// CanRecover says why a character cannot recover now, or "" when it can:
// the play mode offers Recover only where the engine would accept it.
func (c *Combat) CanRecover(id sheet.CharacterID) string {
	ch := c.Roster.Find(id)
	switch {
	case ch == nil:
		return fmt.Sprintf("no character %q", id)
	case c.Phase != PhaseEnded:
		return "the combat is not over: recovery comes after end-combat"
	case c.Recovered[id]:
		return ch.Label() + " has already recovered"
	case ch.Dead():
		return ch.Label() + " is dead"
	}
	return ""
}
