package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// newPlayWindowAt opens the brawl map in Play mode in a window of a size.
func newPlayWindowAt(t *testing.T, a fyne.App, width, height float32) *mainWindow {
	t.Helper()
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(width, height))
	if err := w.openPath("../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(modePlay)
	t.Cleanup(w.win.Close)
	return w
}

// bodySplit is the divider between the board and the side panel.
func (w *mainWindow) bodySplit(t *testing.T) *container.Split {
	t.Helper()
	var found *container.Split
	walk(w.win.Content(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Split); ok && s.Horizontal && found == nil {
			found = s
		}
	})
	if found == nil {
		t.Fatal("no divider between the board and the panel")
	}
	return found
}

// checkPanelFits fails when the side panel's content asks for more width
// than the panel has, so that something is cut off on the right.
func checkPanelFits(t *testing.T, w *mainWindow, when string) {
	t.Helper()
	win := w.win.Canvas().Size()
	if got := w.win.Content().MinSize().Width; got > win.Width {
		t.Errorf("%s: the window's content needs %.0f px, wider than the %.0f px window", when, got, win.Width)
	}
	w.win.Resize(win) // lay out again after the panel changed
	have := w.props.content.Size().Width
	if need := w.props.content.(*container.Scroll).Content.MinSize().Width; need > have {
		var wide []string
		walk(w.props.box, func(o fyne.CanvasObject) {
			if o.Visible() && o.MinSize().Width > have-16 {
				switch x := o.(type) {
				case *widget.Label:
					wide = append(wide, "label "+x.Text)
				case *widget.Button:
					wide = append(wide, "button "+x.Text)
				}
			}
		})
		t.Errorf("%s: the panel is %.0f px wide but its content needs %.0f px; too wide:\n%s", when, have, need, strings.Join(wide, "\n"))
	}
}

func TestPlayPanel_FitsA1280x720WindowWithoutOverflow(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	split := w.bodySplit(t)
	for _, offset := range []float64{defaultSplitOffset, 0.78} {
		split.SetOffset(offset)
		w.tap(w.tokenAt("bouncer")) // an NPC: every sheet button
		checkPanelFits(t, w, "the Bouncer's sheet before the combat")
	}
	split.SetOffset(defaultSplitOffset)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	checkPanelFits(t, w, "Rook's acts")
	// The acts not possible now, unfolded, stay so as the panel is built
	// again.
	folded := firstIn[*widget.Accordion](w.props.box)
	if folded == nil {
		t.Fatal("no folded list of the acts not possible now")
	}
	folded.Open(0)
	w.play.Refresh()
	checkPanelFits(t, w, "Rook's acts with those not possible unfolded")
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	if w.play.Fight().View().Phase != combat.PhaseReaction {
		t.Fatalf("the attack opens no reaction window: %s", w.play.Fight().View().Phase)
	}
	checkPanelFits(t, w, "the reactions to Rook's attack")
	// The narrowest the divider allows still fits.
	split.SetOffset(1)
	checkPanelFits(t, w, "the divider dragged to the right edge")
}

func TestPlayPanel_TheDividerIsRememberedInThePreferences(t *testing.T) {
	a := test.NewTempApp(t)
	w := newPlayWindowAt(t, a, 1280, 720)
	split := w.bodySplit(t)
	if split.Offset != defaultSplitOffset {
		t.Errorf("a first start puts the divider at %.2f, want %.2f", split.Offset, defaultSplitOffset)
	}
	split.SetOffset(0.6) // as a drag of the divider does
	again := newPlayWindowAt(t, a, 1280, 720)
	if got := again.bodySplit(t).Offset; got != 0.6 {
		t.Errorf("the divider comes back at %.2f, want where the GM left it, 0.60", got)
	}
}

// The log after an attack, every entry wrapped in full, still fits the
// panel.
func TestPlayPanel_TheLogAfterAnAttackFits(t *testing.T) {
	w := newPlayWindowAt(t, test.NewTempApp(t), 1280, 720)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	test.Tap(w.button(t, "attack Bouncer with Pistol"))
	test.Tap(w.button(t, "Roll the dice"))
	w.answerAll(t, "24")
	checkPanelFits(t, w, "the log after an attack")
}
