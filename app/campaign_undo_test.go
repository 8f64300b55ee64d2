package app

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/campaign"
)

// Changes to the campaign alone (add a map, keep an NPC group, end a
// session) are steps of the one undo history like any other, each named:
// undo puts the campaign back exactly as it was before, redo exactly as
// the change left it, and undoing all of them leaves nothing unsaved.
func TestCampaign_CampaignOnlyChangesAreUndoSteps(t *testing.T) {
	w, path := newCampaignWindow(t)
	brawl, err := os.ReadFile("../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	mapFile := filepath.Join(filepath.Dir(path), "brawl.unhex")
	if err := os.WriteFile(mapFile, brawl, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := w.openPath(mapFile); err != nil {
		t.Fatal(err)
	}
	current := func() *campaign.Campaign { return w.campaigns.Current().Campaign.Clone() }
	start := current()
	steps := []struct {
		label string
		do    func()
	}{
		{"Add brawl.unhex to the campaign", func() { test.Tap(w.campButton(t, "Add this map")) }},
		{"Keep the NPC group Brawlers", func() {
			test.Tap(w.campButton(t, "Keep this map's NPCs as a group"))
			firstIn[*widget.Entry](w.win.Canvas().Overlays().Top()).SetText("Brawlers")
			test.Tap(w.button(t, "OK"))
		}},
		{"End the session", func() {
			test.Tap(w.campButton(t, "End session"))
			walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
				switch x := o.(type) {
				case *widget.Entry:
					if x.MultiLine {
						x.SetText("Get in and out")
					}
				case *widget.Check:
					x.SetChecked(true)
				}
			})
			test.Tap(w.button(t, "End session"))
			w.pickInDialog(t, "good at First Aid")
			test.Tap(w.button(t, "Choose"))
			test.Tap(w.button(t, "OK"))
		}},
	}
	var before, after []*campaign.Campaign
	for _, s := range steps {
		before = append(before, current())
		s.do()
		after = append(after, current())
		if reflect.DeepEqual(before[len(before)-1], after[len(after)-1]) {
			t.Fatalf("%s changed nothing: %s", s.label, w.status.message.Text)
		}
		if got := w.history.undoLabel(); got != "Undo "+s.label {
			t.Errorf("after %s the Edit menu says %q", s.label, got)
		}
	}
	for i := len(steps) - 1; i >= 0; i-- {
		w.undo()
		if !reflect.DeepEqual(current(), before[i]) {
			t.Errorf("undo %s: the campaign is not as it was before", steps[i].label)
		}
	}
	if !reflect.DeepEqual(current(), start) || w.campaigns.Current().Dirty() {
		t.Errorf("undoing every change left the campaign changed (unsaved %v)", w.campaigns.Current().Dirty())
	}
	for i := range steps {
		w.redo()
		if !reflect.DeepEqual(current(), after[i]) {
			t.Errorf("redo %s: the campaign is not as the change left it", steps[i].label)
		}
	}
}
