package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The helpers the window's tests share: find and press what is on
// screen, as a person would.

// walk visits every object under o, through containers and widgets.
var walk = hosttest.Walk

// asButton is a plain button, or the button under a wrapping one, with
// its text.
var asButton = hosttest.AsButton

// button finds a visible button whose label starts with text, in the
// top dialog or else in the side panel.
func (w *mainWindow) button(t testing.TB, text string) *widget.Button {
	t.Helper()
	roots := []fyne.CanvasObject{w.props.box, w.properties.Actions(), w.play.Actions()}
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top}
	}
	found := hosttest.ButtonIn(text, roots...)
	if found == nil {
		t.Fatalf("no button %q; status: %s", text, w.status.message.Text)
	}
	return found
}

// firstIn is the first object of type T under root, or T's zero value.
func firstIn[T fyne.CanvasObject](root fyne.CanvasObject) T { return hosttest.FirstIn[T](root) }

// typeDice types dice into the open dice dialog and confirms.
func (w *mainWindow) typeDice(t testing.TB, dice string) {
	t.Helper()
	hosttest.TypeDice(t, w.win, dice)
}

func (w *mainWindow) hasDiceEntry() bool {
	return hosttest.HasDiceEntry(w.win)
}

// firstAnswer is the first answer button of the open decision dialog.
func (w *mainWindow) firstAnswer(t testing.TB) *widget.Button {
	t.Helper()
	return hosttest.FirstAnswer(t, w.win)
}

// answerAll answers every open decision with typed dice or the first
// answer offered, as a table might.
func (w *mainWindow) answerAll(t testing.TB, dice ...string) {
	t.Helper()
	hosttest.AnswerAll(t, w.win, dice...)
}

// startWithPCsFirst starts a combat on the brawl map and plays initiative
// with typed dice: Vex rolls 34 for the PCs, the Bouncer 81, PCs first.
func (w *mainWindow) startWithPCsFirst(t testing.TB) {
	t.Helper()
	w.startWithInitiative(t, "34", "81", "PCs, then Club")
}

// startWithInitiative starts a combat on the brawl map, types Vex's and
// the Bouncer's initiative dice, and picks the order.
func (w *mainWindow) startWithInitiative(t testing.TB, vex, bouncer, order string) {
	t.Helper()
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "Roll initiative"))
	w.typeDice(t, vex)
	w.typeDice(t, bouncer)
	test.Tap(w.button(t, order))
}

func newPlayWindow(t testing.TB) *mainWindow {
	t.Helper()
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1200, 800))
	if err := w.openPath("../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(modePlay)
	t.Cleanup(w.win.Close)
	return w
}

func (w *mainWindow) tokenAt(id sheet.CharacterID) fyne.Position {
	pos := w.board.Layout().TokenPositions(w.board.Tokens, w.board.TokenScale)
	p, ok := pos[string(id)]
	if !ok {
		panic("no token " + string(id))
	}
	return w.board.ToScreen(p)
}

// dialogText joins the labels of the open dialog.
func (w *mainWindow) dialogText() string {
	var parts []string
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

// character is one of the characters Play shows, or nil.
func (w *mainWindow) character(id sheet.CharacterID) *sheet.Character {
	cs := w.play.Characters()
	for i := range cs {
		if cs[i].ID == id {
			return &cs[i]
		}
	}
	return nil
}
