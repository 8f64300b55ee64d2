package table_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// unlabelled lists the controls on screen that a screen reader could not
// name: no text, no aria-label, no label, no aria-labelledby.
const unlabelled = `JSON.stringify([...document.querySelectorAll('button, input, select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])')]
	.filter(e => e.getClientRects().length > 0 && e.checkVisibility())
	.filter(e => {
		const by = (e.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean).map(id => (document.getElementById(id) || {}).textContent || "").join(" ");
		const labels = e.labels ? [...e.labels].map(l => l.textContent).join(" ") : "";
		const own = e.tagName === "INPUT" ? "" : e.textContent;
		return !((e.getAttribute("aria-label") || "") + by + labels + own + (e.getAttribute("title") || "")).trim();
	}).map(e => e.outerHTML.slice(0, 120)))`

// focusShown is whether the focused element shows it: an outline, or for
// an area of the board its box drawn thicker.
const focusShown = `(() => {
	const e = document.activeElement;
	if (!e || e === document.body) return ""; // past the page's last stop
	const name = (e.getAttribute("aria-label") || e.textContent || e.id || e.tagName).trim().slice(0, 40);
	if (e.matches("#board .area")) return parseFloat(getComputedStyle(e.querySelector(".box")).strokeWidth) > 2 ? "" : name;
	const s = getComputedStyle(e);
	return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 ? "" : name;
})()`

func noUnlabelled(t *testing.T, tab context.Context, when string) {
	t.Helper()
	if got := text(t, tab, unlabelled); got != "[]" {
		t.Errorf("%s, controls with no name a screen reader can read: %s", when, got)
	}
}

func TestPage_EveryControlHasANameAndShowsItsFocus(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "a legal attack for Rook", "!!"+attackOffered)
	run(t, tab, "opening the acts not possible now", chromedp.Click(chromedp.CSS("#acts details summary")))
	run(t, tab, "tapping the Bar", chromedp.Click(chromedp.Search(`//*[@data-area and @aria-label="Bar"]`)))
	until(t, tab, "the area's panel", `!document.getElementById("area").hidden`)
	noUnlabelled(t, tab, "on Rook's turn")

	// Tab through the page from its start: each stop shows the focus.
	run(t, tab, "starting from the top", chromedp.Evaluate[chromedp.Void](`document.activeElement && document.activeElement.blur()`))
	seen := map[string]bool{}
	for i := 0; i < 40; i++ {
		run(t, tab, "pressing Tab", chromedp.KeyEvent("\t"))
		if name := text(t, tab, focusShown); name != "" {
			t.Errorf("the focus on %q does not show", name)
		}
		seen[text(t, tab, `document.activeElement.tagName`)] = true
	}
	for _, kind := range []string{"BUTTON", "g", "SUMMARY"} {
		if !seen[kind] {
			t.Errorf("Tab never reaches a %s (it reached %v)", kind, seen)
		}
	}

	run(t, tab, "showing every act", chromedp.Click(chromedp.ID("acts-all")))
	run(t, tab, "taking the attack", chromedp.Click(chromedp.JSPath(attackOffered)))
	until(t, tab, "the dice asked", `document.querySelector("#answer-dice") !== null`)
	noUnlabelled(t, tab, "with the dice asked")
	if name := text(t, tab, focusShown); name != "" && text(t, tab, `document.activeElement.closest("#decision") ? "in" : "out"`) != "in" {
		t.Errorf("a new decision does not take the focus (it is on %q)", name)
	}
}

func TestPage_TheLiveRegionSaysYourTurnAndANewDecision(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	if live := text(t, tab, `(document.querySelector('[aria-live="polite"]#announce') || {}).id || ""`); live != "announce" {
		t.Fatal("the page has no polite live region to announce the game")
	}
	until(t, tab, "a legal attack for Rook", "!!"+attackOffered)
	until(t, tab, "the turn announced", `document.getElementById("announce").textContent.includes("Your turn.")`)
	run(t, tab, "taking the attack", chromedp.Click(chromedp.JSPath(attackOffered)))
	until(t, tab, "the dice asked", `document.querySelector("#answer-dice") !== null`)
	prompt := text(t, tab, `document.getElementById("decision-prompt").textContent`)
	until(t, tab, "the decision announced", `document.getElementById("announce").textContent.includes("A decision for you: ")`)
	if said := text(t, tab, `document.getElementById("announce").textContent`); !strings.Contains(said, prompt) {
		t.Errorf("the live region says %q, not the decision %q", said, prompt)
	}
	// The decision's box itself is not live: the form is not read out
	// whole at each change.
	if live := text(t, tab, `document.getElementById("decision").getAttribute("aria-live") || ""`); live != "" {
		t.Errorf("the decision's box is aria-live=%q as well", live)
	}
}
