package table

import (
	"encoding/json"

	"github.com/unhexboard/unhexboard/table/wire"
)

// seen is the last state handed to one connection: its text without the
// sheet, and the sheet (the projector keeps one sheet while it is the
// same).
type seen struct {
	to    *client
	text  string
	sheet *wire.Sheet
}

// fresh tells whether st is news to the guest's connection c, and notes
// it as handed over when it is. A change only the GM sees (a hidden NPC
// moved or hurt) leaves every player's state as it was: it is sent to no
// one and spends no number, so neither a repeated state nor a gap in the
// numbering tells the players something hidden happened.
func (s *Server) fresh(g *guest, c *client, st *wire.State) bool {
	bare := *st
	bare.Sheet = nil
	data, err := json.Marshal(bare)
	if err != nil {
		return true
	}
	now := seen{to: c, text: string(data), sheet: st.Sheet}
	s.mu.Lock()
	defer s.mu.Unlock()
	if g.shown == now {
		return false
	}
	g.shown = now
	return true
}
