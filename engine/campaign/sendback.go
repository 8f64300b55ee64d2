package campaign

import (
	"errors"
	"fmt"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Keep says which sheet wins for a PC changed both in the campaign and
// on the map since the party arrived.
type Keep string

const (
	KeepMap      Keep = "map"
	KeepCampaign Keep = "campaign"
)

// Conflict is a PC changed in both places since the party arrived: the
// GM sees both versions and picks one.
type Conflict struct {
	ID sheet.CharacterID
	// Arrived is the sheet as it went onto the map; Campaign and Map are
	// the two versions now.
	Arrived, Campaign, Map sheet.Character
}

// Return is the outcome of sending the party back.
type Return struct {
	// Campaign holds the sheets that came back; the party is home.
	Campaign *Campaign
	// Characters is the map's roster without the party.
	Characters []sheet.Character
	// Changes says, PC by PC, what the campaign's sheets gain.
	Changes []Change
}

// Conflicts lists the PCs changed both in the campaign and on the map
// since the party arrived. onMap is the map's roster as it stands (after
// the fight and the recoveries).
func Conflicts(c *Campaign, mapPath string, onMap []sheet.Character) ([]Conflict, error) {
	if err := CanSendBack(c, mapPath); err != nil {
		return nil, err
	}
	arrived := &sheet.Roster{Characters: c.Away.Arrived}
	here := &sheet.Roster{Characters: onMap}
	var out []Conflict
	for _, now := range c.Party {
		was, there := arrived.Find(now.ID), here.Find(now.ID)
		if was != nil && there != nil && !same(*was, now) && !same(*was, *there) && !same(now, *there) {
			out = append(out, Conflict{ID: now.ID, Arrived: was.Clone(), Campaign: now.Clone(), Map: there.Clone()})
		}
	}
	return out, nil
}

// SendBack writes the party's sheets from the map to the campaign and
// takes the party off the map. keep answers every conflict (see
// Conflicts); one left unanswered refuses the whole return, naming the
// PC. fight, when not nil, is the fight played there, recorded in the
// current session. Nothing passed in changes.
func SendBack(c *Campaign, mapPath string, onMap []sheet.Character, fight *Fight, keep map[sheet.CharacterID]Keep) (*Return, error) {
	conflicts, err := Conflicts(c, mapPath, onMap)
	if err != nil {
		return nil, err
	}
	for _, cf := range conflicts {
		if k := keep[cf.ID]; k != KeepMap && k != KeepCampaign {
			return nil, fmt.Errorf("%s changed both in the campaign and on the map since the party arrived: choose which sheet to keep", cf.Campaign.Label())
		}
	}
	here := &sheet.Roster{Characters: onMap}
	next := c.Clone()
	ret := &Return{Campaign: next}
	for i, now := range c.Party {
		there := here.Find(now.ID)
		if there == nil {
			ch := Diff(now, now)
			ch.Note = "not on the map any more: the campaign's sheet stays as it was"
			ret.Changes = append(ret.Changes, ch)
			continue
		}
		back := comparable(*there)
		if keep[now.ID] == KeepCampaign && isConflict(conflicts, now.ID) {
			back = comparable(now)
		}
		ch := Diff(now, back)
		if isConflict(conflicts, now.ID) {
			ch.Note = "changed in both places: the " + string(keep[now.ID]) + "'s sheet is kept"
		}
		ret.Changes = append(ret.Changes, ch)
		next.Party[i] = back
	}
	for _, ch := range onMap {
		if c.Member(ch.ID) == nil {
			ret.Characters = append(ret.Characters, ch.Clone())
		}
	}
	next.Away = nil
	if fight != nil {
		if next.Current == nil {
			next.Current = &Session{}
		}
		next.Current.Fights = append(next.Current.Fights, *fight)
	}
	if err := Validate(next); err != nil {
		return nil, fmt.Errorf("the sheets cannot come back: %w", err)
	}
	return ret, nil
}

func isConflict(cs []Conflict, id sheet.CharacterID) bool {
	for _, c := range cs {
		if c.ID == id {
			return true
		}
	}
	return false
}

// CanSendBack refuses a return when the party is not on that map; the
// Campaign tab disables its button with this reason.
func CanSendBack(c *Campaign, mapPath string) error {
	switch {
	case c.Away == nil:
		return errors.New("the party is not on any map: bring it onto one first")
	case c.Away.Map != mapPath:
		return fmt.Errorf("the party is on %s, not on %s", quote.Q(c.Away.Map), quote.Q(mapPath))
	}
	return nil
}
