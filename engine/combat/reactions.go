package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// ReactionKind names a reaction.
type ReactionKind string

const (
	ReactCounterattack ReactionKind = "counterattack"
	ReactDefend        ReactionKind = "defend"
	ReactDefendOther   ReactionKind = "defend-other"
	ReactIntercept     ReactionKind = "intercept"
)

// Reaction is one declared reaction to the action in the window.
type Reaction struct {
	By     sheet.CharacterID `json:"by"`
	Kind   ReactionKind      `json:"kind"`
	Weapon sheet.ItemID      `json:"weapon,omitempty"`
	// For is whom a Defend-other protects.
	For sheet.CharacterID `json:"for,omitempty"`
	// Range is an Intercept's range: the smaller of the two.
	Range int `json:"range,omitempty"`
	// AllOut: an All-Out Defend, which spends no action, is not good and
	// cannot be critical.
	AllOut bool `json:"allOut,omitempty"`
	// Forced: a forced defence (house rule), paid with next round's action.
	Forced bool `json:"forced,omitempty"`
}

// ReactOption is one reaction someone could declare now, legal or not.
type ReactOption struct {
	Reaction
	Label   string `json:"label"`
	Legal   bool   `json:"legal"`
	Reason  string `json:"reason,omitempty"`
	Command *React `json:"command,omitempty"`
}

// React declares a reaction to the action in the window. It spends the
// reactor's action (All-Out Defend spends none).
type React struct {
	Character sheet.CharacterID `json:"character"`
	Kind      ReactionKind      `json:"kind"`
	Weapon    sheet.ItemID      `json:"weapon,omitempty"`
	For       sheet.CharacterID `json:"for,omitempty"`
	Hazard    *Hazard           `json:"hazard,omitempty"`
	// Forced: a Defend paid with next round's action (house rule).
	Forced bool `json:"forced,omitempty"`
}

func (*React) Type() string { return "react" }

// ReactOptions lists every reaction to the open window that anyone of the
// non-acting teams could declare, each legal or with the reason it is
// not. Without a window it is empty.
func (c *Combat) ReactOptions() []ReactOption {
	return c.listReactions(nil, true, true)
}

// AppendAllowedReactions appends to dst ReactOptions without the words:
// the legal reactions only, in the same order, from the same verdicts,
// without labels (as AppendAllowedActs is to LegalActions). It is for a
// caller who lists by the thousand into a buffer it uses again.
func (c *Combat) AppendAllowedReactions(dst []ReactOption) []ReactOption {
	return c.listReactions(dst, false, true)
}

// AppendAllowedReactionsUnbuilt is AppendAllowedReactions with no
// option's command built (Command nil): a caller that keeps one option
// of many builds its command with Declare.
func (c *Combat) AppendAllowedReactionsUnbuilt(dst []ReactOption) []ReactOption {
	return c.listReactions(dst, false, false)
}

// Declare is the command that declares the option: its Command when the
// listing built it, else the same command made now.
func (o *ReactOption) Declare() *React {
	if o.Command != nil {
		return o.Command
	}
	return &React{Character: o.By, Kind: o.Kind, Weapon: o.Weapon, For: o.For, Forced: o.Forced}
}

// listReactions appends the listing to out; build: with each option's
// command.
func (c *Combat) listReactions(out []ReactOption, words, build bool) []ReactOption {
	c.eachReaction(words, !words, func(r *sheet.Character, o ReactOption, why error) {
		if why != nil && !words {
			return
		}
		// An illegal option keeps its command, so anyone can see that the
		// engine refuses it for the reason shown.
		o.Legal = why == nil
		if build {
			o.Command = o.Declare()
		}
		if why != nil {
			o.Reason = why.Error()
		}
		out = append(out, o)
	})
	return out
}

// legalReactions counts the legal reactions to the window, building none.
func (c *Combat) legalReactions() int {
	n := 0
	c.eachReaction(false, true, func(_ *sheet.Character, _ ReactOption, why error) {
		if why == nil {
			n++
		}
	})
	return n
}

// eachReaction gives every reaction to the window of everyone who might
// react (on the map, of a team not acting, not the actor) to each, in
// order, with its verdict (errQuiet for every refusal when quiet).
// Without words, for a reader of the legal ones alone, it leaves out the
// reactions of those refusedAll.
func (c *Combat) eachReaction(words, quiet bool, each func(r *sheet.Character, o ReactOption, why error)) {
	w := c.Window
	if w == nil {
		return
	}
	for i := range c.Roster.Characters {
		r := &c.Roster.Characters[i]
		if r.Team == c.windowTeam() || r.Area == "" || r.ID == w.Actor {
			continue
		}
		if !words && c.refusedAll(r) {
			continue // a listing of the legal reactions has none of theirs
		}
		c.reactionsOf(r, words, quiet, func(o ReactOption, why error) { each(r, o, why) })
	}
}

// refusedAll: whatever the window, every reaction r might make to it is
// refused (reactionsOf): r cannot act, reacts already, or has no action
// left and no reaction that needs none (the All-Out Defend's defence, a
// forced one). The weapons of those a listing would only refuse are
// then left unweighed: most fighters have spent their action.
func (c *Combat) refusedAll(r *sheet.Character) bool {
	t := c.tally(r.ID) // as reactionsOf would, which keeps a tally for everyone asked
	return !r.Able() || c.reacted(r.ID) || (t.Actions <= 0 && !t.AllOut && !c.forcedDefence())
}

// reactionsOf gives each of r's possible reactions to the window to
// each, in order, with its verdict: nil when legal, else the refusal,
// written only when read. Labels are written only with words; the
// listing builds the commands of the options it keeps. quiet: every
// refusal is errQuiet, for a reader of the verdicts alone (a listing
// without words), and costs nothing to make: most reactions a listing
// weighs are refused (no action left, out of the fight, out of reach).
func (c *Combat) reactionsOf(r *sheet.Character, words, quiet bool, each func(o ReactOption, why error)) {
	w := c.Window
	t := c.tally(r.ID)
	var common error
	switch {
	case r.Team == c.windowTeam():
		common = errQuiet
		if !quiet {
			common = sheet.Refuse("%s's team is acting; reactions come from the other teams", r.Label())
		}
	case !r.Able():
		common = errQuiet
		if !quiet {
			common = r.CanAct()
		}
	case c.reacted(r.ID):
		common = errQuiet
		if !quiet {
			common = sheet.Refuse("%s already reacts to this action", r.Label())
		}
	}
	mk := func(re Reaction, label func() string, why error) {
		if why == nil && common == nil && re.Forced {
			why = c.forcedRefusal(r, t)
		}
		switch {
		case why != nil:
		case common != nil:
			why = common
		case !re.AllOut && !re.Forced && t.Actions <= 0:
			why = errQuiet
			if !quiet {
				why = sheet.Refuse("%s has no action left", r.Label())
			}
		case t.AllOut && !re.AllOut:
			why = errQuiet
			if !quiet {
				why = sheet.Refuse("All-Out Defend allows only defending oneself")
			}
		default:
			if bar := c.grappleBarsReaction(r, re); bar != "" {
				why = sheet.Refuse("%s", bar)
			}
		}
		o := ReactOption{Reaction: re}
		if words {
			o.Label = label()
		}
		each(o, why)
	}
	var buf [4]sheet.ItemID
	switch w.Kind {
	case "move":
		for _, weapon := range AppendAttackWeapons(buf[:0], r) {
			re := Reaction{By: r.ID, Kind: ReactIntercept, Weapon: weapon}
			rng, why := c.interceptRange(r, weapon, quiet)
			re.Range = rng
			mk(re, func() string {
				return fmt.Sprintf("%s intercepts %s %s", r.Label(), c.Label(w.Actor), withLabel(r, weapon))
			}, why)
		}
	case "attack":
		if w.AoE != "" {
			if w.AoE == sheet.Blast && r.Area == w.Area {
				mk(Reaction{By: r.ID, Kind: ReactDefend, AllOut: t.AllOut}, func() string { return r.Label() + " defends against the Blast" }, nil)
				if c.forcedDefence() {
					mk(Reaction{By: r.ID, Kind: ReactDefend, Forced: true}, func() string { return forcedLabel(r.Label() + " defends against the Blast") }, nil)
				}
			}
			return
		}
		if w.Target == r.ID {
			mk(Reaction{By: r.ID, Kind: ReactDefend, AllOut: t.AllOut}, func() string { return r.Label() + " defends" }, nil)
			if c.forcedDefence() {
				mk(Reaction{By: r.ID, Kind: ReactDefend, Forced: true}, func() string { return forcedLabel(r.Label() + " defends") }, nil)
			}
			att := c.Roster.Find(w.Actor)
			for _, weapon := range AppendAttackWeapons(buf[:0], r) {
				var why error
				switch {
				case quiet && (w.Range != 0 || (w.Class == sheet.Melee2H && att != nil && att.HasAbility("2h-melee-no-counterattack"))):
					why = errQuiet // the two refusals below
				case w.Range != 0:
					why = sheet.Refuse("a Counterattack answers only an attack from the same area")
				case w.Class == sheet.Melee2H && att != nil && att.HasAbility("2h-melee-no-counterattack"):
					why = sheet.Refuse("%s's 2H melee attacks cannot be Counterattacked", att.Label())
				case att != nil:
					_, why = c.attackCheck(r, att, weapon, sheet.ActCounterattack, false, quiet)
				}
				mk(Reaction{By: r.ID, Kind: ReactCounterattack, Weapon: weapon}, func() string { return fmt.Sprintf("%s counterattacks %s", r.Label(), withLabel(r, weapon)) }, why)
			}
		} else if r.HasAbility("defend-others") {
			mk(Reaction{By: r.ID, Kind: ReactDefendOther, For: w.Target}, func() string { return fmt.Sprintf("%s defends %s", r.Label(), c.Label(w.Target)) }, nil)
			if c.forcedDefence() {
				mk(Reaction{By: r.ID, Kind: ReactDefendOther, For: w.Target, Forced: true},
					func() string { return forcedLabel(fmt.Sprintf("%s defends %s", r.Label(), c.Label(w.Target))) }, nil)
			}
		}
	}
}

// AppendAttackWeapons appends to out the ways a character could attack:
// every weapon in hand, and unarmed with the ability. A listing passes a
// buffer of its own and allocates nothing for a character with few.
func AppendAttackWeapons(out []sheet.ItemID, ch *sheet.Character) []sheet.ItemID {
	for i := range ch.Items {
		it := &ch.Items[i] // read in place, not copied
		if it.Intact() && it.Held != sheet.NoHand && it.Kind.Weapon() != "" && it.Kind != sheet.ItemAoE {
			out = append(out, it.ID)
		}
	}
	if ch.HasAbility("unarmed-combat") {
		out = append(out, "")
	}
	return out
}

func withLabel(ch *sheet.Character, weapon sheet.ItemID) string {
	if weapon == "" {
		return "unarmed"
	}
	if it := ch.Item(weapon); it != nil {
		return "with " + it.Label()
	}
	return "with " + string(weapon)
}

func (c *Combat) reacted(id sheet.CharacterID) bool {
	for _, re := range c.Window.Reactions {
		if re.By == id {
			return true
		}
	}
	return false
}

// interceptRange is the range of an Intercept of the mover in the window:
// the smaller range to either area, sight to either, no cover; and why
// the weapon cannot make it, or nil (errQuiet when quiet).
func (c *Combat) interceptRange(r *sheet.Character, weapon sheet.ItemID, quiet bool) (int, error) {
	w := c.Window
	t := c.ownSight()
	from := t.Row(t.Index(r.Area), r.SightThreshold(WeaponClass(r, weapon)))
	rng, los := battlemap.Intercept(from, t.Index(w.From), t.Index(w.To))
	switch {
	case quiet && (rng == battlemap.Unreachable || !los):
		return int(rng), errQuiet // the two refusals below
	case rng == battlemap.Unreachable:
		return battlemap.Unreachable, sheet.Refuse("out of range of both areas")
	case !los:
		return int(rng), sheet.Refuse("no line of sight to either area")
	}
	use := sheet.ItemUse{Action: sheet.ActIntercept, Range: int(rng)}
	switch {
	case weapon == "":
		return int(rng), r.CanAttackUnarmed(c.Roster.Edition, int(rng))
	case quiet && !r.ItemUsable(weapon, use):
		return int(rng), errQuiet
	case quiet:
		return int(rng), nil
	}
	return int(rng), r.CanUseItem(weapon, use)
}

// match finds the reaction among the reactor's options: the one list is
// both what ReactOptions shows and what a React is checked against.
// The option found has its label only with words.
func (re *React) match(c *Combat, words bool) (*ReactOption, error) {
	if c.Window == nil {
		return nil, sheet.Refuse("there is no declared action to react to (and a reaction is never reacted to)")
	}
	r, err := c.Roster.Get(re.Character, "character")
	if err != nil {
		return nil, err
	}
	if re.Forced {
		switch {
		case !c.forcedDefence():
			return nil, sheet.Refuse("Forced defence is a house rule this map does not play")
		case re.Kind != ReactDefend && re.Kind != ReactDefendOther:
			return nil, sheet.Refuse("only a Defend can be forced, not a %s", re.Kind)
		}
	}
	var found *ReactOption
	var why error // the refusal of the last option that matched, if none is legal
	c.reactionsOf(r, words, false, func(o ReactOption, refused error) {
		if found != nil || o.Kind != re.Kind || o.Weapon != re.Weapon || o.Forced != re.Forced || (o.For != re.For && (re.For != "" || o.Kind == ReactDefendOther)) {
			return
		}
		if refused != nil {
			why = refused
			return
		}
		match := o // on the heap only when found
		match.Legal = true
		found = &match
	})
	switch {
	case found != nil:
		return found, nil
	case why != nil:
		return nil, why
	}
	return nil, sheet.Refuse("%s is not a reaction %s can make to this action", re.Kind, r.Label())
}

func (re *React) check(c *Combat) error {
	_, err := re.match(c, false)
	return err
}

func (re *React) run(x *ctx) error {
	c := x.c
	match, err := re.match(c, !x.Mute)
	if err != nil {
		return err
	}
	r := c.Roster.Find(re.Character)
	spend := x.spendReaction
	if match.AllOut {
		spend = func(*sheet.Character) error { return nil }
	}
	if match.Forced {
		spend = x.spendForced
	}
	if err := x.begin(r, re.Hazard, spend); err != nil {
		return done(err)
	}
	if re.Kind == ReactIntercept {
		c.startStealthLosingAct(r)
	}
	c.Window.Reactions = append(c.Window.Reactions, match.Reaction)
	x.Say("%s", match.Label)
	return nil
}
