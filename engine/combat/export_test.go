package combat

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// What the tests call that the program reaches another way.

// WatchApply has watch told of every state a command is applied to
// before the command runs, and of the copy it ran on after; the undo
// stops it. For a test that runs alone.
func WatchApply(watch func(c *Combat) (after func(out *Combat))) (undo func()) {
	watchApply = watch
	return func() { watchApply = nil }
}

// AllowedActs is LegalActions without the words (AppendAllowedActs into
// a slice of its own).
func (c *Combat) AllowedActs(id sheet.CharacterID) []ActOption {
	return c.listActs(nil, id, false, "")
}

// AllowedActsBut is AllowedActs without the acts of one kind.
func (c *Combat) AllowedActsBut(id sheet.CharacterID, but ActKind) []ActOption {
	return c.listActs(nil, id, false, but)
}

// AllowedReactions is ReactOptions without the words
// (AppendAllowedReactions into a slice of its own).
func (c *Combat) AllowedReactions() []ReactOption {
	return c.listReactions(nil, false, true)
}

// CheckMove says why the character may not move to area to, or "".
func (c *Combat) CheckMove(ch *sheet.Character, to battlemap.AreaID) string {
	if err := c.moveRefusal(ch, to); err != nil {
		return err.Error()
	}
	return ""
}
