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

// One client cannot fill the server's memory by knocking again and again
// without a key: each knock is a new guest, so the table holds at most
// table.MaxGuests of them and refuses the next one plainly, before the
// live connection opens. A guest who knocked and left without being let
// in makes room for a new one; guests who were let in keep their seats.
func TestTable_GuestsAreCappedAndTheNextIsRefusedPlainly(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{})
	first := dial(t, s.URL(), "", nil)
	first.next(wire.TypeLobby)
	for deadline := time.Now().Add(wait); len(s.Guests()) < 1 && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
	}
	if err := s.Admit(s.Guests()[0].ID, "rook"); err != nil {
		t.Fatal(err)
	}
	first.next(wire.TypeState)
	var waiting []*peer
	for i := 1; i < table.MaxGuests; i++ {
		p := dial(t, s.URL(), "", nil)
		p.next(wire.TypeLobby)
		waiting = append(waiting, p)
	}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	c, res, err := websocket.Dial(ctx, liveURL(s.URL(), ""), nil)
	if err == nil {
		c.CloseNow()
		t.Fatalf("a guest past the cap of %d was let in to the lobby", table.MaxGuests)
	}
	if res == nil || res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("a guest past the cap: %v, want 503", err)
	}
	if n := len(s.Guests()); n != table.MaxGuests {
		t.Errorf("%d guests are held, want %d", n, table.MaxGuests)
	}
	// a waiting guest's page goes away: a newcomer takes their place, the seated guest keeps theirs
	waiting[0].conn.CloseNow()
	for deadline := time.Now().Add(wait); connected(s) == table.MaxGuests && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
	}
	dial(t, s.URL(), "", nil).next(wire.TypeLobby)
	seated := false
	for _, g := range s.Guests() {
		seated = seated || (g.Admitted && g.Character == "rook")
	}
	if !seated {
		t.Error("making room dropped a seated guest")
	}
	if n := len(s.Guests()); n > table.MaxGuests {
		t.Errorf("%d guests are held, over the cap of %d", n, table.MaxGuests)
	}
}

func connected(s *table.Server) int {
	n := 0
	for _, g := range s.Guests() {
		if g.Connected {
			n++
		}
	}
	return n
}

// Every answer of the table, the data and the refusals as much as the
// page's files, carries the headers that keep it to itself: no sniffing,
// no referrer (the token is in the address), no caching, no framing, and
// the content security policy.
func TestTable_EveryAnswerCarriesTheSafetyHeaders(t *testing.T) {
	s, _, _, _ := openTable(t, brawl, table.Options{AdmitAll: true})
	p := dial(t, s.URL(), "", nil)
	p.next(wire.TypeState)
	link := s.URL()
	base := link[:strings.Index(link, wire.PathPrefix)]
	urls := []string{link, link + "app.js", link + wire.StatePath + "?guest=" + p.guest, link + wire.StatePath,
		link + wire.PicturePath + "/nobody?guest=" + p.guest, link + "nothing.js", strings.TrimSuffix(link, "/"),
		base + wire.PathPrefix + "wrong/", base + "/"}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, u := range urls {
		res, err := client.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		h := res.Header
		for name, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
			"Cache-Control": "no-store", "X-Frame-Options": "DENY"} {
			if h.Get(name) != want {
				t.Errorf("%s (%d): %s is %q, want %q", u, res.StatusCode, name, h.Get(name), want)
			}
		}
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s (%d): the content security policy is %q", u, res.StatusCode, csp)
		}
	}
}
