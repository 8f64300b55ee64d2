package table

import (
	"embed"
	"encoding/json"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/wire"
)

// pageFiles are the page's own files: HTML, scripts, styles. They hold
// no map data; the map comes only through the live connection and the
// state, both behind the token.
//
//go:embed page
var pageFiles embed.FS

// policy is the content security policy of every answer, the page's
// files and the data alike: only the table's own scripts, styles,
// pictures and connection; never framed; no forms, no base.
const policy = "default-src 'self'; img-src 'self' data:; style-src 'self'; connect-src 'self'; " +
	"frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// ServeHTTP answers every request to the table: the page, its files, the
// live connection and the state, all under the token. Anything else, a
// missing or wrong token above all, is a plain 404 that tells nothing.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	// The token is in the address: no cache keeps it, no link followed
	// from the page sends it on, no other site frames the page.
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", policy)
	rest, ok := strings.CutPrefix(r.URL.Path, wire.PathPrefix)
	token, sub, slash := strings.Cut(rest, "/")
	if !ok || !sameSecret(token, s.token) {
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	switch {
	case !slash:
		http.Redirect(w, r, wire.PathPrefix+token+"/", http.StatusMovedPermanently)
	case sub == wire.LivePath:
		s.live(w, r)
	case sub == wire.StatePath:
		s.stateNow(w, r)
	case strings.HasPrefix(sub, wire.PicturePath+"/"):
		s.picture(w, r, strings.TrimPrefix(sub, wire.PicturePath+"/"))
	default:
		s.file(w, r, sub)
	}
}

// file serves one of the page's files ("" is index.html).
func (s *Server) file(w http.ResponseWriter, r *http.Request, name string) {
	if name == "" {
		name = "index.html"
	}
	if strings.Contains(name, "/") || strings.HasPrefix(name, ".") || !fs.ValidPath(name) {
		http.NotFound(w, r)
		return
	}
	data, err := pageFiles.ReadFile("page/" + name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		w.Header().Set("Content-Type", t)
	}
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(data)
}

// stateNow answers the guest's last message as JSON: the lobby, or their
// state with the board and the sheet.
func (s *Server) stateNow(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get(wire.GuestParam)
	s.mu.Lock()
	g := s.byKey(key)
	var m wire.Message
	if g != nil {
		m = wire.Message{Type: wire.TypeLobby, Guest: g.key}
		if g.Admitted {
			seat, game, seq := s.seatOf(g), s.game, s.seq
			s.mu.Unlock()
			m = s.project(game, seat, seq, key)
			s.mu.Lock()
		}
	}
	s.mu.Unlock()
	if g == nil {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(m)
}

// picture answers the picture of a character an admitted guest sees.
func (s *Server) picture(w http.ResponseWriter, r *http.Request, token string) {
	s.mu.Lock()
	g := s.byKey(r.URL.Query().Get(wire.GuestParam))
	admitted, game := g != nil && g.Admitted, s.game
	s.mu.Unlock()
	if !admitted {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	s.projMu.Lock()
	pic, ok := s.proj.Picture(game, token)
	s.projMu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", pic.MIME())
	if r.Method != http.MethodHead {
		_, _ = w.Write(pic)
	}
}

// byKey is the guest whose key is key, or nil; the caller holds s.mu.
func (s *Server) byKey(key string) *guest {
	if key == "" {
		return nil
	}
	var found *guest
	for _, g := range s.guests {
		if sameSecret(key, g.key) {
			found = g
		}
	}
	return found
}

// live is a guest's live connection: a known key resumes its guest (a
// second connection with it replaces the first), none or an unknown one
// is a new guest in the lobby, a removed one is refused.
func (s *Server) live(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get(wire.GuestParam)
	s.mu.Lock()
	gone := key != "" && s.removed[key]
	closed := s.closed
	room := s.byKey(key) != nil || s.roomForOne()
	s.mu.Unlock()
	if gone || closed {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	if !room {
		http.Error(w, full, http.StatusServiceUnavailable)
		return
	}
	// Accept checks the Origin: a page of another site cannot connect.
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	conn.SetReadLimit(wire.MaxRequest)
	c := newClient(conn)
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		c.finish(wire.Message{Type: wire.TypeClosed})
		return
	}
	g := s.byKey(key)
	fresh := g == nil
	if fresh && !s.roomForOne() {
		s.mu.Unlock()
		c.finish(wire.Message{Type: wire.TypeRefused, Reason: full})
		return
	}
	if fresh {
		g = &guest{Guest: Guest{ID: newSecret()[:12], Addr: r.RemoteAddr}, key: newSecret()}
		s.guests = append(s.guests, g)
	}
	old := g.client
	g.client = c
	g.Addr = r.RemoteAddr
	s.mu.Unlock()
	if old != nil {
		old.close()
	}
	if fresh {
		s.logf("a guest came from %s", r.RemoteAddr)
		if s.opts.AdmitAll {
			s.admitNext(g)
		}
	}
	s.greet(g, c)
	if s.opts.Changed != nil {
		s.opts.Changed()
	}
	s.read(g, c)
	s.mu.Lock()
	if g.client == c {
		g.client = nil
	}
	s.mu.Unlock()
	c.close()
	if s.opts.Changed != nil {
		s.opts.Changed()
	}
}

// admitNext lets g in with the first player character no guest plays,
// or to watch when none is left (AdmitAll): chosen and given at once, so
// two guests coming together never get the same one.
func (s *Server) admitNext(g *guest) {
	game := s.host.Snapshot()
	s.mu.Lock()
	taken := map[sheet.CharacterID]bool{}
	for _, o := range s.guests {
		if o.Admitted {
			taken[o.Character] = true
		}
	}
	var pick sheet.CharacterID
	for _, c := range game.Characters {
		if c.Kind == sheet.PC && !taken[c.ID] && !c.HiddenOn(game.Map) {
			pick = c.ID
			break
		}
	}
	g.Admitted, g.Character = true, pick
	s.mu.Unlock()
	s.logf("%s is let in, %s", g.seatName(), s.playing(pick))
	s.seatsChanged()
}

// greet sends a guest who just connected where they are: the lobby, or
// the table as they may see it, whole.
func (s *Server) greet(g *guest, c *client) {
	s.mu.Lock()
	admitted, key, seat, game, seq := g.Admitted, g.key, s.seatOf(g), s.game, s.seq
	s.mu.Unlock()
	if !admitted {
		c.send(wire.Message{Type: wire.TypeLobby, Guest: key})
		return
	}
	m := s.project(game, seat, seq, key)
	s.fresh(g, c, m.State)
	c.sendState(m)
}

// read takes the guest's requests until the connection ends.
func (s *Server) read(g *guest, c *client) {
	var lim limiter
	for {
		_, data, err := c.conn.Read(c.ctx)
		if err != nil {
			return
		}
		if !lim.allow(time.Now()) {
			// Refused, not dropped unsaid: the page may ask again. The
			// refusals wait in the page's bounded queue.
			c.send(wire.Message{Type: wire.TypeRefused, Reason: "too many messages: slow down"})
			continue
		}
		req, err := wire.Decode(data)
		if err != nil {
			s.logf("%s sent what does not read: %v", s.who(g), err)
			_ = c.conn.Close(websocket.StatusUnsupportedData, "not a request")
			return
		}
		s.handle(g, c, req)
	}
}
