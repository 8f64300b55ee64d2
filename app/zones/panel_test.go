package zones

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func zonesDoc() *engine.Document {
	doc := &engine.Document{Map: battlemap.Map{Title: "Vault", Profile: battlemap.Profile2d20,
		Areas: []battlemap.Area{{ID: "a", Name: "Atrium"}}}}
	doc.Characters = cast("Ash", "Bo")
	return doc
}

func button(t *testing.T, objs []fyne.CanvasObject, label string) *widget.Button {
	t.Helper()
	var found *widget.Button
	for _, o := range objs {
		hosttest.Walk(o, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == label {
				found = b
			}
		})
	}
	if found == nil {
		t.Fatalf("no %q button", label)
	}
	return found
}

func TestTracker_NextSaysWhoseTurnAndTheRoundOnAZonesMap(t *testing.T) {
	h := hosttest.New(t, zonesDoc())
	tr := New(h)
	objs := tr.Panel()
	if len(objs) == 0 {
		t.Fatal("a zones map's Play panel has no turn order")
	}
	test.Tap(button(t, objs, "Next"))
	if h.Status != "Round 1: Bo's turn" {
		t.Errorf("status %q", h.Status)
	}
	test.Tap(button(t, objs, "Next"))
	if h.Status != "Round 2: Ash's turn" {
		t.Errorf("status %q", h.Status)
	}
	heading := ""
	hosttest.Walk(tr.box, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Turn order") {
			heading = l.Text
		}
	})
	if heading != "Turn order · round 2" {
		t.Errorf("heading %q", heading)
	}
	// A token added to the map joins the order at its end.
	h.Editor().Doc.Characters = append(h.Editor().Doc.Characters, sheet.NewCharacter("cy", "Cy", sheet.NPC, "B"))
	h.Changes().Announce(host.Played)
	if es := tr.turns.Entries(); len(es) != 3 || es[2].Name != "Cy" {
		t.Errorf("entries %+v", es)
	}
	// A newly opened map starts afresh.
	h.Changes().Announce(host.Opened)
	if tr.turns.Round() != 1 {
		t.Error("a newly opened map keeps the last one's round")
	}
}

func TestTracker_AnUnhexMapHasNone(t *testing.T) {
	h := hosttest.New(t, &engine.Document{Map: battlemap.Map{Title: "Club"}})
	if objs := New(h).Panel(); objs != nil {
		t.Error("an Unhex map's Play panel has the zones turn order besides its combat tracker")
	}
}
