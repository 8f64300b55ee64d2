package sheet

import (
	"slices"
	"testing"
)

// The hit location table (9 head, 8 right arm, 7 left arm, 4-6 torso, 1 or
// 3 right leg, 0 or 2 left leg) read backwards, as a sheet prints it.
func TestHitLocation_DiceForListsTheFacesThatSelectEachLocation(t *testing.T) {
	want := map[Location][]int{Head: {9}, RightArm: {8}, LeftArm: {7}, Torso: {4, 5, 6}, RightLeg: {1, 3}, LeftLeg: {0, 2}}
	seen := 0
	for _, l := range Locations {
		got := Latest.DiceFor(l)
		if !slices.Equal(got, want[l]) {
			t.Errorf("DiceFor(%s) = %v, want %v", l, got, want[l])
		}
		seen += len(got)
	}
	if seen != 10 {
		t.Errorf("the faces 0-9 select %d locations in all, want every face once", seen)
	}
}

// Every mark and every roll modifier has its meaning in our words, for the
// sheet's key: \ first aid treats, X only recovery, filled permanent; good
// re-rolls, precise moves the location die, powerful raises damage.
func TestSheetKey_EveryMarkAndModifierIsExplained(t *testing.T) {
	for _, k := range MarkKinds {
		if k.Meaning() == "" {
			t.Errorf("mark %s has no meaning", k)
		}
	}
	for _, m := range ModifierKinds {
		if m.Meaning() == "" {
			t.Errorf("modifier %s has no meaning", m)
		}
	}
	if Mark("smudge").Meaning() != "" || Modifier("lucky").Meaning() != "" {
		t.Error("an unknown mark or modifier has a meaning")
	}
}
