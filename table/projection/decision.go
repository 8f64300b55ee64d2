package projection

import (
	"errors"
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/wire"
)

// decision is the decision the engine waits on from the character id, as
// the players may read it: a text that speaks of what they may not know
// of says "someone" instead.
func (k IDs) decision(g *Game, id sheet.CharacterID, sec secrets) *wire.Decision {
	if g.Pending == nil || g.Pending.Decision == nil || g.Pending.Decision.Decider.Character != id {
		return nil
	}
	d := g.Pending.Decision
	out := &wire.Decision{ID: k.decisionID(g), Kind: string(d.Kind), Prompt: sec.someone(d.Prompt)}
	if !sec.in(g.LastRoll) {
		out.LastRoll = g.LastRoll // a roll of someone the players may not know of is not theirs to read
	}
	switch {
	case d.Dice != nil:
		one := d.Dice.Throw == sheet.RerollTens || d.Dice.Throw == sheet.RerollOnes
		out.Dice = &wire.Dice{Example: "34", One: one}
		if one {
			out.Dice.Example = "7"
		}
	case len(d.Options) > 0:
		for _, o := range d.Options {
			out.Options = append(out.Options, sec.someone(o.Label))
		}
	case d.Range != nil:
		out.Range = &wire.Range{Min: d.Range.Min, Max: d.Range.Max}
	case d.Spread != nil:
		s := &wire.Spread{Total: d.Spread.Total, Fill: d.Spread.Fill, MaxLocations: d.Spread.MaxLocations}
		if d.Spread.Limits == nil {
			for _, l := range sheet.Locations {
				s.Locations = append(s.Locations, wire.SpreadPlace{Location: string(l), Name: l.Name()})
			}
		}
		for _, l := range d.Spread.Limits {
			s.Locations = append(s.Locations, wire.SpreadPlace{Location: string(l.Location), Name: l.Location.Name(), Limit: l.Count})
		}
		out.Spread = s
	case d.Items != nil:
		out.Items = []string{}
		for _, it := range d.Items.Proposals {
			out.Items = append(out.Items, it.Name)
		}
	}
	out.CanWithdraw = g.CanWithdraw
	return out
}

// decisionID names the pending decision: the log's length, the command
// waiting and the field it asks for, so an answer to a decision gone by
// is told apart from one to the same question asked again later.
func (k IDs) decisionID(g *Game) string {
	p := g.Pending
	data, err := combat.MarshalCommand(p.Command)
	if err != nil {
		data = []byte(p.Command.Type())
	}
	entries := 0
	if g.View != nil {
		entries = len(g.View.Log)
	}
	return k.of("decision", fmt.Sprintf("%d\x00%s\x00%s\x00%s", entries, data, p.Decision.Field, p.Decision.Prompt))
}

// Settlement is a page's answer to a decision, read and checked against
// the decision: the app's dice, dice thrown, or a value for the field.
type Settlement struct {
	Roll  bool        // the app rolls the dice
	Dice  *sheet.Roll // the dice thrown
	Value any         // the answer otherwise
}

// Settle reads a page's answer to d. It checks what the decision states
// (an option that exists, a number in range, dice that read, locations
// it offers, items it proposes); the engine checks the rest when the
// answer is given.
func Settle(d *sheet.Decision, r wire.Request) (Settlement, error) {
	switch {
	case d.Dice != nil:
		if r.Roll {
			return Settlement{Roll: true}, nil
		}
		if r.Dice == "" {
			return Settlement{}, errors.New("dice are asked for: roll them, or give the dice thrown")
		}
		text := r.Dice
		one := d.Dice.Throw == sheet.RerollTens || d.Dice.Throw == sheet.RerollOnes
		if one && len(text) == 1 {
			text += text // one die thrown: the digit stands for it, the other is kept
		}
		roll, err := sheet.ParseRoll(text)
		if err != nil {
			return Settlement{}, err
		}
		return Settlement{Dice: &roll}, nil
	case len(d.Options) > 0:
		if r.Option == nil || *r.Option < 0 || *r.Option >= len(d.Options) {
			return Settlement{}, fmt.Errorf("choose one of the %d options", len(d.Options))
		}
		return Settlement{Value: d.Options[*r.Option].Value}, nil
	case d.Range != nil:
		if r.Number == nil || *r.Number < d.Range.Min || *r.Number > d.Range.Max {
			return Settlement{}, fmt.Errorf("give a whole number from %d to %d", d.Range.Min, d.Range.Max)
		}
		return Settlement{Value: *r.Number}, nil
	case d.Spread != nil:
		if r.Spread == nil {
			return Settlement{}, errors.New("share the count over the locations")
		}
		offered := slices.Clone(sheet.Locations)
		if d.Spread.Limits != nil {
			offered = offered[:0]
			for _, l := range d.Spread.Limits {
				offered = append(offered, l.Location)
			}
		}
		out := []sheet.LocationCount{}
		for _, part := range r.Spread {
			l := sheet.Location(part.Location)
			if !slices.Contains(offered, l) {
				return Settlement{}, fmt.Errorf("%q is not a location offered", part.Location)
			}
			if part.Count < 0 {
				return Settlement{}, fmt.Errorf("%d is not a number of boxes", part.Count)
			}
			if part.Count > 0 {
				out = append(out, sheet.LocationCount{Location: l, Count: part.Count})
			}
		}
		return Settlement{Value: out}, nil
	case d.Items != nil:
		if r.Items == nil && !r.NoItems {
			return Settlement{}, errors.New("choose the items to keep")
		}
		chosen := []sheet.Item{}
		seen := map[int]bool{}
		for _, i := range r.Items {
			if i < 0 || i >= len(d.Items.Proposals) || seen[i] {
				return Settlement{}, fmt.Errorf("item %d is not one proposed", i)
			}
			seen[i] = true
			chosen = append(chosen, d.Items.Proposals[i])
		}
		return Settlement{Value: chosen}, nil
	}
	return Settlement{}, errors.New("this decision cannot be answered from the page")
}

// Apply gives the answer to the session as the GM's dialog does: the
// app's dice from dice, dice thrown, or the value, each through the
// journal, so it is logged, undone and replayed like any answer. It
// returns the dice taken, if any.
func (s Settlement) Apply(sess *combat.Session, dice *sheet.DiceSource) (*sheet.Roll, combat.Result, error) {
	switch {
	case s.Roll:
		r, res, err := sess.RollDice(dice)
		return &r, res, err
	case s.Dice != nil:
		r, res, err := sess.AnswerDice(*s.Dice)
		return &r, res, err
	}
	res, err := sess.Answer(s.Value)
	return nil, res, err
}

// Pending is the decision decisionID names if it is the one the engine
// waits on now and the character id makes it; otherwise why not.
func (k IDs) Pending(g *Game, id sheet.CharacterID, decisionID string) (*sheet.Decision, error) {
	p := g.Pending
	switch {
	case p == nil || p.Decision == nil:
		return nil, errors.New("no decision is waiting")
	case p.Decision.Decider.Character != id || id == "":
		return nil, errors.New("that decision is not yours to make")
	case k.decisionID(g) != decisionID:
		return nil, errors.New("that decision has already been made")
	}
	return p.Decision, nil
}
