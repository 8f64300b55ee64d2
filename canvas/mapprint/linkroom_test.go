package mapprint

import (
	"testing"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A one-way obscured border needs the room of its arrowhead, as a
// one-way solid link does, so the page's fit keeps it clear of the haze.
func TestLinkRoom_AOneWayObscuredBorderCountsItsArrowhead(t *testing.T) {
	two := linkRoom(battlemap.Link{Kind: battlemap.Obscured})
	one := linkRoom(battlemap.Link{Kind: battlemap.Obscured, OneWay: true})
	if one-two != canvas.ArrowLen {
		t.Errorf("a one-way obscured border needs %.1f more than a two-way one, want the arrowhead's %.1f", one-two, canvas.ArrowLen)
	}
	if solid := linkRoom(battlemap.Link{Kind: battlemap.Solid}); two <= solid {
		t.Errorf("an obscured border needs %.1f, no more than a plain solid link's %.1f: its haze has no room", two, solid)
	}
}
