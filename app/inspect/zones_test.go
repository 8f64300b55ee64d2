package inspect

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func find[T fyne.CanvasObject](box fyne.CanvasObject, ok func(T) bool) T {
	var found T
	var none T
	hosttest.Walk(box, func(o fyne.CanvasObject) {
		if x, is := o.(T); is && ok(x) && any(found) == any(none) {
			found = x
		}
	})
	return found
}

func selectNamed(s string) func(*widget.Select) bool {
	return func(x *widget.Select) bool { return x.Selected == s }
}

func TestMapSettings_TheRulesPickerChangesTheProfileAsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	w.ModeNow = host.ModeEdit
	box := container.NewVBox()
	NewProperties(w, box).Update()
	pick := find(box, selectNamed("Unhex"))
	if pick == nil {
		t.Fatal("the map's settings have no rules picker showing Unhex")
	}
	if len(pick.Options) != 6 {
		t.Errorf("the picker offers %v, want Unhex and the five zones profiles", pick.Options)
	}
	pick.SetSelected("Year Zero Engine: Alien")
	if got := w.Editor().Map().Profile; got != battlemap.ProfileAlien {
		t.Fatalf("profile %q", got)
	}
	if w.UndoLabel() != "Undo Change rules to Year Zero Engine: Alien" {
		t.Errorf("undo label %q", w.UndoLabel())
	}
	line := find(box, func(l *widget.RichText) bool {
		return strings.HasPrefix(l.String(), "Year Zero Engine, science fiction")
	})
	if line == nil || !strings.Contains(line.String(), "Short 0, Medium 1, Long 2–4, Extreme 5+") {
		t.Errorf("no line on the chosen profile's bands")
	}
	w.Undo()
	if w.Editor().Map().Profile != "" {
		t.Fatal("undo left the profile")
	}
}

func TestMapSettings_TheCustomBandTableIsEditedAndRefusedByTheEnginesCheck(t *testing.T) {
	w := newTestWindow(t)
	w.ModeNow = host.ModeEdit
	box := container.NewVBox()
	NewProperties(w, box).Update()
	find(box, selectNamed("Unhex")).SetSelected("Custom bands")
	if got := w.Editor().Map().Bands; len(got) != len(uikit.DefaultCustomBands()) {
		t.Fatalf("bands %v", got)
	}
	test.Tap(find(box, func(b *widget.Button) bool { return b.Text == "Add band" }))
	bands := w.Editor().Map().Bands
	if len(bands) != 5 || bands[4].From != bands[3].From+1 {
		t.Fatalf("after Add band: %v", bands)
	}
	// The second band's count set to 0: not rising, refused, the reason
	// shown under the table and the table as it was.
	from := find(box, func(e *CommitEntry) bool { return e.Text == "1" })
	from.SetText("0")
	from.flush()
	if got := w.Editor().Map().Bands; got[1].From != 1 {
		t.Errorf("a refused table was kept: %v", got)
	}
	problem := find(box, func(l *widget.Label) bool { return l.Importance == widget.DangerImportance && l.Visible() })
	if problem == nil || !strings.Contains(problem.Text, "the counts must rise") {
		t.Fatalf("no reason shown for the refusal")
	}
	if f := enginetest.WordingFaults(problem.Text); len(f) > 0 {
		t.Errorf("%q: %v", problem.Text, f)
	}
	var removes []*widget.Button
	hosttest.Walk(box, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			removes = append(removes, b)
		}
	})
	if len(removes) != 5 {
		t.Fatalf("%d remove buttons for 5 bands", len(removes))
	}
	test.Tap(removes[0]) // the first band: the table would start past the same zone
	if got := len(w.Editor().Map().Bands); got != 5 {
		t.Errorf("removing the first band was accepted: %d bands", got)
	}
	removes = nil
	hosttest.Walk(box, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			removes = append(removes, b)
		}
	})
	test.Tap(removes[len(removes)-1])
	if got := len(w.Editor().Map().Bands); got != 4 {
		t.Errorf("after removing the last band: %d bands", got)
	}
}

func TestAreaTraits_TheProfilesWordsAreBoxesAndEachIsAnUndoStep(t *testing.T) {
	w := newTestWindow(t)
	w.ModeNow = host.ModeEdit
	doc := w.Editor().Doc
	if err := w.Editor().Do(&editor.SetProfile{Doc: doc, Profile: battlemap.ProfileForbiddenLands}); err != nil {
		t.Fatal(err)
	}
	box := container.NewVBox()
	p := NewProperties(w, box)
	id := w.Editor().Map().Areas[0].ID
	w.Editor().Select([]battlemap.AreaID{id}, nil)
	p.Update()
	dark := find(box, func(c *widget.Check) bool { return c.Text == "dark" })
	if dark == nil {
		t.Fatal("no box for the trait dark")
	}
	test.Tap(dark)
	if got := w.Editor().Map().Area(id).Traits; len(got) != 1 || got[0] != "dark" {
		t.Fatalf("traits %v", got)
	}
	if w.UndoLabel() != "Undo Change zone traits" {
		t.Errorf("undo label %q", w.UndoLabel())
	}
	w.Undo()
	if got := w.Editor().Map().Area(id).Traits; got != nil {
		t.Errorf("undo left %v", got)
	}
}

func TestLinkKinds_AZonesMapOffersTheObscuredBorder(t *testing.T) {
	w := newTestWindow(t)
	w.ModeNow = host.ModeEdit
	box := container.NewVBox()
	p := NewProperties(w, box)
	w.Editor().Select(nil, []int{0})
	p.Update()
	kind := find(box, func(s *widget.Select) bool { return len(s.Options) > 0 && strings.HasPrefix(s.Options[0], "Solid") })
	if kind == nil || len(kind.Options) != 3 {
		t.Fatalf("an Unhex map's link kinds: %v", kind)
	}
	if err := w.Editor().Do(&editor.SetProfile{Doc: w.Editor().Doc, Profile: battlemap.Profile2d20}); err != nil {
		t.Fatal(err)
	}
	w.Editor().Select(nil, []int{0})
	p.Update()
	kind = find(box, func(s *widget.Select) bool { return len(s.Options) > 0 && strings.HasPrefix(s.Options[0], "Solid") })
	if len(kind.Options) != 4 || kind.Options[3] != "Obscured: move, no sight" {
		t.Fatalf("a zones map's link kinds: %v", kind.Options)
	}
	kind.SetSelected("Obscured: move, no sight")
	if got := w.Editor().Map().Links[0].Kind; got != battlemap.Obscured {
		t.Errorf("kind %s", got)
	}
}
