package tactics

import (
	"strings"
	"testing"
)

// Up to four teams every order is weighed; with five (120 orders), the
// winner's five places among the others, kept in the order offered.
func TestWeighed_BeyondFourTeamsTheWinnersPlacesAmongTheOthersInTheirOrder(t *testing.T) {
	four := orderList([]string{"A", "B", "C", "D"})
	for _, o := range weighed(four, "C") {
		if o == nil {
			t.Fatal("an order of four teams is left out")
		}
	}
	var kept []string
	for _, o := range weighed(orderList([]string{"A", "B", "C", "D", "E"}), "C") {
		if o != nil {
			kept = append(kept, strings.Join(o, ""))
		}
	}
	if got, want := strings.Join(kept, " "), "ABCDE ABDCE ABDEC ACBDE CABDE"; got != want {
		t.Errorf("weighed %s, want %s", got, want)
	}
}

// orderList lists every order of the teams as the engine offers them:
// first those that start with the first team, each rest in the same way.
func orderList(teams []string) [][]string {
	if len(teams) == 0 {
		return [][]string{nil}
	}
	var out [][]string
	for i, t := range teams {
		rest := append(append([]string{}, teams[:i]...), teams[i+1:]...)
		for _, r := range orderList(rest) {
			out = append(out, append([]string{t}, r...))
		}
	}
	return out
}
