package combat

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The team-order options a state keeps are those written afresh for the
// teams asked about, when the teams change too.
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
	}
}

// A chooser reads the team-order options the state keeps; the decision
// asked has a list of its own: writing in it leaves the next one's as
// it was.
func TestInitiative_AskedTeamOrderOptionsAreTheDecisionsOwn(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("a", "crew", sheet.PC, 40, "entrance", nil), person("b", "thugs", sheet.NPC, 30, "bar", nil))
	c := s.State()
	c.orderOptions([]string{"crew", "thugs"}) // kept by the state, shared by its copies
	for i := 0; i < 2; i++ {
		res, err := Apply(c, cmd(t, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":5}},"thugs":{"dice":{"tens":7,"ones":0}}}}`))
		if err != nil || res.Decision == nil || res.Decision.Kind != DecideTeamOrder {
			t.Fatalf("ask %d: %+v %v, want the team order asked", i, res.Decision, err)
		}
		if got := res.Decision.Options; len(got) != 2 || got[0].Label != "crew, then thugs" || got[1].Label != "thugs, then crew" {
			t.Fatalf("ask %d: options %+v", i, got)
		}
		res.Decision.Options[0] = sheet.Option{Label: "written over"}
	}
}
