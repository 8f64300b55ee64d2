package app

import (
	"image/color"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/app/inspect"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Tests for the rough edges a GM meets on a first run.

func TestStatus_CountsArePluralisedProperly(t *testing.T) {
	w := newTestWindow(t)
	one := &engine.Document{Map: battlemap.Map{Title: "Closet",
		Areas: []battlemap.Area{{ID: "a", Name: "Closet"}, {ID: "b", Name: "Hall", X: 200}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid}}}}
	one.Map.Areas = one.Map.Areas[:1]
	one.Map.Links = nil
	w.setDocument(one, "", "")
	if got := w.status.counts.Text; !strings.HasPrefix(got, "1 area · 0 links · ") {
		t.Errorf("status counts %q, want \"1 area · 0 links · …\"", got)
	}
	if got := w.status.message.Text; !strings.Contains(got, "1 area, 0 links") {
		t.Errorf("status message %q, want \"1 area, 0 links\"", got)
	}
}

// renameForTest makes the map dirty with one undoable edit.
func renameForTest(t *testing.T, w *mainWindow) {
	t.Helper()
	if err := w.ed.Do(&editor.RenameArea{ID: "bar", Name: "Counter"}); err != nil {
		t.Fatal(err)
	}
	if !w.dirty() {
		t.Fatal("a rename did not make the map dirty")
	}
}

func TestUnsavedChanges_CancelKeepsTheWindowAndTheMap(t *testing.T) {
	for name, action := range map[string]func(w *mainWindow){
		"new":  (*mainWindow).newMap,
		"open": (*mainWindow).open,
		"quit": (*mainWindow).quit,
		"example": func(w *mainWindow) {
			w.WhenSafe("open an example", func() { w.openExample("warehouse.unhex") })
		},
	} {
		t.Run(name, func(t *testing.T) {
			w := newTestWindow(t)
			renameForTest(t, w)
			action(w)
			if w.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no unsaved-changes dialog")
			}
			test.Tap(w.button(t, "Cancel"))
			if w.win.Canvas().Overlays().Top() != nil {
				t.Error("Cancel left the dialog up")
			}
			if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" || !w.dirty() || w.example != "nightclub.unhex" {
				t.Errorf("Cancel lost the edited map: example %q, dirty %v", w.example, w.dirty())
			}
		})
	}
}

func TestUnsavedChanges_EscapeCancels(t *testing.T) {
	w := newTestWindow(t)
	renameForTest(t, w)
	w.newMap()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no unsaved-changes dialog")
	}
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape left the dialog up")
	}
	if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" || !w.dirty() {
		t.Error("Escape dropped the edited map")
	}
	// Escape again is the board's Escape once more: nothing is asked.
	w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if a := w.ed.Map().Area("bar"); a == nil || a.Name != "Counter" {
		t.Error("a second Escape changed the map")
	}
}

func TestUnsavedChanges_DontSaveStillGoesOn(t *testing.T) {
	w := newTestWindow(t)
	renameForTest(t, w)
	w.newMap()
	test.Tap(w.button(t, "Don't save"))
	if len(w.ed.Map().Areas) != 0 || w.dirty() {
		t.Errorf("Don't save did not start a new map: %d areas", len(w.ed.Map().Areas))
	}
}

func TestCLI_PlayOpensABundledExampleByNameFromAnyFolder(t *testing.T) {
	t.Chdir(t.TempDir()) // no map files here
	for _, arg := range []string{"nightclub-brawl.unhex", "nightclub-brawl"} {
		t.Run(arg, func(t *testing.T) {
			a := test.NewTempApp(t)
			w := newMainWindow(a)
			t.Cleanup(w.win.Close)
			t.Cleanup(w.recov.stopTimer)
			w.startWith(Options{Path: arg, Play: true})
			if top := w.win.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("a dialog is up instead of the example: %s", w.dialogText())
			}
			if w.example != "nightclub-brawl.unhex" || w.mode != modePlay {
				t.Fatalf("opened example %q in mode %s, want the brawl in Play", w.example, modeName(w.mode))
			}
			if n := len(w.play.Characters()); n != 5 {
				t.Errorf("the brawl has %d characters, want its 5", n)
			}
		})
	}
}

func TestCLI_AFileInTheFolderWinsOverTheExampleOfTheSameName(t *testing.T) {
	t.Chdir(t.TempDir())
	doc := &engine.Document{Map: battlemap.Map{Title: "Mine", Areas: []battlemap.Area{{ID: "a", Name: "Mine"}}}}
	if err := engine.SaveFile("nightclub.unhex", doc); err != nil {
		t.Fatal(err)
	}
	w := newMainWindow(test.NewTempApp(t))
	t.Cleanup(w.win.Close)
	t.Cleanup(w.recov.stopTimer)
	w.startWith(Options{Path: "nightclub.unhex"})
	if w.example != "" || w.ed.Map().Title != "Mine" {
		t.Errorf("opened example %q titled %q, want the file in the folder", w.example, w.ed.Map().Title)
	}
}

func TestOpenExample_TheBrawlOpensInPlayAndOtherMapsKeepTheGMsMode(t *testing.T) {
	w := newTestWindow(t)
	w.openExample("nightclub-brawl.unhex")
	if w.mode != modePlay {
		t.Errorf("the brawl example opened in %s, want Play", modeName(w.mode))
	}
	w.setMode(modeExplore)
	w.openExample("warehouse.unhex")
	if w.mode != modeExplore {
		t.Errorf("opening the warehouse from Explore went to %s", modeName(w.mode))
	}
	w.setMode(modeEdit)
	w.openExample("warehouse.unhex")
	if w.mode != modeEdit {
		t.Errorf("opening the warehouse from Edit went to %s", modeName(w.mode))
	}
	w.setMode(modePlay)
	w.openExample("nightclub.unhex")
	if w.mode != modePlay || len(w.props.box.Objects) == 0 {
		t.Errorf("opening a map from Play went to %s", modeName(w.mode))
	}
}

func TestWindowTitle_NamesTheMapOnceWithTheAppAndADirtyMark(t *testing.T) {
	w := newTestWindow(t)
	if got := w.win.Title(); got != "Nightclub — Unhex Board" {
		t.Errorf("title %q, want \"Nightclub — Unhex Board\"", got)
	}
	w.newMap()
	if got := w.win.Title(); got != "Untitled map — Unhex Board" {
		t.Errorf("a new map's title %q, want \"Untitled map — Unhex Board\"", got)
	}
	w.setDocument(&engine.Document{}, "/tmp/somewhere/cellar.unhex", "")
	if got := w.win.Title(); got != "cellar.unhex — Unhex Board" {
		t.Errorf("an untitled file's window title %q, want its file name", got)
	}
	renameForTestArea(t, w)
	if got := w.win.Title(); got != "● cellar.unhex — Unhex Board" {
		t.Errorf("dirty title %q, want the dot in front", got)
	}
}

// renameForTestArea adds an area, so any map becomes dirty.
func renameForTestArea(t *testing.T, w *mainWindow) {
	t.Helper()
	if err := w.ed.Do(&editor.AddArea{Area: battlemap.Area{ID: "x", Name: "X"}}); err != nil {
		t.Fatal(err)
	}
}

func TestSaveAs_SuggestsAFileNameFromTheMapTitle(t *testing.T) {
	w := newTestWindow(t)
	var suggested []string
	w.choose = func(save bool, s string, pick func(string)) { suggested = append(suggested, s) }
	w.openExample("warehouse.unhex")
	w.saveAs(nil)
	w.newMap()
	w.saveAs(nil)
	w.ed.Map().Title = `Docks: "Pier 9" / night`
	w.saveAs(nil)
	w.setDocument(&engine.Document{Map: battlemap.Map{Title: "Docks"}}, "/maps/docks-v2.unhex", "")
	w.saveAs(nil)
	want := []string{"Warehouse Heist.unhex", "Untitled map.unhex", "Docks Pier 9 night.unhex", "docks-v2.unhex"}
	if strings.Join(suggested, "|") != strings.Join(want, "|") {
		t.Errorf("Save As suggested %q, want %q", suggested, want)
	}
}

func TestObjective_ANewOneIsFocusedWithItsTextSelectedReadyToType(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	w.properties.AddObjective("bar")
	e, ok := w.win.Canvas().Focused().(*inspect.CommitEntry)
	if !ok || e.Text != "New objective" || e.SelectedText() != "New objective" {
		t.Fatalf("after Add objective the focus is on %T, want the new objective's field with its text selected", w.win.Canvas().Focused())
	}
	test.Type(e, "Grab the cash box")
	w.win.Canvas().Unfocus()
	objs := w.ed.Map().Area("bar").Objectives
	if got := objs[len(objs)-1].Label; got != "Grab the cash box" {
		t.Errorf("the new objective is called %q, want what was typed", got)
	}
}

func TestHazard_ANewOneIsFocusedReadyToNameAndEachEditIsOneUndoStep(t *testing.T) {
	w := newTestWindow(t)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	w.properties.AddHazard("bar")
	e, ok := w.win.Canvas().Focused().(*inspect.CommitEntry)
	if !ok || e.Text != "New hazard" || e.SelectedText() != "New hazard" {
		t.Fatalf("after Add hazard the focus is on %T, want the new hazard's field with its text selected", w.win.Canvas().Focused())
	}
	test.Type(e, "Kitchen fire")
	w.win.Canvas().Unfocus()
	want := []battlemap.Hazard{{Label: "Kitchen fire", Damage: "d10"}}
	if got := w.ed.Map().Area("bar").Hazards; !reflect.DeepEqual(got, want) {
		t.Fatalf("hazards %+v, want %+v", got, want)
	}
	w.undo()
	if got := w.ed.Map().Area("bar").Hazards; len(got) != 1 || got[0].Label != "New hazard" {
		t.Errorf("the first undo leaves %+v, want the new hazard as it was added", got)
	}
	w.undo()
	if got := w.ed.Map().Area("bar").Hazards; got != nil {
		t.Errorf("the second undo leaves %+v, want no hazards", got)
	}
}

func TestDoubleClick_RenamesAnAreaInPlace(t *testing.T) {
	w := newTestWindow(t)
	w.tap(w.at("bar"))
	if w.view.entry.Visible() {
		t.Fatal("one click opened the name for editing")
	}
	w.tap(w.at("bar"))
	if !w.view.entry.Visible() || w.view.entry.Text != "Bar" || w.view.entry.SelectedText() != "Bar" {
		t.Fatalf("a double-click on the Bar shows entry %v with %q, want its name selected in place", w.view.entry.Visible(), w.view.entry.Text)
	}
	test.Type(w.view.entry, "Counter")
	w.view.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := w.ed.Map().Area("bar").Name; got != "Counter" {
		t.Fatalf("the Bar is now %q, want Counter", got)
	}
	w.undo()
	if got := w.ed.Map().Area("bar").Name; got != "Bar" {
		t.Errorf("undo after the rename gives %q, want Bar", got)
	}
	// Escape keeps the name; two slow clicks are not a double-click.
	w.tap(w.at("bar"))
	w.tap(w.at("bar"))
	test.Type(w.view.entry, "Nope")
	w.view.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	w.tap(w.at("bar"))
	w.lastClick.at = w.lastClick.at.Add(-time.Second)
	w.tap(w.at("bar"))
	if got := w.ed.Map().Area("bar").Name; got != "Bar" || w.view.entry.Visible() {
		t.Errorf("name %q, entry shown %v: want Escape to keep the name and slow clicks to open nothing", got, w.view.entry.Visible())
	}
}

// menuItem finds an item by its label path in the main menu.
func (w *mainWindow) menuItem(t *testing.T, path ...string) *fyne.MenuItem {
	t.Helper()
	items := []*fyne.MenuItem{}
	for _, m := range w.win.MainMenu().Items {
		if m.Label == path[0] {
			items = m.Items
		}
	}
	var found *fyne.MenuItem
	for _, label := range path[1:] {
		found = nil
		for _, it := range items {
			if it.Label == label {
				found = it
			}
		}
		if found == nil {
			t.Fatalf("no menu item %q", path)
		}
		if found.ChildMenu != nil {
			items = found.ChildMenu.Items
		}
	}
	return found
}

func TestTheme_MenuSwitchesAndIsRemembered(t *testing.T) {
	w := newTestWindow(t)
	bg := func() color.Color {
		return w.app.Settings().Theme().Color(theme.ColorNameBackground, w.app.Settings().ThemeVariant())
	}
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	light := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight)
	if !w.menuItem(t, "View", "Theme", "System").Checked {
		t.Error("System is not the theme ticked at first")
	}
	w.menuItem(t, "View", "Theme", "Dark").Action()
	if bg() != dark || ucanvas.ScreenPalette().Background != dark {
		t.Errorf("after Theme → Dark the background is %v, want %v", bg(), dark)
	}
	if !w.menuItem(t, "View", "Theme", "Dark").Checked || w.menuItem(t, "View", "Theme", "System").Checked {
		t.Error("the Theme menu does not tick Dark")
	}
	w.menuItem(t, "View", "Theme", "Light").Action()
	if bg() != light {
		t.Errorf("after Theme → Light the background is %v, want %v", bg(), light)
	}
	// The next start takes the choice from the preferences.
	w.app.Settings().SetTheme(theme.DefaultTheme())
	again := newMainWindow(w.app)
	t.Cleanup(again.win.Close)
	if bg() != light || !again.menuItem(t, "View", "Theme", "Light").Checked {
		t.Errorf("a new window did not restore the Light theme: background %v", bg())
	}
	again.menuItem(t, "View", "Theme", "System").Action()
	if _, held := w.app.Settings().Theme().(variantTheme); held || w.prefs.String(prefTheme) != "system" {
		t.Error("Theme → System still holds a variant")
	}
}

func TestHelp_TheKeyToTheMapShowsDoorsAndOneWayLinks(t *testing.T) {
	for _, open := range []string{"Key to the Map", "How the Map Rules Work"} {
		w := newTestWindow(t)
		w.menuItem(t, "Help", open).Action()
		var labels []string
		walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			if txt, ok := o.(*fynecanvas.Text); ok && txt.Visible() {
				labels = append(labels, txt.Text)
			}
		})
		got := strings.Join(labels, "|")
		for _, want := range []string{"One-way move", "Door, open", "Door, closed", "Cover at this end"} {
			if !strings.Contains(got, want) {
				t.Errorf("%s: the key lacks %q (has %q)", open, want, got)
			}
		}
	}
}
