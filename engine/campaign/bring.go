package campaign

import (
	"errors"
	"fmt"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Bring puts the party on a map at an area (an id or a name), the sheets
// as the campaign holds them. It returns the map's new roster and the
// campaign, which now remembers that the party is away on mapPath and
// how each sheet stood when it left. Nothing passed in changes; a refusal
// says why.
func Bring(c *Campaign, mapPath string, doc *engine.Document, area string) ([]sheet.Character, *Campaign, error) {
	if err := CanBring(c, mapPath); err != nil {
		return nil, nil, err
	}
	at, err := doc.Map.ResolveArea(area)
	if err != nil {
		return nil, nil, err
	}
	here := &sheet.Roster{Characters: doc.Characters}
	out := cloneSheets(doc.Characters)
	for _, pc := range c.Party {
		if other := here.Find(pc.ID); other != nil {
			return nil, nil, fmt.Errorf("this map already has a character with the id %s (%s): remove it from the map, or rename it, before the party arrives", quote.Q(pc.ID), other.Label())
		}
		pc = pc.Clone()
		pc.Area = at
		out = append(out, pc)
	}
	if err := checkRoster(doc, out); err != nil {
		return nil, nil, err
	}
	next := c.Clone()
	next.Away = &Away{Map: mapPath, Arrived: cloneSheets(c.Party)}
	return out, next, nil
}

// CanBring says why the party cannot be brought onto the map at mapPath
// now, whatever the area, or nil: the map is the campaign's, the party
// is home, and there is a party. The Campaign tab disables its button
// with this reason.
func CanBring(c *Campaign, mapPath string) error {
	switch {
	case c.MapIndex(mapPath) < 0:
		return fmt.Errorf("%s is not one of the campaign's maps: add it first", quote.Q(mapPath))
	case c.Away != nil:
		return fmt.Errorf("the party is on %s: send it back before it goes anywhere else", quote.Q(c.Away.Map))
	case len(c.Party) == 0:
		return errors.New("the party is empty: add PCs to the campaign first")
	}
	return nil
}

// PlaceNPCs puts a copy of an NPC group on a map at an area. A sheet
// whose id the map already uses gets a new one ("bouncer-2", named
// "Bouncer 2"), so a group can be placed twice. It returns the map's new
// roster; the campaign keeps the group as it was.
func PlaceNPCs(c *Campaign, group int, doc *engine.Document, area string) ([]sheet.Character, error) {
	if group < 0 || group >= len(c.NPCs) {
		return nil, fmt.Errorf("the campaign has no NPC group %d", group+1)
	}
	at, err := doc.Map.ResolveArea(area)
	if err != nil {
		return nil, err
	}
	out := cloneSheets(doc.Characters)
	for _, npc := range c.NPCs[group].Characters {
		npc = npc.Clone()
		npc.Area = at
		if id, n := freeID(out, npc.ID); n > 1 {
			npc.ID = id
			if npc.Name != "" {
				npc.Name = fmt.Sprintf("%s %d", npc.Name, n)
			}
		}
		out = append(out, npc)
	}
	if err := checkRoster(doc, out); err != nil {
		return nil, err
	}
	return out, nil
}

// freeID is id, or id-2, id-3, ... the first the roster does not use,
// with its number (1 for id itself).
func freeID(cs []sheet.Character, id sheet.CharacterID) (sheet.CharacterID, int) {
	r := &sheet.Roster{Characters: cs}
	try := id
	for n := 1; ; n++ {
		if n > 1 {
			try = sheet.CharacterID(fmt.Sprintf("%s-%d", id, n))
		}
		if r.Find(try) == nil {
			return try, n
		}
	}
}

// checkRoster holds a map's new roster to the map's own rules (its
// edition's max level, its areas), through the document's validation.
func checkRoster(doc *engine.Document, chars []sheet.Character) error {
	next := *doc
	next.Characters = chars
	next.Combat = nil // the saved combat is checked on its own; it is not what changes
	return engine.Validate(&next)
}
