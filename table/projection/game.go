package projection

import (
	"sync"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Game is the game as it stands, as the host (the window's Play, or the
// command line's headless game) hands it over: values the host no longer
// changes, so the table reads them on its own goroutine.
type Game struct {
	// Map is the map as the GM has it now: what is hidden is read here.
	Map *battlemap.Map
	// Characters is the roster as it stands (the combat's, during one).
	Characters []sheet.Character
	// Rules is the edition the sheets print by.
	Rules sheet.Edition
	// Fight is the combat's state, nil outside a combat; View is its
	// read model with the pending decision and the log
	// (combat.Session.View), Pending the command waiting for a decision.
	Fight   *combat.Combat
	View    *combat.View
	Pending *combat.Pending
	// CanWithdraw: the pending command may be withdrawn
	// (combat.Session.CanCancel).
	CanWithdraw bool
	// Passed are the characters whose player declined to react in the
	// open reaction window.
	Passed map[sheet.CharacterID]bool
	// Selected is the character the GM has selected, if any.
	Selected sheet.CharacterID
	// Show is which of the selected character's highlights the GM shows
	// the players (nil for none). The projection works them out itself,
	// from what the players see (Highlights).
	Show *Shown
	// LastRoll is what the last dice rolled meant ("Vex rolled 34 –
	// success"), for the next decision.
	LastRoll string

	// reckoned is the rules as the players can work them out (reckon),
	// found once for the game.
	reckoned struct {
		once sync.Once
		r    *reckoning
		err  error
	}
}

// Find is the character with id, or nil.
func (g *Game) Find(id sheet.CharacterID) *sheet.Character {
	for i := range g.Characters {
		if g.Characters[i].ID == id {
			return &g.Characters[i]
		}
	}
	return nil
}

// hidden reports whether the players may not know of the character with
// id: sheet.Character.HiddenOn, and any id not on the roster.
func (g *Game) hidden(id sheet.CharacterID) bool {
	c := g.Find(id)
	return c == nil || c.HiddenOn(g.Map)
}

// Name is a character's name, or its id when it has none.
func (g *Game) Name(id sheet.CharacterID) string {
	if c := g.Find(id); c != nil && c.Name != "" {
		return c.Name
	}
	return string(id)
}

// Shown is which highlights the GM shows: the areas within a few moves,
// the areas in sight, and the areas each weapon in hand can attack.
type Shown struct{ Moves, Sight, Range bool }
