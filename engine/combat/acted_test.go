package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// acted is who the read model says has acted this round.
func acted(s *Session) map[sheet.CharacterID]bool {
	out := map[sheet.CharacterID]bool{}
	for _, c := range s.View().Characters {
		if c.Acted {
			out[c.ID] = true
		}
	}
	return out
}

// The read model says who has acted this round: whoever spent an action
// (an act or a reaction) or acted on a leader's direction, and no one
// once the next round waits for its initiative.
func TestView_ActedThisRoundIsWhoSpentAnActionOrWasDirected(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"direct"}),
		person("x", "crew", sheet.PC, 40, "entrance", nil), person("y", "crew", sheet.PC, 40, "entrance", nil),
		person("b", "thugs", sheet.NPC, 10, "kitchen", nil))
	if got := acted(s); len(got) != 0 {
		t.Fatalf("before initiative %v have acted", got)
	}
	play(t, s, `{"type":"initiative","rollers":{"crew":"boss"},"rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`)
	if got := acted(s); len(got) != 0 {
		t.Fatalf("at the start of the round %v have acted", got)
	}
	play(t, s, `{"type":"direct","leader":"boss","character":"x"}`, `{"type":"move","character":"x","to":"dance-floor"}`)
	if got := acted(s); !got["boss"] || !got["x"] || got["y"] || got["b"] {
		t.Errorf("after boss directs x to move, the acted are %v, want boss and x", got)
	}
	play(t, s, `{"type":"end-turn","team":"crew"}`, `{"type":"move","character":"b","to":"bar"}`)
	if got := acted(s); !got["b"] || got["y"] {
		t.Errorf("after b's move, the acted are %v, want b among them and not y", got)
	}
	play(t, s, `{"type":"end-turn","team":"thugs"}`)
	if s.State().Phase != PhaseInitiative {
		t.Fatalf("the round did not end: %s", s.State().Phase)
	}
	if got := acted(s); len(got) != 0 {
		t.Errorf("round 2 waits for its initiative, yet %v have acted", got)
	}
}
