package table_test

// The decisions other than dice, each brought about in the headless game
// the way the engine asks them, and answered in the page.

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// gmSubmits gives the game a command as the GM would (the GM's own
// corrections: damage, the end of the combat, recovery), once the game
// no longer waits on anyone.
func gmSubmits(t *testing.T, p *pageTable, cmd combat.Command) {
	t.Helper()
	if err := p.game.Act("rook", cmd); err != nil {
		t.Fatalf("the game refuses %s: %v", cmd.Type(), err)
	}
}

// newJournal is the journal's lines after the first n, joined.
func newJournal(p *pageTable, n int) string {
	got := journal(p)
	return strings.Join(got[min(n, len(got)):], "\n")
}

// journalSays waits for the journal's lines after the first n to hold want.
func journalSays(t *testing.T, p *pageTable, n int, want ...string) {
	t.Helper()
	if fresh, ok := journalUntil(p, n, 50*time.Millisecond, nil, want...); !ok {
		t.Fatalf("the journal's new lines do not say %q:\n%s", want, fresh)
	}
}

// journalUntil polls the journal's lines after the first n, every pause,
// calling between each (when not nil), until they hold want or 20 s have
// passed: the lines last read, and whether they held want.
func journalUntil(p *pageTable, n int, pause time.Duration, between func(), want ...string) (string, bool) {
	var fresh string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(pause) {
		fresh = newJournal(p, n)
		ok := true
		for _, w := range want {
			ok = ok && strings.Contains(fresh, w)
		}
		if ok {
			return fresh, true
		}
		if between != nil {
			between()
		}
	}
	return fresh, false
}

func TestPage_AWoundSpreadIsAnsweredInThePage(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "Rook's turn", "!!"+attackOffered)
	before := len(journal(p))
	gmSubmits(t, p, &combat.SheetEntry{Command: &sheet.Damage{Target: "rook", Amount: 4, AoE: true}})
	until(t, tab, "the spread asked of the page", `!!document.querySelector("#decision form.spread")`)
	// Too few placed: the page says so and sends nothing.
	asked := len(journal(p))
	run(t, tab, "placing 3 of 4 on the head",
		chromedp.SetValue(chromedp.CSS(`#decision .spread input[id^="spread-"]`), "3"),
		chromedp.Click(chromedp.CSS(`#decision .spread button[type="submit"]`)))
	if note := text(t, tab, `document.querySelector("#decision .spread .formnote").textContent`); note != "Place exactly 4." {
		t.Errorf("a spread of 3 of 4 says %q", note)
	}
	if n := len(journal(p)); n != asked || text(t, tab, `String(document.getElementById("decision").classList.contains("sent"))`) != "false" {
		t.Errorf("a spread the page refused was sent (the journal has %d lines, not %d)", n, asked)
	}
	// Two on the head, two on the torso: answered.
	run(t, tab, "placing 2 and 2",
		chromedp.SetValue(chromedp.CSS(`#decision .spread .spreadrow:nth-of-type(1) input`), "2"),
		chromedp.SetValue(chromedp.CSS(`#decision .spread .spreadrow:nth-of-type(2) input`), "2"),
		chromedp.Click(chromedp.CSS(`#decision .spread button[type="submit"]`)))
	first := sheet.Locations[0].Name()
	second := sheet.Locations[1].Name()
	answerOptionsUntil(t, tab, p, before, first, second)
}

// answerOptionsUntil answers, from the page, whatever choice the game
// asks of Rook next (the first option) until the journal's lines after
// the first n hold want.
func answerOptionsUntil(t *testing.T, tab context.Context, p *pageTable, n int, want ...string) {
	t.Helper()
	fresh, ok := journalUntil(p, n, 100*time.Millisecond, func() {
		if text(t, tab, `String(!!document.querySelector("#decision:not(.sent) .choices button:not(:disabled)"))`) == "true" {
			run(t, tab, "choosing the first option", chromedp.Click(chromedp.CSS(`#decision .choices button`)))
		}
	}, want...)
	if !ok {
		t.Fatalf("the journal's new lines do not say %q:\n%s\nthe page says:\n%s", want, fresh, text(t, tab, `document.body.innerText`))
	}
}

func TestPage_ACriticalsChoiceAndItsNumberAreAnsweredInThePage(t *testing.T) {
	p := openPageTable(t, true)
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "a legal attack for Rook", "!!"+attackOffered)
	before := len(journal(p))
	run(t, tab, "taking the attack", chromedp.Click(chromedp.JSPath(attackOffered)))
	until(t, tab, "the attack's dice asked of the page", `document.querySelector("#answer-dice") !== null`)
	// Doubles that succeed are a critical success: the rules offer
	// another action or dice adjusted to a number the player picks.
	run(t, tab, "typing the dice 11",
		chromedp.SendKeys(chromedp.ID("answer-dice"), "11"),
		chromedp.Click(chromedp.CSS(`#decision .dice button[type="submit"]`)))
	adjust := `[...document.querySelectorAll("#decision:not(.sent) .choices button:not(:disabled)")].find(b => b.textContent.startsWith("adjust the dice"))`
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the page never offers to adjust the dice; it says:\n%s", text(t, tab, `document.body.innerText`))
		}
		if text(t, tab, `String(!!`+adjust+`)`) == "true" {
			break
		}
		// A re-roll offered first is declined: the first option keeps the dice.
		if text(t, tab, `String(!!document.querySelector("#decision:not(.sent) .choices button:not(:disabled)"))`) == "true" {
			run(t, tab, "keeping the dice", chromedp.Click(chromedp.CSS(`#decision .choices button`)))
		}
	}
	run(t, tab, "choosing to adjust the dice", chromedp.Click(chromedp.JSPath(adjust)))
	until(t, tab, "the number asked of the page", `!!document.querySelector("#decision:not(.sent) form.range #answer-number")`)
	lo, hi := text(t, tab, `document.getElementById("answer-number").min`), text(t, tab, `document.getElementById("answer-number").max`)
	var min, max int
	if _, err := fmt.Sscan(lo+" "+hi, &min, &max); err != nil || min >= max {
		t.Fatalf("the number's range reads %q to %q", lo, hi)
	}
	// Out of range: the page says so plainly and sends nothing.
	run(t, tab, "typing a number too big",
		chromedp.SetValue(chromedp.ID("answer-number"), fmt.Sprint(max+1)),
		chromedp.Click(chromedp.CSS(`#decision .range button[type="submit"]`)))
	if note, want := text(t, tab, `document.querySelector("#decision .range .formnote").textContent`), fmt.Sprintf("A whole number from %d to %d.", min, max); note != want {
		t.Errorf("a number out of range says %q, not %q", note, want)
	}
	if text(t, tab, `String(document.getElementById("decision").classList.contains("sent"))`) != "false" {
		t.Error("a number out of range was sent")
	}
	want := max - 1
	run(t, tab, "typing a number in range",
		chromedp.SetValue(chromedp.ID("answer-number"), fmt.Sprint(want)),
		chromedp.Click(chromedp.CSS(`#decision .range button[type="submit"]`)))
	// The journal records the attack with the dice adjusted to it.
	answerOptionsUntil(t, tab, p, before, "Rook attacks", fmt.Sprintf(": %02d hits", want))
}

func TestPage_ItemsToKeepAreAnsweredInThePageAndARefusalReopensTheForm(t *testing.T) {
	spares := 6
	var slots int
	p := openPageTableOf(t, true, func(doc *engine.Document) {
		for i := range doc.Characters {
			if c := &doc.Characters[i]; c.ID == "rook" {
				for j := 0; j < spares; j++ {
					c.Items = append(c.Items, sheet.Item{ID: sheet.ItemID(fmt.Sprintf("spare%d", j)), Name: fmt.Sprintf("Spare knife %d", j+1), Kind: sheet.ItemMelee1H, Destroyed: true})
				}
				slots = c.Slots()
			}
		}
	})
	tab := browser(t, 1366, 768, 1)
	run(t, tab, "opening the link", chromedp.Navigate(p.link))
	until(t, tab, "Rook's turn", "!!"+attackOffered)
	gmSubmits(t, p, &combat.EndCombat{Reason: "the ledger is taken"})
	before := len(journal(p))
	gmSubmits(t, p, &combat.SheetEntry{Command: &sheet.Recover{Character: "rook"}})
	until(t, tab, "the items asked of the page", `!!document.querySelector("#decision form.items")`)
	boxes := text(t, tab, `String(document.querySelectorAll("#decision .items input[type=checkbox]").length)`)
	if boxes == "" || boxes == "0" || boxes == fmt.Sprint(slots) {
		t.Fatalf("the page offers %s items for %d slots", boxes, slots)
	}
	// Every item kept: more than Rook can carry. The game refuses; the
	// page says why in the decision and lets the player choose again.
	run(t, tab, "keeping every item",
		chromedp.Evaluate[chromedp.Void](`document.querySelectorAll("#decision .items input[type=checkbox]").forEach(c => c.checked = true)`),
		chromedp.Click(chromedp.CSS(`#decision .items button[type="submit"]`)))
	until(t, tab, "the refusal in the decision", `document.querySelector("#decision .refusal").textContent.startsWith("Refused: ")`)
	if text(t, tab, `String([...document.querySelectorAll("#decision button, #decision input")].every(c => !c.disabled) && !document.getElementById("decision").classList.contains("sent"))`) != "true" {
		t.Error("after the refusal the decision's form is not open again")
	}
	if !strings.HasPrefix(text(t, tab, `document.getElementById("toast").textContent`), "Refused: ") {
		t.Error("the refusal is not said at the bottom of the screen")
	}
	if fresh := newJournal(p, before); strings.Contains(fresh, "Spare knife") {
		t.Errorf("the refused choice reached the journal:\n%s", fresh)
	}
	// As many as the slots: taken.
	run(t, tab, "keeping as many as Rook carries",
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelectorAll("#decision .items input[type=checkbox]").forEach((c, i) => c.checked = i < %d)`, slots)),
		chromedp.Click(chromedp.CSS(`#decision .items button[type="submit"]`)))
	kept := text(t, tab, fmt.Sprintf(`[...document.querySelectorAll("#decision .items label")].slice(0, %d).map(l => l.textContent).join("|")`, slots))
	journalSays(t, p, before, strings.Split(kept, "|")...)
	until(t, tab, "the decision gone from the page", `document.getElementById("decision").hidden`)
	if s := text(t, tab, `document.querySelector("#decision .refusal") ? document.querySelector("#decision .refusal").textContent : ""`); s != "" {
		t.Errorf("the old refusal still shows: %q", s)
	}
}
