package tactics

import (
	"fmt"
	"strings"
	"sync"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// lookahead is how many decisions deep a choice is tried on a copy before
// the state it leads to is weighed.
const lookahead = 2

// Decide answers the decision cmd waits for in state c, for whoever the
// decision names, from the decision's own legal answers: dice come from
// the source, a re-roll is taken only after a failure (the dice most
// likely to turn it), a critical success takes the extra action, a spread
// of damage keeps it away from the head and torso, and any other choice is
// tried on a copy through the engine and the one that leaves the
// decider's team best off is kept. It returns the answer and why.
func Decide(c *combat.Combat, cmd combat.Command, d *sheet.Decision, dice *sheet.DiceSource) (any, string, error) {
	if d.Dice != nil {
		r := d.Dice.Answer(dice.Roll())
		return r, "the app rolls " + r.String(), nil
	}
	return choose(c, cmd, d, lookahead)
}

// decideTried is Decide for a simulated fight (nothing explained), with
// the engine's result of the answer when a trial of it, made to choose
// it, already ran the command to a new state, so the fight need not apply
// it again (nil otherwise). A trial is ApplySilently; one that reached a
// state asked for no dice, so ApplyPlaying would throw none and reach the
// same.
//
// The trials are copied into the memory of states given to spent (nil
// for none), and every trial state but the one returned goes back.
func decideTried(c *combat.Combat, cmd combat.Command, d *sheet.Decision, dice *sheet.DiceSource, spent *combat.Spent) (any, *combat.Result, error) {
	if d.Dice != nil {
		return d.Dice.Answer(dice.Roll()), nil, nil
	}
	ans, _, tried, err := chooseTried(c, cmd, d, lookahead, spent, false)
	return ans, tried, err
}

// asAsked answers, where the engine reaches them, the decisions decide
// answers without a trial: the winner's team order, a re-roll and a
// critical success's extra action. A fight then need not replay the
// command once for each (36 a fight). c is the state the command cmd is
// applied to; a re-roll reads the first dice from what the run threw, or
// else from cmd, as decide would read them from the command asked.
type asAsked struct {
	c   *combat.Combat
	cmd combat.Command
}

func (a *asAsked) answer(d *sheet.Decision, thrown []sheet.Thrown) (any, bool) {
	var ans any
	var err error
	switch {
	case d.Dice != nil:
		return nil, false
	case d.Kind == sheet.DecideReroll:
		roll := strings.TrimSuffix(d.Field, ".reroll") // the dice are at roll+".dice", joined only if not thrown
		first, ok := sheet.Roll{}, false
		for _, t := range thrown {
			if t.Choice == nil && len(t.Field) == len(roll)+len(".dice") && strings.HasPrefix(t.Field, roll) && strings.HasSuffix(t.Field, ".dice") {
				first, ok = t.Dice, true
			}
		}
		if !ok {
			first, ok = diceAt(a.cmd, roll+".dice")
		}
		ans, _, err = chooseReroll(a.c, d, first, ok, false)
	case d.Kind == combat.DecideTeamOrder:
		ans, _, err = orderFor(a.c, d, false)
	case d.Kind == sheet.DecideCritical:
		ans, _, _, err = chooseTried(a.c, nil, d, lookahead, nil, false)
	default:
		return nil, false
	}
	return ans, err == nil
}

func choose(c *combat.Combat, cmd combat.Command, d *sheet.Decision, depth int) (any, string, error) {
	ans, why, _, err := chooseTried(c, cmd, d, depth, nil, true)
	return ans, why, err
}

// chooseTried is choose, with the result of applying the chosen answer
// when the choice was made by trying each answer and that one reached a
// state. Without explain, the reason of a re-roll or a trial is left
// unwritten (empty): a simulated fight reads none.
func chooseTried(c *combat.Combat, cmd combat.Command, d *sheet.Decision, depth int, spent *combat.Spent, explain bool) (any, string, *combat.Result, error) {
	var ans any
	var why string
	var err error
	switch {
	case d.Kind == sheet.DecideReroll:
		first, ok := diceAt(cmd, strings.TrimSuffix(d.Field, ".reroll")+".dice")
		ans, why, err = chooseReroll(c, d, first, ok, explain)
	case d.Kind == sheet.DecideCritical:
		ans, why = sheet.CritChoice{Take: sheet.CritExtraAction}, "a critical success: take the extra action"
	case d.Range != nil:
		ans, why = d.Range.Max, fmt.Sprintf("the highest value allowed, %d", d.Range.Max)
	case d.Spread != nil:
		ans, why = spread(c, d), "damage kept away from the head and torso, first aid on them first"
	case d.Items != nil:
		err = fmt.Errorf("%s: choosing a loadout is not part of a fight", d.Kind)
	case len(d.Options) == 0:
		err = fmt.Errorf("%s: the decision offers no answer", d.Kind)
	case d.Kind == combat.DecideFinishingBlow:
		// The GM's call: the tactics allow no finishing blow themselves.
		ans, why = false, "attacking the fallen is the GM's call: the tactics never allow it"
	case d.Kind == combat.DecideTeamOrder:
		ans, why, err = chooseOrder(c, d)
	case d.Kind == combat.DecideStopAt:
		ans, why, err = chooseStop(c, d)
	default:
		return chooseByTrial(c, cmd, d, depth, spent, explain)
	}
	return ans, why, nil, err
}

// chooseByTrial tries each option on a copy through the engine and keeps
// the one that leaves the decider's team best off; the reason only when
// explain.
func chooseByTrial(c *combat.Combat, cmd combat.Command, d *sheet.Decision, depth int, spent *combat.Spent, explain bool) (any, string, *combat.Result, error) {
	team := deciderTeam(c, d)
	if team == "" || len(d.Options) == 1 {
		return d.Options[0].Value, "the first answer: a call for the GM, who takes no side", nil, nil
	}
	best, bestV := 0, 0.0
	var bestRes combat.Result // the chosen trial's, when it reached a state
	for i := range d.Options {
		v, res, reached := valueAfter(c, cmd, d, trialAnswer(cmd, d, &d.Options[i]), team, depth, spent)
		switch {
		case i == 0 || v > bestV:
			if bestRes.State != nil {
				spent.Give(bestRes.State)
			}
			best, bestV, bestRes = i, v, res // empty unless reached
		case reached:
			spent.Give(res.State)
		}
	}
	var tried *combat.Result // on the heap once a decision, not once a trial
	if bestRes.State != nil {
		kept := bestRes
		tried = &kept
	}
	if !explain {
		return d.Options[best].Value, "", tried, nil
	}
	return d.Options[best].Value, d.Options[best].Label + ": the best outcome for " + team, tried, nil
}

// trialAnswer is the answer o gives to d, as a trial passes it on: which
// die is damage as one of the two dice, boxed once for good (the answer
// Answer reads from either), any other as the option's value.
func trialAnswer(cmd combat.Command, d *sheet.Decision, o *sheet.Option) any {
	if _, ok := cmd.(*combat.Resolve); ok && d.Field == "damageDie" {
		switch die, _ := sheet.DieAnswer(o.Value); die {
		case sheet.TensDie:
			return sheet.TensDie
		case sheet.OnesDie:
			return sheet.OnesDie
		}
	}
	return o.Value
}

// valueAfter is what team holds after answering d with value: the state
// the engine reaches, or, while another choice is pending, the state that
// choice leads to; before any dice it is the state as it stands. The
// engine's result comes with it, reached true, when the answer reached a
// state.
func valueAfter(c *combat.Combat, cmd combat.Command, d *sheet.Decision, value any, team string, depth int, spent *combat.Spent) (float64, combat.Result, bool) {
	next, err := combat.Answer(cmd, d, value)
	if err != nil {
		return -1e9, combat.Result{}, false
	}
	res, err := combat.ApplyTrying(c, next, spent)
	switch {
	case err != nil:
		return -1e9, combat.Result{}, false
	case res.State != nil:
		return teamValue(res.State, team), res, true
	case depth > 1 && res.Decision.Dice == nil:
		ans, _, _, err := chooseTried(c, next, res.Decision, depth-1, nil, false)
		if err == nil {
			v, deeper, reached := valueAfter(c, next, res.Decision, ans, team, depth-1, spent)
			if reached {
				spent.Give(deeper.State)
			}
			return v, combat.Result{}, false
		}
	}
	return teamValue(c, team), combat.Result{}, false
}

func deciderTeam(c *combat.Combat, d *sheet.Decision) string {
	if ch := c.Roster.Find(d.Decider.Character); ch != nil {
		return ch.Team
	}
	return ""
}

// chooseReroll, given the first dice (ok false: not found), keeps a success and re-rolls a failure with the dice most
// likely to succeed given the die that stays; a critical failure is never
// offered a re-roll. The reason of a re-roll is written only when explain.
func chooseReroll(c *combat.Combat, d *sheet.Decision, first sheet.Roll, ok, explain bool) (any, string, error) {
	keep := sheet.Reroll{Dice: sheet.RerollNone}
	roller := c.Roster.Find(d.Decider.Character)
	if !ok || roller == nil {
		return keep, "keep the roll", nil
	}
	e := c.Roster.Edition
	if e.Evaluate(first, roller.Level).Success {
		return keep, "keep the success", nil
	}
	best, bestWins := sheet.RerollNone, 0
	for _, which := range []sheet.RerollDice{sheet.RerollTens, sheet.RerollOnes, sheet.RerollBoth} {
		if wins := rerollWins(e, first, which, roller.Level); wins > bestWins {
			best, bestWins = which, wins
		}
	}
	if !explain {
		return sheet.Reroll{Dice: best}, "", nil
	}
	return sheet.Reroll{Dice: best}, fmt.Sprintf("re-roll the %s: %s to succeed", best, pct(float64(bestWins)/100)), nil
}

// rerollWins counts the successes among the 100 equally likely throws
// of a re-roll of which. Re-rolling one die, a throw shows only its digit
// for that die, so the ten digits are tried, each standing for ten throws.
func rerollWins(e sheet.Edition, first sheet.Roll, which sheet.RerollDice, level int) int {
	if which == sheet.RerollBoth {
		key := bothKey{e, level}
		if wins, ok := bothWins.Load(key); ok {
			return wins.(int)
		}
		wins := 0
		for v := 0; v < 100; v++ {
			if e.Evaluate(sheet.Rerolled(first, which, sheet.Roll{Tens: v / 10, Ones: v % 10}), level).Success {
				wins++
			}
		}
		bothWins.Store(key, wins)
		return wins
	}
	wins := 0
	for digit := 0; digit < 10; digit++ {
		if e.Evaluate(sheet.Rerolled(first, which, sheet.Roll{Tens: digit, Ones: digit}), level).Success {
			wins += 10
		}
	}
	return wins
}

// bothWins holds rerollWins for both dice by edition and level: a throw
// of both dice leaves nothing of the first, so the count reads neither
// of its dice, and a fight asks it again and again.
var bothWins sync.Map // bothKey -> int

type bothKey struct {
	e     sheet.Edition
	level int
}

// diceAt reads the dice recorded at a dotted field path of the command:
// directly, or through the command's JSON where sheet.FieldAt cannot walk.
func diceAt(cmd combat.Command, path string) (sheet.Roll, bool) {
	if v, ok := sheet.FieldAt(cmd, sheet.SplitField(path)); ok {
		r, isRoll := v.(sheet.Roll)
		return r, isRoll
	}
	data, err := combat.MarshalCommand(cmd)
	if err != nil {
		return sheet.Roll{}, false
	}
	raw := json.RawMessage(data)
	for _, key := range sheet.SplitField(path) {
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return sheet.Roll{}, false
		}
		if raw = m[key]; raw == nil {
			return sheet.Roll{}, false
		}
	}
	var r sheet.Roll
	return r, json.Unmarshal(raw, &r) == nil
}

// chooseStop leaves the stopped mover where they are worst off.
func chooseStop(c *combat.Combat, d *sheet.Decision) (any, string, error) {
	mover := (*sheet.Character)(nil)
	if c.Window != nil {
		mover = c.Roster.Find(c.Window.Actor)
	}
	if mover == nil {
		return d.Options[0].Value, "the first area offered", nil
	}
	e := newEye(c, false)
	best, bestV := 0, 0.0
	for i, o := range d.Options {
		var a battlemap.AreaID
		if json.Unmarshal(o.Value, &a) != nil {
			continue
		}
		if v := e.position(mover, a); i == 0 || v < bestV {
			best, bestV = i, v
		}
	}
	return d.Options[best].Value, d.Options[best].Label + ": where the mover is worst off", nil
}

// The order locations take damage in (least harmful first) and first aid
// erases in (most vital first).
var (
	hurtOrder  = []sheet.Location{sheet.LeftLeg, sheet.RightLeg, sheet.LeftArm, sheet.RightArm, sheet.Torso, sheet.Head}
	treatOrder = []sheet.Location{sheet.Head, sheet.Torso, sheet.RightArm, sheet.LeftArm, sheet.RightLeg, sheet.LeftLeg}
)

// spread shares the count over locations: damage and permanent wounds
// where they hurt least, erased marks where they help most.
func spread(c *combat.Combat, d *sheet.Decision) []sheet.LocationCount {
	sp := d.Spread
	order := hurtOrder
	if d.Kind == sheet.DecideFirstAidErase {
		order = treatOrder
	}
	var body *sheet.Body
	if ch := c.Roster.Find(d.Decider.Character); ch != nil {
		body = &ch.Body
	}
	room := func(l sheet.Location) int {
		if sp.Limits != nil {
			for _, lc := range sp.Limits {
				if lc.Location == l {
					return lc.Count
				}
			}
			return 0
		}
		if body == nil || d.Kind != sheet.DecideSpreadDamage {
			return sp.Total
		}
		return max(0, l.Boxes()-body.At(l).Total())
	}
	left := sp.Total
	out := []sheet.LocationCount{}
	for _, l := range order {
		if left == 0 || (sp.MaxLocations > 0 && len(out) == sp.MaxLocations) {
			break
		}
		if n := min(left, room(l)); n > 0 {
			out = append(out, sheet.LocationCount{Location: l, Count: n})
			left -= n
		}
	}
	if left > 0 && sp.Limits == nil {
		if len(out) == 0 {
			out = append(out, sheet.LocationCount{Location: order[0]})
		}
		out[0].Count += left // what no box holds spills as the rules say
	}
	return out
}
