package play

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// setHouseRules changes the house rules the map is played with: only
// before a combat starts, as the edition. It is one step of the undo
// history.
func (c *cast) setHouseRules(h sheet.HouseRules, label string) error {
	doc := c.p.h.Editor().Doc
	old := doc.HouseRules
	if h == old {
		return nil
	}
	if c.active() {
		return errors.New("the house rules cannot change during a combat; close the combat first")
	}
	set := func(to sheet.HouseRules) {
		doc.HouseRules = to
		c.count++
		c.p.played()
	}
	set(h)
	c.p.h.Push(c.change(label,
		func() error {
			if c.active() {
				return errors.New("the house rules cannot change during a combat")
			}
			set(old)
			return nil
		},
		func() error { set(h); return nil },
	))
	c.p.h.Say(label, false)
	c.p.tracker.changed()
	return nil
}

// houseRulesRow shows the map's house rules in the Play panel: a switch
// for each before a combat starts; during one they are fixed, so only
// those on are named.
func (t *tracker) houseRulesRow() fyne.CanvasObject {
	h := t.p.h.Editor().Doc.HouseRules
	if t.active() {
		if !h.On() {
			return nil
		}
		return uikit.WrappedLabel("House rules: " + h.Label())
	}
	// check is the switch of one house rule, turned on and off as one
	// step of the undo history named after it.
	check := func(label, name string, on bool, turn func(*sheet.HouseRules, bool)) *widget.Check {
		c := widget.NewCheck(label, nil)
		c.Checked = on
		c.OnChanged = func(v bool) {
			next := t.p.h.Editor().Doc.HouseRules
			turn(&next, v)
			step := "Turn off " + name
			if v {
				step = "Turn on " + name
			}
			if err := t.p.cast.setHouseRules(next, step); err != nil {
				t.p.h.Say(err.Error(), true)
			}
		}
		return c
	}
	hazards := len(t.p.h.Editor().Map().Hazards())
	env := check("Environment phase", "the Environment phase", h.Environment, func(h *sheet.HouseRules, v bool) { h.Environment = v })
	what := uikit.WrappedLabel(fmt.Sprintf("After every team has acted, each hazard hurts everyone in its area (%s on the map; add them to areas in Edit mode).",
		words.Count(hazards, "hazard")))
	delay := check("Delay: hold an action for another team's turn", "Delay", h.Delay, func(h *sheet.HouseRules, v bool) { h.Delay = v })
	forced := check("Forced defence: Defend with next round's action", "Forced defence", h.ForcedDefence, func(h *sheet.HouseRules, v bool) { h.ForcedDefence = v })
	return container.NewVBox(uikit.WrappedLabel("House rules (each off unless ticked):"), env, what, delay, forced)
}

// environmentPanel offers the round's environment step: each hazard that
// may act next, from the engine's listing, as a button to press; with more
// than one, a line says whose choice it is.
func (t *tracker) environmentPanel(v combat.View) {
	c := t.p.cast.fight.State()
	t.add(uikit.WrappedLabel(fmt.Sprintf("Every team has acted in round %d: the hazards act before the next initiative, each once.", v.Round)))
	if who := c.HazardChoice(); who != "" {
		t.add(uikit.WrappedLabel(uikit.Capitalise(who) + " (the side with initiative decides the order of what happens at once)."))
	}
	for _, o := range c.EnvironmentStep() {
		o := o
		if !o.Legal {
			t.add(uikit.WrappedLabel("✗ " + o.Label + ": " + o.Reason))
			continue
		}
		// The label wraps: with a choice to make it names who makes it.
		b := uikit.NewWrapButton(uikit.Capitalise(o.Label), func() { t.submit(o.Command) })
		b.Button.Importance = widget.HighImportance
		t.add(b)
	}
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
