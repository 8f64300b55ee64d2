package table_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/headless"
	"github.com/unhexboard/unhexboard/table/wire"
)

// wait bounds every wait of these tests: long enough for a loaded
// machine, short enough to fail rather than hang.
const wait = 30 * time.Second

// recorder keeps every byte the table sent, to search.
type recorder struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (r *recorder) add(p []byte) {
	r.mu.Lock()
	r.buf.Write(p)
	r.buf.WriteByte('\n')
	r.mu.Unlock()
}

func (r *recorder) String() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.buf.String()
}

// logLines keeps the table's log.
type logLines struct {
	mu    sync.Mutex
	lines []string
}

func (l *logLines) add(s string) {
	l.mu.Lock()
	l.lines = append(l.lines, s)
	l.mu.Unlock()
}

func (l *logLines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// openTable serves the map at path with the headless game, its dice
// seeded; play starts the tactics, at full speed.
func openTable(t testing.TB, path string, opts table.Options) (s *table.Server, g *headless.Game, log *logLines, play func()) {
	t.Helper()
	doc, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return openDoc(t, doc, opts)
}

// openDoc is openTable for a document.
func openDoc(t testing.TB, doc *engine.Document, opts table.Options) (s *table.Server, g *headless.Game, log *logLines, play func()) {
	t.Helper()
	g, err := headless.New(doc, 7)
	if err != nil {
		t.Fatal(err)
	}
	log = &logLines{}
	opts.Addr = "127.0.0.1:0"
	opts.Log = log.add
	s, err = table.Open(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	g.Changed = s.Changed
	g.Say = log.add
	t.Cleanup(func() {
		if t.Failed() {
			snap := g.Snapshot()
			pend := "none"
			if snap.Pending != nil {
				pend = fmt.Sprintf("%+v", *snap.Pending.Decision)
			}
			t.Logf("the table's log:\n%s\npending: %s\nguests: %+v", log, pend, s.Guests())
		}
	})
	stop := make(chan struct{})
	ran := make(chan struct{})
	var once sync.Once
	play = func() {
		once.Do(func() {
			go func() {
				defer close(ran)
				g.Run(stop)
			}()
		})
	}
	t.Cleanup(func() {
		close(stop)
		once.Do(func() { close(ran) })
		<-ran
		s.Close()
	})
	return s, g, log, play
}

// peer is a page at the table: a live connection whose every message is
// recorded and queued.
type peer struct {
	t     testing.TB
	conn  *websocket.Conn
	msgs  chan wire.Message
	guest string
	ended chan struct{}
	err   error
	last  *wire.State
}

func liveURL(link, guest string) string {
	u := "ws" + strings.TrimPrefix(link, "http") + wire.LivePath
	if guest != "" {
		u += "?" + wire.GuestParam + "=" + guest
	}
	return u
}

func dial(t testing.TB, link, guest string, rec *recorder) *peer {
	return dialStamped(t, link, guest, rec, nil)
}

// dialStamped is dial telling stamp when each state arrives.
func dialStamped(t testing.TB, link, guest string, rec *recorder, stamp func(seq int64, at time.Time)) *peer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, liveURL(link, guest), nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	conn.SetReadLimit(64 << 20)
	p := &peer{t: t, conn: conn, msgs: make(chan wire.Message, 1<<14), ended: make(chan struct{})}
	go func() {
		defer close(p.ended)
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				p.err = err
				return
			}
			if rec != nil {
				rec.add(data)
			}
			var m wire.Message
			if err := json.Unmarshal(data, &m); err != nil {
				t.Errorf("the table sent what is not a message: %v", err)
				return
			}
			if stamp != nil && m.Type == wire.TypeState {
				stamp(m.Seq, time.Now())
			}
			p.msgs <- m
		}
	}()
	t.Cleanup(func() { conn.CloseNow() })
	return p
}

// next is the next message of type typ, skipping others.
func (p *peer) next(typ string) wire.Message {
	p.t.Helper()
	deadline := time.After(wait)
	for {
		select {
		case m := <-p.msgs:
			if m.Guest != "" {
				p.guest = m.Guest
			}
			if m.State != nil {
				p.last = m.State
			}
			if m.Type == typ {
				return m
			}
		case <-p.ended:
			// drain what came before the end
			select {
			case m := <-p.msgs:
				if m.Type == typ {
					return m
				}
				continue
			default:
			}
			p.t.Fatalf("the connection ended waiting for %q: %v", typ, p.err)
		case <-deadline:
			last, _ := json.Marshal(p.last)
			p.t.Fatalf("no %q message came after %.600s", typ, last)
		}
	}
}

// stateWhere waits for a state that ok accepts.
func (p *peer) stateWhere(ok func(*wire.State) bool) *wire.State {
	p.t.Helper()
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		m := p.next(wire.TypeState)
		if ok(m.State) {
			return m.State
		}
	}
	p.t.Fatal("no such state came")
	return nil
}

func (p *peer) send(req map[string]any) {
	p.t.Helper()
	data, _ := json.Marshal(req)
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := p.conn.Write(ctx, websocket.MessageText, data); err != nil {
		p.t.Fatalf("send: %v", err)
	}
}

// answer is a player's answer to a decision: the app's dice, the first
// option, the least number, a share from the first locations, every item.
func answer(d *wire.Decision) map[string]any {
	req := map[string]any{"type": wire.ReqAnswer, "decision": d.ID}
	switch {
	case d.Dice != nil:
		req["roll"] = true
	case len(d.Options) > 0:
		req["option"] = 0
	case d.Range != nil:
		req["number"] = d.Range.Min
	case d.Spread != nil:
		left := d.Spread.Total
		var parts []wire.SpreadPart
		for _, l := range d.Spread.Locations {
			if left == 0 || len(parts) == d.Spread.MaxLocations {
				break
			}
			n := left
			if l.Limit > 0 {
				n = min(n, l.Limit)
			}
			parts = append(parts, wire.SpreadPart{Location: l.Location, Count: n})
			left -= n
		}
		req["spread"] = parts
	case d.Items != nil:
		idx := []int{}
		for i := range d.Items {
			idx = append(idx, i)
		}
		if len(idx) == 0 {
			delete(req, "items")
			req["noItems"] = true
		} else {
			req["items"] = idx
		}
	}
	return req
}

// choose is a player's act: an attack if one is legal, else the end of
// the turn if it is legal, else none.
func choose(acts []wire.Act) *wire.Act {
	var end *wire.Act
	for i := range acts {
		a := &acts[i]
		switch {
		case !a.Legal || a.Reaction:
		case a.Kind == "attack":
			return a
		case a.Kind == "end-turn":
			end = a
		}
	}
	return end
}

// play plays the seat from its newest state until done says the game
// has gone far enough, answering every decision and taking an act when
// it may, as a person at the page would: it asks nothing twice of a
// state, and asks again what was refused.
func (p *peer) play(done func(*wire.State) bool) {
	p.t.Helper()
	deadline := time.After(2 * wait)
	asked := map[string]bool{}
	var st *wire.State
	var seq int64
	lastKey := ""
	for {
		var m wire.Message
		select {
		case m = <-p.msgs:
		case <-p.ended:
			p.t.Errorf("the connection ended: %v", p.err)
			return
		case <-deadline:
			var last any = st
			if st != nil {
				last = map[string]any{"seat": st.Seat, "banner": st.Banner, "decision": st.Decision, "pass": st.CanPass, "acts": st.Acts, "waiting": st.Waiting}
			}
			data, _ := json.Marshal(last)
			p.t.Errorf("the game did not get that far; the last state: %.1500s", data)
			return
		}
		if m.Guest != "" {
			p.guest = m.Guest
		}
		switch m.Type {
		case wire.TypeState:
			st, seq = m.State, m.Seq
		case wire.TypeRefused:
			delete(asked, lastKey)
			time.Sleep(100 * time.Millisecond)
		default:
			continue
		}
	newest:
		for {
			select {
			case m := <-p.msgs:
				if m.Type == wire.TypeState {
					st, seq = m.State, m.Seq
				}
			default:
				break newest
			}
		}
		if st == nil {
			continue
		}
		if done(st) {
			return
		}
		var req map[string]any
		switch {
		case st.Decision != nil:
			req = answer(st.Decision)
		case st.CanPass:
			req = map[string]any{"type": wire.ReqPass, "window": seq}
		default:
			if a := choose(st.Acts); a != nil {
				req = map[string]any{"type": wire.ReqAct, "act": a.ID, "banner": st.Banner, "turns": st.Turns, "log": len(st.Log)}
			}
		}
		if req == nil {
			continue
		}
		key, _ := json.Marshal(req)
		if asked[string(key)] {
			continue
		}
		asked[string(key)], lastKey = true, string(key)
		for _, k := range []string{"window", "banner", "turns", "log"} {
			delete(req, k)
		}
		p.send(req)
	}
}

// roundOver reports a state past round n, or the end of the combat.
func roundOver(n int) func(*wire.State) bool {
	return func(st *wire.State) bool {
		if st.Over != "" {
			return true
		}
		var r int
		if _, err := fmtSscanRound(st.Banner, &r); err == nil && r > n {
			return true
		}
		return false
	}
}

// get fetches url and returns the status and body.
func get(t *testing.T, url string, header http.Header) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(res.Body)
	return res.StatusCode, b.String()
}

func fmtSscanRound(banner string, r *int) (int, error) { return fmt.Sscanf(banner, "Round %d", r) }

// stateOf is the guest's state as the state endpoint answers it.
func stateOf(t *testing.T, link, guest string) *wire.State {
	t.Helper()
	code, body := get(t, link+wire.StatePath+"?"+wire.GuestParam+"="+guest, nil)
	var m wire.Message
	if err := json.Unmarshal([]byte(body), &m); err != nil || code != http.StatusOK || m.State == nil {
		t.Fatalf("the state endpoint answered %d %.200s", code, body)
	}
	return m.State
}

func stateBoard(t *testing.T, link, guest string) *wire.Board { return stateOf(t, link, guest).Board }

func stateTurns(t *testing.T, link, guest string) []wire.TurnRow {
	return stateOf(t, link, guest).Turns
}

// seated reports whether n guests play a character.
func seated(s *table.Server, n int) bool {
	k := 0
	for _, g := range s.Guests() {
		if g.Admitted && g.Character != "" {
			k++
		}
	}
	return k >= n
}

// bigMap is a map of n areas in a row, joined one to the next.
func bigMap(n int) *engine.Document {
	doc := engine.NewDocument("A long street")
	for i := range n {
		doc.Map.Areas = append(doc.Map.Areas, battlemap.Area{ID: battlemap.AreaID(fmt.Sprintf("a%d", i)),
			Name: fmt.Sprintf("House number %d on the long street", i), X: float64(i * 200)})
		if i > 0 {
			doc.Map.Links = append(doc.Map.Links, battlemap.Link{A: doc.Map.Areas[i-1].ID, B: doc.Map.Areas[i].ID, Kind: battlemap.Solid})
		}
	}
	return doc
}

// bot answers a page's states as a person would (answer, pass, attack or
// end the turn), asking nothing twice of a state.
type bot struct {
	p     *peer
	asked map[string]bool
	last  *wire.State
}

func newBot(p *peer) *bot { return &bot{p: p, asked: map[string]bool{}} }

// newest drains what the page was sent and returns its newest state
// (the last one seen when nothing new came).
func (b *bot) newest() *wire.State {
	for {
		select {
		case m := <-b.p.msgs:
			if m.Guest != "" {
				b.p.guest = m.Guest
			}
			if m.Type == wire.TypeState {
				b.last = m.State
			}
			if m.Type == wire.TypeRefused {
				b.asked = map[string]bool{} // ask again
			}
		default:
			return b.last
		}
	}
}

// respond does what a person would with st.
func (b *bot) respond(st *wire.State) {
	var req map[string]any
	switch {
	case st.Decision != nil:
		req = answer(st.Decision)
	case st.CanPass:
		req = map[string]any{"type": wire.ReqPass, "window": st.Banner, "log": len(st.Log)}
	default:
		if a := choose(st.Acts); a != nil {
			req = map[string]any{"type": wire.ReqAct, "act": a.ID, "banner": st.Banner, "turns": st.Turns, "log": len(st.Log)}
		}
	}
	if req == nil {
		return
	}
	key, _ := json.Marshal(req)
	if b.asked[string(key)] {
		return
	}
	b.asked[string(key)] = true
	for _, k := range []string{"window", "banner", "turns", "log"} {
		delete(req, k)
	}
	b.p.send(req)
}

// drive lets the bots play until target's newest state is one stop
// accepts, and returns it; target's bot does not answer that state.
func drive(t *testing.T, bots map[*peer]*bot, target *peer, stop func(*wire.State) bool) *wire.State {
	t.Helper()
	for deadline := time.Now().Add(2 * wait); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		for p, b := range bots {
			st := b.newest()
			if st == nil {
				continue
			}
			if p == target && stop(st) {
				return st
			}
			b.respond(st)
		}
	}
	t.Fatal("the game never came to that")
	return nil
}
