package play

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// setRules changes the edition the map is played under: only before a
// combat starts, and only to an edition the engine plays in full under
// which every sheet stays valid. It is one step of the undo history.
func (c *cast) setRules(e sheet.Edition) error {
	doc := c.p.h.Editor().Doc
	old, oldSheets := doc.Rules, c.sheets
	if e == old.Or() {
		return nil
	}
	if c.active() {
		return errors.New("the rules edition cannot change during a combat; close the combat first")
	}
	if err := e.Playable(); err != nil {
		return err
	}
	if err := (&sheet.Roster{Characters: doc.Characters, Edition: e}).Validate(nil); err != nil {
		return fmt.Errorf("the characters do not fit the %s rules: %v", e, err)
	}
	sheets := sheet.NewSession(&sheet.Roster{Characters: doc.Characters, Edition: e}, nil)
	set := func(to sheet.Edition, s *sheet.Session) {
		doc.Rules, c.sheets = to, s
		c.count++
		c.p.played()
	}
	set(e, sheets)
	c.p.h.Push(c.change("Change rules to "+e.Label(),
		func() error {
			if c.active() {
				return errors.New("the rules edition cannot change during a combat")
			}
			set(old, oldSheets)
			return nil
		},
		func() error { set(e, sheets); return nil },
	))
	c.p.h.Say("Rules: "+e.Label(), false)
	c.p.tracker.changed()
	return nil
}

// rulesRow shows the edition in the Play panel, with a selector before a
// combat starts (during one the edition is fixed, so only the label).
func (t *tracker) rulesRow() fyne.CanvasObject {
	current := t.p.cast.rules().Or()
	if t.active() {
		return widget.NewLabel("Rules: " + current.Label())
	}
	var names []string
	byName := map[string]sheet.Edition{}
	for _, e := range sheet.Editions() {
		if e.Playable() != nil {
			continue // offered once the engine plays it in full
		}
		names = append(names, e.Label())
		byName[e.Label()] = e
	}
	pick := widget.NewSelect(names, nil)
	pick.SetSelected(current.Label())
	pick.OnChanged = func(s string) {
		if err := t.p.cast.setRules(byName[s]); err != nil {
			t.p.h.Say(err.Error(), true)
			pick.SetSelected(t.p.cast.rules().Or().Label())
		}
	}
	return container.NewBorder(nil, nil, widget.NewLabel("Rules:"), nil, pick)
}
