// Package table is the online table: a small web server that lets the
// players open the board in their own browsers. It serves the page, a
// lobby the GM admits guests from, and one live connection per guest
// carrying the players' projection (package projection) as the game
// moves, and the acts and answers of each player for the character the
// GM gave them, which go to the Host. It imports no window: the window
// embeds it, and `unhexboard table` runs it alone (package
// table/headless). docs/table.md describes it.
package table

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
	"github.com/unhexboard/unhexboard/table/wire"
)

// Options open a table.
type Options struct {
	// Addr is where to listen, "host:port" (port 0: any free one).
	Addr string
	// AdmitAll lets every guest in at once, each given the first player
	// character no one plays yet (a spectator when none is left).
	AdmitAll bool
	// Log is told what happens at the table: who came, who was let in or
	// removed, and every request refused. Nil: nowhere.
	Log func(line string)
	// Changed is called (on the table's goroutine) whenever the list of
	// guests changes, for the GM's panel. Nil: nothing.
	Changed func()
	// Pinged is called (on the table's goroutine) when a guest pings an
	// area the players see, with the guest's name, for the GM's board.
	// Nil: nothing.
	Pinged func(area battlemap.AreaID, by string)
	// Published is called with each state's number as the state is
	// taken from the host, before it is sent, for measuring how long it
	// takes to reach the pages; nil: nothing.
	Published func(seq int64)
}

// Server is an open table.
type Server struct {
	opts  Options
	host  Host
	token string
	proj  *projection.Projector
	ln    net.Listener
	http  *http.Server

	mu      sync.Mutex
	guests  []*guest
	removed map[string]bool // keys of removed guests
	closed  bool
	game    *projection.Game // the last snapshot
	seq     int64
	// projMu keeps one projection at a time: the projector's cache and
	// the snapshot's lazily built parts are not for two goroutines.
	projMu sync.Mutex

	changed chan struct{} // the game moved: publish
	done    chan struct{} // closed by Close
	wg      sync.WaitGroup
}

// Open starts a table for host on opts.Addr with a new token.
func Open(host Host, opts Options) (*Server, error) {
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("the table cannot listen on %s: %w", opts.Addr, err)
	}
	s := &Server{opts: opts, host: host, token: newSecret(), proj: projection.NewProjector([]byte(newSecret())),
		ln: ln, removed: map[string]bool{}, changed: make(chan struct{}, 1), done: make(chan struct{})}
	s.game = host.Snapshot()
	s.http = &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10,
		IdleTimeout: 2 * time.Minute}
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		if err := s.http.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.logf("the table stopped serving: %v", err)
		}
	}()
	go s.publisher()
	return s, nil
}

// URL is the link to give the players: the address the table listens on
// and its token. A table listening on every address (0.0.0.0 or ::)
// names this machine as localhost; the GM gives the address players
// reach it by (Link).
func (s *Server) URL() string {
	return s.Link(s.ln.Addr().String())
}

// Link is the join link through hostport, the address the players reach
// the table by (this machine's address on the network, or a tunnel's).
func (s *Server) Link(hostport string) string {
	if host, port, err := net.SplitHostPort(hostport); err == nil {
		if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
			host = "localhost"
		}
		hostport = net.JoinHostPort(host, port)
	}
	return "http://" + hostport + wire.PathPrefix + s.token + "/"
}

// Addr is the address the table listens on.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// Changed tells the table the game moved; it sends every page the new
// state soon after, without waiting here.
func (s *Server) Changed() {
	select {
	case s.changed <- struct{}{}:
	default: // a publication is due already; it will read the newest game
	}
}

// publisher sends each change of the game to every admitted guest. It
// only hands each connection its newest state: a slow page never holds
// it up.
func (s *Server) publisher() {
	defer s.wg.Done()
	for {
		select {
		case <-s.done:
			return
		case <-s.changed:
		}
		g := s.host.Snapshot()
		s.mu.Lock()
		s.game = g
		var to []*guest
		for _, gu := range s.guests {
			if gu.Admitted && gu.client != nil {
				to = append(to, gu)
			}
		}
		s.mu.Unlock()
		type news struct {
			c *client
			m wire.Message
		}
		var out []news
		for _, gu := range to {
			s.mu.Lock()
			seat, c := s.seatOf(gu), gu.client
			s.mu.Unlock()
			if m := s.project(g, seat, 0, gu.key); c != nil && s.fresh(gu, c, m.State) {
				out = append(out, news{c, m})
			}
		}
		if len(out) == 0 {
			continue // a change no page can see: nothing sent, no number spent
		}
		s.mu.Lock()
		s.seq++
		seq := s.seq
		s.mu.Unlock()
		if s.opts.Published != nil {
			s.opts.Published(seq)
		}
		for _, n := range out {
			n.m.Seq = seq
			n.c.sendState(n.m)
		}
	}
}

// project is one guest's state message.
func (s *Server) project(g *projection.Game, seat projection.Seat, seq int64, key string) wire.Message {
	s.projMu.Lock()
	st := s.proj.Project(g, seat)
	s.projMu.Unlock()
	return wire.Message{Type: wire.TypeState, Guest: key, Seq: seq, State: &st}
}

// seatOf is who the guest is at the table; the caller holds s.mu.
func (s *Server) seatOf(g *guest) projection.Seat {
	return projection.Seat{Name: g.Name, Character: g.Character}
}

// Guests lists the guests at the table, in the order they came.
func (s *Server) Guests() []Guest {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Guest, 0, len(s.guests))
	for _, g := range s.guests {
		gg := g.Guest
		gg.Connected = g.client != nil
		out = append(out, gg)
	}
	return out
}

// Admit lets the guest id in, to play character ("" to watch). A
// character another guest plays is taken from them (they watch).
func (s *Server) Admit(id string, character sheet.CharacterID) error {
	if character != "" && s.host.Snapshot().Find(character) == nil {
		return fmt.Errorf("no character %q is on the map", character)
	}
	s.mu.Lock()
	g := s.find(id)
	if g == nil {
		s.mu.Unlock()
		return fmt.Errorf("no guest %q is at the table", id)
	}
	if character != "" {
		for _, o := range s.guests {
			if o != g && o.Character == character {
				o.Character = ""
			}
		}
	}
	g.Admitted, g.Character = true, character
	s.mu.Unlock()
	s.logf("%s is let in, %s", g.seatName(), s.playing(character))
	s.seatsChanged()
	return nil
}

func (s *Server) playing(c sheet.CharacterID) string {
	if c == "" {
		return "to watch"
	}
	return "to play " + s.host.Snapshot().Name(c)
}

// Remove sends the guest id away at once: their page is told and their
// connection closed, and their key opens nothing any more.
func (s *Server) Remove(id string) error {
	s.mu.Lock()
	g := s.find(id)
	if g == nil {
		s.mu.Unlock()
		return fmt.Errorf("no guest %q is at the table", id)
	}
	s.guests = slices.DeleteFunc(s.guests, func(x *guest) bool { return x == g })
	s.removed[g.key] = true
	c := g.client
	g.client = nil
	s.mu.Unlock()
	if c != nil {
		c.finish(wire.Message{Type: wire.TypeRemoved})
	}
	s.logf("%s is removed from the table", g.seatName())
	s.seatsChanged()
	return nil
}

func (s *Server) find(id string) *guest {
	for _, g := range s.guests {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// seatsChanged tells the host who plays which character now, the GM's
// panel that the guests changed, and every page its state.
func (s *Server) seatsChanged() {
	s.mu.Lock()
	var seats []sheet.CharacterID
	for _, g := range s.guests {
		if g.Admitted && g.Character != "" {
			seats = append(seats, g.Character)
		}
	}
	s.mu.Unlock()
	s.host.Seats(seats)
	if s.opts.Changed != nil {
		s.opts.Changed()
	}
	s.Changed()
}

// Close closes the table: every page is told the table is closed, every
// connection ends, and the server stops listening.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	var clients []*client
	for _, g := range s.guests {
		if g.client != nil {
			clients = append(clients, g.client)
			g.client = nil
		}
	}
	s.mu.Unlock()
	close(s.done)
	var wg sync.WaitGroup
	for _, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.finish(wire.Message{Type: wire.TypeClosed})
		}()
	}
	wg.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := s.http.Shutdown(ctx)
	s.wg.Wait()
	return err
}

func (s *Server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		s.opts.Log(fmt.Sprintf(format, args...))
	}
}
