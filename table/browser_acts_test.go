package table_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/unhexboard/unhexboard/table/wire"
)

// visible is a JavaScript test that the element e takes room on screen.
const visible = `((e) => !!e && e.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true}) && e.getClientRects().length > 0)`

func TestPage_ActsListThePossibleFirstGroupedAndFoldTheRestWithReasons(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "a legal attack for Rook", "!!"+attackOffered)
	st := guestState(t, tab, p)
	illegal := 0
	for _, a := range st.Acts {
		if !a.Legal {
			illegal++
		}
	}
	if illegal == 0 {
		t.Fatal("the test's fight offers Rook no act that is not possible: nothing to fold")
	}
	pageShowsTheActsOfTheState(t, tab, p)
	// The first thing in the list is the attacks' heading, and no act not
	// possible now is on screen until the fold is opened.
	if first := text(t, tab, `document.querySelector("#acts > li h3, #acts > li summary").textContent`); first != "Attacks" {
		t.Errorf("the acts list starts with %q, not the attacks", first)
	}
	summary := text(t, tab, `document.querySelector("#acts details summary").textContent`)
	if want := fmt.Sprintf("Not possible now (%d)", illegal); summary != want {
		t.Errorf("the fold says %q, not %q", summary, want)
	}
	if text(t, tab, `String([...document.querySelectorAll("#acts .notnow")].some(`+visible+`))`) != "false" {
		t.Error("acts not possible now are on screen before the fold is opened")
	}
	run(t, tab, "opening the fold", chromedp.Click(chromedp.CSS("#acts details summary")))
	if text(t, tab, `String([...document.querySelectorAll("#acts .notnow .reason")].every(`+visible+`))`) != "true" {
		t.Error("the reasons are not on screen once the fold is opened")
	}

	// Tapping an area where someone Rook may attack stands narrows both
	// lists to that area, and the fold stays open.
	target := ""
	for _, a := range st.Acts {
		if a.Legal && a.Target != "" {
			target = a.Target
			break
		}
	}
	area := ""
	for _, tk := range st.Tokens {
		if tk.ID == target {
			area = tk.Area
		}
	}
	if area == "" {
		t.Fatal("the attack offered has no target on the board")
	}
	run(t, tab, "tapping the target's area", chromedp.Click(chromedp.CSS(`#board [data-area="`+area+`"] rect`)))
	until(t, tab, "the area's panel", `!document.getElementById("area").hidden`)
	tokens := map[string]string{}
	for _, tk := range st.Tokens {
		tokens[tk.ID] = tk.Area
	}
	var here []wire.Act
	for _, a := range st.Acts {
		if a.To == area || (a.Target != "" && tokens[a.Target] == area) {
			here = append(here, a)
		}
	}
	rows, want := shownActs(t, tab), expectedActs(here)
	if fmt.Sprint(rows) != fmt.Sprint(want) {
		t.Errorf("at the tapped area the page lists\n%+v\nnot\n%+v", rows, want)
	}
	hereIllegal := 0
	for _, a := range here {
		if !a.Legal {
			hereIllegal++
		}
	}
	if hereIllegal > 0 {
		if s := text(t, tab, `document.querySelector("#acts details summary").textContent`); s != fmt.Sprintf("Not possible now (%d)", hereIllegal) {
			t.Errorf("at the tapped area the fold says %q", s)
		}
		if text(t, tab, `String(document.querySelector("#acts details").open)`) != "true" {
			t.Error("the fold closed again when the list was narrowed")
		}
	}
	if f := text(t, tab, `document.getElementById("acts-filter").textContent`); !strings.Contains(f, "possible") {
		t.Errorf("the filter line says %q", f)
	}
}
