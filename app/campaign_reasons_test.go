package app

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// campaignButton finds a button of the Campaign panel by the start of
// its label, enabled or not, and the note shown right under it (the
// reason it is disabled), "" when there is none.
func (w *mainWindow) campaignButton(t *testing.T, text string) (*widget.Button, string) {
	t.Helper()
	objs := w.campaigns.Content().(*fyne.Container).Objects
	for i, o := range objs {
		var found *widget.Button
		walk(o, func(x fyne.CanvasObject) {
			if b, label, ok := asButton(x); ok && found == nil && strings.HasPrefix(label, text) {
				found = b
			}
		})
		if found == nil {
			continue
		}
		note := ""
		if i+1 < len(objs) {
			if l, ok := objs[i+1].(*widget.Label); ok && l.TextStyle.Italic {
				note = l.Text
			}
		}
		return found, note
	}
	t.Fatalf("no button %q in the Campaign panel:\n%s", text, w.campaignText())
	return nil, ""
}

// End session is disabled exactly when the campaign's own check refuses
// to end the session, and the reason beside it is that check's: while
// the party is on a map, and while there is no party.
func TestCampaign_EndSessionSaysWhyItIsDisabledFromTheEnginesCheck(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	if end, note := w.campaignButton(t, "End session"); end.Disabled() || note != "" {
		t.Fatalf("with the party home, End session is disabled %v, note %q", end.Disabled(), note)
	}
	w.campaigns.BringParty("bar")
	c := w.campaigns.Current().Campaign
	err := campaign.CanEndSession(c)
	if err == nil {
		t.Fatal("the engine would end a session with the party away")
	}
	end, note := w.campaignButton(t, "End session")
	if want := uikit.Capitalise(err.Error()) + "."; !end.Disabled() || note != want {
		t.Errorf("with the party away: disabled %v, note %q, want %q", end.Disabled(), note, want)
	}
	if !strings.Contains(note, "nightclub.unhex") {
		t.Errorf("the reason does not say where the party is: %q", note)
	}

	// A new campaign has no party yet.
	w = newPlayWindow(t)
	w.writeTo(filepath.Join(t.TempDir(), "brawl.unhex"), nil)
	w.chooseCampaign = func(_ bool, _ string, pick func(string)) { pick(filepath.Join(filepath.Dir(w.path), "empty")) }
	w.campaigns.NewCampaign()
	test.Tap(w.campButton(t, "Add this map"))
	err = campaign.CanEndSession(w.campaigns.Current().Campaign)
	end, note = w.campaignButton(t, "End session")
	if err == nil || !end.Disabled() || note != uikit.Capitalise(err.Error())+"." {
		t.Errorf("with no party: check %v, disabled %v, note %q", err, end.Disabled(), note)
	}
	if b, note := w.campaignButton(t, "Bring the party here"); !b.Disabled() || note != "The party is empty: add PCs to the campaign first." {
		t.Errorf("Bring with no party: disabled %v, note %q", b.Disabled(), note)
	}
}

// The other flows' buttons say why too, each from its own check: Move
// the PCs while the map has none, Keep the NPCs while it has none, Place
// a group while a combat runs.
func TestCampaign_DisabledFlowsSayWhy(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	for button, want := range map[string]string{
		"Move this map's PCs into the party": "There is no PC to move into the party.",
		"Keep this map's NPCs as a group":    "This map has no NPCs to keep as a group.",
	} {
		if b, note := w.campaignButton(t, button); !b.Disabled() || note != want {
			t.Errorf("%s: disabled %v, note %q, want %q", button, b.Disabled(), note, want)
		}
	}
	w.campaigns.BringParty("bar")
	w.campaigns.PlaceNPCs(0, "kitchen")
	if b, note := w.campaignButton(t, "Place here"); b.Disabled() || note != "" {
		t.Fatalf("Place: disabled %v, note %q", b.Disabled(), note)
	}
	test.Tap(w.button(t, "Start combat"))
	if b, note := w.campaignButton(t, "Place here"); !b.Disabled() || note != "A combat is running on this map: close it before a group is placed." {
		t.Errorf("Place during a combat: disabled %v, note %q", b.Disabled(), note)
	}
}
