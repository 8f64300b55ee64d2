package table

import (
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Guest is one browser at the table as the GM's panel lists it.
type Guest struct {
	// ID names the guest to Admit and Remove; it is not the guest's key.
	ID string
	// Name is the name the guest gave, Addr where they connect from.
	Name, Addr string
	// Admitted: the GM let them in, to play Character ("" to watch).
	Admitted  bool
	Character sheet.CharacterID
	// Connected: their page is open now.
	Connected bool
}

// guest is the table's record of a guest; the server's mutex guards it.
type guest struct {
	Guest
	key    string  // the guest's own secret, which resumes them
	client *client // the live connection, or nil
	shown  seen    // the last state handed to client
}

func (g *guest) seatName() string {
	if g.Name != "" {
		return g.Name
	}
	return "a guest"
}
