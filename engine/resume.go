package engine

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

var errNoCombat = fmt.Errorf("the file has no combat")

// StartRoster is the roster the saved combat began with, or the file's
// characters when there is no combat.
func (d *Document) StartRoster() *sheet.Roster {
	r := &sheet.Roster{Characters: d.Characters, Edition: d.Rules}
	if d.Combat != nil {
		r = d.Combat.StartRoster(d.Rules, d.Characters)
	}
	r.Calls = d.Calls
	r.HouseRules = d.HouseRules
	return r
}

// ReplayDocument replays the document's combat log.
func ReplayDocument(d *Document) (*combat.Combat, []string, error) {
	c, lines, _, err := ReplayDocumentPending(d)
	return c, lines, err
}

// ReplayDocumentPending replays the log, then tries the saved pending
// command and returns the decision it waits for.
func ReplayDocumentPending(d *Document) (*combat.Combat, []string, *sheet.Decision, error) {
	if d.Combat == nil {
		return nil, nil, nil, errNoCombat
	}
	return combat.ReplayRecord(&d.Map, d.Combat, d.StartRoster())
}

// ResumeDocument rebuilds the session of the document's saved combat.
func ResumeDocument(d *Document) (*combat.Session, error) {
	if d.Combat == nil {
		return nil, errNoCombat
	}
	return combat.ResumeRecord(&d.Map, d.Combat, d.StartRoster())
}

// FightStart is where a simulated fight starts: the document's combat as
// it stands (with the command waiting for a decision, if any), else round
// 1 before initiative with the characters on the board.
func FightStart(d *Document) (*combat.Combat, *combat.Pending, error) {
	if d.Combat != nil {
		s, err := ResumeDocument(d)
		if err != nil {
			return nil, nil, fmt.Errorf("the saved combat does not replay: %w", err)
		}
		if s.State().Phase == combat.PhaseEnded {
			return nil, nil, fmt.Errorf("the combat is over: there is no fight left to simulate")
		}
		return s.State(), s.Pending(), nil
	}
	c, err := combat.New(&d.Map, d.StartRoster(), nil)
	return c, nil, err
}
