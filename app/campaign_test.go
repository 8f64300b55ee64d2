package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/campaign/campaigntest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func newCampaignWindow(t *testing.T) (*mainWindow, string) {
	t.Helper()
	path := campaigntest.Table(t, "../assets/maps")
	a := test.NewTempApp(t)
	w := newMainWindow(a)
	w.win.Resize(fyne.NewSize(1280, 720))
	w.openExample("nightclub.unhex")
	t.Cleanup(w.win.Close)
	if err := w.campaigns.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	return w, path
}

// campButton finds a visible, enabled button of the Campaign panel (or
// of the dialog on top) whose label starts with text.
func (w *mainWindow) campButton(t *testing.T, text string) *widget.Button {
	t.Helper()
	root := w.campaigns.Content()
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		root = top
	}
	var found *widget.Button
	walk(root, func(o fyne.CanvasObject) {
		if b, label, ok := asButton(o); ok && found == nil && b.Visible() && strings.HasPrefix(label, text) {
			found = b
		}
	})
	if found == nil || found.Disabled() {
		t.Fatalf("no enabled button %q; status: %s\npanel: %s", text, w.status.message.Text, w.campaignText())
	}
	return found
}

// campaignText joins the Campaign panel's labels.
func (w *mainWindow) campaignText() string {
	var parts []string
	walk(w.campaigns.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

// pickInDialog chooses the first option of the open dialog's select
// whose label contains text.
func (w *mainWindow) pickInDialog(t *testing.T, text string) {
	t.Helper()
	sel := firstIn[*widget.Select](w.win.Canvas().Overlays().Top())
	if sel == nil {
		t.Fatal("the dialog has no choice to make")
	}
	for _, o := range sel.Options {
		if strings.Contains(o, text) {
			sel.SetSelected(o)
			return
		}
	}
	t.Fatalf("no option %q in %v", text, sel.Options)
}

// fight starts a combat on the open map, hurts Rook and takes his knife
// (GM corrections), ends it, and lets both PCs recover.
func (w *mainWindow) fight(t *testing.T) {
	t.Helper()
	test.Tap(w.button(t, "Start combat"))
	damage := []sheet.Location{}
	for _, cmd := range []sheet.Command{
		&sheet.Damage{Target: "rook", Amount: 6, Location: sheet.Torso, Mark: sheet.XMark, Armor: &damage},
		mustCommand(t, `{"type":"gm-override","character":"rook","items":[{"id":"pistol","name":"Pistol","kind":"ranged-1h","held":"right"},{"id":"ammo","name":"Ammo","kind":"ammo"}],"reason":"the knife is lost"}`),
	} {
		if err := w.play.Apply(cmd); err != nil {
			t.Fatal(err)
		}
	}
	test.Tap(w.button(t, "End combat"))
	test.Tap(w.button(t, "End the combat"))
	for _, id := range []sheet.CharacterID{"rook", "vex"} {
		if err := w.play.Apply(&sheet.Recover{Character: id}); err != nil {
			t.Fatal(err)
		}
	}
}

// mapPCs are the PCs among characters.
func mapPCs(cs []sheet.Character) []sheet.Character {
	var out []sheet.Character
	for _, c := range cs {
		if c.Kind == sheet.PC {
			out = append(out, c)
		}
	}
	return out
}

// campaignRecoveryFile is where the campaign's copy sits beside a map's
// recovery file (recovery-PID.unhex), and campaignMetaFile where the
// copy says which campaign it is.
func campaignRecoveryFile(mapFile string) string {
	return strings.TrimSuffix(mapFile, ".unhex") + campaign.Ext
}

func campaignMetaFile(file string) string { return file + ".json" }

func mustCommand(t *testing.T, js string) sheet.Command {
	t.Helper()
	cmd, err := sheet.UnmarshalCommand([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return cmd
}

// The done-when, in the window: the GM opens the campaign,
// brings the party onto the nightclub, fights, lets the PCs recover,
// sends them back (seeing what changed), does the same on the warehouse,
// ends the session with the goal met and Vex's player's pick, and finds
// the advancement on every PC when the campaign is opened again. No JSON
// is edited and no sheet is typed.
func TestCampaign_TwoFightsOnTwoMapsThenEndTheSessionInTheWindow(t *testing.T) {
	w, path := newCampaignWindow(t)
	for i, stop := range []struct{ mapPath, area, npcs string }{{"nightclub.unhex", "Entrance", "Dance Floor"}, {"warehouse.unhex", "Street", "Loading Dock"}} {
		w.campaigns.OpenMap(stop.mapPath)
		if w.campaigns.MapHere() != stop.mapPath {
			t.Fatalf("opening %s from the panel: the open map is %q", stop.mapPath, w.path)
		}
		test.Tap(w.campButton(t, "Bring the party here"))
		w.tapArea(t, stop.area)
		if len(mapPCs(w.ed.Doc.Characters)) != 2 || w.campaigns.Current().Campaign.Away == nil {
			t.Fatalf("map %d: the party did not arrive: %s", i+1, w.status.message.Text)
		}
		test.Tap(w.campButton(t, "Place here"))
		w.tapArea(t, stop.npcs)
		if len(w.ed.Doc.Characters) != 5 {
			t.Fatalf("map %d: %d characters after placing the NPCs", i+1, len(w.ed.Doc.Characters))
		}
		w.fight(t)
		test.Tap(w.campButton(t, "Send the party back"))
		says := w.dialogText()
		for _, want := range []string{"Rook", "items lost: Knife", "The fight is recorded in this session"} {
			if i == 0 && !strings.Contains(says, want) {
				t.Errorf("the return does not show %q:\n%s", want, says)
			}
		}
		test.Tap(w.button(t, "Send back"))
		if len(mapPCs(w.ed.Doc.Characters)) != 0 || w.play.Active() || w.campaigns.Current().Campaign.Away != nil {
			t.Fatalf("map %d: the party did not leave (%d PCs, combat %v)", i+1, len(mapPCs(w.ed.Doc.Characters)), w.play.Active())
		}
		w.save(nil)
		w.campaigns.Save(nil)
		if w.dirty() || w.campaigns.Current().Dirty() {
			t.Fatal("saving left unsaved changes")
		}
		// The map saves as an ordinary .unhex that opens alone.
		if doc, err := engine.LoadFile(w.path); err != nil || len(doc.Characters) != 3 {
			t.Fatalf("the saved map: %v", err)
		}
	}
	test.Tap(w.campButton(t, "End session"))
	var goal *widget.Entry
	var met *widget.Check
	walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			if x.MultiLine {
				goal = x
			}
		case *widget.Check:
			met = x
		}
	})
	goal.SetText("Get the ledger out of the warehouse")
	met.SetChecked(true)
	test.Tap(w.button(t, "End session"))
	if !strings.Contains(w.dialogText(), "Vex reaches max level 60 and may choose another ability") {
		t.Fatalf("Vex's player is not asked: %s", w.dialogText())
	}
	w.pickInDialog(t, "good at First Aid")
	test.Tap(w.button(t, "Choose"))
	if says := w.dialogText(); !strings.Contains(says, "Rook advances: max level 54 -> 55; a new item slot") || !strings.Contains(says, "Vex gains the ability \"good at First Aid\"") {
		t.Errorf("the end of the session says:\n%s", says)
	}
	w.campaigns.Save(nil)
	back, err := campaign.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	rook, vex := back.Member("rook"), back.Member("vex")
	s := back.Sessions[len(back.Sessions)-1]
	if rook.MaxLevel != 55 || rook.Slots() != 6 || len(rook.Items) != 2 || vex.MaxLevel != 60 || !vex.HasAbility("good-first-aid") ||
		!s.Met || len(s.Fights) != 2 || s.Fights[0].Map != "nightclub.unhex" || back.Current != nil {
		t.Errorf("reopened: rook %d/%d %d items, vex %d %v, session %+v", rook.Level, rook.MaxLevel, len(rook.Items), vex.MaxLevel, vex.Abilities, s)
	}
}
