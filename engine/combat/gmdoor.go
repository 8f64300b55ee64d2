package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// GMDoor is the GM opening or closing a door outside the action economy: a
// correction, or something in the story no character did. Like every
// combat change to the map, it lives in the combat, never in the saved map.
type GMDoor struct {
	Link   int            `json:"link"`
	Door   battlemap.Door `json:"door"`
	Reason string         `json:"reason,omitempty"`
}

func (*GMDoor) Type() string { return "gm-door" }

func (g *GMDoor) run(x *ctx) error {
	if g.Link < 0 || g.Link >= len(x.c.m.Links) {
		return fmt.Errorf("there is no link %d", g.Link)
	}
	l := x.c.m.Links[g.Link]
	if l.Door == battlemap.NoDoor {
		return fmt.Errorf("the link between %s and %s has no door", x.c.areaName(l.A), x.c.areaName(l.B))
	}
	if g.Door != battlemap.DoorOpen && g.Door != battlemap.DoorClosed {
		return fmt.Errorf("a door is open or closed, not %s", quote.Q(g.Door))
	}
	if len(g.Reason) > battlemap.MaxNameLen {
		return fmt.Errorf("the reason is over %d bytes", battlemap.MaxNameLen)
	}
	if x.c.DoorState(g.Link) == g.Door {
		return fmt.Errorf("the door between %s and %s is already %s", x.c.areaName(l.A), x.c.areaName(l.B), g.Door)
	}
	if x.c.Doors == nil {
		x.c.Doors = map[int]battlemap.Door{}
	}
	x.c.Doors[g.Link] = g.Door
	x.c.mapChanged()
	verb := "opens"
	if g.Door == battlemap.DoorClosed {
		verb = "closes"
	}
	x.Say("GM %s the door between %s and %s", verb, x.c.areaName(l.A), x.c.areaName(l.B))
	if g.Reason != "" {
		x.Say("reason: %s", g.Reason)
	}
	return nil
}
