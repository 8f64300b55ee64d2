package tactics

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// orderMargin is how much better, in expected points, another order must
// look before the winner gives up acting first: a sketch's equal orders
// differ only in rounding.
const orderMargin = 0.01

// chooseOrder weighs each order the winner may set the teams in and keeps
// the one its sketch of the round (roundSketch) leaves the winner best
// off: acting first unless another order is clearly better, and among
// others as good, the one in which the winner acts latest. On a map where
// the sides start out of each other's reach, the side that moves first
// walks into the other's reach and is shot before it can shoot, so the
// winner lets the other side come to them.
func chooseOrder(c *combat.Combat, d *sheet.Decision) (any, string, error) {
	return orderFor(c, d, true)
}

// orderFor is chooseOrder, with the reason in words only when explain.
func orderFor(c *combat.Combat, d *sheet.Decision, explain bool) (any, string, error) {
	return pickOrder(c, d, explain, true)
}

// pickOrder is orderFor; quick lets it skip playing the orders when every
// order is alike (roundSketch.standing), and work out only the moves a
// later team sees (roundSketch.score), which a test holds to playing
// every order through.
func pickOrder(c *combat.Combat, d *sheet.Decision, explain, quick bool) (any, string, error) {
	winner := deciderTeam(c, d)
	s := sketches.Get().(*roundSketch)
	defer s.done()
	orders := s.ordersOf(d.Options)
	first := -1 // the first order offered that starts with the winner
	for i, o := range orders {
		if len(o) > 0 && o[0] == winner {
			first = i
			break
		}
	}
	if first < 0 {
		return d.Options[0].Value, "the first order offered", nil
	}
	s.begin(c, winner)
	if quick && s.standing() { // every order alike: no need to play them
		if !explain {
			return d.Options[first].Value, "", nil
		}
		return d.Options[first].Value, s.reasonFirst(), nil
	}
	play := s.play
	if quick {
		play = s.score // the last team's moves change no score
	}
	best, bestScore := first, play(orders[first])
	firstScore := bestScore
	for i, order := range weighed(orders, winner) {
		if order == nil || i == first {
			continue
		}
		// Among orders as good, the later the winner acts the more of
		// the others' moves it sees (the book's winners go last to react).
		v := play(order)
		if v > bestScore+orderMargin || (best != first && v >= bestScore-orderMargin && slices.Index(order, winner) > slices.Index(orders[best], winner)) {
			best, bestScore = i, v
		}
	}
	if !explain {
		return d.Options[best].Value, "", nil
	}
	return d.Options[best].Value, s.reason(orders[best], orders[first], bestScore, firstScore), nil
}

// maxOrdersWeighed bounds the orders weighed: every order of up to four
// teams; with more, the winner's own place in each, the other teams kept
// in the order offered.
const maxOrdersWeighed = 24

// weighed is orders with those not worth weighing set to nil: beyond
// maxOrdersWeighed, only those that keep the other teams in the order the
// first order offered lists them, one for each place of the winner.
func weighed(orders [][]string, winner string) [][]string {
	if len(orders) <= maxOrdersWeighed {
		return orders
	}
	out := make([][]string, len(orders))
	var teams []string // the others, in the order the first offered lists them
	for _, t := range orders[0] {
		if t != winner {
			teams = append(teams, t)
		}
	}
	for i, o := range orders {
		k := 0
		keep := true
		for _, t := range o {
			if t == winner {
				continue
			}
			if k >= len(teams) || teams[k] != t {
				keep = false
				break
			}
			k++
		}
		if keep {
			out[i] = o
		}
	}
	return out
}

// roundSketch plays the coming round in outline for one team order, from
// the state before initiative: each fighter with an action, their team's
// turn come, shoots the enemy it would hurt most where everyone then
// stands, or, with no one in reach, moves as the tactics move (the best
// position one move away, a step towards the nearest enemy before
// idling). A mover stays where it moved for the teams that act after.
// Dice, reactions and what the damage does are left out: the sketch
// weighs where the blows of the round fall, not how they land.
//
// Every round of every fight asks, so a sketch and its eye are used
// again (sketches), and so are the orders read from the options.
type roundSketch struct {
	e      eye
	winner string
	who    []*sheet.Character // the fighters
	arms   [][]arm            // their ways to attack (eye.armsOf)
	acts   []bool             // has this round's action
	start  []int              // where each stands, by the terrain's numbers
	at     []int              // where each stands in the round being sketched
	// shield is 1 for each fighter who chooses the damage die of a blow
	// without cover (a shield in a working hand), 0 otherwise: the only
	// way the one struck changes a blow's worth (eye.bestBlowWith).
	shield []int
	// read are the orders read from the options before, by their JSON.
	read   []readOrder
	orders [][]string
	// dealt remembers the damage of each blow asked (dealtAt), by the
	// striker's place, the shield of the one struck and the areas, when
	// the map is small enough; an entry counts only when stamped with
	// this sketch's asked, so a new sketch starts afresh without writing
	// the whole memo again.
	dealt []dealtBlow
	asked uint32
	// Worked out once a sketch: each fighter's team by its place in teams
	// (mine: the winner's, -1 when none of them fights), each fighter's
	// enemies by their place in who (foes, in who's order, all in
	// foeBuf), and each fighter's caution.
	side   []int
	teams  []string
	mine   int
	foes   [][]int
	foeBuf []int
	care   []float64
	// turns are the fighters' turns worked out (turn), lastTurn each
	// fighter's latest, keys the areas each was worked out for.
	turns    []sketchTurn
	lastTurn []int32
	keys     []int
}

// dealtBlow is a blow remembered by a sketch: its damage (noBlow when no
// weapon reaches), worked out by the sketch stamped asked.
type dealtBlow struct {
	damage float64
	asked  uint32
}

// sketchMemo bounds the blows a sketch remembers: fighters times two
// (shielded or not) times areas times areas, beyond which it works each
// out when asked.
const sketchMemo = 1 << 16

// noBlow marks a blow that no weapon reaches.
const noBlow = -1.0

type readOrder struct {
	raw   string
	order []string
}

var sketches = sync.Pool{New: func() any { return new(roundSketch) }}

// ordersOf reads the order each option sets: the same options come back
// round after round, so each is read once.
func (s *roundSketch) ordersOf(opts []sheet.Option) [][]string {
	s.orders = s.orders[:0]
	for _, o := range opts {
		order, found := []string(nil), false
		for _, r := range s.read {
			if r.raw == string(o.Value) {
				order, found = r.order, true
				break
			}
		}
		if !found {
			order = readOrderOf(o.Value)
			if len(s.read) >= 64 {
				s.read = s.read[:0]
			}
			s.read = append(s.read, readOrder{string(o.Value), order})
		}
		s.orders = append(s.orders, order)
	}
	return s.orders
}

// readOrderOf is the order an option's value sets (nil: none).
func readOrderOf(raw json.RawMessage) []string {
	var order []string
	if sheet.ReadValue(raw, &order) != nil {
		return nil
	}
	return order
}

// begin readies the sketch for state c, whose initiative winner chooses.
func (s *roundSketch) begin(c *combat.Combat, winner string) {
	s.e.reuse(c)
	s.winner = winner
	s.who, s.arms, s.acts, s.start, s.shield = s.who[:0], s.arms[:0], s.acts[:0], s.start[:0], s.shield[:0]
	chars := c.Roster.Characters
	if len(s.e.who) != len(chars) {
		s.e.who = make([]memo, len(chars)) // each character's memo, by roster place
	}
	for i := range chars {
		ch := &chars[i]
		if !fighting(ch) {
			continue
		}
		t, m := c.TallyOf(ch.ID), &s.e.who[i]
		s.who = append(s.who, ch)
		s.arms = append(s.arms, s.e.armsWith(m, ch))
		s.acts = append(s.acts, t == nil || t.LoseNext == 0)
		s.start = append(s.start, s.e.areaIn(m, ch))
		s.shield = append(s.shield, shieldOf(ch))
	}
	s.at = append(s.at[:0], s.start...)
	s.sides()
	s.turns, s.keys = s.turns[:0], s.keys[:0]
	s.lastTurn = s.lastTurn[:0]
	for range s.who {
		s.lastTurn = append(s.lastTurn, -1)
	}
	s.dealt = s.dealt[:0]
	if n, a := len(s.who), len(s.e.t.IDs); n*2*a*a <= sketchMemo {
		s.dealt = slices.Grow(s.dealt, n*2*a*a)[:n*2*a*a] // new room is stamped 0
		s.asked++
		if s.asked == 0 { // stamps wrapped around: forget every blow
			clear(s.dealt[:cap(s.dealt)])
			s.asked = 1
		}
	}
}

// sides works out the fighters' teams, enemies and caution (see
// roundSketch).
func (s *roundSketch) sides() {
	s.side, s.teams, s.mine, s.care = s.side[:0], s.teams[:0], -1, s.care[:0]
	for i, ch := range s.who {
		t := s.sideOf(ch.Team)
		if t < 0 {
			t = len(s.teams)
			s.teams = append(s.teams, ch.Team)
			if ch.Team == s.winner {
				s.mine = t
			}
		}
		s.side = append(s.side, t)
		s.care = append(s.care, s.caution(i))
	}
	s.foeBuf, s.foes = slices.Grow(s.foeBuf[:0], len(s.who)*len(s.who)), s.foes[:0]
	for i := range s.who {
		start := len(s.foeBuf)
		for j := range s.who {
			if s.side[j] != s.side[i] {
				s.foeBuf = append(s.foeBuf, j)
			}
		}
		s.foes = append(s.foes, s.foeBuf[start:len(s.foeBuf):len(s.foeBuf)])
	}
}

// dealtAt is the expected damage of fighter i's best blow on fighter j
// were they in areas src and dst (the terrain's numbers, -1 for none),
// or false when no weapon reaches: blow's, remembered, as neither
// fighter changes while the round is sketched. Of j the blow reads only
// whether j chooses the damage die (shield), so one entry serves every
// fighter struck alike.
func (s *roundSketch) dealtAt(i, j, src, dst int) (float64, bool) {
	if len(s.dealt) == 0 || src < 0 || dst < 0 {
		b, ok := s.blow(i, j, src, dst)
		return b.damage, ok
	}
	a := len(s.e.t.IDs)
	k := ((i*2+s.shield[j])*a+src)*a + dst
	if m := s.dealt[k]; m.asked == s.asked {
		return m.damage, m.damage != noBlow
	}
	d, ok := s.damage(i, j, src, dst)
	if !ok {
		s.dealt[k] = dealtBlow{noBlow, s.asked}
		return d, false
	}
	s.dealt[k] = dealtBlow{d, s.asked}
	return d, true
}

// damage is the damage of eye.bestBlowWith's blow of fighter i on
// fighter j from area src to area dst (both areas of the map), with
// whether j chooses the damage die read from the sketch's shields
// (TestRoundSketch_RememberedBlowsAreEachTargetsOwn holds the two alike).
func (s *roundSketch) damage(i, j, src, dst int) (best float64, ok bool) {
	e, att := &s.e, s.who[i]
	arms := s.arms[i]
	for k := range arms {
		a := &arms[k]
		_, cover, reaches := e.reach(a, att, src, dst)
		if !reaches {
			continue
		}
		mean := meanHigherDie
		if cover || s.shield[j] == 1 {
			mean = meanLowerDie
		}
		if d := a.hitFor(e, att) * mean; !ok || d > best {
			best, ok = d, true
		}
	}
	return best, ok
}

// nobody strikes the blows shieldOf weighs: no fighter's id is empty.
var nobody sheet.Character

// shieldOf is 1 when ch chooses the damage die of a blow on them without
// cover (sheet.DiceChooser), else 0.
func shieldOf(ch *sheet.Character) int {
	if who, _ := sheet.DiceChooser(&nobody, ch, false, false); who.Character == ch.ID {
		return 1
	}
	return 0
}

// done gives the sketch back, holding no state.
func (s *roundSketch) done() {
	clear(s.who)
	clear(s.arms)
	clear(s.teams)
	s.e.reuse(nil)
	sketches.Put(s)
}

// standing: no fighter would move in the sketch, whatever the order: each
// with an action has an enemy in reach or no weapon in hand. Then every
// order sees the same blows, and the winner acts first.
func (s *roundSketch) standing() bool {
	for i := range s.who {
		if !s.acts[i] || s.start[i] < 0 || len(s.arms[i]) == 0 {
			continue
		}
		if _, j, _ := s.turn(i, false); j < 0 {
			return false
		}
	}
	return true
}

// play sketches the round in the given order and returns what the winner
// gains by it: the expected damage its fighters deal less what they take.
func (s *roundSketch) play(order []string) float64 {
	return s.playing(order, true)
}

// score is play's score alone: the moves of the last team to act, which
// no one acts after to see, are left out, and so is where they leave it.
func (s *roundSketch) score(order []string) float64 {
	return s.playing(order, false)
}

// playing is play, with every move (all) or only those of a team some
// other team acts after.
func (s *roundSketch) playing(order []string, all bool) float64 {
	copy(s.at, s.start)
	score := 0.0
	for n, team := range order {
		t := s.sideOf(team)
		if t < 0 {
			continue // no fighter of theirs
		}
		moving := all || s.actsAfter(order[n+1:])
		for i := range s.who {
			if s.side[i] != t || !s.acts[i] {
				continue
			}
			dmg, j, to := s.turn(i, moving)
			if j < 0 {
				if to >= 0 && moving {
					s.at[i] = to
				}
				continue
			}
			switch {
			case t == s.mine:
				score += dmg
			case s.side[j] == s.mine:
				score -= dmg
			}
		}
	}
	return score
}

// actsAfter: a team of order has a fighter.
func (s *roundSketch) actsAfter(order []string) bool {
	for _, team := range order {
		if s.sideOf(team) >= 0 {
			return true
		}
	}
	return false
}

// sideOf is team's place in s.teams, -1 when no fighter is of it.
func (s *roundSketch) sideOf(team string) int {
	for t, name := range s.teams {
		if name == team {
			return t
		}
	}
	return -1
}

// turn is what fighter i does on its turn where the sketch has everyone:
// the damage of its best shot and whom (-1: no one is in reach), and
// with no one in reach, where it moves (-1: it stays; worked out only
// when moving). A turn reads nothing but where the fighter and its
// enemies stand, so it is worked out once for each way they stand
// (sketchTurn) and every order that sees them so reads it again.
func (s *roundSketch) turn(i int, moving bool) (float64, int, int) {
	k := s.turnAt(i)
	if k < 0 {
		dmg, j := s.bestShot(i)
		k = len(s.turns)
		s.turns = append(s.turns, sketchTurn{prev: s.lastTurn[i], key: int32(len(s.keys)), dmg: dmg, whom: int32(j), to: notWorkedOut})
		s.lastTurn[i] = int32(k)
		s.keys = append(s.keys, s.at[i])
		for _, j := range s.foes[i] {
			s.keys = append(s.keys, s.at[j])
		}
	}
	t := &s.turns[k]
	if t.whom < 0 && t.to == notWorkedOut && moving {
		t.to = int32(s.moveTo(i))
	}
	return t.dmg, int(t.whom), int(t.to)
}

// turnAt is the place in s.turns of fighter i's turn worked out where
// the sketch has i and its enemies now, or -1.
func (s *roundSketch) turnAt(i int) int {
	foes := s.foes[i]
	for k := s.lastTurn[i]; k >= 0; k = s.turns[k].prev {
		key := s.keys[s.turns[k].key:]
		if key[0] != s.at[i] {
			continue
		}
		key = key[1 : 1+len(foes)]
		same := true
		for n, j := range foes {
			if key[n] != s.at[j] {
				same = false
				break
			}
		}
		if same {
			return int(k)
		}
	}
	return -1
}

// sketchTurn is a fighter's turn worked out by a sketch (roundSketch.turn)
// where they and their enemies stood as its key says: the areas, in
// s.keys from key on, of the fighter and then of each enemy (s.foes).
type sketchTurn struct {
	prev int32 // the fighter's turn worked out before this one (-1: none)
	key  int32
	whom int32 // -1: no one is in reach
	to   int32 // with no one in reach, where they move (-1: they stay)
	dmg  float64
}

// notWorkedOut marks a turn's move not worked out yet.
const notWorkedOut = -2

// bestShot is the most damage fighter i can expect to deal where everyone
// stands in the sketch, and to whom (-1: no one is in reach).
func (s *roundSketch) bestShot(i int) (float64, int) {
	best, whom := 0.0, -1
	src := s.at[i]
	for _, j := range s.foes[i] {
		if d, ok := s.dealtAt(i, j, src, s.at[j]); ok && d > best {
			best, whom = d, j
		}
	}
	return best, whom
}

// blow is fighter i's best blow on fighter j were they in areas src and
// dst (the terrain's numbers, -1 for none).
func (s *roundSketch) blow(i, j, src, dst int) (blow, bool) {
	if src < 0 || dst < 0 {
		return blow{}, false
	}
	return s.e.bestBlowWith(s.arms[i], s.who[i], s.who[j], src, dst)
}

// weigh is what standing in area a is worth to fighter i in the sketch
// (eye.position, with everyone where the sketch has them), and when
// that asked it (known: with no enemy in reach from a), the fewest moves
// from a to an enemy (found false: none can be reached).
func (s *roundSketch) weigh(i, a int) (v float64, near int, found, known bool) {
	off, threat := 0.0, 0.0
	for _, j := range s.foes[i] {
		if d, ok := s.dealtAt(i, j, a, s.at[j]); ok && d > off {
			off = d
		}
		if d, ok := s.dealtAt(j, i, s.at[j], a); ok {
			threat += d
		}
	}
	v = off - s.care[i]*threat
	if off == 0 {
		if near, found = s.nearest(i, a); found {
			v -= float64(min(near, 10))
		}
		return v, near, found, true
	}
	return v, 0, false, false
}

// caution is eye.caution with the winner known: a badly wounded NPC whose
// team lost this initiative retreats.
func (s *roundSketch) caution(i int) float64 {
	if ch := s.who[i]; ch.Kind == sheet.NPC && s.e.wounded(ch) && ch.Team != s.winner {
		return 2
	}
	return 0.5
}

// nearest is the fewest moves from area a to an enemy of fighter i where
// the sketch has them.
func (s *roundSketch) nearest(i, a int) (int, bool) {
	if a < 0 {
		return 0, false
	}
	row := s.e.t.Row(a, battlemap.SightThreshold)
	best, found := 0, false
	for _, j := range s.foes[i] {
		if s.at[j] < 0 {
			continue
		}
		if m := row[s.at[j]].Moves; m != battlemap.Unreachable && (!found || int(m) < best) {
			best, found = int(m), true
		}
	}
	return best, found
}

// moveTo is where fighter i, with no one in reach, moves as the tactics
// would (scoreMove; -1: they stay): the best area one move away, a step
// towards the nearest enemy worth a little even when it is no better; an
// empty-handed fighter takes a weapon in hand instead, and stays.
func (s *roundSketch) moveTo(i int) int {
	here := s.at[i]
	if here < 0 || len(s.arms[i]) == 0 {
		return -1
	}
	hereV, near, ok, known := s.weigh(i, here)
	if !known {
		near, ok = s.nearest(i, here)
	}
	approach := ok && s.care[i] <= 1
	best, bestGain := -1, 0.0
	for a, r := range s.e.t.Row(here, battlemap.SightThreshold) {
		if r.Moves != 1 {
			continue
		}
		v, n, ok, known := s.weigh(i, a)
		gain := v - hereV
		if gain <= 0 && approach {
			if !known {
				n, ok = s.nearest(i, a)
			}
			if ok && n < near {
				gain = 1 / (1 - gain)
			}
		}
		if gain > bestGain {
			best, bestGain = a, gain
		}
	}
	return best
}

// reason says why the order was chosen, in the words of its sketch.
func (s *roundSketch) reason(order, first []string, score, firstScore float64) string {
	w := theTeam(s.winner)
	if order[0] == s.winner {
		return s.reasonFirst()
	}
	var before []string
	for _, t := range order {
		if t == s.winner {
			break
		}
		before = append(before, theTeam(t))
	}
	let := "let " + strings.Join(before, " and ") + " go first"
	s.play(order)
	if areas := s.inReachAfterMoving(false); len(areas) > 0 {
		return fmt.Sprintf("%s: they must cross %s into %s reach", let, areas, combat.Possessive(w))
	}
	s.play(first)
	if areas := s.inReachAfterMoving(true); len(areas) > 0 {
		return fmt.Sprintf("%s: acting first, %s would walk into their reach at %s", let, w, areas)
	}
	return fmt.Sprintf("%s: %+.1f expected points this round, against %+.1f acting first", let, score, firstScore)
}

// reasonFirst says why the winner acts first.
func (s *roundSketch) reasonFirst() string {
	w := theTeam(s.winner)
	for i, ch := range s.who {
		if _, j := s.bestShot(i); ch.Team == s.winner && j >= 0 {
			return w + " act first: they have enemies in reach now"
		}
	}
	return w + " act first: no other order looks better"
}

// inReachAfterMoving names the areas where, at the end of the round
// last sketched, fighters who moved stand in reach of an enemy: the
// winner's own (mine) or their enemies'.
func (s *roundSketch) inReachAfterMoving(mine bool) string {
	var names []string
	for j, ch := range s.who {
		if (ch.Team == s.winner) != mine || s.at[j] == s.start[j] {
			continue
		}
		for i, en := range s.who {
			if en.Team == ch.Team || (!mine && en.Team != s.winner) {
				continue
			}
			if _, ok := s.blow(i, j, s.at[i], s.at[j]); ok {
				if name := s.e.areaName(s.e.t.IDs[s.at[j]]); !slices.Contains(names, name) {
					names = append(names, name)
				}
				break
			}
		}
	}
	return andList(names)
}

// andList joins names: "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// theTeam names a team in a sentence: "the Club".
func theTeam(team string) string {
	if strings.HasPrefix(strings.ToLower(team), "the ") {
		return team
	}
	return "the " + team
}
