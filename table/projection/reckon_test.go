package projection_test

import (
	"encoding/json"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// withHiddenLinks is doc with two links the GM hid between areas the
// players see: a spy hole from the Alley to the DJ Booth (a dashed link:
// sight one link long where the players see four links and cover in the
// way) and a screen between the Entrance and the DJ Booth (a blocked
// link: no sight where the players see two links and one cover mark).
func withHiddenLinks(doc *engine.Document) *engine.Document { return withLinks(doc, true) }

// withLinks is doc with withHiddenLinks' two links, hidden or drawn.
func withLinks(doc *engine.Document, hidden bool) *engine.Document {
	out := *doc
	m := doc.Map.Clone()
	m.Links = append(m.Links,
		battlemap.Link{A: "alley", B: "dj-booth", Kind: battlemap.Dashed, Hidden: hidden},
		battlemap.Link{A: "entrance", B: "dj-booth", Kind: battlemap.Blocked, Hidden: hidden})
	out.Map = *m
	return &out
}

// The highlights the players are shown (moves, sight, what each weapon
// reaches) are counted on the map they see: a hidden link neither
// shortens a count or a range nor adds or takes away a sight line.
func TestProjection_HighlightsAreCountedOnTheMapThePlayersSee(t *testing.T) {
	doc := load(t)
	key := []byte("one table")
	for _, who := range []string{"vex", "rook"} {
		shown := func(d *engine.Document) string {
			g := pcsTurn(t, d)
			g.Selected, g.Show = sheet.CharacterID(who), &projection.Shown{Moves: true, Sight: true, Range: true}
			h := projection.NewProjector(key).Project(g, projection.Seat{Name: "Bo"}).Highlights
			if h == nil || len(h.Sight) == 0 || len(h.Weapons) == 0 {
				t.Fatalf("%s shows no highlights: %+v", who, h)
			}
			b, _ := json.Marshal(h)
			return string(b)
		}
		if shown(withoutSecrets(withLinks(doc, false))) == shown(withoutSecrets(doc)) {
			t.Fatalf("%s: the links change nothing drawn; the test shows nothing", who)
		}
		with, without := shown(withHiddenLinks(doc)), shown(withoutSecrets(doc))
		if with != without {
			t.Errorf("%s's highlights tell of the hidden links:\nwith    %s\nwithout %s", who, with, without)
		}
	}
}

// The attacks a player is offered are reckoned on the map they see: an
// attack only a hidden spy hole makes possible is not offered (its reason
// is the one the map they see gives), and one only a hidden screen
// forbids is offered; the real combat checks an act again when it is
// taken.
func TestProjection_AttacksAreReckonedOnTheMapThePlayersSee(t *testing.T) {
	doc := load(t)
	key := []byte("one table")
	for _, seat := range []projection.Seat{{Name: "Ana", Character: "vex"}, {Name: "Bo", Character: "rook"}} {
		acts := func(d *engine.Document) string {
			st := projection.NewProjector(key).Project(pcsTurn(t, d), seat)
			if len(st.Acts) == 0 {
				t.Fatalf("%s is offered nothing", seat.Character)
			}
			b, _ := json.Marshal(st.Acts)
			return string(b)
		}
		if acts(withoutSecrets(withLinks(doc, false))) == acts(withoutSecrets(doc)) {
			t.Fatalf("%s: the links change nothing drawn; the test shows nothing", seat.Character)
		}
		with, without := acts(withHiddenLinks(doc)), acts(withoutSecrets(doc))
		if with != without {
			t.Errorf("%s's acts tell of the hidden links:\nwith    %s\nwithout %s", seat.Character, with, without)
		}
	}
}

// A door act listed on the map the players see names the door by the
// real map's number for its link, though a hidden link comes before it
// in the map's list: the act the page takes works the door it shows.
func TestProjection_ADoorActWorksTheDoorItShows(t *testing.T) {
	doc := load(t)
	m := doc.Map.Clone()
	door := -1
	for i, l := range m.Links {
		if l.A == "entrance" && l.B == "pool-tables" {
			m.Links[i].Door, door = battlemap.DoorClosed, i+1
		}
	}
	m.Links = append([]battlemap.Link{{A: "vault-qzxw", B: "alley", Kind: battlemap.Solid, Hidden: true}}, m.Links...)
	secret := *doc
	secret.Map = *m
	g := pcsTurn(t, &secret)
	ids := projection.NewIDs([]byte("one table"))
	st := projection.NewProjector([]byte("one table")).Project(g, projection.Seat{Name: "Bo", Character: "rook"})
	for _, a := range st.Acts {
		if a.Kind != string(combat.ActDoor) || !a.Legal {
			continue
		}
		cmd, err := ids.Act(g, "rook", a.ID)
		if err != nil {
			t.Fatal(err)
		}
		d, ok := cmd.(*combat.UseDoor)
		if !ok || d.Link != door {
			t.Fatalf("the door act runs %#v, want the door of link %d", cmd, door)
		}
		if why := g.Fight.CheckDoor(g.Find("rook"), d.Link); why != "" {
			t.Fatalf("the real combat refuses the door act: %s", why)
		}
		return
	}
	t.Fatalf("Rook is offered no door: %+v", st.Acts)
}
