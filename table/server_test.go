package table_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/wire"
)

const brawl = "../assets/maps/nightclub-brawl.unhex"

// No one in who was not let in: every route of the table, without the
// token or with a wrong one (a guess, the token cut short or run on, in
// another case, in the query instead of the path), is a plain 404 that
// holds nothing of the map, the data as much as the page.
func TestTable_EveryRouteNeedsTheToken(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{AdmitAll: true})
	link := s.URL()
	base := strings.TrimSuffix(link[:strings.Index(link, wire.PathPrefix)], "/")
	token := strings.TrimSuffix(strings.TrimPrefix(link, base+wire.PathPrefix), "/")
	p := dial(t, link, "", nil)
	p.next(wire.TypeState)
	routes := []string{"", "index.html", "app.js", "style.css", wire.StatePath + "?guest=" + p.guest, wire.LivePath}
	wrong := []string{"", "x", token[:len(token)-1], token + "x", strings.ToUpper(token), strings.Repeat("A", len(token))}
	for _, r := range routes {
		for _, w := range wrong {
			url := base + wire.PathPrefix + w + "/" + r
			code, body := get(t, url, nil)
			if code != http.StatusNotFound {
				t.Errorf("%s: %d, want 404", url, code)
			}
			if strings.Contains(body, "Nightclub") || strings.Contains(body, "Rook") || len(body) > 64 {
				t.Errorf("%s answered with %q", url, body)
			}
		}
		code, _ := get(t, base+"/"+r+"?token="+token, nil)
		if code != http.StatusNotFound {
			t.Errorf("the token in the query opened /%s: %d", r, code)
		}
	}
	for _, r := range routes[:4] {
		if code, _ := get(t, link+r, nil); code != http.StatusOK {
			t.Errorf("%s with the token: %d", r, code)
		}
	}
	if code, body := get(t, link+wire.StatePath, nil); code != http.StatusForbidden || strings.Contains(body, "Rook") {
		t.Errorf("the state without a guest's key: %d %q", code, body)
	}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for _, w := range wrong {
		if c, res, err := websocket.Dial(ctx, liveURL(base+wire.PathPrefix+w+"/", ""), nil); err == nil {
			c.CloseNow()
			t.Errorf("the live connection opened with the token %q", w)
		} else if res == nil || res.StatusCode != http.StatusNotFound {
			t.Errorf("the live connection with the token %q: %v", w, err)
		}
	}
}

// The page's own files hold no map data: the map comes only through
// requests that carry a guest's key.
func TestTable_ThePagesFilesHoldNoMapData(t *testing.T) {
	s, _, _, _ := openTable(t, "testdata/secrets.unhex", table.Options{})
	for _, f := range []string{"", "app.js", "style.css"} {
		_, body := get(t, s.URL()+f, nil)
		for _, word := range []string{"Nightclub", "Rook", "Bouncer", "Dance Floor"} {
			if strings.Contains(body, word) {
				t.Errorf("%q holds %q", f, word)
			}
		}
	}
}

// A page of another site cannot open the live connection.
func TestTable_TheLiveConnectionChecksTheOrigin(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{})
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	c, res, err := websocket.Dial(ctx, liveURL(s.URL(), ""), &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil {
		c.CloseNow()
		t.Fatal("a page of another site connected")
	}
	if res == nil || res.StatusCode != http.StatusForbidden {
		t.Errorf("another site's page: %v, want 403", err)
	}
}

// A guest waits in the lobby, told nothing of the map, and may do
// nothing there; the GM lets them in with a character, and they see the
// table; the GM removes them, and their page is told at once, their
// connection closed, and their key opens nothing any more.
func TestTable_LobbyAdmissionAndRemoval(t *testing.T) {
	s, _, log, _ := openTable(t, brawl, table.Options{})
	rec := &recorder{}
	p := dial(t, s.URL(), "", rec)
	lobby := p.next(wire.TypeLobby)
	if lobby.Guest == "" || lobby.State != nil {
		t.Fatalf("the lobby message: %+v", lobby)
	}
	p.send(map[string]any{"type": wire.ReqHello, "name": "Ana"})
	p.send(map[string]any{"type": wire.ReqPing, "area": "x"})
	if m := p.next(wire.TypeRefused); !strings.Contains(m.Reason, "not let you in") {
		t.Errorf("a request from the lobby: %q", m.Reason)
	}
	for _, word := range []string{"Nightclub", "Rook", "Dance Floor", "board"} {
		if strings.Contains(rec.String(), word) {
			t.Errorf("the lobby was sent %q", word)
		}
	}
	var guest table.Guest
	for deadline := time.Now().Add(wait); guest.Name != "Ana" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		guest = s.Guests()[0]
	}
	if guest.Name != "Ana" || guest.Admitted || !guest.Connected {
		t.Fatalf("the GM's list: %+v", guest)
	}
	if err := s.Admit(guest.ID, "rook"); err != nil {
		t.Fatal(err)
	}
	st := p.next(wire.TypeState).State
	if st.Seat.CharacterName != "Rook" || st.Seat.Name != "Ana" || st.Board == nil || st.Sheet == nil {
		t.Fatalf("the admitted guest's state: seat %+v, board %v, sheet %v", st.Seat, st.Board != nil, st.Sheet != nil)
	}
	if !strings.Contains(st.Sheet.SVG, "<svg") || !strings.Contains(st.Sheet.SVG, "Rook") {
		t.Errorf("the sheet is not the printed sheet: %.200s", st.Sheet.SVG)
	}
	if err := s.Remove(guest.ID); err != nil {
		t.Fatal(err)
	}
	p.next(wire.TypeRemoved)
	select {
	case <-p.ended:
	case <-time.After(wait):
		t.Fatal("the removed guest's connection stays open")
	}
	if len(s.Guests()) != 0 {
		t.Errorf("the removed guest is still listed: %+v", s.Guests())
	}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if c, res, err := websocket.Dial(ctx, liveURL(s.URL(), lobby.Guest), nil); err == nil {
		c.CloseNow()
		t.Error("the removed guest's key opened the table again")
	} else if res == nil || res.StatusCode != http.StatusForbidden {
		t.Errorf("the removed guest's key: %v", err)
	}
	if code, _ := get(t, s.URL()+wire.StatePath+"?guest="+lobby.Guest, nil); code != http.StatusForbidden {
		t.Errorf("the removed guest's state: %d", code)
	}
	if !strings.Contains(log.String(), "Ana is removed") {
		t.Errorf("the log does not say who was removed:\n%s", log)
	}
}
