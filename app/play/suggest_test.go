package play

import (
	"image/color"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// suggestInk counts the visible board objects drawn in the suggestion
// colour.
func suggestInk(o fyne.Widget) int {
	n := 0
	is := func(c color.Color) bool { return c == color.Color(colorSuggest) }
	for _, obj := range test.WidgetRenderer(o).Objects() {
		if !obj.Visible() {
			continue
		}
		switch x := obj.(type) {
		case *canvas.Line:
			n += map[bool]int{true: 1}[is(x.StrokeColor)]
		case *canvas.Circle:
			n += map[bool]int{true: 1}[is(x.FillColor)]
		case *canvas.Polygon:
			n += map[bool]int{true: 1}[is(x.FillColor)]
		}
	}
	return n
}

func TestSuggest_ListsTheTacticsTopThreeWithReasonsAndDrawsThemForTheGMOnly(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	var want []tactics.Choice // the best three not worth less than nothing
	for _, a := range tactics.Acts(w.play.cast.fight.State(), "rook") {
		if a.Gain >= 0 && len(want) < 3 {
			want = append(want, a)
		}
	}
	got := w.play.tracker.suggested
	if len(got) != 3 {
		t.Fatalf("%d suggestions, want 3", len(got))
	}
	for i := range want {
		if got[i].Label != want[i].Label || got[i].Reason != want[i].Reason {
			t.Errorf("suggestion %d is %q (%s), want %q (%s)", i+1, got[i].Label, got[i].Reason, want[i].Label, want[i].Reason)
		}
		w.button(t, strconv.Itoa(i+1)+" · "+want[i].Reason) // the panel shows each with its reason
	}
	if suggestInk(w.board) == 0 {
		t.Error("the GM's board draws no suggestion")
	}
	w.play.players.open()
	defer w.play.players.win.Close()
	w.play.players.sync()
	if n := suggestInk(w.play.players.board); n != 0 {
		t.Errorf("the player view draws %d suggestion marks", n)
	}
	// Unticking Suggest hides them.
	w.play.showSuggest = false
	w.play.changed()
	if len(w.play.tracker.suggested) != 0 || suggestInk(w.board) != 0 {
		t.Error("Suggest unticked still shows suggestions")
	}
}

func TestSuggest_ClickingTheBestDoesWhatItsActButtonDoes(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	best := w.play.tracker.suggested[0]
	test.Tap(w.button(t, "1 · "+best.Reason))
	s := w.play.cast.fight
	var sent combat.Command
	if p := s.Pending(); p != nil {
		sent = p.Command
	} else {
		log := s.Log()
		sent = log[len(log)-1].Command
	}
	gotJSON, _ := combat.MarshalCommand(sent)
	wantJSON, _ := combat.MarshalCommand(best.Command)
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("the suggestion sent %s, want %s", gotJSON, wantJSON)
	}
}

func TestSuggest_InAReactionWindowShowsTheReactorsChoices(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	if w.play.tracker.view().Phase != combat.PhaseReaction {
		t.Fatal("setup: no reaction window")
	}
	got := w.play.tracker.suggested
	want := tactics.Reactions(w.play.cast.fight.State(), "bouncer")
	if len(want) == 0 {
		t.Fatal("setup: the Bouncer has no reaction")
	}
	lead := "Bouncer may react"
	if want[0].Gain < 0 {
		lead = "The tactics would not have Bouncer react"
	} else if len(got) == 0 || got[0].Reason != want[0].Reason || got[0].By != "bouncer" {
		t.Fatalf("the window suggests %+v, want the Bouncer's %+v", got, want)
	}
	found := false
	walk(w.panel, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, lead) {
			found = true
		}
	})
	if !found {
		t.Error("the panel does not say whose reactions are suggested")
	}
}

// The initiative winner chooses the order the teams act in; Suggest shows
// the tactics' pick with its reason, in the decision's dialog and on the
// panel, and pressing it answers the decision. In the mirror duel the
// sides stand out of each other's reach, so the PCs, winning, let the
// Gang come to them.
func TestSuggest_TheTeamOrderShowsTheTacticsPickAndWhy(t *testing.T) {
	w := newPlayWindow(t)
	if err := w.openPath("../../engine/tactics/testdata/duel.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(host.ModePlay)
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	test.Tap(w.button(t, "Ana (level 50)"))
	test.Tap(w.button(t, "Nix (level 50)"))
	w.typeDice(t, "10")
	w.typeDice(t, "98")
	const pick = "Gang, then PCs — let the Gang go first: they must cross the Middle into the PCs' reach"
	if got := w.dialogText(); !strings.Contains(got, "Suggested: "+pick) {
		t.Errorf("the order's dialog does not show the tactics' pick:\n%s", got)
	}
	test.Tap(w.button(t, "Later"))
	w.play.showSuggest = false
	w.play.changed()
	if w.maybeButton("1 · ") != nil {
		t.Error("Suggest unticked still suggests an order")
	}
	w.play.showSuggest = true
	w.play.changed()
	test.Tap(w.button(t, "1 · "+pick))
	if got := w.play.cast.fight.State().Order; strings.Join(got, ", ") != "Gang, PCs" {
		t.Errorf("pressing the suggestion set the order %v, want Gang, PCs", got)
	}
}
