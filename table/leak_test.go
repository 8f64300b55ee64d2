package table_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/wire"
)

// secrets are what testdata/secrets.unhex hides from the players, by
// name and id: two hidden areas with an NPC in them and the hidden link between them, an
// NPC the GM hid in a team of its own, a hidden objective and hazard,
// and the GM's notes on the map, an area and an NPC.
var secrets = []string{"Vault Qzxw", "vault-qzxw", "Crypt Mnbv", "crypt-mnbv", "Wraith Qvbn", "wraith-qvbn", "Lurker Jkpz", "lurker-jkpz",
	"Cult Ynbt", "Ledger Hdqw", "Gas Fvmr", "GMNOTE Plkq", "MAPNOTE Zrtx", "NPCNOTE Wqvx", "VAULTNOTE Rrtk"}

// Nothing hidden is ever sent: two players and a spectator play three
// rounds over the table while the tactics play the NPCs, the hidden ones
// among them, and every byte the table sends (the page, its files, every
// live message, the state endpoint) is searched for the hidden names and
// ids. The players see as many areas as are not hidden, and the turn
// list numbers only the teams they may see.
func TestTable_NothingHiddenIsEverSent(t *testing.T) {
	s, g, _, play := openTable(t, "testdata/secrets.unhex", table.Options{AdmitAll: true})
	if snap := g.Snapshot(); snap.Find("lurker-jkpz") == nil || snap.Find("wraith-qvbn") == nil {
		t.Fatal("the hidden NPCs are not in the fight")
	}
	link := s.URL()
	rec := &recorder{}
	for _, f := range []string{"", "index.html", "app.js", "style.css"} {
		_, body := get(t, link+f, nil)
		rec.add([]byte(body))
	}
	vex, rook, watcher := dial(t, link, "", rec), dial(t, link, "", rec), dial(t, link, "", rec)
	for !seated(s, 2) {
		time.Sleep(10 * time.Millisecond)
	}
	play()
	var wg sync.WaitGroup
	for _, p := range []*peer{vex, rook, watcher} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.play(roundOver(3))
		}()
	}
	wg.Wait()
	for _, p := range []*peer{vex, rook, watcher} {
		_, body := get(t, link+wire.StatePath+"?"+wire.GuestParam+"="+p.guest, nil)
		rec.add([]byte(body))
	}
	sent := strings.ToLower(rec.String())
	for _, s := range secrets {
		if i := strings.Index(sent, strings.ToLower(s)); i >= 0 {
			t.Errorf("the table sent %q: …%s…", s, sent[max(0, i-300):min(len(sent), i+100)])
		}
	}
	for _, want := range []string{"rook", "vex", "bouncer", "round 2"} {
		if !strings.Contains(sent, want) {
			t.Errorf("the table never sent %q: the search proves nothing", want)
		}
	}
	board := stateBoard(t, link, vex.guest)
	if got, want := len(board.Areas), 8; got != want {
		t.Errorf("the players see %d areas, want the %d not hidden", got, want)
	}
	numbered := 0
	for _, line := range strings.Split(rec.String(), "\n") {
		var m wire.Message
		if json.Unmarshal([]byte(line), &m) != nil || m.State == nil {
			continue
		}
		var places []int
		for _, r := range m.State.Turns {
			if r.Heading {
				places = append(places, r.Place)
			}
		}
		if len(places) > 2 {
			t.Errorf("the players' turn list has %d teams, more than the two they may see", len(places))
		}
		for i, p := range places {
			if p != 0 && p != i+1 {
				t.Errorf("the players' turn list numbers its teams %v, not 1, 2, …", places)
			}
			if p != 0 {
				numbered++
			}
		}
	}
	if numbered == 0 {
		t.Error("no turn list in order was sent: its numbering was not tried")
	}
}
