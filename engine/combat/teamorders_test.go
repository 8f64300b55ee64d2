package combat

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The team-order options a state keeps are those written afresh for the
// teams asked about, when the teams change too, and a decision's list is
// its own: writing in it leaves the next decision's as it was.
func TestInitiative_TeamOrderOptionsAreWrittenForTheTeamsAsked(t *testing.T) {
	fresh := func(teams []string) []sheet.Option {
		var out []sheet.Option
		for _, p := range permutations(teams) {
			out = append(out, sheet.NewOption(p, strings.Join(p, ", then ")))
		}
		return out
	}
	c := &Combat{}
	for _, teams := range [][]string{{"pcs", "gang", "cops"}, {"pcs", "gang", "cops"}, {"pcs", "cops"}, {"cops", "pcs"}} {
		got := c.orderOptions(teams)
		if want := fresh(teams); !reflect.DeepEqual(got, want) {
			t.Fatalf("teams %v: options %v, want %v", teams, got, want)
		}
		got[0] = sheet.Option{Label: "written over"}
	}
}
