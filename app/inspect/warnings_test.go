package inspect

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

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

func TestLint_AWarningShowsInFullWhenClicked(t *testing.T) {
	w := newTestWindow(t)
	w.placeArea(t, "A very long name for an island nobody can reach from anywhere")
	w.Editor().Select(nil, nil)
	if len(w.lint.warnings) != 1 {
		t.Fatalf("warnings = %+v, want one", w.lint.warnings)
	}
	msg := w.lint.warnings[0].Message
	w.lint.list.Select(0)
	d := w.lint.detail
	if !d.Visible() || d.Text != msg || d.Wrapping != fyne.TextWrapWord || d.Truncation != fyne.TextTruncateOff {
		t.Errorf("after a click the panel shows %q (shown %v, wrapping %v), want the whole warning %q wrapped", d.Text, d.Visible(), d.Wrapping, msg)
	}
	if !strings.Contains(d.Text, "nobody can reach from anywhere") {
		t.Errorf("the detail line cuts the name off: %q", d.Text)
	}
	// Fixing the map takes the warning, and its detail, away.
	w.Undo()
	if len(w.lint.warnings) != 0 || d.Visible() {
		t.Errorf("with the island gone, the panel still shows %q", d.Text)
	}
}

func TestLint_ClickingAWarningSelectsTheCulprit(t *testing.T) {
	w := newTestWindow(t)
	w.placeArea(t, "Island")
	w.Editor().Select(nil, nil)
	if len(w.lint.warnings) != 1 || !strings.Contains(w.lint.warnings[0].Message, "Island") {
		t.Fatalf("warnings = %+v, want one about Island", w.lint.warnings)
	}
	w.lint.list.Select(0)
	got := w.Editor().Selection.Areas(w.Editor().Map())
	if len(got) != 1 || w.Editor().Map().Area(got[0]).Name != "Island" {
		t.Errorf("selection after clicking the warning: %v", got)
	}
}
