package inspect

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/editor"
)

// testWindow is the window with the bundled nightclub map open in Edit
// mode, its warnings listed.
type testWindow struct {
	*hosttest.Host
	lint *Warnings
}

func (w *testWindow) SetMode(m host.Mode) { w.ModeNow = m }
func (w *testWindow) DeleteSelection()    { w.Editor().DeleteSelection() }

func newTestWindow(t *testing.T) *testWindow {
	t.Helper()
	w := &testWindow{Host: hosttest.Open(t, "../../assets/maps/nightclub.unhex")}
	w.lint = NewWarnings(w)
	w.lint.update()
	return w
}

// placeArea adds an area far from the others, linked to none.
func (w *testWindow) placeArea(t *testing.T, name string) {
	t.Helper()
	if err := w.Editor().Do(editor.NewAddArea(w.Editor().Map(), name, 3000, 3000)); err != nil {
		t.Fatal(err)
	}
}

// row is the button of the i-th warning row.
func (w *testWindow) row(t *testing.T, i int) *uikit.WrapButton {
	t.Helper()
	if i >= len(w.lint.rows.Objects) {
		t.Fatalf("the pane lists %d warnings, want a row %d", len(w.lint.rows.Objects), i)
	}
	var b *uikit.WrapButton
	for _, o := range w.lint.rows.Objects[i].(*fyne.Container).Objects {
		if x, ok := o.(*uikit.WrapButton); ok {
			b = x
		}
	}
	if b == nil {
		t.Fatalf("row %d is no button", i)
	}
	return b
}

func TestLint_AWarningIsShownWholeWithoutAClick(t *testing.T) {
	w := newTestWindow(t)
	w.placeArea(t, "A very long name for an island nobody can reach from anywhere")
	w.Editor().Select(nil, nil)
	if len(w.lint.warnings) != 1 {
		t.Fatalf("warnings = %+v, want one", w.lint.warnings)
	}
	msg := w.lint.warnings[0].Message
	var label *widget.Label
	walk(w.row(t, 0), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			label = l
		}
	})
	if label == nil || label.Text != msg || label.Wrapping != fyne.TextWrapWord || label.Truncation != fyne.TextTruncateOff {
		t.Fatalf("the row shows %+v, want the whole warning %q wrapped", label, msg)
	}
	if !strings.Contains(label.Text, "nobody can reach from anywhere") {
		t.Errorf("the row cuts the name off: %q", label.Text)
	}
	// Fixing the map takes the warning away.
	w.Undo()
	if len(w.lint.warnings) != 0 || len(w.lint.rows.Objects) != 0 || w.lint.header.Text != "Warnings: none" {
		t.Errorf("with the island gone, the pane still lists %d rows under %q", len(w.lint.rows.Objects), w.lint.header.Text)
	}
}

func TestLint_ClickingAWarningSelectsTheCulprit(t *testing.T) {
	w := newTestWindow(t)
	w.placeArea(t, "Island")
	w.Editor().Select(nil, nil)
	if len(w.lint.warnings) != 1 || !strings.Contains(w.lint.warnings[0].Message, "Island") {
		t.Fatalf("warnings = %+v, want one about Island", w.lint.warnings)
	}
	test.Tap(w.row(t, 0))
	got := w.Editor().Selection.Areas(w.Editor().Map())
	if len(got) != 1 || w.Editor().Map().Area(got[0]).Name != "Island" {
		t.Errorf("selection after clicking the warning: %v", got)
	}
}

func TestLint_AHugeListStopsAtAHundredRowsAndSaysHowManyMore(t *testing.T) {
	w := newTestWindow(t)
	for i := range maxWarningRows + 5 {
		if err := w.Editor().Do(editor.NewAddArea(w.Editor().Map(), fmt.Sprintf("Island %d", i), float64(3000+200*i), 3000)); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(w.lint.warnings); n < maxWarningRows+5 {
		t.Fatalf("%d warnings, want at least %d", n, maxWarningRows+5)
	}
	rows := w.lint.rows.Objects
	if len(rows) != maxWarningRows+1 {
		t.Fatalf("%d rows, want %d and a line for the rest", len(rows), maxWarningRows)
	}
	last, ok := rows[len(rows)-1].(*widget.Label)
	if !ok || !strings.Contains(last.Text, "more") || !strings.Contains(last.Text, "unhexboard check") {
		t.Errorf("the last row is %+v, want how many more and where to read them", rows[len(rows)-1])
	}
}

// walk visits o and everything under it.
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
