package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Decision kinds of the combat flow.
const (
	DecideInitiativeRoller sheet.DecisionKind = "initiative-roller" // which team member rolls
	DecideTeamOrder        sheet.DecisionKind = "team-order"        // the winner orders the teams
	DecideStopAt           sheet.DecisionKind = "stop-at"           // where an intercepted mover ends up
	DecideInterceptStop    sheet.DecisionKind = "intercept-stop"    // unarmed: stop the mover too?
	DecideDestroyItem      sheet.DecisionKind = "destroy-item"      // 2H melee critical: an item slot
	DecideTargetLoses      sheet.DecisionKind = "target-loses"      // 1H melee critical: gain or deny
	DecideBlastTargets     sheet.DecisionKind = "blast-targets"     // who the Blast hits
	DecideRallyAccept      sheet.DecisionKind = "rally-accept"      // raise the level to the rally roll?
)

// Initiative rolls the round's initiative: one character per team, an
// opposed roll, then the winner's order of the teams.
type Initiative struct {
	// Rollers names each team's roller: a highest-level character, or a
	// teammate good at initiative (Leader) whom they let roll.
	Rollers map[string]sheet.CharacterID `json:"rollers,omitempty"`
	Rolls   map[string]*sheet.RollRecord `json:"rolls,omitempty"`
	// GMPick breaks a tie the rules leave to the GM.
	GMPick string `json:"gmPick,omitempty"`
	// Order is the team order the winner chose.
	Order []string `json:"order,omitempty"`
}

func (*Initiative) Type() string { return "initiative" }

// teamDecider is who speaks for a team: the GM for NPCs, else the player
// of the given character.
func (c *Combat) teamDecider(team string, ch *sheet.Character) sheet.Decider {
	if ch != nil && ch.Team == team {
		return sheet.DeciderFor(ch)
	}
	for i := range c.Roster.Characters {
		if m := &c.Roster.Characters[i]; m.Team == team && m.Kind == sheet.PC {
			return sheet.DeciderFor(m)
		}
	}
	return sheet.GM
}

// initiativeCandidatesInto appends to out the characters a team may have
// roll: those tied for its highest level among the conscious, and anyone
// good at initiative, whom they may let roll instead. out is the caller's
// room: every round asks for every team. picks is the map's GM's call
// that lets a team whose highest level is down pick any conscious
// member (sheet.Calls.TeamPicksRoller), read once for every team.
func (c *Combat) initiativeCandidatesInto(out []*sheet.Character, team string, picks bool) []*sheet.Character {
	best := -1 << 30
	chars := c.Roster.Characters
	for i := range chars {
		if m := &chars[i]; m.Team == team && !m.Unconscious() && m.Area != "" && m.Level > best {
			best = m.Level
		}
	}
	// Any conscious member, where the highest level is down and the map's
	// GM's call lets the team pick.
	anyone := picks && c.fallenTop(team, best) != nil
	for i := range chars {
		m := &chars[i]
		if m.Team != team || m.Unconscious() || m.Area == "" {
			continue
		}
		if anyone || m.Level == best || m.ModifiersFor(sheet.ActInitiative, "").Good {
			out = append(out, m)
		}
	}
	return out
}

// firstHolder is who wins ties: last round's winner, or in round 1 the PC
// team when there is exactly one. A holder out of the fight holds nothing.
func (c *Combat) firstHolder(teams []string) string {
	if c.Holder != "" {
		if !contains(teams, c.Holder) {
			return ""
		}
		return c.Holder
	}
	holder := ""
	for _, t := range teams {
		if c.PCTeam(t) {
			if holder != "" {
				return ""
			}
			holder = t
		}
	}
	return holder
}

func (in *Initiative) run(x *ctx) error {
	c := x.c
	if c.Phase != PhaseInitiative {
		if c.Phase == PhaseEnded {
			return fmt.Errorf("the combat is over")
		}
		if c.Phase == PhaseEnvironment {
			return fmt.Errorf("round %d's hazards act before the next initiative", c.Round)
		}
		return fmt.Errorf("initiative is rolled at the start of a round; round %d is under way", c.Round)
	}
	var teamsRoom, seqRoom [4]string // few teams fight at once
	teams := c.fightingInto(teamsRoom[:0])
	for t := range in.Rollers {
		if !contains(teams, t) {
			return fmt.Errorf("%s is not a team still in the fight", quote.Q(t))
		}
	}
	if len(in.Rolls) > 0 { // a simulated fight's command holds none: its dice are thrown
		for t := range in.Rolls {
			if !contains(teams, t) {
				return fmt.Errorf("%s is not a team still in the fight", quote.Q(t))
			}
		}
	}
	holder := c.firstHolder(teams)
	orders := c.teamOrdersOf(teams)
	picks := c.Roster.Calls.TeamPicksRoller()
	// The team that held initiative rolls first, so a team good at
	// initiative sees the number to beat.
	seq := teams
	if holder != "" {
		seq = holderFirst(seqRoom[:0], teams, holder)
	}
	// By place in seq; few teams fight at once, so the lists start on
	// the stack.
	var rollersAt [4]*sheet.Character
	var resultsAt [4]sheet.RollResult
	var sidesAt [4]sheet.Contestant
	rollers := rollersAt[:0]
	rollerOf := func(team string) *sheet.Character {
		for i, t := range seq {
			if t == team {
				return rollers[i]
			}
		}
		return nil
	}
	var candsRoom [8]*sheet.Character
	for _, team := range seq {
		cands := c.initiativeCandidatesInto(candsRoom[:0], team, picks)
		id, chosen := in.Rollers[team]
		if !chosen {
			if len(cands) != 1 {
				d := sheet.Decision{Kind: DecideInitiativeRoller, Decider: c.teamDecider(team, nil), Field: "rollers." + sheet.FieldKey(team)}
				for _, m := range cands {
					d.Options = append(d.Options, sheet.NewOption(m.ID, ""))
				}
				// A chooser may answer it in place (a simulated fight's
				// tactics), as it would once asked; only a decision asked
				// is worded.
				var picked sheet.CharacterID
				at, err := x.dice.ChooseOption(d, func(asked *sheet.Decision) {
					asked.Prompt = fmt.Sprintf("%s: who rolls initiative? (the highest level, or a teammate good at initiative)", team)
					if top := c.fallenTopOf(team); top != nil && picks {
						asked.Prompt = fmt.Sprintf("%s: %s, the highest level, is %s; who rolls initiative? (the GM's call: any conscious member)", team, top.Label(), top.Status())
					}
					for i, m := range cands {
						asked.Options[i].Label = fmt.Sprintf("%s (level %d)", m.Label(), m.Level)
					}
				}, &picked)
				if err != nil {
					return err
				}
				id = picked
				if at >= 0 { // one of the rollers offered, read into nothing
					id = cands[at].ID
				}
			} else {
				id = cands[0].ID
			}
		}
		var roller *sheet.Character
		for _, m := range cands {
			if m.ID == id {
				roller = m
			}
		}
		if roller == nil {
			if picks && c.fallenTopOf(team) != nil {
				return fmt.Errorf("%s cannot roll initiative for %s: only a conscious member on the map may", c.Label(id), team)
			}
			return fmt.Errorf("%s cannot roll initiative for %s: only the highest level or a teammate good at initiative may", c.Label(id), team)
		}
		rollers = append(rollers, roller)
	}
	results, sides := resultsAt[:0], sidesAt[:0]
	for i, team := range seq {
		r := rollers[i]
		rec := in.Rolls[team]
		if rec == nil {
			rec = &sheet.RollRecord{}
		}
		res, err := sheet.ResolveRollInto(c.Roster.Edition, rec, r.Level, r.MaxLevel, r.ModifiersFor(sheet.ActInitiative, "").Good, c.teamDecider(team, r), orders.rollField(team), x.dice)
		if err != nil {
			return err
		}
		results = append(results, res)
		sides = append(sides, sheet.Contestant{ID: team, PC: c.PCTeam(team), Outcome: res.Outcome, ExtraAction: res.ExtraAction})
	}
	op, err := sheet.Opposed(sides, sheet.OpposedOptions{Holder: holder, GMPick: in.GMPick})
	if err != nil {
		return err
	}
	if op.Decision != nil {
		return sheet.Ask(*op.Decision)
	}
	winner := op.Winner
	if winner == "" { // every side failed and no team held initiative
		if in.GMPick == "" {
			d := sheet.Decision{Kind: sheet.DecideOpposedTie, Decider: sheet.GM, Field: "gmPick", Prompt: "every team failed initiative; the GM decides who wins"}
			for _, t := range teams {
				d.Options = append(d.Options, sheet.NewOption(t, "Initiative to "+t))
			}
			return sheet.Ask(d)
		}
		if !contains(teams, in.GMPick) {
			return fmt.Errorf("the GM picked %s, which is not a team in the fight", quote.Q(in.GMPick))
		}
		winner = in.GMPick
	}
	order, owned := in.Order, false // owned: a list of the run's own, not the command's
	if order == nil {
		// The chooser reads the options the state keeps; only a decision
		// asked gets words and a list of its own.
		d := sheet.Decision{Kind: DecideTeamOrder, Decider: c.teamDecider(winner, rollerOf(winner)), Field: "order",
			Options: c.orderOptions(teams)}
		x.order = nil
		i, err := x.dice.ChooseOption(d, func(asked *sheet.Decision) {
			asked.Prompt = "Initiative goes to " + winner + ": choose the order the teams act in"
			asked.Options = slices.Clone(asked.Options)
		}, &x.order)
		if err != nil {
			return err
		}
		if i >= 0 {
			// one of the orders offered: the state shares its list, capped
			// (the engine never writes a team order in place)
			order, owned = slices.Clip(orders.orders[i]), true
		} else {
			order, owned = x.order, true
		}
		x.order = nil
	}
	if !samePermutation(order, teams) {
		return fmt.Errorf("the order must list each team in the fight once: %s", strings.Join(teams, ", "))
	}
	if !x.Mute {
		var parts []string
		for i, team := range seq {
			parts = append(parts, fmt.Sprintf("%s (%s) %s", rollers[i].Label(), team, rollVerdict(results[i])))
		}
		x.Say("initiative: %s; won by %s, who set the order %s", strings.Join(parts, ", "), winner, strings.Join(order, ", then "))
	}
	x.startRound()
	for i := range seq {
		r, res := rollers[i], results[i]
		if res.ExtraAction {
			x.gain(r)
			x.Say("%s gains an action (critical success)", r.Label())
		}
		if res.Outcome.CriticalFailure {
			x.lose(r)
			x.Say("%s loses an action (critical failure)", r.Label())
		}
		if res.Outcome.Success && r.HasAbility("direct-on-initiative") && r.HasAbility("direct") {
			t := c.tally(r.ID)
			t.DirectOnly++
			t.Had++
			x.Say("%s gains an action that can only direct", r.Label())
		}
	}
	if !owned {
		order = append([]string(nil), order...)
	}
	c.Holder, c.Order, c.Turn, c.Phase, c.TurnStartSpent = winner, order, 0, PhaseTurn, 0
	return nil
}

// startRound gives every conscious character on the map one action, less
// actions lost last round.
func (x *ctx) startRound() {
	c := x.c
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		t := c.tally(ch.ID)
		*t = Tally{LoseNext: t.LoseNext, Stealth: t.Stealth}
		if ch.Unconscious() || ch.Area == "" {
			continue
		}
		t.Actions, t.Had = 1, 1
		if t.LoseNext > 0 {
			t.LoseNext--
			t.Actions = 0
			x.Say("%s has lost this round's action", ch.Label())
		}
	}
}

func rollVerdict(r sheet.RollResult) string {
	switch {
	case r.Outcome.CriticalSuccess:
		return r.Shown() + " critical success"
	case r.Outcome.Success:
		return r.Shown() + " success"
	case r.Outcome.CriticalFailure:
		return r.Shown() + " critical failure"
	}
	return r.Shown() + " failure"
}

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// holderFirst is the holder, then the other teams in their order,
// appended to out.
func holderFirst(out, teams []string, holder string) []string {
	out = append(out, holder)
	for _, t := range teams {
		if t != holder {
			out = append(out, t)
		}
	}
	return out
}

// samePermutation: a and b hold the same names as often (few teams
// fight at once, so counting beats a map).
func samePermutation(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if count(a, x) != count(b, x) {
			return false
		}
	}
	return true
}

func count(list []string, v string) int {
	n := 0
	for _, x := range list {
		if x == v {
			n++
		}
	}
	return n
}

// teamOrders is what the initiative writes once a fight for a list of
// teams: the options of the team-order decision and each team's roll
// field. The copies of a state share it, read only, as the same teams
// fight round after round.
type teamOrders struct {
	teams   []string
	options []sheet.Option
	// orders are the team orders the options stand for, by place.
	orders [][]string
	// rollFields are the field of each team's roll ("rolls." and the
	// team's key), by place in teams.
	rollFields []string
}

// teamOrdersOf is the shared teamOrders of teams, written when the
// teams in the fight change. The team-order decision shown to a chooser
// holds its options read only; a decision asked gets a list of its own
// (Initiative.run).
func (c *Combat) teamOrdersOf(teams []string) *teamOrders {
	if o := c.orders; o == nil || !slices.Equal(o.teams, teams) {
		o = &teamOrders{teams: slices.Clone(teams)}
		o.orders = permutations(teams)
		for _, p := range o.orders {
			o.options = append(o.options, sheet.NewOption(p, strings.Join(p, ", then ")))
		}
		for _, t := range teams {
			o.rollFields = append(o.rollFields, "rolls."+sheet.FieldKey(t))
		}
		c.orders = o
	}
	return c.orders
}

// orderOptions are the options of the team-order decision for teams,
// shared read only: a chooser reads them every round; the decision asked
// gets a list of its own (Initiative.run).
func (c *Combat) orderOptions(teams []string) []sheet.Option {
	return slices.Clip(c.teamOrdersOf(teams).options)
}

// rollField is the field of team's initiative roll in the command.
func (o *teamOrders) rollField(team string) string {
	for i, t := range o.teams {
		if t == team {
			return o.rollFields[i]
		}
	}
	return "rolls." + sheet.FieldKey(team)
}

// permutations lists every order of the teams (few teams fight at once):
// first those that start with the first team, each rest in the same way.
// The orders share one backing array.
func permutations(xs []string) [][]string {
	n, count := len(xs), 1
	for k := 2; k <= n; k++ {
		count *= k
	}
	out, flat := make([][]string, 0, count), make([]string, 0, count*n)
	cur, used := make([]string, 0, n), make([]bool, n)
	var walk func()
	walk = func() {
		if len(cur) == n {
			if n == 0 {
				out = append(out, nil)
				return
			}
			flat = append(flat, cur...)
			out = append(out, flat[len(flat)-n:len(flat):len(flat)])
			return
		}
		for i, x := range xs {
			if !used[i] {
				used[i], cur = true, append(cur, x)
				walk()
				used[i], cur = false, cur[:len(cur)-1]
			}
		}
	}
	walk()
	return out
}
