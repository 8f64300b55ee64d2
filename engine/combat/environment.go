package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The Environment phase, a house rule (sheet.HouseRules.Environment): once
// every team has acted in a round, the hazards the GM placed on the map's
// areas act, before the next initiative. Each hazard that reaches someone
// is one `environment` entry of the log, in the order the side with
// initiative picks (the rules leave the order of what happens at once to
// that side), and deals its damage to everyone in
// its area who is not dead, conscious or not: spread over locations by
// each of them, armor as normal, no cover or shield (the AoE way). It is
// no attack, so no one may Defend or Counterattack it.

// ActEnvironment is the kind of the environment step's option: a step of
// the round, not anyone's act.
const ActEnvironment ActKind = "environment"

// Environment resolves one hazard of the round's environment step.
type Environment struct {
	// Area and Index name the hazard: the area, and its place among that
	// area's hazards, from 0.
	Area  battlemap.AreaID `json:"area"`
	Index int              `json:"index"`
	// Die is the one die of a "d10" hazard, as the ones die (the tens die
	// reads 0).
	Die *sheet.Roll `json:"die,omitempty"`
	// Damage holds each victim's spread and armor choices.
	Damage map[sheet.CharacterID]*Hazard `json:"damage,omitempty"`
}

func (*Environment) Type() string { return "environment" }

// check: the environment step is on, and this hazard may act now: it has
// not acted this round and its area holds someone it reaches. Which of
// those acts next is the side with initiative's choice.
func (e *Environment) check(c *Combat) error {
	if !c.Roster.HouseRules.Environment {
		return sheet.Refuse("the Environment phase house rule is off on this map, so hazards never act")
	}
	switch c.Phase {
	case PhaseEnded:
		return sheet.Refuse("the combat is over")
	case PhaseEnvironment:
	default:
		return sheet.Refuse("hazards act in the environment step, once every team has acted in round %d", c.Round)
	}
	h := battlemap.HazardAt{Area: e.Area, Index: e.Index}
	if c.m.Hazard(h) == nil {
		return sheet.Refuse("%s has no hazard number %d", c.areaName(e.Area), e.Index+1)
	}
	if c.hazardActed(c.hazardOrder(h)) {
		return sheet.Refuse("%s has acted already in round %d", c.hazardName(h), c.Round)
	}
	if !c.hazardReachesAnyone(h.Area) {
		return sheet.Refuse("%s reaches no one: no one who is not dead is on %s", c.hazardName(h), c.areaName(h.Area))
	}
	return nil
}

func (e *Environment) run(x *ctx) error {
	c := x.c
	at := battlemap.HazardAt{Area: e.Area, Index: e.Index}
	hz := c.m.Hazard(at)
	dmg, err := battlemap.ParseHazardDamage(hz.Damage)
	if err != nil {
		return err
	}
	name := c.hazardName(at)
	amount, how := dmg.Fixed, fmt.Sprintf("deals %d", dmg.Fixed)
	switch {
	case dmg.Die && e.Die == nil:
		r, err := x.dice.AskOrThrow(sheet.Decision{Kind: sheet.DecideDice, Decider: sheet.GM, Field: "die",
			Prompt: fmt.Sprintf("roll one die for %s: the ones die is its damage", name),
			Dice:   &sheet.DiceNeed{Throw: sheet.RerollOnes, Keep: &sheet.Roll{}}})
		if err != nil {
			return err
		}
		amount, how = r.Ones, fmt.Sprintf("rolls %d", r.Ones)
	case dmg.Die:
		if !e.Die.Valid() || e.Die.Tens != 0 {
			return fmt.Errorf("a hazard rolls one die, given as the ones die (0 to 9) with the tens die 0, not %d and %d", e.Die.Tens, e.Die.Ones)
		}
		amount, how = e.Die.Ones, fmt.Sprintf("rolls %d", e.Die.Ones)
	case e.Die != nil:
		return fmt.Errorf("%s deals a fixed %d: no die is rolled", name, dmg.Fixed)
	}
	var hit []*sheet.Character
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; hazardReaches(ch, e.Area) {
			hit = append(hit, ch)
		}
	}
	for id := range e.Damage {
		if ch := c.Roster.Find(id); ch == nil || !hazardReaches(ch, e.Area) {
			return fmt.Errorf("%s is not in %s, so takes nothing from %s", c.Label(id), c.areaName(e.Area), hz.Label)
		}
		if amount == 0 {
			return fmt.Errorf("%s deals no damage this round, so there is nothing to spread", hz.Label)
		}
	}
	names := make([]string, len(hit))
	for i, ch := range hit {
		names[i] = ch.Label()
	}
	x.Say("the environment: %s %s and hits %s", name, how, strings.Join(names, ", "))
	if amount > 0 {
		for _, ch := range hit {
			h := e.damage(ch.ID)
			d := &sheet.Damage{Target: ch.ID, Amount: amount, AoE: true, Spread: h.Spread, Armor: h.Armor, Cause: hz.Label}
			if _, err := x.sheet(d, "damage."+sheet.FieldKey(string(ch.ID))+"."); err != nil {
				return err
			}
		}
	}
	i := c.hazardOrder(at)
	j, _ := slices.BinarySearch(c.EnvActed, i)
	c.EnvActed = slices.Insert(c.EnvActed, j, i)
	x.endEnvironment()
	return nil
}

func (e *Environment) damage(id sheet.CharacterID) *Hazard {
	if h := e.Damage[id]; h != nil {
		return h
	}
	return &Hazard{}
}

// hazardReaches: a hazard hurts everyone on its area who is not dead,
// conscious or not, surrendered or not.
func hazardReaches(ch *sheet.Character, a battlemap.AreaID) bool {
	return ch.Area == a && !ch.Dead()
}

// hazardsNow are the hazards that may act now in the environment step, in
// the map's order: those that have not acted this round and whose area
// holds someone they reach. The step lasts while any is left.
func (c *Combat) hazardsNow() []battlemap.HazardAt {
	var out []battlemap.HazardAt
	for i, h := range c.m.Hazards() {
		if !c.hazardActed(i) && c.hazardReachesAnyone(h.Area) {
			out = append(out, h)
		}
	}
	return out
}

// hazardActed: the hazard at place i of the map's order has acted this
// round.
func (c *Combat) hazardActed(i int) bool {
	_, ok := slices.BinarySearch(c.EnvActed, i)
	return ok
}

// hazardReachesAnyone: area a holds someone a hazard there reaches.
func (c *Combat) hazardReachesAnyone(a battlemap.AreaID) bool {
	for j := range c.Roster.Characters {
		if hazardReaches(&c.Roster.Characters[j], a) {
			return true
		}
	}
	return false
}

// HazardChoice is who picks the hazard that acts next in the environment
// step, in words, when more than one may: the side with initiative, as for
// anything the rules leave to happen at once. It is empty outside the
// step, or with one hazard or none to act.
func (c *Combat) HazardChoice() string {
	if c.Phase != PhaseEnvironment || len(c.hazardsNow()) < 2 {
		return ""
	}
	return c.hazardChoice()
}

func (c *Combat) hazardChoice() string {
	return fmt.Sprintf("%s, who hold initiative, pick which hazard acts next", c.Holder)
}

// hazardOrder is the place of h in the map's order of hazards.
func (c *Combat) hazardOrder(h battlemap.HazardAt) int {
	for i, x := range c.m.Hazards() {
		if x == h {
			return i
		}
	}
	return -1
}

// hazardName is "the Fire on the Kitchen (d10)".
func (c *Combat) hazardName(h battlemap.HazardAt) string {
	hz := c.m.Hazard(h)
	if hz == nil {
		return "no hazard"
	}
	return fmt.Sprintf("the %s on %s (%s)", hz.Label, c.areaName(h.Area), hz.Damage)
}

// afterTurns follows the last team's turn: with the Environment phase on,
// the hazards that reach anyone act first; then the round ends.
func (x *ctx) afterTurns() {
	c := x.c
	if !c.Roster.HouseRules.Environment {
		x.endRound()
		return
	}
	c.EnvActed = nil
	if len(c.hazardsNow()) == 0 {
		if len(c.m.Hazards()) > 0 {
			x.Say("the environment: no hazard reaches anyone")
		}
		x.endRound()
		return
	}
	c.Phase = PhaseEnvironment
	x.Say("the environment acts")
}

// endEnvironment ends the round once no hazard is left to reach anyone in
// its environment step. It runs after every command too: a GM correction
// that moves or removes the last one a hazard would reach ends the step.
func (x *ctx) endEnvironment() {
	c := x.c
	if c.Phase != PhaseEnvironment {
		return
	}
	if len(c.hazardsNow()) > 0 {
		return
	}
	c.EnvActed = nil
	x.endRound()
}

// EnvironmentStep lists what the environment step offers now: every
// hazard that may act next, in the map's order, each with the command
// that resolves it (the GM fills in the die and each victim's choices as
// they are asked); with more than one, the side with initiative picks.
// It lists nothing outside the step. The verdict is the command's own
// check.
func (c *Combat) EnvironmentStep() []ActOption {
	if c.Phase != PhaseEnvironment {
		return nil
	}
	hs := c.hazardsNow()
	l := &lister{c: c, words: true, place: -1}
	for _, h := range hs {
		l.add(ActOption{Kind: ActEnvironment, To: h.Area, Command: &Environment{Area: h.Area, Index: h.Index}},
			func() string {
				if len(hs) > 1 {
					return "resolve " + c.hazardName(h) + " next (" + c.hazardChoice() + ")"
				}
				return "resolve " + c.hazardName(h)
			})
	}
	return l.out
}
