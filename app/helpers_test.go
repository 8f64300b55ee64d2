package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The helpers the window's tests share: find and press what is on
// screen, as a person would.

// walk visits every object under o, through containers and widgets.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

// asButton is a plain button, or the button under a wrapping one, with
// its text.
func asButton(o fyne.CanvasObject) (*widget.Button, string, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, b.Text, b.Text != ""
	case *uikit.WrapButton:
		return b.Button, b.Text, b.Visible()
	}
	return nil, "", false
}

// button finds a visible button whose label starts with text, in the
// top dialog or else in the side panel.
func (w *mainWindow) button(t testing.TB, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	roots := []fyne.CanvasObject{w.props.box, w.properties.Actions()}
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top}
	}
	for _, r := range roots {
		walk(r, func(o fyne.CanvasObject) {
			if b, label, ok := asButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
				found = b
			}
		})
	}
	if found == nil {
		t.Fatalf("no button %q; status: %s", text, w.status.message.Text)
	}
	return found
}

// firstIn is the first object of type T under root, or T's zero value.
func firstIn[T fyne.CanvasObject](root fyne.CanvasObject) T {
	var found T
	done := false
	walk(root, func(o fyne.CanvasObject) {
		if x, ok := o.(T); ok && !done {
			found, done = x, true
		}
	})
	return found
}

// typeDice types dice into the open dice dialog and confirms.
func (w *mainWindow) typeDice(t testing.TB, dice string) {
	t.Helper()
	entry := firstIn[*widget.Entry](w.win.Canvas().Overlays().Top())
	if entry == nil {
		t.Fatalf("no dice entry open; status: %s", w.status.message.Text)
	}
	test.Type(entry, dice)
	test.Tap(w.button(t, "Use th")) // "these dice", or "this die" for one
}

func (w *mainWindow) hasDiceEntry() bool {
	found := false
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if _, ok := o.(*widget.Entry); ok {
			found = true
		}
	})
	return found
}

// firstAnswer is the first answer button of the open decision dialog.
func (w *mainWindow) firstAnswer(t testing.TB) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Text != "Withdraw the action" && b.Text != "Later" {
			found = b
		}
	})
	if found == nil {
		t.Fatal("the decision offers no answer")
	}
	return found
}

// answerAll answers every open decision with typed dice or the first
// answer offered, as a table might.
func (w *mainWindow) answerAll(t testing.TB, dice ...string) {
	t.Helper()
	for i := 0; w.win.Canvas().Overlays().Top() != nil; i++ {
		if i > 20 {
			t.Fatal("the decisions never end")
		}
		if w.hasDiceEntry() {
			d := "11"
			if len(dice) > 0 {
				d, dice = dice[0], dice[1:]
			}
			w.typeDice(t, d)
			continue
		}
		test.Tap(w.firstAnswer(t))
	}
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
