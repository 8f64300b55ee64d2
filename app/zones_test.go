package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func TestNewZoneMap_TheDialogOffersEachProfileWithALineAndStartsTheMap(t *testing.T) {
	w := newTestWindow(t)
	w.menuItem(t, "File", "New Unhex Map")
	w.menuItem(t, "File", "New Zone Map…").Action()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	checks := map[string]*widget.Check{}
	var lines []string
	var create *widget.Button
	hosttest.Walk(top, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Check:
			checks[x.Text] = x
		case *widget.Label:
			lines = append(lines, x.Text)
		case *widget.RichText:
			lines = append(lines, x.String())
		case *widget.Button:
			if x.Text == "Create" {
				create = x
			}
		}
	})
	for _, id := range battlemap.ProfileIDs() {
		if checks[editor.ProfileName(id)] == nil {
			t.Errorf("the dialog does not offer %s", id)
		}
	}
	text := strings.Join(lines, "\n")
	for _, want := range []string{"Near 0, Short 1, Long 2–4, Distant 5+", "Close 0, Medium 1, Long 2, Extreme 3+", "Fate: a range is a count of zones", "Your own bands"} {
		if !strings.Contains(text, want) {
			t.Errorf("the dialog does not say %q", want)
		}
	}
	for _, l := range lines {
		if f := enginetest.WordingFaults(l); len(f) > 0 {
			t.Errorf("%q: %v", l, f)
		}
	}
	test.Tap(checks["2d20"])
	if checks[editor.ProfileName(battlemap.ProfileForbiddenLands)].Checked {
		t.Error("two profiles ticked at once")
	}
	test.Tap(create)
	if got := w.ed.Map().Profile; got != battlemap.Profile2d20 {
		t.Fatalf("the new map plays %q", got)
	}
	if err := engine.Validate(w.ed.Doc); err != nil {
		t.Fatal(err)
	}
	// Play on it: the zones turn order in the panel, no odds or NPC turn.
	w.setMode(modePlay)
	if !w.menuItem(t, "Mode", "Encounter Odds…").Disabled || !w.menuItem(t, "Mode", "Play NPC Turn").Disabled {
		t.Error("odds or NPC turns offered on a zones map")
	}
	found := false
	for _, o := range w.props.box.Objects {
		hosttest.Walk(o, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Turn order") {
				found = true
			}
		})
	}
	if !found {
		t.Error("the Play panel of a zones map has no turn order")
	}
}

func TestKey4_NewLinksAreObscuredOnAZonesMapOnly(t *testing.T) {
	w := newTestWindow(t)
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.Key4})
	if w.ed.LinkKind == battlemap.Obscured {
		t.Fatal("key 4 made new links obscured on an Unhex map")
	}
	w.setDocument(newZoneDocument("Ruin", battlemap.ProfileForbiddenLands), "", "")
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.Key4})
	if w.ed.LinkKind != battlemap.Obscured || w.tools.kind.Selected != "Obscured: move, no sight" {
		t.Fatalf("key 4 on a zones map: %s, picker %q", w.ed.LinkKind, w.tools.kind.Selected)
	}
	// Back on an Unhex map, new links are solid again.
	w.setDocument(engine.NewDocument("Club"), "", "")
	if w.ed.LinkKind != battlemap.Solid || len(w.tools.kind.Options) != 3 {
		t.Errorf("on an Unhex map after a zones one: %s, %v", w.ed.LinkKind, w.tools.kind.Options)
	}
}
