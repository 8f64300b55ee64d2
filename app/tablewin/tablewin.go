// Package tablewin is the window's side of the online table (package
// table): the dialog that opens the table to players (the address and
// port it listens on, the join link, a QR code of it, and how players
// elsewhere reach it), the table's panel (who is there, let in, seat,
// remove), closing it, and the window as the table's game (table.Host):
// the players' acts and answers taken on the UI thread through the same
// journal as the GM's clicks. It sees the window only through Host.
package tablewin

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/projection"
)

// Host is the window as the online table sees it: Play's game, and what
// the players do in it.
type Host interface {
	host.Host
	// TableGame is the game as it stands, in copies (on the UI thread).
	TableGame() *projection.Game
	// ActFor, AnswerFor, PassFor and WithdrawFor do, for a seated
	// character, what the tracker's buttons and the decision dialog do,
	// checked on the combat as it stands.
	ActFor(seat sheet.CharacterID, cmd combat.Command) error
	AnswerFor(seat sheet.CharacterID, a projection.Settlement) error
	PassFor(seat sheet.CharacterID) error
	WithdrawFor(seat sheet.CharacterID) error
	// SeatPlayers tells Play who plays which character (nil: no one).
	SeatPlayers(seats map[sheet.CharacterID]Seat)
	// WatchPlay calls f after every change of what Play shows.
	WatchPlay(f func())
	// Flash makes an area flash on the GM's board and the player view.
	Flash(area battlemap.AreaID, by string)
}

// Seat is a character a guest plays, as Play is told it.
type Seat struct {
	Player    string
	Connected bool
}

// uiTimeout is how long a player's request waits for the window's UI
// thread before it is refused as busy; the table never waits longer.
const uiTimeout = 5 * time.Second

var errBusy = errors.New("the GM's window is busy: try again in a moment")

// Table is the online table as the window runs it: closed until the GM
// opens it.
type Table struct {
	h Host
	// Run runs f on the UI thread, without waiting (fyne.Do; tests run
	// the queue themselves).
	Run func(f func())

	srv    *table.Server // the open table, or nil
	listen string        // the address chosen (the host part)
	linkAt string        // host:port the join link names
	panel  *panel
	dlg    *joinDialog   // the join dialog, while it shows
	closed chan struct{} // closed once the table the GM last closed has told its pages
	// OnOpenClose is told when the table opens or closes (the window's
	// menu names what it may do next).
	OnOpenClose func()

	mu      sync.Mutex
	snap    *projection.Game // the game as last taken on the UI thread
	stale   bool             // the game moved since snap
	closing bool             // the table is closing: ask the UI thread nothing more
	gone    chan struct{}    // closed as the table closes: no one waits on the UI thread then
}

// New makes the table, closed.
func New(h Host) *Table {
	t := &Table{h: h, Run: fyne.Do}
	t.panel = newPanel(t)
	h.WatchPlay(t.played)
	return t
}

// IsOpen reports whether the table is open.
func (t *Table) IsOpen() bool { return t.srv != nil }

func (t *Table) openedOrClosed() {
	if t.OnOpenClose != nil {
		t.OnOpenClose()
	}
}

// played follows a change of the game (UI thread): the next snapshot is
// taken afresh, and the table told, without waiting on it.
func (t *Table) played() {
	if t.srv == nil {
		return
	}
	t.mu.Lock()
	t.stale = true
	t.mu.Unlock()
	t.srv.Changed()
}

// onUI runs f on the UI thread and waits for its result, up to
// uiTimeout; a call still queued then is dropped, never run late.
func (t *Table) onUI(f func() error) error {
	t.mu.Lock()
	closing, gone := t.closing, t.gone
	t.mu.Unlock()
	if closing {
		return errors.New("the table is closing")
	}
	var state atomic.Int32 // 0 queued, 1 running, 2 given up
	done := make(chan error, 1)
	t.Run(func() {
		if state.CompareAndSwap(0, 1) {
			done <- f()
		}
	})
	select {
	case err := <-done:
		return err
	case <-gone:
		if state.CompareAndSwap(0, 2) {
			return errors.New("the table is closing")
		}
		return <-done
	case <-time.After(uiTimeout):
		if state.CompareAndSwap(0, 2) {
			return errBusy
		}
		return <-done
	}
}

// gameHost is the window as the table's game (table.Host).
type gameHost struct{ t *Table }

var _ table.Host = gameHost{}

// Snapshot is the game as last taken, taken afresh on the UI thread when
// it moved since; a busy UI thread leaves the last one standing.
func (g gameHost) Snapshot() *projection.Game {
	t := g.t
	t.mu.Lock()
	snap, stale := t.snap, t.stale
	t.mu.Unlock()
	if !stale && snap != nil {
		return snap
	}
	_ = t.onUI(func() error {
		t.takeSnapshot()
		return nil
	})
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.snap
}

// takeSnapshot takes the game as it stands (UI thread).
func (t *Table) takeSnapshot() {
	g := t.h.TableGame()
	t.mu.Lock()
	t.snap, t.stale = g, false
	t.mu.Unlock()
}

func (g gameHost) Act(seat sheet.CharacterID, cmd combat.Command) error {
	return g.t.onUI(func() error { return g.t.h.ActFor(seat, cmd) })
}

func (g gameHost) Answer(seat sheet.CharacterID, a projection.Settlement) error {
	return g.t.onUI(func() error { return g.t.h.AnswerFor(seat, a) })
}

func (g gameHost) Pass(seat sheet.CharacterID) error {
	return g.t.onUI(func() error { return g.t.h.PassFor(seat) })
}

func (g gameHost) Withdraw(seat sheet.CharacterID) error {
	return g.t.onUI(func() error { return g.t.h.WithdrawFor(seat) })
}

// Seats follows the seats the table gives: the panel and Play learn them
// from the guests' list, on the UI thread.
func (g gameHost) Seats([]sheet.CharacterID) { g.t.guestsChanged() }

// guestsChanged refreshes, on the UI thread, what follows the guests:
// the panel, and who Play hands each decision to.
func (t *Table) guestsChanged() {
	t.Run(func() {
		if t.srv == nil {
			return
		}
		t.panel.refresh()
	})
}

// seat tells Play who plays which character among guests (UI thread);
// nil guests: the table is closed.
func (t *Table) seat(guests []table.Guest) {
	if t.srv == nil {
		t.h.SeatPlayers(nil)
		return
	}
	seats := map[sheet.CharacterID]Seat{}
	for _, g := range guests {
		if g.Admitted && g.Character != "" {
			seats[g.Character] = Seat{Player: g.Name, Connected: g.Connected}
		}
	}
	t.h.SeatPlayers(seats)
}

// logged says on the status line what happened at the table: who came,
// who was let in or removed, what was refused.
func (t *Table) logged(line string) {
	t.Run(func() {
		if t.srv != nil {
			t.h.Say("Online table: "+line, false)
		}
	})
}

// pinged flashes the area a player pinged.
func (t *Table) pinged(area battlemap.AreaID, by string) {
	t.Run(func() { t.h.Flash(area, by) })
}
