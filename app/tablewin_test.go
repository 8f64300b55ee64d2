package app

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/table/wire"
)

// The window's side of the online table, tested through the window: the
// table opened from the Mode menu's dialog, real HTTP requests and real
// WebSocket clients standing in for the players' browsers, and the UI
// thread's queue run by the test.

// uiQueue is the window's UI thread as the table reaches it: the test
// runs what the table hands it.
type uiQueue chan func()

// openTable opens the table on 127.0.0.1 at a free port through the open
// dialog, and returns its join link and the UI queue.
func openTable(t *testing.T, w *mainWindow) (string, uiQueue) {
	t.Helper()
	q := make(uiQueue, 256)
	w.table.Run = func(f func()) { q <- f }
	w.table.ShowOpen()
	w.pickInOpenDialog(t, "127.0.0.1", freePort(t))
	test.Tap(w.button(t, "Open the table"))
	link := w.table.Link()
	if link == "" {
		t.Fatalf("the table did not open; dialog: %s", w.dialogText())
	}
	// The join dialog shows; Done puts it away.
	test.Tap(w.button(t, "Done"))
	t.Cleanup(func() { w.table.CloseNow() })
	return link, q
}

// pickInOpenDialog chooses the address and types the port in the open
// dialog.
func (w *mainWindow) pickInOpenDialog(t *testing.T, addr, port string) {
	t.Helper()
	top := w.win.Canvas().Overlays().Top()
	sel := firstIn[*widget.Select](top)
	if sel == nil {
		t.Fatal("the open dialog has no address to pick")
	}
	for _, o := range sel.Options {
		if strings.HasPrefix(o, addr) {
			sel.SetSelected(o)
		}
	}
	entry := firstIn[*widget.Entry](top)
	entry.SetText(port)
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	ln.Close()
	return port
}

// pumpUntil runs the UI queue until cond holds.
func (q uiQueue) pumpUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		select {
		case f := <-q:
			f()
		case <-time.After(5 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting: %s", what)
		}
	}
}

// guest is a player's browser: a live connection to the table.
type guest struct {
	conn *websocket.Conn
	msgs chan wire.Message
	last *wire.State // the last state received
	gone chan error  // the connection's end
}

// anaInTheLobby opens the table and has Ana join it, waiting in the
// lobby: the link, the UI queue and her page.
func anaInTheLobby(t *testing.T, w *mainWindow) (string, uiQueue, *guest) {
	t.Helper()
	link, q := openTable(t, w)
	g := joinTable(t, link, "Ana")
	g.await(t, q, "the lobby", func(m wire.Message) bool { return m.Type == wire.TypeLobby })
	return link, q, g
}

func joinTable(t *testing.T, link, name string) *guest {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	u.Scheme = "ws"
	u.Path += wire.LivePath
	conn, _, err := websocket.Dial(context.Background(), u.String(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.CloseNow() })
	g := &guest{conn: conn, msgs: make(chan wire.Message, 256), gone: make(chan error, 1)}
	go func() {
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				g.gone <- err
				close(g.msgs)
				return
			}
			var m wire.Message
			if json.Unmarshal(data, &m) == nil {
				g.msgs <- m
			}
		}
	}()
	g.send(t, wire.Request{Type: wire.ReqHello, Name: name})
	return g
}

func (g *guest) send(t *testing.T, r wire.Request) {
	t.Helper()
	data, _ := json.Marshal(r)
	if err := g.conn.Write(context.Background(), websocket.MessageText, data); err != nil {
		t.Fatal(err)
	}
}

// await runs the UI queue until the guest receives a message for which
// ok holds, and returns it.
func (g *guest) await(t *testing.T, q uiQueue, what string, ok func(wire.Message) bool) wire.Message {
	t.Helper()
	var got *wire.Message
	q.pumpUntil(t, what, func() bool {
		for {
			select {
			case m, open := <-g.msgs:
				if !open {
					return false
				}
				if m.State != nil {
					if g.last != nil && m.State.Board == nil {
						m.State.Board = g.last.Board
					}
					g.last = m.State
				}
				if ok(m) {
					got = &m
					return true
				}
			default:
				return false
			}
		}
	})
	return *got
}

// letIn lets the only guest in the lobby in with the character named
// pick (watchOnly to watch), through the table's panel.
func (w *mainWindow) letIn(t *testing.T, q uiQueue, pick string) {
	t.Helper()
	q.pumpUntil(t, "a guest in the table's panel", func() bool { return w.tablePanelButton("Let in") != nil })
	test.Tap(w.tablePanelButton("Let in"))
	radio := firstIn[*widget.RadioGroup](w.win.Canvas().Overlays().Top())
	for _, o := range radio.Options {
		if strings.HasPrefix(o, pick) {
			radio.SetSelected(o)
		}
	}
	test.Tap(w.button(t, "Let in"))
}

// tablePanelButton is the table panel's button whose label starts with
// text, or nil.
func (w *mainWindow) tablePanelButton(text string) *widget.Button {
	var found *widget.Button
	walk(w.table.Panel(), func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && found == nil && strings.HasPrefix(label, text) {
			found = b
		}
	})
	return found
}

func (w *mainWindow) tablePanelText() string {
	var parts []string
	walk(w.table.Panel(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

func get(t *testing.T, u string) (int, string) {
	t.Helper()
	r, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	body, _ := io.ReadAll(r.Body)
	return r.StatusCode, string(body)
}

func TestTable_OpeningStartsTheServerAndClosingStopsIt(t *testing.T) {
	w := newPlayWindow(t)
	if w.table.IsOpen() {
		t.Fatal("the table is open before the GM opens it")
	}
	link, q := openTable(t, w)
	code, body := get(t, link)
	if code != http.StatusOK || !strings.Contains(body, "<html") {
		t.Errorf("the join link answers %d: %.80q", code, body)
	}
	u, _ := url.Parse(link)
	token := strings.Trim(strings.TrimPrefix(u.Path, wire.PathPrefix), "/")
	wrong := strings.Replace(link, token, strings.Repeat("A", len(token)), 1)
	for _, bad := range []string{wrong, "http://" + u.Host + "/", "http://" + u.Host + wire.PathPrefix} {
		if code, body := get(t, bad); code != http.StatusNotFound || strings.Contains(body, "Bar") {
			t.Errorf("%s without the token answers %d: %.80q", bad, code, body)
		}
	}
	g := joinTable(t, link, "Ana")
	g.await(t, q, "the lobby", func(m wire.Message) bool { return m.Type == wire.TypeLobby })

	w.table.Close() // Mode → Close the Table
	g.await(t, q, "the page told the table is closed", func(m wire.Message) bool { return m.Type == wire.TypeClosed })
	q.pumpUntil(t, "the server to stop listening", func() bool {
		c, err := net.DialTimeout("tcp", u.Host, time.Second)
		if err == nil {
			c.Close()
		}
		return err != nil
	})
	if w.table.Panel().Visible() {
		t.Error("the table's panel still shows once the table is closed")
	}
}

func TestTable_EachOpeningHasANewToken(t *testing.T) {
	w := newPlayWindow(t)
	first, q := openTable(t, w)
	w.table.CloseNow()
	second, _ := openTable(t, w)
	_ = q
	if first == second {
		t.Errorf("the table opened twice with the same link %s", first)
	}
}

func TestTable_APortInUseIsSaidPlainly(t *testing.T) {
	w := newPlayWindow(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	w.table.ShowOpen()
	w.pickInOpenDialog(t, "127.0.0.1", port)
	test.Tap(w.button(t, "Open the table"))
	if w.table.IsOpen() {
		t.Fatal("the table opened on a port in use")
	}
	if text := w.dialogText(); !strings.Contains(strings.ToLower(text), "port "+port+" is in use by another program") {
		t.Errorf("the dialog says: %s", text)
	}
	w.pickInOpenDialog(t, "127.0.0.1", "70000")
	test.Tap(w.button(t, "Open the table"))
	if text := w.dialogText(); !strings.Contains(text, "from 1 to 65535") {
		t.Errorf("a port out of range: the dialog says %s", text)
	}
}

func TestTable_QuittingClosesTheTable(t *testing.T) {
	w := newPlayWindow(t)
	link, q, g := anaInTheLobby(t, w)
	w.recov.dir = t.TempDir()
	w.exit()
	g.await(t, q, "the page told the table is closed", func(m wire.Message) bool { return m.Type == wire.TypeClosed })
	u, _ := url.Parse(link)
	if c, err := net.DialTimeout("tcp", u.Host, time.Second); err == nil {
		c.Close()
		t.Error("the table still listens after the app quit")
	}
}

func TestTable_TheSeatPickerNeverOffersAHiddenCharacter(t *testing.T) {
	w := newPlayWindow(t)
	if err := w.openPath("../table/testdata/secrets.unhex"); err != nil {
		t.Fatal(err)
	}
	_, q, _ := anaInTheLobby(t, w)
	q.pumpUntil(t, "a guest to let in", func() bool { return w.tablePanelButton("Let in") != nil })
	test.Tap(w.tablePanelButton("Let in"))
	radio := firstIn[*widget.RadioGroup](w.win.Canvas().Overlays().Top())
	offered := strings.Join(radio.Options, "\n")
	hidden, shown := 0, 0
	for _, c := range w.play.Characters() {
		on := strings.Contains(offered, c.Name)
		if c.HiddenOn(w.ed.Map()) {
			hidden++
			if on {
				t.Errorf("the picker offers %s, whom the players may not know of:\n%s", c.Name, offered)
			}
		} else {
			shown++
			if !on {
				t.Errorf("the picker leaves out %s:\n%s", c.Name, offered)
			}
		}
	}
	if hidden == 0 || shown == 0 {
		t.Fatalf("the map needs hidden and shown characters: %d hidden, %d shown", hidden, shown)
	}
}

func TestTable_RemovingAGuestClosesTheirConnection(t *testing.T) {
	w := newPlayWindow(t)
	_, q, g := anaInTheLobby(t, w)
	q.pumpUntil(t, "the guest in the panel", func() bool { return w.tablePanelButton("Remove") != nil })
	test.Tap(w.tablePanelButton("Remove"))
	g.await(t, q, "the page told it is removed", func(m wire.Message) bool { return m.Type == wire.TypeRemoved })
	q.pumpUntil(t, "the connection to close", func() bool {
		select {
		case err := <-g.gone:
			g.gone <- err
			return true
		default:
			return false
		}
	})
	q.pumpUntil(t, "the panel to forget the guest", func() bool { return w.tablePanelButton("Remove") == nil })
}

func TestTable_APlayersAnswerAndActGoThroughTheJournalAndUndo(t *testing.T) {
	w := newPlayWindow(t)
	_, q, g := anaInTheLobby(t, w)
	w.letIn(t, q, "Vex")
	g.await(t, q, "Vex's seat", func(m wire.Message) bool { return m.State != nil && m.State.Seat.CharacterName == "Vex" })
	q.pumpUntil(t, "Play to know Vex is played online", func() bool { return strings.Contains(w.tablePanelText(), "plays Vex") })

	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	// Vex's roll goes to Ana's browser, not to a dialog on the GM's screen.
	if w.win.Canvas().Overlays().Top() != nil && w.hasDiceEntry() {
		t.Fatalf("the GM is asked Vex's roll: %s", w.dialogText())
	}
	if text := w.panelText(); !strings.Contains(text, "Waiting for Vex (Ana, online)") {
		t.Errorf("the tracker does not say it waits on Ana's browser:\n%s", text)
	}
	m := g.await(t, q, "Vex's initiative in the page", func(m wire.Message) bool { return m.State != nil && m.State.Decision != nil })
	g.send(t, wire.Request{Type: wire.ReqAnswer, Decision: m.State.Decision.ID, Dice: "34"})
	q.pumpUntil(t, "the GM asked the Bouncer's roll", func() bool { return w.hasDiceEntry() })
	if !strings.Contains(w.dialogText(), "Vex rolled 34") {
		t.Errorf("the GM's next dialog does not tell Vex's roll: %s", w.dialogText())
	}
	w.typeDice(t, "81")
	// The PCs won: Vex's player chooses the order, in the page.
	m = g.await(t, q, "the order in the page", func(m wire.Message) bool {
		return m.State != nil && m.State.Decision != nil && len(m.State.Decision.Options) > 0
	})
	order := -1
	for i, o := range m.State.Decision.Options {
		if strings.HasPrefix(o, "PCs, then Club") {
			order = i
		}
	}
	if order < 0 {
		t.Fatalf("the page is not offered the order: %+v", m.State.Decision)
	}
	g.send(t, wire.Request{Type: wire.ReqAnswer, Decision: m.State.Decision.ID, Option: &order})
	q.pumpUntil(t, "the initiative in the journal", func() bool { return len(w.play.Fight().Log()) == 1 })
	if n := len(w.play.Fight().Log()); n != 1 {
		t.Fatalf("the initiative with Ana's dice is not in the journal: %d entries", n)
	}
	entry, _ := json.Marshal(w.play.Fight().Log()[0])
	if !strings.Contains(string(entry), `"tens":3`) || !strings.Contains(string(entry), `"ones":4`) {
		t.Errorf("the journal's initiative does not hold Ana's 34: %s", entry)
	}

	// On the PCs' turn, Ana moves Vex from the page.
	m = g.await(t, q, "Vex's acts", func(m wire.Message) bool { return m.State != nil && len(m.State.Acts) > 0 })
	var move wire.Act
	for _, a := range m.State.Acts {
		if a.Kind == "move" && a.Legal && move.ID == "" {
			move = a
		}
	}
	if move.ID == "" {
		t.Fatalf("no legal move among Vex's acts: %+v", m.State.Acts)
	}
	before := len(w.play.Fight().Log())
	g.send(t, wire.Request{Type: wire.ReqAct, Act: move.ID})
	q.pumpUntil(t, "Ana's move in the journal", func() bool { return len(w.play.Fight().Log()) > before })
	lines := w.play.Fight().View().Log
	shown := strings.Join(w.logText(), "\n")
	if !strings.Contains(shown, "Vex (Ana, online)") {
		t.Errorf("the log does not name Ana's act as hers: %q (shown: %s)", lines[len(lines)-1], shown)
	}
	w.undo()
	if n := len(w.play.Fight().Log()); n != before {
		t.Errorf("undo leaves %d entries, want %d", n, before)
	}
}

func TestTable_TheGMAnsweringForAPlayerClearsTheirDecision(t *testing.T) {
	w := newPlayWindow(t)
	_, q, g := anaInTheLobby(t, w)
	w.letIn(t, q, "Vex")
	q.pumpUntil(t, "Vex seated", func() bool { return strings.Contains(w.tablePanelText(), "plays Vex") })
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	g.await(t, q, "Vex's decision in the page", func(m wire.Message) bool { return m.State != nil && m.State.Decision != nil })
	test.Tap(w.button(t, "Answer for them"))
	w.typeDice(t, "34")
	g.await(t, q, "the decision gone from the page", func(m wire.Message) bool { return m.State != nil && m.State.Decision == nil })
}

// panelText joins the labels of the side panel.
func (w *mainWindow) panelText() string {
	var parts []string
	walk(w.props.box, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

// logText is the log as the fight pane shows it.
func (w *mainWindow) logText() []string {
	var out []string
	walk(w.play.FightPane(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return out
}

// The GM closes the table and quits at once: the app waits for the
// table's goodbye, so the pages are told and nothing listens after.
func TestTable_ClosingThenQuittingAtOnceStillTellsThePages(t *testing.T) {
	w := newPlayWindow(t)
	link, q, g := anaInTheLobby(t, w)
	w.recov.dir = t.TempDir()
	w.table.Close()
	w.exit()
	u, _ := url.Parse(link)
	if c, err := net.DialTimeout("tcp", u.Host, time.Second); err == nil {
		c.Close()
		t.Error("the table still listens once the app has quit")
	}
	g.await(t, q, "the page told the table is closed", func(m wire.Message) bool { return m.Type == wire.TypeClosed })
}
