package table_test

// The page in a real browser: headless Chromium, driven over the DevTools
// protocol, against a table served by the headless game. Chromium is part
// of what `make deps` installs; without it these tests fail, saying so.

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/headless"
	"github.com/unhexboard/unhexboard/table/wire"
)

// shots, when set, is the folder the screenshot test writes the page's
// pictures to (docs/ for docs/table.md); else a temporary one.
var shots = flag.String("shots", "", "write the page's screenshots (table-phone.png, table-laptop.png) to this folder")

// chromium finds the browser, or fails the test saying how to get one.
func chromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("UNHEX_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("the page's tests need Chromium and none is installed: `make deps` installs Debian's chromium " +
		"(or set UNHEX_CHROMIUM to a Chrome or Chromium binary)")
	return ""
}

// pageTable is a table for the headless game of the test map with hidden
// things on it, and its join link.
type pageTable struct {
	server *table.Server
	game   *headless.Game
	link   string
}

// The game waits on Rook from the start, as for a player who is on their
// way: the page's player plays Rook.
func openPageTable(t *testing.T, admitAll bool) *pageTable {
	t.Helper()
	return openPageTableOf(t, admitAll, nil)
}

// openPageTableOf is openPageTable with the map changed by edit first.
func openPageTableOf(t *testing.T, admitAll bool, edit func(*engine.Document)) *pageTable {
	t.Helper()
	doc, err := engine.LoadFile(filepath.Join("testdata", "secrets.unhex"))
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(doc)
	}
	game, err := headless.New(doc, 7)
	if err != nil {
		t.Fatal(err)
	}
	server, err := table.Open(game, table.Options{Addr: "127.0.0.1:0", AdmitAll: admitAll, Log: func(l string) { t.Log("TABLE", l) }})
	if err != nil {
		t.Fatal(err)
	}
	game.Changed = server.Changed
	game.Seats([]sheet.CharacterID{"rook"})
	stop := make(chan struct{})
	played := make(chan struct{})
	go func() {
		defer close(played)
		game.Run(stop)
	}()
	t.Cleanup(func() {
		close(stop)
		<-played
		_ = server.Close()
	})
	return &pageTable{server: server, game: game, link: server.URL()}
}

// browser is a headless Chromium of its own for the test, a tab of w by
// h CSS pixels at scale device pixels each.
func browser(t *testing.T, w, h int64, scale float64) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(t)), chromedp.NoSandbox,
		chromedp.Flag("headless", "new"), chromedp.DisableGPU, chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(int(w), int(h)))
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	tab, cancelTab := chromedp.NewContext(alloc)
	t.Cleanup(cancelTab)
	if err := chromedp.Do(tab, chromedp.EmulateViewport(w, h, chromedp.EmulateScale(scale))); err != nil {
		t.Fatalf("Chromium does not start: %v", err)
	}
	return tab
}

// anotherTab is a second tab of the same browser: another guest.
func anotherTab(t *testing.T, of context.Context) context.Context {
	tab, cancel := chromedp.NewContext(of)
	t.Cleanup(cancel)
	if err := chromedp.Do(tab, chromedp.EmulateViewport(1000, 700)); err != nil {
		t.Fatal(err)
	}
	return tab
}

// run runs actions in tab, failing the test with what was being done.
func run(t *testing.T, tab context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(tab, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// until waits for the JavaScript condition to hold in the page.
func until(t *testing.T, tab context.Context, what, cond string) {
	t.Helper()
	ok, err := chromedp.Run(tab, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil || !ok {
		body, _ := chromedp.Run(tab, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("waiting for %s: %v\nthe page says:\n%s", what, err, body)
	}
}

func text(t *testing.T, tab context.Context, expr string) string {
	t.Helper()
	s, err := chromedp.Run(tab, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading %s: %v", expr, err)
	}
	return s
}

// attackOffered is the first legal attack among the page's acts (its
// label says "with" the weapon), as a JavaScript expression.
const attackOffered = `[...document.querySelectorAll("#acts button.act:not(:disabled)")].find(b => / with /.test(b.textContent))`

// journal is the combat's log as the game has it.
func journal(p *pageTable) []string {
	return p.game.Snapshot().View.Log
}

func TestPage_TheLobbyShowsNoMapUntilTheGMAdmits(t *testing.T) {
	p := openPageTable(t, false)
	tab := browser(t, 1000, 700, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "the lobby", `!document.getElementById("lobby").hidden`)
	html := text(t, tab, `document.documentElement.outerHTML`)
	for _, secret := range []string{"Nightclub", "Catwalk", "Rook", "Bouncer"} {
		if strings.Contains(html, secret) {
			t.Errorf("the lobby's page holds %q", secret)
		}
	}
	if n := text(t, tab, `String(document.querySelectorAll("#board text, #board .area, #board .link, #board .token").length)`); n != "0" {
		t.Errorf("the lobby has %s things drawn on the board", n)
	}
	run(t, tab, "saying the name",
		chromedp.SendKeys(chromedp.ID("name"), "Ana"),
		chromedp.Click(chromedp.CSS(`#hello button[type="submit"]`)))
	until(t, tab, "the thanks", `document.getElementById("lobby-wait").textContent.includes("Ana")`)
	var id string
	for deadline := time.Now().Add(10 * time.Second); id == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, g := range p.server.Guests() {
			if g.Name == "Ana" {
				id = g.ID
			}
		}
	}
	if id == "" {
		t.Fatal("the GM's list never shows the guest named Ana")
	}
	if err := p.server.Admit(id, "rook"); err != nil {
		t.Fatal(err)
	}
	until(t, tab, "the board once admitted", `[...document.querySelectorAll("#board text")].some(e => e.textContent === "Catwalk")`)
	if seat := text(t, tab, `document.getElementById("seat").textContent`); !strings.Contains(seat, "Rook") {
		t.Errorf("the seat line says %q, not that Ana plays Rook", seat)
	}
}

func TestPage_TheBoardDrawsTheVisibleAreasNamesAsTextAndNoHiddenOne(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "the board", `document.querySelectorAll("#board .area").length > 0`)
	names := text(t, tab, `[...document.querySelectorAll("#board .area text.name")].map(e => e.textContent).join("|")`)
	for _, want := range []string{"Catwalk", "DJ Booth", "Dance Floor", "Bar", "Pool Tables", "Kitchen", "Entrance", "Alley"} {
		if !strings.Contains("|"+names+"|", "|"+want+"|") {
			t.Errorf("the board's text lacks the area %q (it has %s)", want, names)
		}
	}
	tokens := text(t, tab, `[...document.querySelectorAll("#board .token")].map(e => e.getAttribute("aria-label")).join("|")`)
	for _, want := range []string{"Rook", "Vex", "Bouncer", "DJ"} {
		if !strings.Contains(tokens, want) {
			t.Errorf("no token names %q (tokens: %s)", want, tokens)
		}
	}
	links := text(t, tab, `String(document.querySelectorAll("#board .link").length)`)
	if links == "0" {
		t.Error("the board draws no link")
	}
	html := text(t, tab, `document.documentElement.outerHTML`)
	for _, secret := range []string{"Vault Qzxw", "Wraith Qvbn", "Lurker Jkpz", "Cult Ynbt", "Ledger Hdqw", "Gas Fvmr"} {
		if i := strings.Index(html, secret); i >= 0 {
			t.Errorf("the page holds the hidden %q: …%s…", secret, html[max(0, i-300):min(len(html), i+100)])
		}
	}
}

func TestPage_AnActTakenAndADecisionAnsweredInThePageReachTheJournal(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	// The game plays the others until Rook may attack (on Rook's turn,
	// or as a reaction).
	until(t, tab, "a legal attack for Rook", "!!"+attackOffered)
	label := text(t, tab, attackOffered+` && `+attackOffered+`.querySelector(".label").textContent`)
	pageShowsTheActsOfTheState(t, tab, p)
	before := len(journal(p))
	run(t, tab, "taking the attack", chromedp.Click(chromedp.JSPath(attackOffered)))
	until(t, tab, "the attack's dice asked of the page", `document.querySelector("#answer-dice") !== null`)
	run(t, tab, "typing the dice thrown",
		chromedp.SendKeys(chromedp.ID("answer-dice"), "34"),
		chromedp.Click(chromedp.CSS(`#decision .dice button[type="submit"]`)))
	// Then whatever the hit asks of Rook's player (keep the roll or not,
	// which die is the damage) is answered in the page, from its options,
	// until the journal records the attack.
	var got []string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		got = journal(p)
		if len(got) > before && strings.Contains(strings.Join(got[before:], "\n"), "34") {
			break
		}
		if text(t, tab, `String(!!document.querySelector("#decision:not(.sent) .choices button:not(:disabled)"))`) == "true" {
			run(t, tab, "choosing the first option", chromedp.Click(chromedp.CSS(`#decision .choices button`)))
		}
	}
	fresh := strings.Join(got[min(before, len(got)):], "\n")
	if !strings.Contains(fresh, "Rook") || !strings.Contains(fresh, "34") {
		t.Fatalf("after %q and the dice 34 typed in the page, the journal's new lines are:\n%s\nand the page says:\n%s",
			label, fresh, text(t, tab, `document.body.innerText`))
	}
	until(t, tab, "the page's log showing the roll", `[...document.querySelectorAll("#log li")].some(e => e.textContent.includes("34"))`)
}

// pageShowsTheActsOfTheState checks the page's acts list against the
// state the table sends the page's guest: every act with its label, its
// chance to hit, and, when not allowed, greyed with its reason.
func pageShowsTheActsOfTheState(t *testing.T, tab context.Context, p *pageTable) {
	t.Helper()
	key := text(t, tab, `new URLSearchParams(location.search).get("guest") || ""`)
	resp, err := http.Get(p.link + "state?guest=" + url.QueryEscape(key))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m wire.Message
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil || m.State == nil {
		t.Fatalf("the guest's state does not read: %v", err)
	}
	type shown struct {
		Label, Chance, Reason string
		Disabled              bool
	}
	var rows []shown
	listed := text(t, tab, `JSON.stringify([...document.querySelectorAll("#acts li")].map(li => {
		const b = li.querySelector("button"), q = (s) => (li.querySelector(s) || {}).textContent || "";
		return {Label: q(".label"), Chance: q(".chance"), Reason: q(".reason"), Disabled: b.disabled};
	}).filter(r => r.Label))`)
	if err := json.Unmarshal([]byte(listed), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(m.State.Acts) {
		t.Fatalf("the page lists %d acts, the state %d:\n%+v\n%+v", len(rows), len(m.State.Acts), rows, m.State.Acts)
	}
	for i, a := range m.State.Acts {
		want := shown{Label: a.Label, Disabled: !a.Legal, Reason: a.Reason}
		if a.HitChance != "" {
			want.Chance = a.HitChance + " to hit"
		}
		if !a.Legal && a.Reason == "" {
			want.Reason = "Not allowed now."
		}
		if rows[i] != want {
			t.Errorf("act %d shows as %+v, not %+v", i, rows[i], want)
		}
	}
}

func TestPage_APingReachesEveryPage(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	other := anotherTab(t, tab)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	run(t, other, "opening the link in another tab", chromedp.Navigate(p.link))
	for _, b := range []context.Context{tab, other} {
		until(t, b, "the board", `document.querySelectorAll("#board .area").length > 0`)
	}
	run(t, tab, "tapping the Bar", chromedp.Click(chromedp.Search(`//*[@data-area and @aria-label="Bar"]`)))
	until(t, tab, "the area's panel", `document.getElementById("area-name").textContent === "Bar"`)
	run(t, tab, "pinging it", chromedp.Click(chromedp.CSS("#area-ping")))
	for _, b := range []context.Context{tab, other} {
		until(t, b, "the ping's flash on the Bar", `(() => { const c = document.querySelector("#board circle.ping");
			const b = document.querySelector('#board .area[aria-label="Bar"] rect');
			if (!c || !b) return false;
			const r = b.getBBox();
			return Math.abs(+c.getAttribute("cx") - (r.x + r.width/2)) < 1 && Math.abs(+c.getAttribute("cy") - (r.y + r.height/2)) < 1 })()`)
	}
}

func TestPage_RemovedAndClosedAreFinalScreens(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1000, 700, 1)
	other := anotherTab(t, tab)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "the board", `document.querySelectorAll("#board .area").length > 0`)
	run(t, other, "opening the link in another tab", chromedp.Navigate(p.link))
	until(t, other, "the board in the other tab", `document.querySelectorAll("#board .area").length > 0`)
	guests := p.server.Guests()
	if len(guests) != 2 {
		t.Fatalf("%d guests at the table, not 2", len(guests))
	}
	if err := p.server.Remove(guests[0].ID); err != nil {
		t.Fatal(err)
	}
	until(t, tab, "the removed screen", `!document.getElementById("final").hidden && document.getElementById("final-head").textContent.includes("removed")`)
	if err := p.server.Close(); err != nil {
		t.Fatal(err)
	}
	until(t, other, "the closed screen", `!document.getElementById("final").hidden && document.getElementById("final-head").textContent === "The GM closed the table"`)
	if !strings.Contains(text(t, tab, `document.getElementById("final-head").textContent`), "removed") {
		t.Error("the removed guest's screen changed when the table closed")
	}
}

func TestPage_ADroppedPageReconnectsAndResumesTheSameGuest(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1000, 700, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "the board", `document.querySelectorAll("#board .area").length > 0`)
	key := text(t, tab, `new URLSearchParams(location.search).get("guest") || ""`)
	if key == "" {
		t.Fatal("the page's address does not keep the guest's key")
	}
	// Another connection with the guest's key takes the guest over: the
	// page's own connection drops, as when a phone loses its network.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	thief, _, err := websocket.Dial(ctx, strings.Replace(p.link, "http://", "ws://", 1)+"live?guest="+key, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer thief.CloseNow()
	until(t, tab, "the page saying it reconnects", `document.getElementById("conn").textContent === "Reconnecting…" && !document.getElementById("conn").hidden`)
	until(t, tab, "the page connected again", `document.getElementById("conn").hidden`)
	if again := text(t, tab, `new URLSearchParams(location.search).get("guest") || ""`); again != key {
		t.Errorf("the page came back as the guest %q, not %q", again, key)
	}
	if g := p.server.Guests(); len(g) != 1 || !g[0].Connected || !g[0].Admitted {
		t.Errorf("after the page came back the table has %+v, not the one guest, let in and connected", g)
	}
	until(t, tab, "the board after the reconnect", `[...document.querySelectorAll("#board text")].some(e => e.textContent === "Catwalk") && document.getElementById("game").hidden === false`)
}

func TestPage_ATokenShowsItsCharactersPicture(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 32, 32))
	for i := range img.Pix {
		img.Pix[i] = 0xc0
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	pic, err := sheet.NormalisePicture(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	p := openPageTableOf(t, true, func(doc *engine.Document) {
		for i := range doc.Characters {
			if doc.Characters[i].ID == "vex" {
				doc.Characters[i].Picture = pic
			}
		}
	})
	tab := browser(t, 1000, 700, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "Vex's token drawn with a picture", `!!document.querySelector('#board .token[aria-label^="Vex,"] image')`)
	if n := text(t, tab, `String(document.querySelectorAll("#board .token image").length)`); n != "1" {
		t.Errorf("%s tokens are drawn with a picture, not Vex's alone", n)
	}
	// The picture comes from the table, with the guest's key, as a PNG.
	got := text(t, tab, `(async () => { const r = await fetch(document.querySelector('#board .token image').getAttribute("href"));
		return r.status + " " + r.headers.get("Content-Type") + " " + (await r.arrayBuffer()).byteLength })()`)
	if want := fmt.Sprintf("200 image/png %d", len(pic)); got != want {
		t.Errorf("the picture's address answers %q, not %q", got, want)
	}
}

// TestPage_Screenshots takes the page on a phone and on a laptop, in the
// middle of a fight; -shots names where (docs/ for the docs).
func TestPage_Screenshots(t *testing.T) {
	dir := *shots
	if dir == "" {
		dir = t.TempDir()
	}
	for _, size := range []struct {
		name  string
		w, h  int64
		scale float64
	}{{"table-phone.png", 390, 844, 2}, {"table-laptop.png", 1366, 768, 1}} {
		t.Run(size.name, func(t *testing.T) {
			p := openPageTable(t, true)
			tab := browser(t, size.w, size.h, size.scale)
			run(t, tab, "opening the link", chromedp.Navigate(p.link))
			until(t, tab, "Rook's acts", "!!"+attackOffered)
			if size.name == "table-phone.png" {
				// The phone shows a decision, the laptop the acts list.
				run(t, tab, "taking the attack", chromedp.Click(chromedp.JSPath(attackOffered)))
				until(t, tab, "the dice asked", `document.querySelector("#answer-dice") !== null`)
			}
			run(t, tab, "letting the page settle", chromedp.Sleep(300*time.Millisecond))
			png, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if len(png) < 1000 {
				t.Fatalf("the screenshot is %d bytes", len(png))
			}
			if err := os.WriteFile(filepath.Join(dir, size.name), png, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}
