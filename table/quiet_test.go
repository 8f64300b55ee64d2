package table_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/headless"
	"github.com/unhexboard/unhexboard/table/projection"
	"github.com/unhexboard/unhexboard/table/wire"
)

// gmHost is the headless game with the GM's hand on it: hide, when set,
// changes the snapshot in a way only the GM sees, and each snapshot the
// table takes is told on snaps.
type gmHost struct {
	*headless.Game
	hide  func(g *projection.Game)
	snaps chan struct{}
}

func (h *gmHost) Snapshot() *projection.Game {
	g := h.Game.Snapshot()
	if h.hide != nil {
		h.hide(g)
	}
	select {
	case h.snaps <- struct{}{}:
	default:
	}
	return g
}

// What only the GM sees changing (a hidden NPC hurt, moved between
// hidden areas) sends the players nothing: no state like the last one,
// and no gap in the states' numbers that would tell them something
// hidden happened. The next state they get is the next thing they can
// see, numbered next.
func TestTable_AHiddenChangeSendsThePlayersNothing(t *testing.T) {
	doc, err := engine.LoadFile("testdata/secrets.unhex")
	if err != nil {
		t.Fatal(err)
	}
	game, err := headless.New(doc, 7)
	if err != nil {
		t.Fatal(err)
	}
	h := &gmHost{Game: game, snaps: make(chan struct{}, 1)}
	s, err := table.Open(h, table.Options{Addr: "127.0.0.1:0", AdmitAll: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	p := dial(t, s.URL(), "", nil)
	p.next(wire.TypeState)
	for !seated(s, 1) {
		p.next(wire.TypeState)
	}
	// settle: a change the players see, and its state
	p.send(map[string]any{"type": wire.ReqHello, "name": "Bo"})
	last := p.stateMessage(func(st *wire.State) bool { return st.Seat.Name == "Bo" })
	if last.State.Seat.CharacterName == "" {
		t.Fatalf("the guest was not seated: %+v", last.State.Seat)
	}
	select {
	case <-h.snaps:
	default:
	}
	h.hide = func(g *projection.Game) {
		for i := range g.Characters {
			if c := &g.Characters[i]; c.ID == "wraith-qvbn" {
				c.Level--
				c.Area = "crypt-mnbv"
			}
		}
	}
	s.Changed()
	<-h.snaps // the hidden change is published (or not)
	p.send(map[string]any{"type": wire.ReqHello, "name": "Ana"})
	next := p.next(wire.TypeState)
	if next.State.Seat.Name != "Ana" {
		t.Errorf("after a change only the GM sees, the players were sent a state (seat %q)", next.State.Seat.Name)
	}
	if next.Seq != last.Seq+1 {
		t.Errorf("the state after a hidden change is number %d after %d: the gap tells of it", next.Seq, last.Seq)
	}
}

// stateMessage is the next state message whose state ok accepts.
func (p *peer) stateMessage(ok func(*wire.State) bool) wire.Message {
	p.t.Helper()
	for {
		if m := p.next(wire.TypeState); ok(m.State) {
			return m
		}
	}
}
