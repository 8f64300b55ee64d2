package play

import (
	"errors"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// house is the house rules the document plays.
func (c *cast) house() sheet.HouseRules { return c.p.h.Editor().Doc.House }

// setHouseRules changes the house rules the map plays: only before a
// combat starts, as one step of the undo history.
func (c *cast) setHouseRules(h sheet.HouseRules) error {
	doc := c.p.h.Editor().Doc
	old := doc.House
	if h == old {
		return nil
	}
	if c.active() {
		return errors.New("the house rules cannot change during a combat; close the combat first")
	}
	set := func(to sheet.HouseRules) {
		doc.House = to
		c.count++
		c.p.played()
	}
	set(h)
	c.p.h.Push(c.change("Change house rules to "+h.Label(),
		func() error {
			if c.active() {
				return errors.New("the house rules cannot change during a combat")
			}
			set(old)
			return nil
		},
		func() error { set(h); return nil },
	))
	c.p.h.Say("House rules: "+h.Label(), false)
	c.p.tracker.changed()
	return nil
}

// houseRules shows the house rules in the Play panel: a check for each
// before a combat starts; during one, fixed, the ones on (nothing when
// none is).
func (t *tracker) houseRules() {
	h := t.p.cast.house()
	if t.active() {
		if h.Any() {
			t.add(uikit.WrappedLabel("House rules: " + h.Label()))
		}
		return
	}
	check := func(label string, on bool, turn func(*sheet.HouseRules, bool)) *widget.Check {
		c := widget.NewCheck(label, nil)
		c.SetChecked(on)
		c.OnChanged = func(v bool) {
			next := t.p.cast.house()
			turn(&next, v)
			if err := t.p.cast.setHouseRules(next); err != nil {
				t.p.h.Say(err.Error(), true)
			}
		}
		return c
	}
	t.add(container.NewVBox(
		widget.NewLabel("House rules (not in the book):"),
		check("Delay: hold an action for another team's turn", h.Delay, func(h *sheet.HouseRules, v bool) { h.Delay = v }),
		check("Forced defence: Defend with next round's action", h.ForcedDefence, func(h *sheet.HouseRules, v bool) { h.ForcedDefence = v }),
	))
}

// offTurnHeader introduces what a character may do on another team's
// turn: with a held action (Delay), an act of their own between that
// team's acts.
func offTurnHeader(c *combat.Combat, id sheet.CharacterID, name string) string {
	if t := c.TallyOf(id); t != nil && t.Held {
		return name + " holds an action: act with it now, between " + combat.Possessive(c.Acting()) + " acts:"
	}
	return name + " may, out of turn:"
}

// holdsAction reports whether a character holds an action in the running
// combat (Delay): a click on their token selects them to act with it,
// rather than aiming the acting team at them.
func (p *Play) holdsAction(id sheet.CharacterID) bool {
	if !p.cast.active() {
		return false
	}
	t := p.cast.fight.State().TallyOf(id)
	return t != nil && t.Held
}
