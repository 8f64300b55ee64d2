package sheet

import (
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// fogged is the rulebook's nightclub with every area hidden from the
// players but those named, and its terrain.
func fogged(t *testing.T, shown ...battlemap.AreaID) (*battlemap.Map, *battlemap.Terrain) {
	t.Helper()
	m := enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex"))
	for i := range m.Areas {
		m.Areas[i].Hidden = !slices.Contains(shown, m.Areas[i].ID)
	}
	ter, err := battlemap.Compile(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m, ter
}

func standing(id CharacterID, kind CharacterKind, area battlemap.AreaID) Character {
	c := NewCharacter(id, string(id), kind, "side "+string(kind))
	c.Area = area
	return c
}

func TestRevealWhatThePCsSee_TheAlleySeesTheKitchenButNotTheBar(t *testing.T) {
	m, ter := fogged(t, "alley")
	chars := []Character{standing("rook", PC, "alley")}
	got := RevealedBySight(ter, m, chars, []CharacterID{"rook"})
	if !slices.Equal(got.Areas, []battlemap.AreaID{"kitchen"}) || !slices.Equal(got.By, []CharacterID{"rook"}) {
		t.Errorf("from the alley: %+v, want the kitchen revealed by Rook", got)
	}
}

func TestRevealWhatThePCsSee_ThePoolTablesSeeTheBarButNotTheKitchen(t *testing.T) {
	m, ter := fogged(t, "pool-tables")
	got := RevealedBySight(ter, m, []Character{standing("rook", PC, "pool-tables")}, []CharacterID{"rook"})
	if !slices.Contains(got.Areas, "bar") || slices.Contains(got.Areas, "kitchen") {
		t.Errorf("from the pool tables: %v, want the bar and not the kitchen", got.Areas)
	}
	for _, id := range got.Areas {
		if id == "pool-tables" || !m.Area(id).Hidden {
			t.Errorf("%s was not hidden, yet is listed", id)
		}
	}
}

// The book's third mark is for a 2H ranged attack: Vex, rifle in hand
// and the 2H ranged sight ability, may shoot the bar from the alley but
// does not see it.
func TestRevealWhatThePCsSee_IsPlainSightNotARifleShotThroughThreeMarks(t *testing.T) {
	m, ter := fogged(t, "alley")
	vex := standing("vex", PC, "alley")
	vex.Items = []Item{{ID: "rifle", Name: "Rifle", Kind: ItemRanged2H, Held: BothHands}}
	vex.Abilities = []AbilityID{"2h-ranged-sight"}
	if _, ok := HighlightsFor(ter, &vex).Weapons[0].Targets["bar"]; !ok {
		t.Fatal("Vex's rifle should reach the bar from the alley")
	}
	got := RevealedBySight(ter, m, []Character{vex}, []CharacterID{"vex"})
	if !slices.Equal(got.Areas, []battlemap.AreaID{"kitchen"}) {
		t.Errorf("Vex in the alley reveals %v, want the kitchen only", got.Areas)
	}
}

// A PC the GM hid, a PC standing in a hidden area and an NPC reveal
// nothing: the players' map must not give them away.
func TestRevealWhatThePCsSee_HiddenPCsAndNPCsRevealNothing(t *testing.T) {
	m, ter := fogged(t, "alley", "pool-tables")
	secret := standing("scout", PC, "alley")
	secret.HiddenFromPlayers = true
	chars := []Character{secret, standing("lost", PC, "bar"), standing("cook", NPC, "pool-tables")}
	got := RevealedBySight(ter, m, chars, []CharacterID{"scout", "lost", "cook"})
	if len(got.Areas) != 0 || len(got.By) != 0 {
		t.Errorf("hidden PCs and an NPC revealed %+v", got)
	}
}

// Only the PCs that just took their places look: one that stood still
// has already revealed what it sees, or the GM hid it again on purpose.
func TestRevealWhatThePCsSee_OnlyThePCsThatMovedLook(t *testing.T) {
	m, ter := fogged(t, "alley", "pool-tables")
	chars := []Character{standing("rook", PC, "alley"), standing("vex", PC, "pool-tables")}
	got := RevealedBySight(ter, m, chars, []CharacterID{"rook"})
	if !slices.Equal(got.Areas, []battlemap.AreaID{"kitchen"}) || !slices.Equal(got.By, []CharacterID{"rook"}) {
		t.Errorf("Rook moved, Vex did not: %+v, want the kitchen by Rook", got)
	}
}

// A PC standing in a hidden area is found when the reveal uncovers it,
// and from then on the players see what it sees; a PC the GM hid is not
// found that way.
func TestRevealWhatThePCsSee_APCTheRevealUncoversLooksToo(t *testing.T) {
	m, ter := fogged(t, "pool-tables")
	secret := standing("scout", PC, "bar")
	secret.HiddenFromPlayers = true
	chars := []Character{standing("vex", PC, "bar"), secret, standing("rook", PC, "pool-tables")}
	got := RevealedBySight(ter, m, chars, []CharacterID{"rook"})
	if !slices.Contains(got.Areas, "bar") || !slices.Contains(got.Areas, "kitchen") {
		t.Errorf("revealed %v: the bar from the pool tables, then the kitchen from Vex in the bar", got.Areas)
	}
	if !slices.Equal(got.By, []CharacterID{"vex", "rook"}) {
		t.Errorf("revealed by %v, want Vex and Rook in the roster's order", got.By)
	}
	if !slices.IsSortedFunc(got.Areas, func(a, b battlemap.AreaID) int { return m.AreaIndex(a) - m.AreaIndex(b) }) {
		t.Errorf("areas %v are not in the map's order", got.Areas)
	}
}

func TestHiddenOn_TheGMsFlagOrAHiddenArea(t *testing.T) {
	m, _ := fogged(t, "alley")
	for _, tc := range []struct {
		area   battlemap.AreaID
		gmHid  bool
		hidden bool
	}{{"alley", false, false}, {"alley", true, true}, {"bar", false, true}, {"", false, false}} {
		c := standing("rook", PC, tc.area)
		c.HiddenFromPlayers = tc.gmHid
		if got := c.HiddenOn(m); got != tc.hidden {
			t.Errorf("in %q, hidden by the GM %v: HiddenOn = %v", tc.area, tc.gmHid, got)
		}
	}
}

// The sight is the map's as the fight has left it: a door the combat
// closed between the Alley and the Kitchen hides the Kitchen from Rook.
func TestRevealWhatThePCsSee_ADoorClosedInTheCombatStopsIt(t *testing.T) {
	m, _ := fogged(t, "alley")
	door := m.LinkBetween("kitchen", "alley")
	m.Links[door].Door = battlemap.DoorOpen
	chars := []Character{standing("rook", PC, "alley")}
	for _, tc := range []struct {
		state battlemap.Door
		want  []battlemap.AreaID
	}{{battlemap.DoorOpen, []battlemap.AreaID{"kitchen"}}, {battlemap.DoorClosed, nil}} {
		ter, err := battlemap.Compile(m, &battlemap.Overlay{Doors: map[int]battlemap.Door{door: tc.state}})
		if err != nil {
			t.Fatal(err)
		}
		if got := RevealedBySight(ter, m, chars, []CharacterID{"rook"}); !slices.Equal(got.Areas, tc.want) {
			t.Errorf("door %s: revealed %v, want %v", tc.state, got.Areas, tc.want)
		}
	}
}
