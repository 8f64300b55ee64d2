package table

import (
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// Host is the game a table shows and plays into: the window's Play, or
// the command line's headless game. Every act and answer a player gives
// goes through the host into the same journal as the GM's, so it is
// logged, undone and replayed like any other.
//
// The table calls these from its own goroutines; the host does the work
// where its state lives (the window on its UI thread) and checks again,
// on the state as it is then, that the seat may do it: the engine's
// checks, and that the decision is still the seat's.
type Host interface {
	// Snapshot is the game as it stands, in values the host will not
	// change afterwards.
	Snapshot() *projection.Game
	// Act takes an act or a reaction for the character seat, the command
	// the engine's listing offered it.
	Act(seat sheet.CharacterID, cmd combat.Command) error
	// Answer answers the decision the engine waits on from seat.
	Answer(seat sheet.CharacterID, answer projection.Settlement) error
	// Pass declines, for seat, to react in the open reaction window.
	Pass(seat sheet.CharacterID) error
	// Withdraw withdraws the pending act whose decision seat makes.
	Withdraw(seat sheet.CharacterID) error
	// Seats tells the host which characters a player at the table now
	// plays (each decision of theirs goes to their browser).
	Seats(characters []sheet.CharacterID)
}
