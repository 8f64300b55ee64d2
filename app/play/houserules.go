package play

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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
		if !h.Environment {
			return nil
		}
		return uikit.WrappedLabel("House rule: Environment phase (the hazards act after every team)")
	}
	hazards := len(t.p.h.Editor().Map().Hazards())
	env := widget.NewCheck("Environment phase", nil)
	env.Checked = h.Environment
	env.OnChanged = func(on bool) {
		next := t.p.h.Editor().Doc.HouseRules
		next.Environment = on
		label := "Turn off the Environment phase"
		if on {
			label = "Turn on the Environment phase"
		}
		if err := t.p.cast.setHouseRules(next, label); err != nil {
			t.p.h.Say(err.Error(), true)
		}
	}
	what := uikit.WrappedLabel(fmt.Sprintf("After every team has acted, each hazard hurts everyone in its area (%s on the map; add them to areas in Edit mode).",
		words.Count(hazards, "hazard")))
	return container.NewVBox(uikit.WrappedLabel("House rules (each off unless ticked):"), env, what)
}

// environmentPanel offers the round's environment step: the hazard whose
// turn it is, from the engine's listing, as the one button to press.
func (t *tracker) environmentPanel(v combat.View) {
	t.add(uikit.WrappedLabel(fmt.Sprintf("Every team has acted in round %d: the hazards act before the next initiative, in the map's order.", v.Round)))
	for _, o := range t.p.cast.fight.State().EnvironmentStep() {
		o := o
		if !o.Legal {
			t.add(uikit.WrappedLabel("✗ " + o.Label + ": " + o.Reason))
			continue
		}
		b := widget.NewButtonWithIcon(uikit.Capitalise(o.Label), theme.WarningIcon(), func() { t.submit(o.Command) })
		b.Importance = widget.HighImportance
		t.add(b)
	}
}
