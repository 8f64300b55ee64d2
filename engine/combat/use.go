package combat

import (
	"fmt"
	"strings"
	"sync"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// actor checks the common ground of an act: a fighter, on their team's
// turn, with an action to spend.
func (c *Combat) actor(id sheet.CharacterID) (*sheet.Character, error) {
	ch, err := c.fighter(id, "character")
	if err != nil {
		return nil, err
	}
	if err := c.checkTurn(ch); err != nil {
		return nil, err
	}
	if err := c.canSpend(ch); err != nil {
		return nil, err
	}
	return ch, nil
}

// probe runs a sheet command on a copy of the characters it names: its
// refusal, if any, is the command's verdict. A pending decision is no
// refusal. Copying only those characters keeps checks cheap in a replay.
//
// A listing probes thousands of times per simulated fight (each item
// arrangement of each character), so the copies are kept in a pool and
// used again. Only a copy whose probe passed goes back: a refusal may
// point into the copy it was made on, and it is returned.
func (c *Combat) probe(cmd sheet.Command, ids ...sheet.CharacterID) (sheet.Effects, error) {
	p := probeCopies.Get().(*probeCopy)
	r := &p.r
	r.Edition, r.Characters = c.Roster.Edition, p.chars[:0]
	n := 0
	for _, id := range ids {
		if ch := c.Roster.Find(id); ch != nil {
			n += len(ch.Items)
		}
	}
	block := p.items[:0]
	if cap(block) < n {
		block = make([]sheet.Item, 0, n)
	}
	for _, id := range ids {
		if ch := c.Roster.Find(id); ch != nil && r.Find(id) == nil {
			cp := *ch
			cp.Items = nil // as sheet.CloneSlice leaves an empty list
			if len(ch.Items) > 0 {
				start := len(block)
				block = append(block, ch.Items...)
				cp.Items = block[start:len(block):len(block)] // an append moves it out
			}
			r.Characters = append(r.Characters, cp)
		}
	}
	x := &p.x
	x.R, x.Narration = r, sheet.Narration{Mute: true}
	err := cmd.Apply(x)
	if _, pending := err.(*sheet.PendingDecision); pending {
		err = nil
	}
	eff := x.Res.Effects
	if err == nil {
		*p = probeCopy{items: block[:0]}
		probeCopies.Put(p)
	}
	return eff, err
}

// probeCopy is the copy a probe works on: the roster, its context, room
// for one character (most probes name one) and a block for the items.
type probeCopy struct {
	r     sheet.Roster
	x     sheet.ApplyCtx
	chars [1]sheet.Character
	items []sheet.Item
}

var probeCopies = sync.Pool{New: func() any { return new(probeCopy) }}

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

func (u *UseDoor) check(c *Combat) error {
	ch, err := c.actor(u.Character)
	if err != nil {
		return err
	}
	if err := c.checkNotHeld(ch, "use a door"); err != nil {
		return err
	}
	if why := c.CheckDoor(ch, u.Link); why != "" {
		return sheet.Refuse("%s", why)
	}
	return nil
}

func (u *UseDoor) run(x *ctx) error {
	ch := x.c.Roster.Find(u.Character)
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

func (u *UseFirstAid) check(c *Combat) error {
	ch, err := c.actor(u.Actor)
	if err != nil {
		return err
	}
	if err := c.checkNotHeld(ch, "use items"); err != nil {
		return err
	}
	if p := c.Roster.Find(u.Patient); p != nil && p.Area != ch.Area {
		return sheet.Refuse("first aid has range 0: %s is not in %s", p.Label(), c.areaName(ch.Area))
	}
	fa := u.GiveFirstAid
	_, err = c.probe(&fa, fa.Actor, fa.Patient)
	return err
}

func (u *UseFirstAid) run(x *ctx) error {
	ch := x.c.Roster.Find(u.Actor)
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

// free says whether the arrangement only drops things, which costs no
// action and may be done at any moment.
func (m *ManageItems) free(c *Combat) (bool, error) {
	ch, err := c.fighter(m.Character, "character")
	if err != nil {
		return false, err
	}
	ai := m.ArrangeItems
	ids := []sheet.CharacterID{ai.Character}
	for _, g := range ai.PickUp {
		ids = append(ids, g.Owner)
	}
	eff, err := c.probe(&ai, ids...)
	if err != nil {
		return false, err
	}
	if eff.Actions == 0 {
		if m.Hazard != nil {
			return true, sheet.Refuse("dropping items is not an action, so no Continuous damage applies")
		}
		return true, nil
	}
	if err := c.checkTurn(ch); err != nil {
		return false, err
	}
	return false, c.canSpend(ch)
}

func (m *ManageItems) check(c *Combat) error {
	_, err := m.free(c)
	return err
}

func (m *ManageItems) run(x *ctx) error {
	ai := m.ArrangeItems
	if free, _ := m.free(x.c); free {
		_, err := x.sheet(&ai, "")
		return err
	}
	ch := x.c.Roster.Find(m.Character)
	if err := x.begin(ch, m.Hazard, x.spend); err != nil {
		return done(err)
	}
	_, err := x.sheet(&ai, "")
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

func (u *UseArea) check(c *Combat) error {
	ch, err := c.actor(u.Character)
	if err != nil {
		return err
	}
	if err := c.checkNotHeld(ch, "use items"); err != nil {
		return err
	}
	if strings.TrimSpace(u.What) == "" || len(u.What) > battlemap.MaxNameLen {
		return sheet.Refuse("say what is used (1 to %d bytes)", battlemap.MaxNameLen)
	}
	return nil
}

func (u *UseArea) run(x *ctx) error {
	ch := x.c.Roster.Find(u.Character)
	if err := x.begin(ch, u.Hazard, x.spend); err != nil {
		return done(err)
	}
	x.Say("%s uses %s in %s (the GM narrates the effect)", ch.Label(), u.What, x.c.areaName(ch.Area))
	return nil
}
