package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// ruin is a Year Zero map: Gate — Hall (dark) ~obscured~ Yard — Tower,
// with Ash at the Gate and Bo in the Yard.
func ruin(profile battlemap.ProfileID) *engine.Document {
	doc := &engine.Document{Map: battlemap.Map{Title: "Ruin", Profile: profile,
		Areas: []battlemap.Area{
			{ID: "gate", Name: "Gate", X: 0, Y: 0},
			{ID: "hall", Name: "Hall", X: 200, Y: 0},
			{ID: "yard", Name: "Yard", X: 400, Y: 0},
			{ID: "tower", Name: "Tower", X: 600, Y: 0},
		},
		Links: []battlemap.Link{
			{A: "gate", B: "hall", Kind: battlemap.Solid},
			{A: "hall", B: "yard", Kind: battlemap.Obscured},
			{A: "yard", B: "tower", Kind: battlemap.Solid},
		}}}
	if profile != battlemap.Profile2d20 {
		doc.Map.Areas[1].Traits = []string{"dark"}
	} else {
		doc.Map.Areas[1].Traits = []string{"hazard"}
	}
	ash := sheet.NewCharacter("ash", "Ash", sheet.PC, "A")
	ash.Area = "gate"
	bo := sheet.NewCharacter("bo", "Bo", sheet.NPC, "B")
	bo.Area = "yard"
	doc.Characters = []sheet.Character{ash, bo}
	return doc
}

func newZonesWindow(t *testing.T, profile battlemap.ProfileID) *testWindow {
	t.Helper()
	w := newTestWindow(t, test.NewTempApp(t), 1200, 800)
	doc := ruin(profile)
	if err := engine.Validate(doc); err != nil {
		t.Fatal(err)
	}
	w.setDocument(doc)
	w.setMode(host.ModePlay)
	return w
}

// panelText is every label's and check's text in Play's panel.
func panelText(objs []fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			b.WriteString(v.Text + "\n")
		case *widget.RichText:
			b.WriteString(v.String() + "\n")
		case *widget.Check:
			b.WriteString("[" + v.Text + "]\n")
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	for _, o := range objs {
		walk(o)
	}
	return b.String()
}

func TestZonesMap_ThePlayPanelTurnsTheUnhexCombatEngineOff(t *testing.T) {
	w := newZonesWindow(t, battlemap.ProfileForbiddenLands)
	text := panelText(w.panel.Objects)
	for _, want := range []string{"no Unhex combat", "no character sheets, combat tracker, assistant or simulator", "no odds", "[Bands]"} {
		if !strings.Contains(text, want) {
			t.Errorf("the panel does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "[Suggest]") {
		t.Error("a zones map's panel offers the assistant's suggestions")
	}
	for _, o := range w.panel.Objects {
		if o == w.play.tracker.box {
			t.Error("a zones map's panel holds the Unhex combat tracker")
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if f := enginetest.WordingFaults(line); len(f) > 0 {
			t.Errorf("%q: %v", line, f)
		}
	}
	// Selecting a token shows no sheet, and no NPC auto-play.
	w.play.selectCharacter("bo")
	sheetText := panelText(w.play.sheet.Objects)
	if strings.Contains(sheetText, "Level") || strings.Contains(sheetText, "Chance to succeed") {
		t.Errorf("a token on a zones map shows an Unhex sheet:\n%s", sheetText)
	}
	w.play.ToggleNPCTurn()
	if !strings.Contains(w.status.Text, "no Unhex combat") || w.play.tracker.npc.running {
		t.Errorf("Play NPC Turn on a zones map: %q", w.status.Text)
	}
	// An Unhex map keeps its tracker.
	if err := w.openPath("../../assets/maps/nightclub-brawl.unhex"); err != nil {
		t.Fatal(err)
	}
	w.setMode(host.ModePlay)
	if strings.Contains(panelText(w.panel.Objects), "no Unhex combat") {
		t.Error("an Unhex map's panel says its combat engine is off")
	}
}

func TestZonesMap_ASelectedTokenTagsEveryZoneWithItsBand(t *testing.T) {
	for _, tc := range []struct {
		profile battlemap.ProfileID
		want    map[battlemap.AreaID]string
	}{
		{battlemap.ProfileForbiddenLands, map[battlemap.AreaID]string{"gate": "Near", "hall": "Short", "yard": "Long", "tower": "Long"}},
		{battlemap.Profile2d20, map[battlemap.AreaID]string{"gate": "Close", "hall": "Medium", "yard": "Long", "tower": "Extreme"}},
		{battlemap.ProfileFate, map[battlemap.AreaID]string{"gate": "same zone", "hall": "1 zone", "yard": "2 zones", "tower": "3 zones"}},
	} {
		w := newZonesWindow(t, tc.profile)
		got := map[battlemap.AreaID]string{}
		w.board.Overlays = append(w.board.Overlays, func(pen *ucanvas.Pen) {
			for _, tag := range w.play.rangeTags(pen) {
				got[tag.area] = tag.text
			}
		})
		w.win.Show()
		w.play.selectCharacter("ash")
		w.board.Refresh()
		for id, band := range tc.want {
			if got[id] != band {
				t.Errorf("%s: %s is tagged %q, want %q", tc.profile, id, got[id], band)
			}
		}
	}
}

func TestZonesMap_TheWhyIsTheEnginesInTheProfilesWords(t *testing.T) {
	w := newZonesWindow(t, battlemap.ProfileForbiddenLands)
	w.play.selectCharacter("ash")
	w.play.target = "yard"
	w.play.recompute()
	for _, want := range []string{"Gate → Yard", "Long", "obscured border", "Hall (dark)", "little light"} {
		if !strings.Contains(w.play.whyWhole, want) {
			t.Errorf("the why does not say %q:\n%s", want, w.play.whyWhole)
		}
	}
	if strings.Contains(w.play.whyWhole, "marks") {
		t.Errorf("the why counts cover marks, which a zones map has none of:\n%s", w.play.whyWhole)
	}
}

func TestZonesMap_TwoEngagedTokensInOneZoneAreAtTheEngagedBandAndUndoLetsGo(t *testing.T) {
	w := newZonesWindow(t, battlemap.ProfileForbiddenLands)
	gate := battlemap.AreaID("gate")
	if err := w.play.cast.apply(&sheet.Override{Character: "bo", Area: &gate}); err != nil {
		t.Fatal(err)
	}
	w.play.selectCharacter("ash")
	on := true
	for _, id := range []sheet.CharacterID{"ash", "bo"} {
		if err := w.play.cast.apply(&sheet.Override{Character: id, Engaged: &on}); err != nil {
			t.Fatal(err)
		}
	}
	if got := w.play.bands["gate"]; got != "Arm's length" {
		t.Errorf("two engaged tokens at the gate: %q, want Arm's length", got)
	}
	if !strings.Contains(panelText(w.play.sheet.Objects), "Engaged with Bo") {
		t.Errorf("the token's panel does not say whom it is engaged with:\n%s", panelText(w.play.sheet.Objects))
	}
	w.undo()
	if got := w.play.bands["gate"]; got != "Near" {
		t.Errorf("after undo: %q, want Near", got)
	}
	if err := engine.Validate(w.ed.Doc); err != nil {
		t.Fatal(err)
	}
}
