package sheet

import (
	"strings"
	"testing"
)

func side(id string, pc bool, level, tens, ones int) Contestant {
	return Contestant{ID: id, PC: pc, Outcome: Latest.Evaluate(Roll{Tens: tens, Ones: ones}, level)}
}

// The Initiative example: PCs at 40 roll 34, NPCs at 25 roll 62 and fail.
func TestOpposed_InitiativeExample_PCsAt40Roll34BeatNPCsAt25Roll62(t *testing.T) {
	res, err := Opposed([]Contestant{side("pcs", true, 40, 3, 4), side("npcs", false, 25, 6, 2)}, OpposedOptions{Holder: "pcs"})
	if err != nil || res.Winner != "pcs" {
		t.Fatalf("%+v %v, want the PCs", res, err)
	}
}

func TestOpposed_Table(t *testing.T) {
	cases := []struct {
		name   string
		sides  []Contestant
		opt    OpposedOptions
		winner string
		fail   bool
		gmTie  []string
	}{
		{name: "highest success wins", sides: []Contestant{side("a", false, 50, 2, 3), side("b", false, 50, 4, 1)}, winner: "b"},
		{name: "a failure never beats a success", sides: []Contestant{side("a", false, 50, 0, 1), side("b", false, 90, 9, 1)}, winner: "a"},
		{name: "a critical does not beat a higher normal success", sides: []Contestant{side("a", false, 50, 3, 3), side("b", false, 50, 4, 5)}, winner: "b"},
		{name: "both fail", sides: []Contestant{side("a", false, 20, 5, 1), side("b", true, 20, 6, 1)}, fail: true},
		{name: "PC beats NPC on a tie", sides: []Contestant{side("npc", false, 50, 3, 0), side("pc", true, 60, 3, 0)}, winner: "pc"},
		{name: "two NPCs tie: the GM decides", sides: []Contestant{side("a", false, 50, 3, 0), side("b", false, 60, 3, 0)}, gmTie: []string{"a", "b"}},
		{name: "two PCs tie: the GM decides", sides: []Contestant{side("a", true, 50, 3, 0), side("b", true, 60, 3, 0)}, gmTie: []string{"a", "b"}},
		{name: "two PCs and an NPC tie: the GM splits the PCs", sides: []Contestant{side("n", false, 50, 3, 0), side("a", true, 50, 3, 0), side("b", true, 60, 3, 0)}, gmTie: []string{"a", "b"}},
		{name: "the GM's pick answers the tie", sides: []Contestant{side("a", false, 50, 3, 0), side("b", false, 60, 3, 0)}, opt: OpposedOptions{GMPick: "b"}, winner: "b"},
		{name: "three sides, highest wins", sides: []Contestant{side("a", false, 50, 1, 0), side("b", true, 50, 4, 9), side("c", false, 80, 7, 9)}, winner: "c"},
		{name: "initiative tie goes to the holder", sides: []Contestant{side("pcs", true, 50, 3, 0), side("npcs", false, 50, 3, 0)}, opt: OpposedOptions{Holder: "npcs"}, winner: "npcs"},
		{name: "initiative: both fail, the holder keeps it", sides: []Contestant{side("pcs", true, 20, 5, 1), side("npcs", false, 20, 6, 1)}, opt: OpposedOptions{Holder: "npcs"}, winner: "npcs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Opposed(c.sides, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case c.gmTie != nil:
				if res.Decision == nil || res.Decision.Kind != DecideOpposedTie || res.Decision.Decider != GM {
					t.Fatalf("%+v, want a GM decision", res)
				}
				if len(res.Decision.Options) != len(c.gmTie) {
					t.Errorf("options %v, want %v", optionValues(res.Decision), c.gmTie)
				}
			case c.fail:
				if !res.AllFailed || res.Winner != "" {
					t.Errorf("%+v, want all to fail", res)
				}
			default:
				if res.Winner != c.winner {
					t.Errorf("winner %q, want %q", res.Winner, c.winner)
				}
			}
		})
	}
}

func TestOpposed_RefusesOneSideDuplicatesAndForeignPicks(t *testing.T) {
	if _, err := Opposed([]Contestant{side("a", true, 50, 1, 1)}, OpposedOptions{}); err == nil {
		t.Error("one side accepted")
	}
	if _, err := Opposed([]Contestant{side("a", true, 50, 1, 1), side("a", true, 50, 1, 2)}, OpposedOptions{}); err == nil {
		t.Error("a duplicate side accepted")
	}
	tie := []Contestant{side("a", false, 50, 3, 0), side("b", false, 60, 3, 0), side("c", false, 60, 1, 0)}
	if _, err := Opposed(tie, OpposedOptions{GMPick: "c"}); err == nil {
		t.Error("the GM picked a side that is not tied")
	}
}

func TestOpposed_TheLoserKeepsTheExtraActionOfItsCriticalSuccess(t *testing.T) {
	loser := side("npc", false, 50, 2, 2)
	loser.ExtraAction = true
	winner := side("pc", true, 50, 4, 7)
	res, err := Opposed([]Contestant{loser, winner}, OpposedOptions{})
	if err != nil || res.Winner != "pc" {
		t.Fatalf("%+v %v", res, err)
	}
	if len(res.ExtraActions) != 1 || res.ExtraActions[0] != "npc" {
		t.Errorf("extra actions %v, want the losing npc's", res.ExtraActions)
	}
}

// More sides than the room the tied start in: all five tie, so the GM
// picks among them, each named once in order.
func TestOpposed_FiveSidesTiedAreTheGMsCall(t *testing.T) {
	var sides []Contestant
	for _, id := range []string{"a", "b", "c", "d", "e"} {
		sides = append(sides, side(id, false, 40, 3, 4))
	}
	res, err := Opposed(sides, OpposedOptions{})
	if err != nil || res.Decision == nil || len(res.Decision.Options) != 5 || strings.Join(res.Tied, ",") != "a,b,c,d,e" {
		t.Fatalf("%+v %v, want a GM's pick among a to e", res, err)
	}
	if _, err := Opposed(append(sides, side("c", true, 40, 1, 1)), OpposedOptions{}); err == nil || !strings.Contains(err.Error(), `"c" appears twice`) {
		t.Fatalf("err %v, want c named twice", err)
	}
}

// One round's initiative: the holder rolls against the other team.
func BenchmarkOpposed_Initiative(b *testing.B) {
	sides := []Contestant{side("pcs", true, 40, 3, 4), side("npcs", false, 25, 6, 2)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Opposed(sides, OpposedOptions{Holder: "npcs"}); err != nil {
			b.Fatal(err)
		}
	}
}
