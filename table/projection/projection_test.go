package projection_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// secrets are what secrets.unhex hides from the players, by name and id:
// two hidden areas and the link between them, an NPC standing in one, an NPC the GM
// hid in a team of its own, a hidden objective and hazard, and the GM's
// notes.
var secrets = []string{"Vault Qzxw", "vault-qzxw", "Crypt Mnbv", "crypt-mnbv", "Wraith Qvbn", "wraith-qvbn", "Lurker Jkpz", "lurker-jkpz",
	"Cult Ynbt", "Ledger Hdqw", "Gas Fvmr", "GMNOTE Plkq", "MAPNOTE Zrtx", "NPCNOTE Wqvx", "VAULTNOTE Rrtk"}

func load(t testing.TB) *engine.Document {
	t.Helper()
	doc, err := engine.LoadFile("../testdata/secrets.unhex")
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// withoutSecrets is the document as if the GM had never made what is
// hidden: no hidden area, link, character, objective or hazard.
func withoutSecrets(doc *engine.Document) *engine.Document {
	out := *doc
	m := doc.Map.Clone()
	m.Areas = slices.DeleteFunc(m.Areas, func(a battlemap.Area) bool { return a.Hidden })
	for i := range m.Areas {
		m.Areas[i].Objectives = slices.DeleteFunc(m.Areas[i].Objectives, func(o battlemap.Objective) bool { return o.Hidden })
		m.Areas[i].Hazards = slices.DeleteFunc(m.Areas[i].Hazards, func(h battlemap.Hazard) bool { return h.Hidden })
	}
	m.Links = slices.DeleteFunc(m.Links, func(l battlemap.Link) bool { return l.Hidden || doc.Map.Area(l.A).Hidden || doc.Map.Area(l.B).Hidden })
	out.Map = *m
	out.Characters = slices.DeleteFunc(slices.Clone(doc.Characters), func(c sheet.Character) bool { return c.HiddenOn(&doc.Map) })
	return &out
}

func game(t *testing.T, doc *engine.Document) *projection.Game {
	t.Helper()
	s, err := combat.NewSession(&doc.Map, doc.StartRoster(), nil)
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	return &projection.Game{Map: &doc.Map, Characters: s.State().Roster.Characters, Rules: doc.Rules, Fight: s.State(),
		View: &v, Selected: "wraith-qvbn"}
}

// What the players are sent of a map with hidden things is byte for byte
// what they would be sent had the GM never made them: no name, id, count,
// numbering or gap tells of them (the ids are the table's own).
func TestProjection_TheHiddenLeaveNoTrace(t *testing.T) {
	doc := load(t)
	if !slices.ContainsFunc(doc.Characters, func(c sheet.Character) bool { return c.ID == "lurker-jkpz" }) {
		t.Fatal("the test map lost its hidden NPC")
	}
	key := []byte("one table")
	for _, seat := range []projection.Seat{{Name: "Ana", Character: "vex"}, {Name: "Bo"}, {Name: "Cy", Character: "lurker-jkpz"}} {
		with := projection.NewProjector(key).Project(game(t, doc), seat)
		without := projection.NewProjector(key).Project(game(t, withoutSecrets(doc)), seat)
		a, _ := json.Marshal(with)
		b, _ := json.Marshal(without)
		if string(a) != string(b) {
			t.Errorf("seat %s: the projection tells the hidden things apart:\nwith    %s\nwithout %s", seat.Name, a, b)
		}
		for _, s := range secrets {
			if strings.Contains(strings.ToLower(string(a)), strings.ToLower(s)) {
				t.Errorf("seat %s is sent %q", seat.Name, s)
			}
		}
		if seat.Character == "lurker-jkpz" && with.Seat.Character != "" {
			t.Errorf("a seat given a hidden character is told of it: %+v", with.Seat)
		}
	}
}

// A page lays a box out with the board's own sizes.
func TestStyle_IsTheBoardsMetrics(t *testing.T) {
	s := projection.Style
	want := map[string][2]float64{
		"LabelSize": {s.LabelSize, canvas.LabelSize}, "NoteSize": {s.NoteSize, canvas.NoteSize},
		"PadX": {s.PadX, canvas.AreaPadX}, "PadY": {s.PadY, canvas.AreaPadY}, "MinWidth": {s.MinWidth, canvas.AreaMinWidth},
		"Radius": {s.Radius, canvas.AreaRadius}, "LinkWidth": {s.LinkWidth, canvas.LinkWidth}, "LinkGap": {s.LinkGap, canvas.LinkGap},
		"TickLen": {s.TickLen, canvas.TickLen}, "TickGap": {s.TickGap, canvas.TickOffset}, "ArrowLen": {s.ArrowLen, canvas.ArrowLen},
		"DoorLen": {s.DoorLen, canvas.DoorLen}, "DashLen": {s.DashLen, canvas.DashLen}, "DashGap": {s.DashGap, canvas.DashGap},
		"MarkSize": {s.MarkSize, canvas.ObjectiveSize}, "MarkGap": {s.MarkGap, canvas.ObjectiveGap},
	}
	for name, v := range want {
		if v[0] != v[1] {
			t.Errorf("%s is %v on the page but %v on the board", name, v[0], v[1])
		}
	}
}

// The picture of a character the players may not know of is not theirs
// to fetch, by its id or any other; a character they see gives its own.
func TestPicture_OnlyOfACharacterThePlayersSee(t *testing.T) {
	doc := load(t)
	for i := range doc.Characters {
		doc.Characters[i].Picture = sheet.Picture(enginetest.PatternPNG(enginetest.PNGShape{W: 8, H: 8, ColourType: 2, Depth: 8}))
	}
	ids := projection.NewIDs([]byte("one table"))
	g := game(t, doc)
	for _, c := range doc.Characters {
		_, ok := ids.Picture(g, ids.Character(c.ID))
		if hidden := c.HiddenOn(&doc.Map); ok == hidden {
			t.Errorf("%s (hidden %v): served %v", c.Name, hidden, ok)
		}
	}
}
