package campaign

import (
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// AddMap adds a map by its path relative to the campaign file.
func AddMap(c *Campaign, path string) (*Campaign, error) {
	if err := CheckMapPath(path); err != nil {
		return nil, fmt.Errorf("the map path %w", err)
	}
	if c.MapIndex(path) >= 0 {
		return nil, fmt.Errorf("%s is already one of the campaign's maps", quote.Q(path))
	}
	out := c.Clone()
	out.Maps = append(out.Maps, MapRef{Path: path})
	return checked(out)
}

// Recruit adds PC sheets to the party (off any map: their area is
// dropped). A PC whose id the party already uses is refused by name.
func Recruit(c *Campaign, pcs []sheet.Character) (*Campaign, error) {
	if err := CanRecruit(c, pcs); err != nil {
		return nil, err
	}
	out := c.Clone()
	for _, pc := range pcs {
		if pc.Kind != sheet.PC {
			return nil, fmt.Errorf("%s is an NPC: only PCs join the party", pc.Label())
		}
		if c.Member(pc.ID) != nil {
			return nil, fmt.Errorf("the party already has a PC with the id %s", quote.Q(pc.ID))
		}
		out.Party = append(out.Party, comparable(pc))
	}
	return checked(out)
}

// CanRecruit says why pcs cannot join the party now, or nil: there are
// PCs to add and the party is home. The Campaign tab disables its button
// with this reason.
func CanRecruit(c *Campaign, pcs []sheet.Character) error {
	switch {
	case len(pcs) == 0:
		return errors.New("there is no PC to move into the party")
	case c.Away != nil:
		return fmt.Errorf("the party is on %s: send it back before it changes", quote.Q(c.Away.Map))
	}
	return nil
}

// AddNPCGroup keeps NPC sheets (off any map) as a named group to place on
// any map later.
func AddNPCGroup(c *Campaign, name string, npcs []sheet.Character) (*Campaign, error) {
	name = strings.TrimSpace(name)
	if len(npcs) == 0 {
		return nil, errors.New("there is no NPC to keep")
	}
	for _, g := range c.NPCs {
		if strings.EqualFold(g.Name, name) {
			return nil, fmt.Errorf("the campaign already has an NPC group called %s", quote.Q(name))
		}
	}
	g := NPCGroup{Name: name}
	for _, n := range npcs {
		if n.Kind != sheet.NPC {
			return nil, fmt.Errorf("%s is a PC: an NPC group holds only NPCs", n.Label())
		}
		g.Characters = append(g.Characters, comparable(n))
	}
	out := c.Clone()
	out.NPCs = append(out.NPCs, g)
	return checked(out)
}

// checked returns a campaign just built, or why it is not valid.
func checked(c *Campaign) (*Campaign, error) {
	if err := Validate(c); err != nil {
		return nil, err
	}
	return c, nil
}
