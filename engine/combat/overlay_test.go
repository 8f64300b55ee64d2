package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func warehouse(t *testing.T) *battlemap.Map {
	t.Helper()
	return enginetest.LoadMap(t, enginetest.Asset("warehouse.unhex"))
}

func TestDoors_ClosedDoorStopsSightAndMovement(t *testing.T) {
	m := warehouse(t)
	door := m.LinkBetween("office", "vault")
	ter, _ := battlemap.Compile(m, nil)
	r := ter.From(ter.Index("office"), battlemap.SightThreshold)[ter.Index("vault")]
	if r.Range != battlemap.Unreachable || r.Moves != battlemap.Unreachable || r.LOS {
		t.Errorf("behind a closed door: %+v, want no range, no moves, no sight", r)
	}
	open, _ := battlemap.Compile(m, &battlemap.Overlay{Doors: map[int]battlemap.Door{door: battlemap.DoorOpen}})
	r = open.From(open.Index("office"), battlemap.SightThreshold)[open.Index("vault")]
	if r.Range != 1 || r.Moves != 1 || !r.LOS || !r.Cover {
		t.Errorf("through the opened door: %+v, want range 1, 1 move, sight, and the vault's cover", r)
	}
	if m.Links[door].Door != battlemap.DoorClosed {
		t.Error("opening a door in combat changed the saved map")
	}
}

func TestOneWay_MovesFollowTheArrowButSightDoesNot(t *testing.T) {
	ter, _ := battlemap.Compile(warehouse(t), nil)
	down := ter.From(ter.Index("catwalks"), battlemap.SightThreshold)[ter.Index("floor")]
	up := ter.From(ter.Index("floor"), battlemap.SightThreshold)[ter.Index("catwalks")]
	if down.Moves != 1 {
		t.Errorf("catwalks -> floor takes %d moves, want 1 along the arrow", down.Moves)
	}
	if up.Moves == 1 {
		t.Error("floor -> catwalks went against the arrow")
	}
	if down.LOS != up.LOS || down.Range != 1 || up.Range != 1 {
		t.Errorf("sight along a one-way link must be two-way: %+v / %+v", down, up)
	}
}

func TestBlockedLink_VetoesSightButOtherPathsStillGiveRange(t *testing.T) {
	ter, _ := battlemap.Compile(warehouse(t), nil)
	r := ter.From(ter.Index("floor"), battlemap.SightThreshold)[ter.Index("office")]
	if r.LOS || !r.Vetoed {
		t.Errorf("floor -> office across a blocked link: %+v, want no sight", r)
	}
	if r.Range != 2 {
		t.Errorf("floor -> office range %d, want 2 through the catwalks", r.Range)
	}
}

func TestOverlay_CoverDemolishAndStealthChangeTheMarks(t *testing.T) {
	m := enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex"))
	from := func(ov *battlemap.Overlay, s, d battlemap.AreaID) battlemap.Reach {
		ter, err := battlemap.Compile(m, ov)
		if err != nil {
			t.Fatal(err)
		}
		return ter.From(ter.Index(s), battlemap.SightThreshold)[ter.Index(d)]
	}
	// AoE Cover on the dance floor: it gains cover from every direction.
	if from(nil, "entrance", "dance-floor").Cover {
		t.Fatal("the dance floor has no cover from the entrance on the bare map")
	}
	cover := &battlemap.Overlay{Marks: map[battlemap.AreaID]battlemap.AreaMarks{"dance-floor": {AllCovered: true}}}
	if !from(cover, "entrance", "dance-floor").Cover {
		t.Error("AoE Cover should give the dance floor cover from the entrance")
	}
	// Demolish the bar: the dance floor's shot no longer meets cover there.
	demolish := &battlemap.Overlay{Marks: map[battlemap.AreaID]battlemap.AreaMarks{"bar": {Demolished: true}}}
	if from(demolish, "dance-floor", "bar").Cover {
		t.Error("after Demolish the bar should have no cover")
	}
	// Pool tables -> kitchen crossed the bar's mark and the kitchen's: now only one.
	if !from(demolish, "pool-tables", "kitchen").LOS {
		t.Error("with the bar's mark demolished, the pool tables should see the kitchen")
	}
	// Stealth in the kitchen: one more mark at the kitchen's end, so the
	// alley (1 mark plus stealth) loses sight of it.
	stealth := &battlemap.Overlay{Marks: map[battlemap.AreaID]battlemap.AreaMarks{"kitchen": {Extra: 1}}}
	if from(stealth, "alley", "kitchen").LOS {
		t.Error("stealth in the kitchen should block the alley's sight")
	}
	if from(stealth, "kitchen", "alley").LOS {
		t.Error("sight is never one-way: the stealthy kitchen cannot see the alley either")
	}
}
