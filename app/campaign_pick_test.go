package app

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// tapArea clicks the open map's area called name on the board.
func (w *mainWindow) tapArea(t *testing.T, name string) {
	t.Helper()
	id, err := w.ed.Map().ResolveArea(name)
	if err != nil {
		t.Fatal(err)
	}
	w.tap(w.at(id))
}

// partyAt reports whether every PC on the map stands in area (and there
// are some).
func (w *mainWindow) partyAt(area battlemap.AreaID) bool {
	pcs := mapPCs(w.ed.Doc.Characters)
	for _, pc := range pcs {
		if pc.Area != area {
			return false
		}
	}
	return len(pcs) > 0
}

// Bringing the party asks for no list: the GM clicks the area on the
// board, which the board's banner and the Campaign tab ask for, and the
// party arrives there.
func TestCampaign_TheArrivalAreaIsClickedOnTheBoard(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	test.Tap(w.campButton(t, "Bring the party here"))
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog opened: %s", w.dialogText())
	}
	if text := w.campaignText(); !strings.Contains(text, "Bring the party: click the area where it arrives on the board") {
		t.Errorf("the Campaign tab does not say what to click:\n%s", text)
	}
	if !w.picker.asking() || w.board.Input != w.picker {
		t.Fatal("the board's clicks do not go to the question")
	}
	w.tapArea(t, "Entrance")
	if !w.partyAt("entrance") || w.campaigns.Current().Campaign.Away == nil {
		t.Fatalf("the party did not arrive at the entrance: %+v", w.ed.Doc.Characters)
	}
	if w.picker.asking() || w.board.Input != w.play || strings.Contains(w.campaignText(), "click the area") {
		t.Error("the question outlived the click")
	}
	// NPC groups are placed the same way.
	test.Tap(w.campButton(t, "Place here"))
	w.tapArea(t, "Kitchen")
	if n := len(w.ed.Doc.Characters); n != 5 || w.ed.Doc.Characters[4].Area != "kitchen" {
		t.Errorf("the group was not placed in the kitchen: %+v", w.ed.Doc.Characters)
	}
}

// Escape, or Cancel in the tab, gives up: nothing arrives, and the
// board's clicks are the mode's again.
func TestCampaign_EscapeOrCancelGivesUpTheArrival(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	test.Tap(w.campButton(t, "Bring the party here"))
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.picker.asking() || w.board.Input == w.picker {
		t.Fatal("Escape left the question up")
	}
	test.Tap(w.campButton(t, "Bring the party here"))
	test.Tap(w.campButton(t, "Cancel"))
	if w.picker.asking() || strings.Contains(w.campaignText(), "click the area") {
		t.Fatal("Cancel left the question up")
	}
	w.tapArea(t, "Bar")
	if len(w.ed.Doc.Characters) != 0 || w.campaigns.Current().Campaign.Away != nil || len(w.history.done) != 0 {
		t.Errorf("giving up changed something: %d characters, %d undo steps", len(w.ed.Doc.Characters), len(w.history.done))
	}
}

// For the keyboard, the areas are a list too: by name, never by id.
func TestCampaign_TheArrivalAreaFromAListByName(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	test.Tap(w.campButton(t, "Bring the party here"))
	test.Tap(w.campButton(t, "Choose from a list"))
	sel := firstIn[*widget.Select](w.win.Canvas().Overlays().Top())
	if sel == nil {
		t.Fatal("no list of areas")
	}
	var names []string
	for _, a := range w.ed.Map().Areas {
		names = append(names, a.Name)
	}
	if !reflect.DeepEqual(sel.Options, names) || !reflect.DeepEqual(sel.Options, uikit.AreaChoices(w.ed.Map())) {
		t.Errorf("the list offers %q, want the areas' names %q", sel.Options, names)
	}
	sel.SetSelected("Catwalk")
	test.Tap(w.button(t, "OK"))
	if !w.partyAt("catwalk") {
		t.Errorf("the party did not arrive on the catwalk: %+v", w.ed.Doc.Characters)
	}
}

// The Campaign tab names what it shows: no id of an ability, an area, a
// character or an item that differs from its name is in its text.
func TestCampaign_TheTabShowsNamesNotIDs(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	w.campaigns.BringParty("dance-floor")
	w.campaigns.PlaceNPCs(0, "kitchen")
	ids := map[string]string{}
	for _, a := range sheet.Abilities {
		ids[string(a.ID)] = a.Name
	}
	for _, a := range w.ed.Map().Areas {
		ids[string(a.ID)] = a.Name
	}
	c := w.campaigns.Current().Campaign
	chars := append(append([]sheet.Character{}, c.Party...), w.ed.Doc.Characters...)
	for _, g := range c.NPCs {
		chars = append(chars, g.Characters...)
	}
	for _, ch := range chars {
		ids[string(ch.ID)] = ch.Name
		for _, it := range ch.Items {
			ids[string(it.ID)] = it.Name
		}
	}
	text := w.campaignText()
	for id, name := range ids {
		if id == name {
			continue
		}
		if regexp.MustCompile(`(^|[^\w-])` + regexp.QuoteMeta(id) + `($|[^\w-])`).MatchString(text) {
			t.Errorf("the Campaign tab shows the id %s (of %q):\n%s", id, name, text)
		}
	}
	if !strings.Contains(text, "good at 1H ranged Attack") {
		t.Errorf("the tab does not name Rook's ability:\n%s", text)
	}
}

// `unhexboard heist`, from a folder with no such file, opens the bundled
// example campaign on its first map, copied to a folder of its own, and
// says where; no error is shown.
func TestCLI_HeistOpensTheExampleCampaignFromAnyFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, arg := range []string{"heist", "heist.unhexcampaign"} {
		t.Run(arg, func(t *testing.T) {
			w := newMainWindow(test.NewTempApp(t))
			t.Cleanup(w.win.Close)
			t.Cleanup(w.recov.stopTimer)
			w.startWith(Options{Path: arg})
			if top := w.win.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("a dialog is up instead of the campaign: %s", w.dialogText())
			}
			cur := w.campaigns.Current()
			if cur == nil || len(cur.Campaign.Party) != 2 || w.campaigns.MapHere() != "nightclub.unhex" {
				t.Fatalf("campaign %v, open map %q", cur, w.path)
			}
			t.Cleanup(func() { os.RemoveAll(filepath.Dir(cur.Path)) })
			if !strings.Contains(w.status.message.Text, filepath.Dir(cur.Path)) {
				t.Errorf("the status line does not say where the copy is: %s", w.status.message.Text)
			}
		})
	}
}

// The board's question does not hold the window: when a combat starts
// while it is asked, the click that answers it is refused by the flow's
// own rule, and the map's characters stay as they are.
func TestCampaign_AClickAfterACombatStartedPlacesNoOne(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	w.campaigns.BringParty("bar")
	w.campaigns.PlaceNPCs(0, "kitchen")
	test.Tap(w.campButton(t, "Place here"))
	test.Tap(w.button(t, "Start combat"))
	w.tapArea(t, "Catwalk")
	if n, m := len(w.play.Characters()), len(w.ed.Doc.Characters); n != 5 || m != 5 {
		t.Errorf("a group was placed during the combat: %d characters in the fight, %d on the map", n, m)
	}
	if !strings.HasPrefix(w.status.message.Text, "A combat is running on this map") {
		t.Errorf("the status line says %q", w.status.message.Text)
	}
}
