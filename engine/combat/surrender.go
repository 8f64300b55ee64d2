package combat

import (
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// SurrenderNow is a surrender during combat. Made while an action that
// would affect the character waits for its dice, it withdraws that
// action: it is not spent and does not happen.
type SurrenderNow struct {
	Character sheet.CharacterID `json:"character"`
}

func (*SurrenderNow) Type() string { return "surrender" }

// check is the sheet's own verdict on the surrender: anyone may give up
// at any moment, unless dead or already out. It reads the roster, so it
// needs no copy (every listing asks it).
func (s *SurrenderNow) check(c *Combat) error {
	_, err := (&sheet.Surrender{Character: s.Character}).Check(c.Roster)
	return err
}

func (s *SurrenderNow) run(x *ctx) error {
	c := x.c
	ch := c.Roster.Find(s.Character)
	if w := c.Window; w != nil {
		switch {
		case w.Target == ch.ID:
			// The act against them is withdrawn: neither it nor the
			// reactions to it are spent.
			refundAct(c, w)
			for _, re := range w.Reactions {
				refundReaction(c, re)
			}
			c.Window, c.Phase = nil, PhaseTurn
			x.Say("%s's action against %s is withdrawn and not spent", c.Label(w.Actor), ch.Label())
		case w.Actor == ch.ID:
			// The reactions would affect them: withdrawn. Their own act
			// is spent and ends here.
			for _, re := range w.Reactions {
				refundReaction(c, re)
			}
			c.Window, c.Phase = nil, PhaseTurn
			x.Say("%s's %s ends with the surrender; the reactions to it are withdrawn", ch.Label(), w.Kind)
		default:
			kept := w.Reactions[:0]
			for _, re := range w.Reactions {
				if re.By == ch.ID {
					refundReaction(c, re)
					continue
				}
				kept = append(kept, re)
			}
			w.Reactions = kept
		}
	}
	_, err := x.sheet(&sheet.Surrender{Character: ch.ID}, "")
	return err
}

// refund gives back an action that was spent on a withdrawn act.
func refund(c *Combat, id sheet.CharacterID) {
	if id == "" {
		return
	}
	t := c.tally(id)
	t.Actions++
	t.Spent--
}
