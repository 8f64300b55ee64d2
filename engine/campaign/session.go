package campaign

import (
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// FightOf is the record of a fight played on mapPath, as the combat
// stands: how it ended and in which round.
func FightOf(mapPath string, c *combat.Combat) Fight {
	f := Fight{Map: mapPath, Rounds: c.Round, Outcome: c.EndReason}
	if c.Phase != combat.PhaseEnded {
		f.Outcome = "not finished"
	}
	return f
}

// PickNeeded is an ability a PC earns at the session's end: the player
// chooses it from the sheet's own decision (every legal ability, or a
// non-combat one in the player's words).
type PickNeeded struct {
	Character sheet.CharacterID
	Name      string
	// MaxLevel is the max level the PC reaches.
	MaxLevel int
	Decision sheet.Decision
}

// PicksNeeded lists the PCs whose advancement earns an ability, with
// the choices, so the app asks each player before the session ends.
func PicksNeeded(c *Campaign) []PickNeeded {
	r := &sheet.Roster{Characters: c.Party, Edition: c.Rules}
	var out []PickNeeded
	for _, pc := range c.Party {
		res, err := sheet.Apply(r, &sheet.Advance{Character: pc.ID})
		if err == nil && res.Decision != nil {
			out = append(out, PickNeeded{Character: pc.ID, Name: pc.Label(), MaxLevel: pc.MaxLevel + 1, Decision: *res.Decision})
		}
	}
	return out
}

// End is what the GM says at the end of a session.
type End struct {
	Date string
	// Goal is the goal the players set for the session, in their words.
	Goal string
	Met  bool
	// Picks are the players' ability picks, for each PC that earns one.
	Picks map[sheet.CharacterID]sheet.AbilityPick
}

// EndSession closes the current session: its goal, whether it was met,
// the fights played, and, when the goal was met, every PC's advancement
// through the sheet's Advance command (max level +1, a slot at levels
// ending in 5, an ability at levels ending in 0 from 60). A pick that is
// missing, or that the rules refuse, refuses the whole end, naming the
// PC: the app never picks for a player. Nothing passed in changes.
func EndSession(c *Campaign, e End) (*Campaign, error) {
	if err := CanEndSession(c); err != nil {
		return nil, err
	}
	if strings.TrimSpace(e.Goal) == "" {
		return nil, errors.New("the session's goal is missing: write the goal the players set")
	}
	r := &sheet.Roster{Characters: cloneSheets(c.Party), Edition: c.Rules}
	s := Session{}
	if c.Current != nil {
		s = c.Current.clone()
	}
	s.Date, s.Goal, s.Met = strings.TrimSpace(e.Date), strings.TrimSpace(e.Goal), e.Met
	s.Advancement = nil
	for pc := range e.Picks {
		if c.Member(pc) == nil {
			return nil, fmt.Errorf("a pick names %s, who is not in the party", pc)
		}
	}
	if e.Met {
		for _, pc := range c.Party {
			adv, next, err := advance(r, pc, e.Picks)
			if err != nil {
				return nil, err
			}
			r = next
			s.Advancement = append(s.Advancement, adv)
		}
	} else if len(e.Picks) > 0 {
		return nil, errors.New("the goal was not met: no one advances, so there is no ability to pick")
	}
	out := c.Clone()
	out.Party = r.Characters
	out.Current = nil
	out.Sessions = append(out.Sessions, s)
	if err := Validate(out); err != nil {
		return nil, err
	}
	return out, nil
}

// CanEndSession says why the session cannot end now, whatever the GM
// answers, or nil: the party is back from its map, and there is a party
// to advance. The Campaign tab disables End session with this reason.
func CanEndSession(c *Campaign) error {
	switch {
	case c.Away != nil:
		return fmt.Errorf("the party is still on %s: send it back before the session ends", c.Away.Map)
	case len(c.Party) == 0:
		return errors.New("the party is empty: a session ends for a party, so add PCs to the campaign first")
	}
	return nil
}

// advance runs the sheet's Advance on one PC.
func advance(r *sheet.Roster, pc sheet.Character, picks map[sheet.CharacterID]sheet.AbilityPick) (Advance, *sheet.Roster, error) {
	adv := Advance{Character: pc.ID, From: pc.MaxLevel, To: pc.MaxLevel}
	if pc.MaxLevel >= r.Edition.Or().MaxLevel() {
		if _, ok := picks[pc.ID]; ok {
			return adv, nil, fmt.Errorf("%s is at the highest max level and earns no ability", pc.Label())
		}
		adv.Narration = fmt.Sprintf("%s is at the highest max level, %d", pc.Label(), pc.MaxLevel)
		return adv, r, nil
	}
	cmd := &sheet.Advance{Character: pc.ID}
	if p, ok := picks[pc.ID]; ok {
		cmd.Pick = &p
	}
	res, err := sheet.Apply(r, cmd)
	switch {
	case err != nil:
		return adv, nil, fmt.Errorf("%s: %w", pc.Label(), err)
	case res.Decision != nil:
		return adv, nil, fmt.Errorf("%s reaches max level %d and earns an ability: the player's pick is missing", pc.Label(), pc.MaxLevel+1)
	}
	adv.To, adv.Pick, adv.Narration = pc.MaxLevel+1, cmd.Pick, res.Narration
	return adv, res.State, nil
}
