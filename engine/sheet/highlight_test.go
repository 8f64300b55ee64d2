package sheet

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func gunslinger(area battlemap.AreaID, items ...Item) *Character {
	c := NewCharacter("rook", "Rook", PC, "PCs")
	c.Area = area
	c.Items = items
	return &c
}

func TestHighlights_PistolInTheAlleyHitsOnlyTheKitchen(t *testing.T) {
	ter := clubTerrain(t)
	c := gunslinger("alley", Item{ID: "pistol", Name: "Pistol", Kind: ItemRanged1H, Held: RightHand}, Item{ID: "ammo", Name: "Ammo", Kind: ItemAmmo})
	h := HighlightsFor(ter, c)
	if h.Moves["kitchen"] != 1 || h.Moves["bar"] != 2 || h.Moves["dance-floor"] != 3 {
		t.Errorf("moves = %v, want kitchen 1, bar 2, dance floor 3", h.Moves)
	}
	if !h.Sight["kitchen"] || h.Sight["bar"] {
		t.Errorf("sight = %v: the alley sees the kitchen but not the bar", h.Sight)
	}
	if len(h.Weapons) != 1 {
		t.Fatalf("weapons = %+v, want the pistol", h.Weapons)
	}
	got := h.Weapons[0].Targets
	if len(got) != 2 || got["alley"].Range != 0 || got["kitchen"].Range != 1 || !got["kitchen"].Cover {
		t.Errorf("pistol targets = %+v, want the alley (range 0) and the kitchen (range 1, with cover)", got)
	}
}

func TestHighlights_TwoHandedRangedSightAbilityUsesThreshold3AndNeverRange0(t *testing.T) {
	ter := clubTerrain(t)
	c := gunslinger("alley", Item{ID: "rifle", Name: "Rifle", Kind: ItemRanged2H, Held: BothHands})
	c.Abilities = []AbilityID{"2h-ranged-sight"}
	h := HighlightsFor(ter, c)
	if h.Threshold != battlemap.SightThreshold2HRanged || !h.Sight["bar"] {
		t.Errorf("with a rifle in hand the alley sees the bar through 2 marks: threshold %d, sight %v", h.Threshold, h.Sight)
	}
	targets := h.Weapons[0].Targets
	if _, ok := targets["alley"]; ok {
		t.Error("a 2H ranged weapon cannot attack at range 0")
	}
	// The marks on the way are both at the kitchen: none at the bar's end.
	if targets["bar"].Range != 2 || targets["bar"].Cover {
		t.Errorf("rifle at the bar: %+v, want range 2 and no cover", targets["bar"])
	}
}

func TestHighlights_NoReachWithBothLegsFull(t *testing.T) {
	ter := clubTerrain(t)
	c := gunslinger("bar")
	c.Body.LeftLeg = Marks{Slash: 6}
	c.Body.RightLeg = Marks{Slash: 6}
	h := HighlightsFor(ter, c)
	if h.CanMove || len(h.Moves) != 0 || h.MoveBlock == "" {
		t.Errorf("both legs full: canMove %v, moves %v, why %q", h.CanMove, h.Moves, h.MoveBlock)
	}
}

func TestHighlights_OffTheBoardHasNone(t *testing.T) {
	if HighlightsFor(clubTerrain(t), gunslinger("")) != nil {
		t.Error("a character with no area has no highlights")
	}
}

func TestHighlights_TwoHandedRangedWithoutTheSightAbilityKeepsThreshold2(t *testing.T) {
	c := gunslinger("alley", Item{ID: "rifle", Name: "Rifle", Kind: ItemRanged2H, Held: BothHands})
	h := HighlightsFor(clubTerrain(t), c)
	if h.Threshold != battlemap.SightThreshold || h.Sight["bar"] {
		t.Errorf("without the ability two marks still block: threshold %d, sees bar %v", h.Threshold, h.Sight["bar"])
	}
}

func clubTerrain(t testing.TB) *battlemap.Terrain {
	t.Helper()
	ter, err := battlemap.Compile(enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex")), nil)
	if err != nil {
		t.Fatal(err)
	}
	return ter
}
