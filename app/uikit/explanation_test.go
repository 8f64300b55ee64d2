package uikit

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// The why text counts moves and paths in words that agree: "1 Move",
// "5 Moves", "1 shortest path", never "Move(s)" or "path(s)".
func TestExplanationText_CountsMovesAndPathsInWords(t *testing.T) {
	m := &battlemap.Map{Areas: []battlemap.Area{{ID: "a", Name: "Bar"}, {ID: "b", Name: "Stage"}}}
	for _, c := range []struct {
		moves int
		paths int64
		want  []string
	}{
		{1, 1, []string{"1 Move: Bar → Stage.", "1 shortest path:"}},
		{5, 3, []string{"5 Moves: Bar → Stage.", "3 shortest paths:"}},
	} {
		ex := &battlemap.Explanation{From: "a", To: "b", Range: 1, Moves: c.moves, MovePath: []battlemap.AreaID{"a", "b"},
			PathCount: c.paths, Paths: []battlemap.SightPath{{Areas: []battlemap.AreaID{"a", "b"}}}, Verdict: "line of sight"}
		got := ExplanationText(m, ex)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("the why text lacks %q:\n%s", w, got)
			}
		}
		for _, line := range strings.Split(got, "\n") {
			for _, f := range enginetest.WordingFaults(line) {
				t.Errorf("%q: %s", line, f)
			}
		}
	}
}
