package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// inside reports whether o lies wholly within the box of outer, on screen.
func inside(o, outer fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	p, q := d.AbsolutePositionForObject(o), d.AbsolutePositionForObject(outer)
	return p.X >= q.X-0.5 && p.Y >= q.Y-0.5 &&
		p.X+o.Size().Width <= q.X+outer.Size().Width+0.5 && p.Y+o.Size().Height <= q.Y+outer.Size().Height+0.5
}

func TestPanel_AnAreasButtonsAreWhollyInViewAt1280x720(t *testing.T) {
	w := newTestWindow(t)
	if err := w.openPath("../assets/maps/warehouse.unhex"); err != nil {
		t.Fatal(err)
	}
	w.win.Resize(fyne.NewSize(1280, 720))
	// The Vault has three objectives: the longest form of the map.
	w.ed.Select([]battlemap.AreaID{"vault"}, nil)
	w.layOut()
	upper := w.side.Leading
	for _, label := range []string{"Objective", "Hazard", "Delete area"} {
		b := w.button(t, label)
		if !inside(b, upper) {
			d := fyne.CurrentApp().Driver()
			t.Errorf("%q at %v (%v) is not wholly inside the upper pane at %v (%v)", label,
				d.AbsolutePositionForObject(b), b.Size(), d.AbsolutePositionForObject(upper), upper.Size())
		}
	}
	// Scrolled to the end, the buttons stay put.
	w.props.content.(interface{ ScrollToBottom() }).ScrollToBottom()
	if b := w.button(t, "Delete area"); !inside(b, upper) {
		t.Error("scrolling the panel moved Delete area out of view")
	}
}

func TestPanel_WithNoWarningsTheWarningsPaneGivesItsRoomAway(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1280, 720))
	if w.lint.Count() != 0 {
		t.Fatalf("the nightclub has %d warnings, want none", w.lint.Count())
	}
	side := w.side.Size().Height
	if got := w.lint.Content().Size().Height; got > side/5 {
		t.Errorf("with no warnings their pane is %.0f of the side's %.0f px high, want little more than its heading", got, side)
	}
	// A warning opens the pane again.
	w.placeArea("Island")
	w.layOut()
	if w.lint.Count() == 0 {
		t.Fatal("an unlinked area raised no warning")
	}
	if got := w.lint.Content().Size().Height; got < side/4 {
		t.Errorf("with a warning its pane is %.0f of %.0f px high, want room for the list", got, side)
	}
	// Once the GM has dragged the divider, it stays where they put it.
	w.side.SetOffset(0.5)
	w.ed.Undo()
	if w.side.Offset != 0.5 {
		t.Errorf("the divider moved to %v after the GM put it at 0.5", w.side.Offset)
	}
}

// layOut lays the window out afresh at 1280x720, as the driver does
// after a change of what is shown.
func (w *mainWindow) layOut() {
	w.win.Resize(fyne.NewSize(1279, 719))
	w.win.Resize(fyne.NewSize(1280, 720))
}
