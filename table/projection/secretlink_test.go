package projection_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
	"github.com/unhexboard/unhexboard/table/wire"
)

// pcsTurn is the game on doc at the PCs' first turn: the dice (seeded)
// settle the initiative until the PCs act first.
func pcsTurn(t testing.TB, doc *engine.Document) *projection.Game {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		s, err := combat.NewSession(&doc.Map, doc.StartRoster(), nil)
		if err != nil {
			t.Fatal(err)
		}
		dice := sheet.NewDiceSource(seed)
		if _, err := s.Submit(&combat.Initiative{}); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 20 && s.Pending() != nil; i++ {
			d := s.Pending().Decision
			switch {
			case d.Dice != nil:
				_, _, err = s.RollDice(dice)
			case len(d.Options) > 0:
				pick := 0
				for j, o := range d.Options {
					if strings.HasPrefix(o.Label, "PCs") {
						pick = j
					}
				}
				_, err = s.Answer(d.Options[pick].Value)
			default:
				t.Fatalf("the initiative asks %+v", *d)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if c := s.State(); s.Pending() == nil && c.Phase == combat.PhaseTurn && c.Acting() == "PCs" {
			v := s.View()
			return &projection.Game{Map: &doc.Map, Characters: c.Roster.Characters, Rules: doc.Rules, Fight: c, View: &v}
		}
	}
	t.Fatal("the PCs never act first")
	return nil
}

// A link the GM hid between two areas the players see (a secret door
// from the Entrance to the Bar) gives itself away neither by a door act
// nor by a move offered as legal where no link is drawn: the acts a
// player is offered are the acts of the map without it.
func TestProjection_AHiddenLinkOffersNoActAcrossIt(t *testing.T) {
	doc := load(t)
	plain := withoutSecrets(doc)
	secret := *doc
	m := doc.Map.Clone()
	m.Links = append(m.Links, battlemap.Link{A: "entrance", B: "bar", Kind: battlemap.Solid, Door: battlemap.DoorOpen, Hidden: true})
	secret.Map = *m
	key := []byte("one table")
	seat := projection.Seat{Name: "Ana", Character: "rook"}
	acts := func(d *engine.Document) []wire.Act {
		return projection.NewProjector(key).Project(pcsTurn(t, d), seat).Acts
	}
	without := acts(plain)
	got := acts(&secret)
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(without)
	if len(without) == 0 {
		t.Fatal("Rook is offered no act on the plain map")
	}
	if string(a) != string(b) {
		t.Errorf("the hidden link shows in Rook's acts:\nwith    %s\nwithout %s", a, b)
	}
}
