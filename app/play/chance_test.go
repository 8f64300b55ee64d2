package play

import (
	"fyne.io/fyne/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// percentIn is the first chance written in s ("80%", "<1%").
var percentIn = regexp.MustCompile(`[<>]?\d+%`)

// One attack shows one chance to hit, whichever part of the window shows
// it: Rook's good one-handed ranged attack on the Bouncer hits 1988 times
// in 2500 (79.52%), which the suggestion, the act's button and the why
// beside the pointer all show as 80%.
func TestChance_TheSameAttackShowsTheSameChanceEverywhere(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	var reason string
	for _, ch := range w.play.tracker.suggested {
		if ch.Kind == combat.ActAttack && ch.Target == "bouncer" {
			reason = ch.Reason
		}
	}
	if reason == "" {
		t.Fatalf("setup: Suggest does not offer Rook's attack on the Bouncer: %+v", w.play.tracker.suggested)
	}
	suggested := percentIn.FindString(reason)
	var button string
	for _, o := range w.play.cast.fight.State().LegalActions("rook") {
		if o.Legal && o.Kind == combat.ActAttack && o.Target == "bouncer" && o.HitChance != nil {
			if o.HitChance.Num*10000%o.HitChance.Den == 0 && (o.HitChance.Num*10000/o.HitChance.Den)%100 == 0 {
				t.Fatalf("setup: the chance %d/%d is a whole percent, which any rounding shows alike", o.HitChance.Num, o.HitChance.Den)
			}
			button = strings.TrimPrefix(w.buttonText(t, o.Label+" — "), o.Label+" — ")
		}
	}
	if suggested == "" || !strings.HasPrefix(button, suggested) {
		t.Errorf("the suggestion says %q (%s), the act's button %q", suggested, reason, button)
	}
	// The why beside the pointer, pointing at the Bouncer, says it as the
	// button does.
	w.pointAt(w.tokenAt("bouncer"))
	if want := "attack Bouncer with Pistol — " + suggested; !strings.Contains(w.play.whyShort, want) {
		t.Errorf("the why of the Bouncer's area does not say %q:\n%s", want, w.play.whyShort)
	}
}

// buttonText is the label of the visible panel button starting with text.
func (w *testWindow) buttonText(t testing.TB, text string) string {
	t.Helper()
	found := ""
	walk(w.panel, func(o fyne.CanvasObject) {
		if _, label, ok := asButton(o); ok && found == "" && o.Visible() && strings.HasPrefix(label, text) {
			found = label
		}
	})
	if found == "" {
		t.Fatalf("no button %q", text)
	}
	return found
}
