package app

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Bringing the party is one undo step that takes back the map's roster
// and the campaign's record of where the party went; redo brings both.
func TestCampaign_BringingThePartyIsOneUndoStep(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	w.campaigns.BringParty("bar")
	if len(w.ed.Doc.Characters) != 2 || w.campaigns.Current().Campaign.Away == nil || !w.campaigns.Current().Dirty() || !w.dirty() {
		t.Fatalf("after bringing: %d characters, away %v", len(w.ed.Doc.Characters), w.campaigns.Current().Campaign.Away)
	}
	w.undo()
	if len(w.ed.Doc.Characters) != 0 || w.campaigns.Current().Campaign.Away != nil || w.campaigns.Current().Dirty() || w.dirty() {
		t.Fatalf("after undo: %d characters, away %v, campaign dirty %v", len(w.ed.Doc.Characters), w.campaigns.Current().Campaign.Away, w.campaigns.Current().Dirty())
	}
	w.redo()
	if len(w.ed.Doc.Characters) != 2 || w.campaigns.Current().Campaign.Away == nil || w.ed.Doc.Characters[0].Area != "bar" {
		t.Fatalf("after redo: %+v", w.ed.Doc.Characters)
	}
	if !strings.Contains(w.campaignText(), "The party is on this map.") {
		t.Errorf("the panel does not say where the party is:\n%s", w.campaignText())
	}
}

// A PC changed in the campaign and on the map since the party arrived:
// the return shows both versions and asks which to keep; the kept one
// comes back.
func TestCampaign_APCChangedInBothPlacesIsShownBothWaysAndAsked(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	w.campaigns.BringParty("bar")
	home := w.campaigns.Current().Campaign.Clone()
	home.Member("rook").Notes = "owes the DJ money"
	w.campaigns.Changed(home)
	damage := mustCommand(t, `{"type":"gm-override","character":"rook","level":20,"reason":"a fall"}`)
	if err := w.play.Apply(damage); err != nil {
		t.Fatal(err)
	}
	test.Tap(w.campButton(t, "Send the party back"))
	says := w.dialogText()
	for _, want := range []string{"Rook changed both in the campaign and on this map", "In the campaign", "On this map", "level 54 → 20", "notes changed"} {
		if !strings.Contains(says, want) {
			t.Errorf("the conflict dialog does not show %q:\n%s", want, says)
		}
	}
	test.Tap(w.button(t, "Keep the map's"))
	if says := w.dialogText(); !strings.Contains(says, "changed in both places: the map's sheet is kept") {
		t.Errorf("the return does not say what was kept:\n%s", says)
	}
	test.Tap(w.button(t, "Send back"))
	if r := w.campaigns.Current().Campaign.Member("rook"); r.Level != 20 || r.Notes != "" || w.campaigns.Current().Campaign.Away != nil {
		t.Errorf("rook came back as %+v", r)
	}
}

// Unsaved campaign changes are asked about before they would be lost:
// quitting and opening another campaign ask; Cancel keeps everything.
func TestCampaign_UnsavedChangesAreAskedAboutBeforeQuitOrAnotherCampaign(t *testing.T) {
	w, path := newCampaignWindow(t)
	next, err := campaign.AddMap(w.campaigns.Current().Campaign, "more/cellar.unhex")
	if err != nil {
		t.Fatal(err)
	}
	w.campaigns.Changed(next)
	for _, act := range []func(){w.quit, w.campaigns.Open, w.campaigns.Close, w.campaigns.NewCampaign} {
		act()
		if !strings.Contains(w.dialogText(), "The campaign The Nightclub Job has changes that are not saved") {
			t.Fatalf("no question about the campaign: %q", w.dialogText())
		}
		test.Tap(w.button(t, "Cancel"))
		if w.campaigns.Current() == nil || !w.campaigns.Current().Dirty() {
			t.Fatal("Cancel dropped the campaign")
		}
	}
	w.campaigns.Close()
	test.Tap(w.button(t, "Save campaign"))
	if w.campaigns.Current() != nil {
		t.Fatal("the campaign stayed open")
	}
	back, _ := campaign.Load(path)
	if back.MapIndex("more/cellar.unhex") < 0 {
		t.Error("Save campaign did not save it")
	}
}

// A map that does not load stays in the list, named with the reason.
func TestCampaign_AMissingMapIsNamedInThePanel(t *testing.T) {
	w, path := newCampaignWindow(t)
	os.Remove(filepath.Join(filepath.Dir(path), "warehouse.unhex"))
	if err := w.campaigns.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	if text := w.campaignText(); !strings.Contains(text, "warehouse.unhex — does not load:") || !strings.Contains(text, "no such file") {
		t.Errorf("the panel:\n%s", text)
	}
}

// A new campaign starts from the brawl: the map is saved and added, its
// PCs move into the party (off the map, one undo step), its NPCs are kept
// as a group; then the party comes back onto the map, as it left.
func TestCampaign_NewCampaignFromAMapsPCsAndNPCs(t *testing.T) {
	dir := t.TempDir()
	w := newPlayWindow(t)
	brawl := filepath.Join(dir, "brawl.unhex")
	w.writeTo(brawl, nil)
	before := w.ed.Doc.Clone().Characters
	w.chooseCampaign = func(save bool, _ string, pick func(string)) { pick(filepath.Join(dir, "new")) }
	w.campaigns.NewCampaign()
	if w.campaigns.Current() == nil || filepath.Base(w.campaigns.Current().Path) != "new"+campaign.Ext {
		t.Fatalf("no campaign: %s", w.status.message.Text)
	}
	test.Tap(w.campButton(t, "Add this map"))
	test.Tap(w.campButton(t, "Move this map's PCs into the party"))
	if len(w.campaigns.Current().Campaign.Party) != 2 || len(mapPCs(w.ed.Doc.Characters)) != 0 {
		t.Fatalf("party %d, PCs left on the map %d", len(w.campaigns.Current().Campaign.Party), len(mapPCs(w.ed.Doc.Characters)))
	}
	test.Tap(w.campButton(t, "Keep this map's NPCs as a group"))
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			e.SetText("Club staff")
		}
	})
	test.Tap(w.button(t, "OK"))
	if len(w.campaigns.Current().Campaign.NPCs) != 1 || w.campaigns.Current().Campaign.NPCs[0].Name != "Club staff" || len(w.campaigns.Current().Campaign.NPCs[0].Characters) != 3 {
		t.Fatalf("npc groups: %+v", w.campaigns.Current().Campaign.NPCs)
	}
	w.campaigns.BringParty("entrance")
	for _, pc := range mapPCs(before) {
		on := w.character(pc.ID)
		if on == nil || on.Area != "entrance" {
			t.Fatalf("%s is not back at the entrance", pc.ID)
		}
		on.Area, pc.Area = "", ""
		if !reflect.DeepEqual(normalizedSheet(*on), normalizedSheet(pc)) {
			t.Errorf("%s came back changed:\n%+v\n%+v", pc.ID, *on, pc)
		}
	}
}

func normalizedSheet(c sheet.Character) sheet.Character {
	return c.Clone()
}

// Leaving a finished combat with PCs who have not recovered is allowed
// (recovery is the players' choice), and the return says who they are.
func TestCampaign_TheReturnNamesPCsWhoHaveNotRecovered(t *testing.T) {
	w, _ := newCampaignWindow(t)
	w.campaigns.OpenMap("nightclub.unhex")
	w.campaigns.BringParty("bar")
	w.campaigns.PlaceNPCs(0, "kitchen")
	test.Tap(w.button(t, "Start combat"))
	test.Tap(w.button(t, "End combat"))
	test.Tap(w.button(t, "End the combat"))
	if err := w.play.Apply(&sheet.Recover{Character: "vex"}); err != nil {
		t.Fatal(err)
	}
	test.Tap(w.campButton(t, "Send the party back"))
	if says := w.dialogText(); !strings.Contains(says, "Not recovered after the fight: Rook.") {
		t.Errorf("the return does not name Rook:\n%s", says)
	}
}

// A campaign's unsaved changes are copied by the autosave like a map's,
// the copy goes once the campaign is saved, and after a crash the next
// start offers it back, unsaved, under the campaign's own path.
func TestCampaign_UnsavedChangesSurviveACrash(t *testing.T) {
	w, path := newCampaignWindow(t)
	dir := t.TempDir()
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, strconv.Itoa(os.Getpid()))
	copyFile := campaignRecoveryFile(w.recov.file)
	next, _ := campaign.AddMap(w.campaigns.Current().Campaign, "cellar.unhex")
	w.campaigns.Changed(next)
	w.recov.autosave()
	if _, err := os.Stat(copyFile); err != nil {
		t.Fatalf("no copy of the unsaved campaign: %v", err)
	}
	w.campaigns.Save(nil)
	if _, err := os.Stat(copyFile); err == nil {
		t.Fatal("the copy outlived the save")
	}
	next, _ = campaign.AddMap(w.campaigns.Current().Campaign, "attic.unhex")
	w.campaigns.Changed(next)
	w.recov.autosave()
	crashed := campaignRecoveryFile(recoveryFile(dir, "gone")) // no such process
	os.Rename(copyFile, crashed)
	os.Rename(campaignMetaFile(copyFile), campaignMetaFile(crashed))

	after := newMainWindow(test.NewTempApp(t))
	t.Cleanup(after.win.Close)
	after.recov.dir, after.recov.file = dir, recoveryFile(dir, strconv.Itoa(os.Getpid()))
	after.campaigns.OfferRestore()
	if !strings.Contains(after.dialogText(), "Unsaved changes to the campaign job.unhexcampaign") {
		t.Fatalf("no offer: %q", after.dialogText())
	}
	test.Tap(after.button(t, "Restore"))
	if after.campaigns.Current() == nil || after.campaigns.Current().Path != path || after.campaigns.Current().Campaign.MapIndex("attic.unhex") < 0 || !after.campaigns.Current().Dirty() {
		t.Fatalf("restored: %+v", after.campaigns.Current())
	}
	if _, err := os.Stat(crashed); err == nil {
		t.Error("the crashed copy's file is still there")
	}
}

// File → Open Example Campaign writes the bundled example and its maps to
// the folder the GM picks and opens it on its first map; a second time
// into the same folder overwrites nothing and says why.
func TestCampaign_TheExampleIsWrittenToAFolderAndOpened(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	w.chooseCampaign = func(save bool, suggested string, pick func(string)) { pick(filepath.Join(dir, suggested)) }
	w.campaigns.OpenExample()
	if w.campaigns.Current() == nil || len(w.campaigns.Current().Campaign.Party) != 2 || w.campaigns.MapHere() != "nightclub.unhex" {
		t.Fatalf("campaign %v, open map %q", w.campaigns.Current(), w.path)
	}
	if _, err := campaign.Load(filepath.Join(dir, "heist.unhexcampaign")); err != nil {
		t.Fatal(err)
	}
	if err := campaign.Check(w.campaigns.Current().Path, w.campaigns.Current().Campaign); err != nil {
		t.Errorf("the written example does not check: %v", err)
	}
	w.campaigns.OpenExample()
	if !strings.Contains(w.dialogText(), "already exists: choose an empty folder") {
		t.Errorf("a second copy into the same folder: %q", w.dialogText())
	}
}

// File → Open Recent lists campaigns beside maps: choosing one opens the
// campaign and the map it resumes on; one that is gone leaves the list.
func TestCampaign_OpenRecentReopensACampaignAndItsMap(t *testing.T) {
	w, path := newCampaignWindow(t)
	abs, _ := filepath.Abs(path)
	if recent := w.recent(); len(recent) == 0 || recent[0] != abs {
		t.Fatalf("opening a campaign did not put it first in Open Recent: %v", recent)
	}
	w.campaigns.Close()
	w.openExample("nightclub.unhex")
	w.openRecent(abs)
	if w.campaigns.Current() == nil || w.campaigns.Current().Path != abs {
		t.Fatalf("Open Recent did not open the campaign: %s", w.status.message.Text)
	}
	if want, _ := filepath.Abs(campaign.Resolve(abs, w.campaigns.Current().Campaign.Maps[0].Path)); w.path != want {
		t.Errorf("Open Recent opened the map %q, want the campaign's first map %q", w.path, want)
	}
	w.campaigns.Close()
	os.Remove(abs)
	w.openRecent(abs)
	if w.campaigns.Current() != nil {
		t.Errorf("a campaign that is gone was opened")
	}
	for _, p := range w.recent() {
		if p == abs {
			t.Errorf("a campaign that is gone stays in Open Recent: %v", w.recent())
		}
	}
}
