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
	if d.Combat == nil {
		return &sheet.Roster{Characters: d.Characters, Edition: d.Rules}
	}
	return d.Combat.StartRoster(d.Rules, d.Characters)
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
	return combat.ReplayRecord(&d.Map, d.Combat, d.Rules, d.Characters)
}

// ResumeDocument rebuilds the session of the document's saved combat.
func ResumeDocument(d *Document) (*combat.Session, error) {
	if d.Combat == nil {
		return nil, errNoCombat
	}
	return combat.ResumeRecord(&d.Map, d.Combat, d.Rules, d.Characters)
}
