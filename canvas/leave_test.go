package canvas

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

type leavingInput struct {
	recordingInput
	left int
}

func (l *leavingInput) PointerLeft() { l.left++ }

// An input that follows the pointer hears when it leaves the board, and
// the board's own hover highlight goes with it.
func TestBoard_ThePointerLeavingTellsTheInput(t *testing.T) {
	b := NewBoard(twoAreas(battlemap.Link{Kind: battlemap.Solid}))
	in := &leavingInput{}
	b.Input = in
	b.SetHover(Hit{Link: -1, Area: "bar"})
	b.MouseOut()
	if in.left != 1 {
		t.Errorf("the input heard the pointer leave %d times, want once", in.left)
	}
	if b.hover.Area != "" {
		t.Errorf("the board still highlights %q", b.hover.Area)
	}
}
