package play

import (
	"bytes"
	"fmt"
	"image/color"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// suggestCount is how many of the tactics' best acts Suggest shows.
const suggestCount = 3

// colorSuggest draws the suggestions on the board: a magenta no reach,
// sight, range tag or team colour uses.
var colorSuggest = color.NRGBA{R: 0xc2, G: 0x18, B: 0x5b, A: 0xff}

// suggestions are the tactics' best acts, or reactions, for whoever may
// act or react now: the selected character on its team's turn; in a
// reaction window the selected character if it may react, else everyone
// who may. Nothing here decides what is legal: the tactics rank only what
// the engine lists as legal, and each choice carries the listing's command.
// idle are the reactors shown whose every reaction costs more than it is
// worth.
func (t *tracker) suggestions(v combat.View) (cs []tactics.Choice, idle []sheet.CharacterID) {
	if !t.active() || !t.p.showSuggest || v.Pending != nil {
		return nil, nil
	}
	c := t.p.cast.fight.State()
	sel := t.p.find(t.p.selected)
	switch v.Phase {
	case combat.PhaseTurn:
		if sel == nil || sel.Team != v.Acting {
			return nil, nil
		}
		return top(tactics.Acts(c, sel.ID)), nil
	case combat.PhaseReaction:
		rs := reactors(v.Reactions)
		for _, id := range rs {
			if sel == nil || sel.ID == id || !contains(rs, sel.ID) {
				best := top(tactics.Reactions(c, id))
				if len(best) == 0 {
					idle = append(idle, id)
				}
				cs = append(cs, best...)
			}
		}
	}
	return cs, idle
}

// top keeps the best few worth at least doing nothing: the tactics score
// an act below zero when it leaves the character worse off.
func top(cs []tactics.Choice) []tactics.Choice {
	var out []tactics.Choice
	for _, c := range cs {
		if c.Gain >= 0 && len(out) < suggestCount {
			out = append(out, c)
		}
	}
	return out
}

// reactors are the characters with a legal reaction to the open window,
// in the engine's order.
func reactors(opts []combat.ReactOption) []sheet.CharacterID {
	var out []sheet.CharacterID
	for _, r := range opts {
		if r.Legal && !contains(out, r.By) {
			out = append(out, r.By)
		}
	}
	return out
}

func contains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// suggestPanel lists the suggestions as buttons that do what the act's
// own button does, each with its reason; a reaction window whose best
// reaction is not worth its action says so.
func (t *tracker) suggestPanel(v combat.View) {
	if o, why, ok := t.orderSuggestion(v.Pending); ok {
		t.add(uikit.WrappingHeading("Suggested"))
		t.add(uikit.NewWrapButton("1 · "+o.Label+" — "+why, func() { t.answerPending(o.Value) }))
		return
	}
	cs, idle := t.suggestions(v)
	t.suggested = cs
	if len(cs) == 0 && len(idle) == 0 {
		return
	}
	t.add(uikit.WrappingHeading("Suggested"))
	for _, id := range idle {
		t.add(uikit.WrappedLabel("The tactics would not have " + t.name(id) + " react: no reaction is worth the action it spends."))
	}
	by := sheet.CharacterID("")
	rank := 0
	for _, ch := range cs {
		ch := ch
		if ch.By != by {
			by, rank = ch.By, 0
			if v.Phase == combat.PhaseReaction {
				t.add(uikit.WrappedLabel(t.name(by) + " may react:"))
			}
		}
		rank++
		b := newActButton(v.Rules, ch.Kind, fmt.Sprintf("%d · %s", rank, ch.Reason), func() { t.submit(ch.Command) })
		t.add(b)
	}
}

// orderSuggestion is the tactics' pick for a pending team order (the
// initiative winner's, made as a simulated fight makes it) and why, while
// Suggest is on: who goes first is the winner's choice, and acting first
// is not always best.
func (t *tracker) orderSuggestion(d *sheet.Decision) (sheet.Option, string, bool) {
	s := t.p.cast.fight
	if !t.active() || !t.p.showSuggest || d == nil || d.Kind != combat.DecideTeamOrder || s.Pending() == nil {
		return sheet.Option{}, "", false
	}
	ans, why, err := tactics.Decide(s.State(), s.Pending().Command, d, nil)
	if err != nil {
		return sheet.Option{}, "", false
	}
	for _, o := range d.Options {
		if v, ok := ans.(json.RawMessage); ok && bytes.Equal(v, o.Value) {
			return o, why, true
		}
	}
	return sheet.Option{}, "", false
}

// orderHint is the tactics' pick for a pending team order in a line for
// the decision's dialog ("" when there is none to show).
func (t *tracker) orderHint(d *sheet.Decision) string {
	if o, why, ok := t.orderSuggestion(d); ok {
		return "Suggested: " + o.Label + " — " + why
	}
	return ""
}

// answerPending answers the pending decision with value, as its dialog's
// button would, and closes the dialog.
func (t *tracker) answerPending(value json.RawMessage) {
	res, err := t.p.cast.fight.Answer(value)
	if err == nil {
		t.closeDialog()
	}
	t.after(res, err)
}
