package words

import "testing"

func TestCount_PluralisesProperly(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 areas"}, {1, "1 area"}, {2, "2 areas"}} {
		if got := Count(c.n, "area"); got != c.want {
			t.Errorf("Count(%d, area) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := Count(1, "log entry", "log entries"); got != "1 log entry" {
		t.Errorf("Count(1, log entry) = %q", got)
	}
	if got := Count(3, "log entry", "log entries"); got != "3 log entries" {
		t.Errorf("Count(3, log entry) = %q", got)
	}
}

// The nouns the app counts follow English spelling without a plural
// spelled out at every call: one enemy, two enemies; one box, two boxes.
func TestCount_SpellsEnglishPlurals(t *testing.T) {
	for _, c := range []struct {
		n          int
		noun, want string
	}{
		{1, "enemy", "1 enemy"}, {2, "enemy", "2 enemies"}, {0, "ally", "0 allies"},
		{3, "entry", "3 entries"}, {2, "day", "2 days"}, {2, "key", "2 keys"},
		{2, "box", "2 boxes"}, {2, "filled box", "2 filled boxes"}, {2, "pass", "2 passes"},
		{2, "match", "2 matches"}, {2, "bush", "2 bushes"}, {2, "move", "2 moves"},
		{2, `\ mark`, `2 \ marks`}, {2, "PC", "2 PCs"}, {2, "NPC group", "2 NPC groups"},
		{1, "team turn", "1 team turn"}, {2, "team turn", "2 team turns"},
	} {
		if got := Count(c.n, c.noun); got != c.want {
			t.Errorf("Count(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}

// Plural is the noun alone, agreeing with a number said elsewhere in the
// sentence ("3 of 4 enemies").
func TestPlural_AgreesWithTheNumber(t *testing.T) {
	for _, c := range []struct {
		n          int
		noun, want string
	}{{1, "enemy", "enemy"}, {4, "enemy", "enemies"}, {0, "location", "locations"}} {
		if got := Plural(c.n, c.noun); got != c.want {
			t.Errorf("Plural(%d, %q) = %q, want %q", c.n, c.noun, got, c.want)
		}
	}
}

func TestAgree_PicksTheFormForTheNumber(t *testing.T) {
	if got := Agree(1, "becomes", "become"); got != "becomes" {
		t.Errorf("Agree(1) = %q", got)
	}
	if got := Agree(3, "becomes", "become"); got != "become" {
		t.Errorf("Agree(3) = %q", got)
	}
}
