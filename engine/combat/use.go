package combat

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// actor checks the common ground of an act: a fighter, on their team's
// turn, with an action to spend.
func (x *ctx) actor(id sheet.CharacterID) (*sheet.Character, error) {
	ch, err := x.c.fighter(id, "character")
	if err != nil {
		return nil, err
	}
	if err := x.c.checkTurn(ch); err != nil {
		return nil, err
	}
	if err := x.c.canSpend(ch); err != nil {
		return nil, err
	}
	return ch, nil
}

// UseDoor opens or closes the door of a link that touches the
// character's area (one Use action).
type UseDoor struct {
	Character sheet.CharacterID `json:"character"`
	// Link is the link's index in the map's links.
	Link   int     `json:"link"`
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*UseDoor) Type() string { return "door" }

// DoorState is a door's state during the combat.
func (c *Combat) DoorState(link int) battlemap.Door {
	if d, ok := c.Doors[link]; ok {
		return d
	}
	return c.m.Links[link].Door
}

// CheckDoor says why the character cannot work the door, or "".
func (c *Combat) CheckDoor(ch *sheet.Character, link int) string {
	if link < 0 || link >= len(c.m.Links) {
		return fmt.Sprintf("there is no link %d", link)
	}
	l := c.m.Links[link]
	if l.Door == battlemap.NoDoor {
		return fmt.Sprintf("the link %s-%s has no door", c.areaName(l.A), c.areaName(l.B))
	}
	if l.A != ch.Area && l.B != ch.Area {
		return fmt.Sprintf("the door %s-%s is not at %s's area", c.areaName(l.A), c.areaName(l.B), ch.Label())
	}
	return ""
}

func (u *UseDoor) run(x *ctx) error {
	ch, err := x.actor(u.Character)
	if err != nil {
		return err
	}
	if why := x.c.CheckDoor(ch, u.Link); why != "" {
		return fmt.Errorf("%s", why)
	}
	if err := x.begin(ch, u.Hazard, x.spend); err != nil {
		return done(err)
	}
	l := x.c.m.Links[u.Link]
	next, verb := battlemap.DoorClosed, "closes"
	if x.c.DoorState(u.Link) == battlemap.DoorClosed {
		next, verb = battlemap.DoorOpen, "opens"
	}
	if x.c.Doors == nil {
		x.c.Doors = map[int]battlemap.Door{}
	}
	x.c.Doors[u.Link] = next
	x.c.mapChanged()
	x.Say("%s %s the door between %s and %s", ch.Label(), verb, x.c.areaName(l.A), x.c.areaName(l.B))
	return nil
}

// UseFirstAid is the Use action of a first aid item in hand, on a
// character in the same area. Its fields are those of the first-aid sheet
// command.
type UseFirstAid struct {
	sheet.GiveFirstAid
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*UseFirstAid) Type() string { return "use-first-aid" }

func (u *UseFirstAid) run(x *ctx) error {
	ch, err := x.actor(u.Actor)
	if err != nil {
		return err
	}
	if p := x.c.Roster.Find(u.Patient); p != nil && p.Area != ch.Area {
		return fmt.Errorf("first aid has range 0: %s is not in %s", p.Label(), x.c.areaName(ch.Area))
	}
	if err := x.begin(ch, u.Hazard, x.spend); err != nil {
		return done(err)
	}
	fa := u.GiveFirstAid
	eff, err := x.sheet(&fa, "")
	if err != nil {
		return err
	}
	if eff.ExtraAction {
		x.gain(ch)
	}
	return nil
}

// ManageItems rearranges a character's hands: the arrange-items sheet
// command, paid with an action unless it only drops things.
type ManageItems struct {
	sheet.ArrangeItems
	Hazard *Hazard `json:"hazard,omitempty"`
}

func (*ManageItems) Type() string { return "manage-items" }

func (m *ManageItems) run(x *ctx) error {
	ch, err := x.c.fighter(m.Character, "character")
	if err != nil {
		return err
	}
	ai := m.ArrangeItems
	probe := &sheet.ApplyCtx{R: x.c.Roster.Clone()}
	if err := ai.Apply(probe); err != nil {
		if _, ok := err.(*sheet.PendingDecision); !ok {
			return err
		}
	}
	if probe.Res.Effects.Actions == 0 {
		// Dropping what is in hand is free, at any moment.
		if m.Hazard != nil {
			return fmt.Errorf("dropping items is not an action, so no Continuous damage applies")
		}
		_, err := x.sheet(&ai, "")
		return err
	}
	if err := x.c.checkTurn(ch); err != nil {
		return err
	}
	if err := x.begin(ch, m.Hazard, x.spend); err != nil {
		return done(err)
	}
	_, err = x.sheet(&ai, "")
	return err
}

// UseArea is the Use action of something attached to the area (a lever,
// a terminal). Its effect is the GM's to narrate.
type UseArea struct {
	Character sheet.CharacterID `json:"character"`
	What      string            `json:"what"`
	Hazard    *Hazard           `json:"hazard,omitempty"`
}

func (*UseArea) Type() string { return "use-area" }

func (u *UseArea) run(x *ctx) error {
	ch, err := x.actor(u.Character)
	if err != nil {
		return err
	}
	if strings.TrimSpace(u.What) == "" || len(u.What) > battlemap.MaxNameLen {
		return fmt.Errorf("say what is used (1 to %d bytes)", battlemap.MaxNameLen)
	}
	if err := x.begin(ch, u.Hazard, x.spend); err != nil {
		return done(err)
	}
	x.Say("%s uses %s in %s (the GM narrates the effect)", ch.Label(), u.What, x.c.areaName(ch.Area))
	return nil
}
