package table_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// onScreenArea is an area of the board whose middle is well inside the
// board's pane on screen: its name and that middle in CSS pixels.
func onScreenArea(t *testing.T, tab context.Context) (name string, x, y float64) {
	t.Helper()
	got := text(t, tab, `JSON.stringify((() => {
		const pane = document.getElementById("board").getBoundingClientRect();
		const bar = document.querySelector(".zoombar").getBoundingClientRect();
		for (const g of document.querySelectorAll("#board [data-area]")) {
			const r = g.querySelector("rect").getBoundingClientRect();
			const x = r.left + r.width / 2, y = r.top + r.height / 2;
			const inBar = x > bar.left - 10 && y < bar.bottom + 10;
			if (x > pane.left + 30 && x < pane.right - 30 && y > pane.top + 30 && y < pane.bottom - 30 && !inBar)
				return {name: g.getAttribute("aria-label"), x, y};
		}
		return {};
	})())`)
	var a struct {
		Name string
		X, Y float64
	}
	if err := json.Unmarshal([]byte(got), &a); err != nil || a.Name == "" {
		t.Fatalf("no area of the board is on screen: %s", got)
	}
	return a.Name, a.X, a.Y
}

// pinged is a JavaScript test that the page flashes the area named name.
func pinged(name string) string {
	return `(() => { const c = document.querySelector("#board circle.ping");
		const b = document.querySelector('#board .area[aria-label="` + name + `"] rect');
		if (!c || !b) return false;
		const r = b.getBBox();
		return Math.abs(+c.getAttribute("cx") - (r.x + r.width/2)) < 1 && Math.abs(+c.getAttribute("cy") - (r.y + r.height/2)) < 1 })()`
}

// touch presses a finger at x, y for hold, then lifts it.
func touch(x, y float64, hold time.Duration) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}}); err != nil {
			return err
		}
		time.Sleep(hold)
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
}

func TestPage_APressAndHoldOnATouchScreenPingsTheAreaAndATapChoosesIt(t *testing.T) {
	p := openPageTable(t, true)
	phone := browser(t, 390, 844, 2)
	run(t, phone, "a phone's touch screen", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateTouch))
	other := anotherTab(t, phone)
	run(t, phone, "opening the link", chromedp.Navigate(p.link))
	run(t, other, "opening the link in another tab", chromedp.Navigate(p.link))
	until(t, phone, "the board", `document.querySelectorAll("#board .area").length > 0`)
	until(t, other, "the board in the other tab", `document.querySelectorAll("#board .area").length > 0`)
	run(t, phone, "letting the board settle", chromedp.Sleep(300*time.Millisecond))
	name, x, y := onScreenArea(t, phone)

	// A short tap chooses the area and pings nothing.
	run(t, phone, "tapping "+name, touch(x, y, 60*time.Millisecond))
	until(t, phone, "the tapped area's panel", `document.getElementById("area-name").textContent === "`+name+`" && !document.getElementById("area").hidden`)
	run(t, phone, "waiting past a long press", chromedp.Sleep(800*time.Millisecond))
	if text(t, other, `String(!!document.querySelector("#board circle.ping"))`) != "false" {
		t.Fatal("a short tap pinged")
	}

	// Press and hold: the area flashes on every page.
	run(t, phone, "pressing and holding "+name, touch(x, y, 900*time.Millisecond))
	for _, b := range []context.Context{phone, other} {
		until(t, b, "the ping's flash on "+name, pinged(name))
	}
	until(t, phone, "the page saying so", `document.getElementById("toast").textContent.includes("`+name+`")`)
}

func TestPage_TheKeyboardPingsTheFocusedArea(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	other := anotherTab(t, tab)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	run(t, other, "opening the link in another tab", chromedp.Navigate(p.link))
	until(t, tab, "the board", `document.querySelectorAll("#board .area").length > 0`)
	until(t, other, "the board in the other tab", `document.querySelectorAll("#board .area").length > 0`)
	// The areas are in the tab order, and say how to ping them.
	if k := text(t, tab, `document.querySelector('#board .area[aria-label="Bar"]').getAttribute("aria-keyshortcuts") || ""`); k != "P" {
		t.Errorf("an area's keyboard shortcut is %q, not P", k)
	}
	run(t, tab, "focusing the Bar", chromedp.Focus(chromedp.CSS(`#board .area[aria-label="Bar"]`)))
	run(t, tab, "pressing P", chromedp.KeyEvent("p"))
	for _, b := range []context.Context{tab, other} {
		until(t, b, "the ping's flash on the Bar", pinged("Bar"))
	}
	run(t, tab, "pressing Enter", chromedp.KeyEvent("\r"))
	until(t, tab, "the Bar chosen", `document.getElementById("area-name").textContent === "Bar" && !document.getElementById("area").hidden`)
}
