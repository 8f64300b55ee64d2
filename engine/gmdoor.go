package engine

import "fmt"

// GMDoor is the GM opening or closing a door outside the action economy: a
// correction, or something in the story no character did. Like every
// combat change to the map, it lives in the combat, never in the saved map.
type GMDoor struct {
	Link   int    `json:"link"`
	Door   Door   `json:"door"`
	Reason string `json:"reason,omitempty"`
}

func (*GMDoor) Type() string { return "gm-door" }

func (g *GMDoor) run(x *combatCtx) error {
	if g.Link < 0 || g.Link >= len(x.c.m.Links) {
		return fmt.Errorf("there is no link %d", g.Link)
	}
	l := x.c.m.Links[g.Link]
	if l.Door == NoDoor {
		return fmt.Errorf("the link between %s and %s has no door", x.c.areaName(l.A), x.c.areaName(l.B))
	}
	if g.Door != DoorOpen && g.Door != DoorClosed {
		return fmt.Errorf("a door is open or closed, not %q", g.Door)
	}
	if len(g.Reason) > MaxNameLen {
		return fmt.Errorf("the reason is over %d bytes", MaxNameLen)
	}
	if x.c.DoorState(g.Link) == g.Door {
		return fmt.Errorf("the door between %s and %s is already %s", x.c.areaName(l.A), x.c.areaName(l.B), g.Door)
	}
	if x.c.Doors == nil {
		x.c.Doors = map[int]Door{}
	}
	x.c.Doors[g.Link] = g.Door
	x.c.mapChanged()
	verb := "opens"
	if g.Door == DoorClosed {
		verb = "closes"
	}
	x.say("GM %s the door between %s and %s", verb, x.c.areaName(l.A), x.c.areaName(l.B))
	if g.Reason != "" {
		x.say("reason: %s", g.Reason)
	}
	return nil
}
