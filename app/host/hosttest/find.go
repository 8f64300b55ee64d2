package hosttest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
)

// Finding and pressing what is on screen, as a person would: the window
// tests of the shell and of the features share these.

// FirstIn is the first object of type T under root, or T's zero value.
func FirstIn[T fyne.CanvasObject](root fyne.CanvasObject) T {
	var found T
	done := false
	Walk(root, func(o fyne.CanvasObject) {
		if x, ok := o.(T); ok && !done {
			found, done = x, true
		}
	})
	return found
}

// AsButton is a plain button, or the button under a wrapping one, with
// its text.
func AsButton(o fyne.CanvasObject) (*widget.Button, string, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, b.Text, b.Text != ""
	case *uikit.WrapButton:
		return b.Button, b.Text, b.Visible()
	}
	return nil, "", false
}

// ButtonIn is the first visible button under roots whose label starts
// with text, or nil.
func ButtonIn(text string, roots ...fyne.CanvasObject) *widget.Button {
	var found *widget.Button
	for _, r := range roots {
		Walk(r, func(o fyne.CanvasObject) {
			if b, label, ok := AsButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
				found = b
			}
		})
	}
	return found
}

// TypeDice types dice into the open dice dialog of win and confirms.
func TypeDice(t testing.TB, win fyne.Window, dice string) {
	t.Helper()
	top := win.Canvas().Overlays().Top()
	entry := FirstIn[*widget.Entry](top)
	if entry == nil {
		t.Fatal("no dice entry open")
	}
	test.Type(entry, dice)
	b := ButtonIn("Use th", top) // "these dice", or "this die" for one
	if b == nil {
		t.Fatal("the dice dialog has no button to use the dice")
	}
	test.Tap(b)
}

// HasDiceEntry reports whether the open dialog of win asks for dice.
func HasDiceEntry(win fyne.Window) bool {
	found := false
	Walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if _, ok := o.(*widget.Entry); ok {
			found = true
		}
	})
	return found
}

// FirstAnswer is the first answer button of the open decision dialog.
func FirstAnswer(t testing.TB, win fyne.Window) *widget.Button {
	t.Helper()
	var found *widget.Button
	Walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Text != "Withdraw the action" && b.Text != "Later" {
			found = b
		}
	})
	if found == nil {
		t.Fatal("the decision offers no answer")
	}
	return found
}

// AnswerAll answers every open decision with typed dice (11 once the
// ones given run out) or the first answer offered, as a table might.
func AnswerAll(t testing.TB, win fyne.Window, dice ...string) {
	t.Helper()
	for i := 0; win.Canvas().Overlays().Top() != nil; i++ {
		if i > 20 {
			t.Fatal("the decisions never end")
		}
		if HasDiceEntry(win) {
			d := "11"
			if len(dice) > 0 {
				d, dice = dice[0], dice[1:]
			}
			TypeDice(t, win, d)
			continue
		}
		test.Tap(FirstAnswer(t, win))
	}
}
