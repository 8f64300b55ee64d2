package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/projection"
	"github.com/unhexboard/unhexboard/table/wire"
)

// fightHost is a combat the test moves by hand, recording who the
// table let act and answer.
type fightHost struct {
	mu    sync.Mutex
	doc   *engine.Document
	sess  *combat.Session
	dice  *sheet.DiceSource
	taken []sheet.CharacterID
}

func (h *fightHost) Snapshot() *projection.Game {
	h.mu.Lock()
	defer h.mu.Unlock()
	st := h.sess.State().Clone()
	v := h.sess.View()
	return &projection.Game{Map: &h.doc.Map, Characters: st.Roster.Characters, Fight: st, View: &v, Pending: h.sess.Pending()}
}

func (h *fightHost) Act(seat sheet.CharacterID, cmd combat.Command) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.taken = append(h.taken, seat)
	_, err := h.sess.Submit(cmd)
	return err
}

func (h *fightHost) Answer(seat sheet.CharacterID, a projection.Settlement) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.taken = append(h.taken, seat)
	_, _, err := a.Apply(h.sess, h.dice)
	return err
}

func (h *fightHost) Pass(sheet.CharacterID) error     { return errors.ErrUnsupported }
func (h *fightHost) Withdraw(sheet.CharacterID) error { return errors.ErrUnsupported }
func (h *fightHost) Seats([]sheet.CharacterID)        {}

func (h *fightHost) took() []sheet.CharacterID {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.taken)
}

// A player answers and acts only for the character the GM gave them:
// Rook's player, given Vex's decision and then Vex's own act, is refused
// and the table's log says so; a spectator may do neither; Vex's player
// may do both.
func TestTable_APlayerAnswersOnlyForTheirOwnCharacter(t *testing.T) {
	doc, err := engine.LoadFile(brawl)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := combat.NewSession(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Submit(&combat.Initiative{}); err != nil || sess.Pending() == nil || sess.Pending().Decision.Decider.Character != "vex" {
		t.Fatalf("the initiative does not wait on Vex's dice: %v", err)
	}
	h := &fightHost{doc: doc, sess: sess, dice: sheet.NewDiceSource(3)}
	log := &logLines{}
	s, err := table.Open(h, table.Options{Addr: "127.0.0.1:0", Log: log.add})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rook, vex, watcher := dial(t, s.URL(), "", nil), dial(t, s.URL(), "", nil), dial(t, s.URL(), "", nil)
	seats := map[string]sheet.CharacterID{"Ana": "rook", "Bo": "vex", "Cy": ""}
	for name, p := range map[string]*peer{"Ana": rook, "Bo": vex, "Cy": watcher} {
		p.next(wire.TypeLobby)
		p.send(map[string]any{"type": wire.ReqHello, "name": name})
	}
	for admitted := 0; admitted < 3; time.Sleep(10 * time.Millisecond) {
		for _, g := range s.Guests() {
			if who, ok := seats[g.Name]; ok && !g.Admitted {
				if err := s.Admit(g.ID, who); err != nil {
					t.Fatal(err)
				}
				admitted++
			}
		}
	}
	st := vex.stateWhere(func(st *wire.State) bool { return st.Decision != nil && st.Seat.CharacterName == "Vex" })
	for _, p := range []*peer{rook, watcher} {
		p.send(map[string]any{"type": wire.ReqAnswer, "decision": st.Decision.ID, "roll": true})
		if m := p.next(wire.TypeRefused); m.Of != wire.ReqAnswer {
			t.Errorf("another's answer: %+v", m)
		}
	}
	if got := h.took(); len(got) != 0 {
		t.Fatalf("the host was given answers for %v", got)
	}
	// Vex's player rolls; the rest of the initiative is answered here.
	vex.send(answer(st.Decision))
	for deadline := time.Now().Add(wait); len(h.took()) == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Vex's own answer was not taken")
		}
	}
	h.mu.Lock()
	for h.sess.Pending() != nil {
		d := h.sess.Pending().Decision
		var err error
		if d.Dice != nil {
			_, _, err = h.sess.RollDice(h.dice)
		} else {
			_, err = h.sess.Answer(d.Options[0].Value)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	h.mu.Unlock()
	s.Changed()
	own := func(st *wire.State) *wire.Act {
		for i, a := range st.Acts {
			if a.Legal && !a.Reaction && (a.Kind == "attack" || a.Kind == "move") {
				return &st.Acts[i]
			}
		}
		return nil
	}
	st = vex.stateWhere(func(st *wire.State) bool { return own(st) != nil })
	act := own(st)
	rook.send(map[string]any{"type": wire.ReqAct, "act": act.ID})
	if m := rook.next(wire.TypeRefused); m.Of != wire.ReqAct {
		t.Errorf("another's act: %+v", m)
	}
	watcher.send(map[string]any{"type": wire.ReqAct, "act": act.ID})
	if m := watcher.next(wire.TypeRefused); !strings.Contains(m.Reason, "watching") {
		t.Errorf("a spectator's act: %+v", m)
	}
	if got := h.took(); len(got) != 1 {
		t.Fatalf("the host was given acts for %v", got[1:])
	}
	if n := strings.Count(log.String(), "refused"); n != 4 {
		t.Errorf("the log holds %d refusals, want the 4:\n%s", n, log)
	}
	vex.send(map[string]any{"type": wire.ReqAct, "act": act.ID})
	for deadline := time.Now().Add(wait); len(h.took()) < 2; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Vex's own act (%s) was not taken", act.Label)
		}
	}
	if got := h.took(); got[0] != "vex" || got[1] != "vex" {
		t.Errorf("the host was given %v", got)
	}
}

// A message over the size closes the connection; messages faster than
// the rate are refused, each said so.
func TestTable_MessagesAreBoundedInSizeAndRate(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{AdmitAll: true})
	p := dial(t, s.URL(), "", nil)
	p.next(wire.TypeState)
	for range 40 {
		p.send(map[string]any{"type": wire.ReqHello, "name": "Ana"})
	}
	if m := p.next(wire.TypeRefused); !strings.Contains(m.Reason, "too many") {
		t.Errorf("a flood: %+v", m)
	}
	big := `{"type":"hello","name":"` + strings.Repeat("a", wire.MaxRequest) + `"}`
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	_ = p.conn.Write(ctx, websocket.MessageText, []byte(big))
	select {
	case <-p.ended:
		if websocket.CloseStatus(p.err) != websocket.StatusMessageTooBig {
			t.Errorf("closed with %v, want too big", p.err)
		}
	case <-time.After(wait):
		t.Fatal("a message over the size left the connection open")
	}
	q := dial(t, s.URL(), "", nil)
	q.next(wire.TypeState)
	_ = q.conn.Write(ctx, websocket.MessageText, []byte(`{"type":"nuke"}`))
	select {
	case <-q.ended:
	case <-time.After(wait):
		t.Fatal("a message that does not read left the connection open")
	}
}

// A page that drops and comes back with its key resumes where it was:
// the same seat, the whole board again.
func TestTable_AReconnectResumes(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{AdmitAll: true})
	p := dial(t, s.URL(), "", nil)
	first := p.next(wire.TypeState)
	p.conn.CloseNow()
	<-p.ended
	q := dial(t, s.URL(), first.Guest, nil)
	again := q.next(wire.TypeState)
	if again.Guest != first.Guest || again.State.Seat != first.State.Seat || again.State.Board == nil || again.State.Sheet == nil {
		t.Errorf("resumed as %+v (board %v, sheet %v), was %+v", again.State.Seat, again.State.Board != nil, again.State.Sheet != nil, first.State.Seat)
	}
	if n := len(s.Guests()); n != 1 {
		t.Errorf("%d guests after a reconnect, want the one", n)
	}
}

// When the GM closes the table, every page is told.
func TestTable_ClosingTellsThePages(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{})
	lobby := dial(t, s.URL(), "", nil)
	lobby.next(wire.TypeLobby)
	s2, _, _, _ := openTable(t, brawl, table.Options{AdmitAll: true})
	seated := dial(t, s2.URL(), "", nil)
	seated.next(wire.TypeState)
	s.Close()
	s2.Close()
	lobby.next(wire.TypeClosed)
	seated.next(wire.TypeClosed)
	if res, err := http.Get(s.URL()); err == nil {
		res.Body.Close()
		t.Errorf("the closed table still answers: %d", res.StatusCode)
	}
}

// slowHost is a game whose board is large and changes on demand: each
// state is a few hundred kilobytes.
type slowHost struct {
	game atomic.Pointer[projection.Game] // set by the test, read by the table's goroutines
}

func (h *slowHost) Snapshot() *projection.Game                  { return h.game.Load() }
func (h *slowHost) Act(sheet.CharacterID, combat.Command) error { return errors.ErrUnsupported }
func (h *slowHost) Answer(sheet.CharacterID, projection.Settlement) error {
	return errors.ErrUnsupported
}
func (h *slowHost) Pass(sheet.CharacterID) error     { return errors.ErrUnsupported }
func (h *slowHost) Withdraw(sheet.CharacterID) error { return errors.ErrUnsupported }
func (h *slowHost) Seats([]sheet.CharacterID)        {}

// A page that never reads does not hold up the others: the table keeps
// publishing, and a page that reads gets the newest state, while the
// page that stopped reading has far more waiting for it than its
// connection holds.
func TestTable_ASlowPageNeverHoldsUpTheOthers(t *testing.T) {
	doc := bigMap(3000)
	host := &slowHost{}
	host.game.Store(&projection.Game{Map: &doc.Map, Characters: doc.Characters})
	s, err := table.Open(host, table.Options{Addr: "127.0.0.1:0", AdmitAll: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	// The slow page: it connects and never reads again.
	slow, _, err := websocket.Dial(ctx, liveURL(s.URL(), ""), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.CloseNow()
	fast := dial(t, s.URL(), "", nil)
	fast.next(wire.TypeState)
	const changes = 40
	for i := range changes {
		// Each change moves the board: a new area name, so every state
		// carries the whole board again.
		m := doc.Map.Clone()
		m.Areas[0].Name = "Moved " + strings.Repeat("x", i)
		host.game.Store(&projection.Game{Map: m, Characters: doc.Characters})
		s.Changed()
		st := fast.stateWhere(func(st *wire.State) bool { return st.Board != nil && st.Board.Areas[0].Name == m.Areas[0].Name })
		data, _ := json.Marshal(st)
		if i == 0 && len(data) < 150_000 {
			t.Fatalf("a state is only %d bytes: the slow page's connection would hold them all", len(data))
		}
	}
}
