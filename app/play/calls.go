package play

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The GM's calls in the Play panel: beside the rules edition, one answer
// per question the book leaves to the GM, changed before a combat as one
// undo step; during a combat shown, never changed. Where a call arises in
// play, the tracker says it is the GM's call: on the act it marks, in the
// notes before initiative and in an AoE's window, and in the decisions
// the engine asks.

// callsPanel keeps the calls' fold open or closed as the GM left it while
// the panel is rebuilt.
type callsPanel struct {
	item *widget.AccordionItem
	open bool
}

// calls are the GM's calls the map plays.
func (c *cast) calls() sheet.Calls { return c.p.h.Editor().Doc.Calls }

// setCall answers one of the GM's calls for the map: only before a combat
// starts. It is one step of the undo history.
func (c *cast) setCall(id sheet.CallID, value string) error {
	doc := c.p.h.Editor().Doc
	old := doc.Calls
	if old.Value(id) == value {
		return nil
	}
	if c.active() {
		return errors.New("the GM's calls cannot change during a combat; close the combat first")
	}
	next, err := old.With(id, value)
	if err != nil {
		return err
	}
	set := func(to sheet.Calls) {
		doc.Calls = to
		c.count++
		c.p.played()
	}
	set(next)
	c.p.h.Push(c.change("Change the GM's call: "+sheet.LookupCall(id).Name,
		func() error {
			if c.active() {
				return errors.New("the GM's calls cannot change during a combat")
			}
			set(old)
			return nil
		},
		func() error { set(next); return nil },
	))
	c.p.h.Say(next.Note(id), false)
	c.p.tracker.changed()
	return nil
}

// callsRow shows the GM's calls folded under the rules edition: a choice
// per call before a combat, the answers alone during one. A call that
// cannot arise under the map's edition (the 2020-09-06 grapple) is left
// out.
func (t *tracker) callsRow() fyne.CanvasObject {
	if t.calls.item != nil {
		t.calls.open = t.calls.item.Open
	}
	calls, edition := t.p.cast.calls(), t.p.cast.rules()
	box := container.NewVBox()
	for _, s := range sheet.CallCatalogue {
		if !s.ArisesUnder(edition) {
			continue
		}
		if t.active() {
			box.Add(uikit.WrappedLabel(s.Name + ": " + s.Label(calls.Value(s.ID))))
			continue
		}
		labels := make([]string, len(s.Options))
		values := map[string]string{}
		for i, o := range s.Options {
			labels[i], values[o.Label] = o.Label, o.Value
		}
		id := s.ID
		pick := widget.NewSelect(labels, nil)
		pick.SetSelected(s.Label(calls.Value(id)))
		pick.OnChanged = func(label string) {
			if err := t.p.cast.setCall(id, values[label]); err != nil {
				t.p.h.Say(err.Error(), true)
				pick.SetSelected(sheet.LookupCall(id).Label(t.p.cast.calls().Value(id)))
			}
		}
		box.Add(widget.NewLabelWithStyle(s.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(uikit.WrappedLabel(s.Question + " (the book: “" + s.Book + "”)"))
		box.Add(pick)
	}
	title := "The GM's calls"
	if t.active() {
		title += " (fixed for this combat)"
	}
	t.calls.item = widget.NewAccordionItem(title, box)
	t.calls.item.Open = t.calls.open
	return widget.NewAccordion(t.calls.item)
}

// callNotes says, where a call bears on what comes next (before
// initiative, in an AoE's window), that it is the GM's call and how the
// map answers it.
func (t *tracker) callNotes() {
	for _, n := range t.p.cast.fight.State().CallNotes() {
		t.add(uikit.WrappedLabel("⚖ " + sheet.LookupCall(n.Call).Name + ": " + n.Text))
	}
}

// callMark is what an act's button adds when the act raises a GM's call:
// the call and the map's answer.
func callMark(calls sheet.Calls, o combat.ActOption) string {
	if o.Call == "" {
		return ""
	}
	return " · the GM's call: " + sheet.LookupCall(o.Call).Label(calls.Value(o.Call))
}
