package zones

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

func names(t *Turns) string {
	var out []string
	for i, e := range t.Entries() {
		s := e.Name
		if i == t.Current() {
			s = ">" + s
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

func cast(ns ...string) []sheet.Character {
	var out []sheet.Character
	for _, n := range ns {
		out = append(out, sheet.NewCharacter(sheet.CharacterID(strings.ToLower(n)), n, sheet.PC, "A"))
	}
	return out
}

func TestTurns_NextWalksTheOrderAndTheRoundTurnsAfterTheLast(t *testing.T) {
	tr := NewTurns()
	tr.Sync(cast("Ash", "Bo", "Cy"))
	if names(tr) != ">Ash Bo Cy" || tr.Round() != 1 {
		t.Fatalf("start: %s, round %d", names(tr), tr.Round())
	}
	tr.Next()
	tr.Next()
	if names(tr) != "Ash Bo >Cy" || tr.Round() != 1 {
		t.Fatalf("after two: %s, round %d", names(tr), tr.Round())
	}
	tr.Next()
	if names(tr) != ">Ash Bo Cy" || tr.Round() != 2 {
		t.Fatalf("after the last: %s, round %d, want Ash's turn in round 2", names(tr), tr.Round())
	}
	tr.Restart()
	if tr.Round() != 1 || tr.Current() != 0 {
		t.Error("Round 1 did not start over")
	}
}

func TestTurns_TheGMOrdersItAndTheTurnStaysWithItsToken(t *testing.T) {
	tr := NewTurns()
	tr.Sync(cast("Ash", "Bo", "Cy"))
	tr.Next() // Bo's turn
	if err := tr.Move(2, 0); err != nil {
		t.Fatal(err)
	}
	if names(tr) != "Cy Ash >Bo" {
		t.Fatalf("after moving Cy first: %s", names(tr))
	}
	if err := tr.Move(0, 3); err == nil {
		t.Error("a move past the end was accepted")
	}
	if names(tr) != "Cy Ash >Bo" {
		t.Errorf("a refused move changed the order: %s", names(tr))
	}
}

func TestTurns_FollowTheTokensOnTheMap(t *testing.T) {
	tr := NewTurns()
	tr.Sync(cast("Ash", "Bo", "Cy"))
	tr.Next()
	tr.Next() // Cy's turn
	if err := tr.SetConditions(2, "prone, on fire"); err != nil {
		t.Fatal(err)
	}
	// Ash leaves, Dee arrives, Cy is renamed: Cy keeps the turn and the
	// conditions.
	cs := cast("Bo", "Cy", "Dee")
	cs[1].Name = "Cyra"
	tr.Sync(cs)
	if names(tr) != "Bo >Cyra Dee" {
		t.Fatalf("after the roster changed: %s", names(tr))
	}
	if c := tr.Entries()[1].Conditions; c != "prone, on fire" {
		t.Errorf("conditions %q", c)
	}
	tr.Sync(nil)
	tr.Next() // nothing to pass to
	if len(tr.Entries()) != 0 || tr.Current() != 0 || tr.Round() != 1 {
		t.Errorf("an empty order: %s, round %d", names(tr), tr.Round())
	}
}

func TestTurns_ConditionsAreOneBoundedLine(t *testing.T) {
	tr := NewTurns()
	tr.Sync(cast("Ash"))
	for _, bad := range []string{strings.Repeat("x", MaxConditionsLen+1), "a\nb", "\xff"} {
		if err := tr.SetConditions(0, bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if err := tr.SetConditions(1, "x"); err == nil {
		t.Error("conditions of no entry accepted")
	}
}
