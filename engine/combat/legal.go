package combat

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// ActOption is one act a character could take now: legal with the command
// that takes it, or not with the reason.
type ActOption struct {
	Kind   ActKind `json:"kind"` // the act; its card in the act catalogue names and explains it
	Label  string  `json:"label"`
	Legal  bool    `json:"legal"`
	Reason string  `json:"reason,omitempty"`
	// Command is the command that takes the act (fill in any decision
	// the engine asks for when it is submitted).
	Command Command `json:"-"`
	// For attacks: the map's verdict and the chance to hit.
	Check     *AttackCheck      `json:"check,omitempty"`
	HitChance *sheet.Chance     `json:"hitChance,omitempty"`
	Target    sheet.CharacterID `json:"target,omitempty"`
	Weapon    sheet.ItemID      `json:"weapon,omitempty"`
	To        battlemap.AreaID  `json:"to,omitempty"`
	Link      *int              `json:"link,omitempty"`
	// Call names the GM's call the act raises (an attack on the fallen, a
	// rally while a teammate has surrendered, a 2020-09-06 grapple): the
	// tracker says so, and where the map asks, the GM answers an attack
	// on the fallen before it goes ahead.
	Call sheet.CallID `json:"call,omitempty"`
}

// MarshalJSON adds the command as JSON.
func (o ActOption) MarshalJSON() ([]byte, error) {
	type plain ActOption
	out := struct {
		plain
		Command json.RawMessage `json:"command,omitempty"`
	}{plain: plain(o)}
	if o.Command != nil {
		data, err := MarshalCommand(o.Command)
		if err != nil {
			return nil, err
		}
		out.Command = data
	}
	return json.Marshal(out)
}

// LegalActions lists the acts the character could take now: each with
// the command that takes it, legal or with the reason it is refused. The
// verdict and the reason are the command's own check, the one Apply runs,
// so an act listed as legal is accepted and one listed as illegal is
// refused for the reason shown. Reactions to an open window are in
// ReactOptions.
func (c *Combat) LegalActions(id sheet.CharacterID) []ActOption {
	return c.listActs(nil, id, true, "")
}

// AppendAllowedActs appends to dst LegalActions without the words: the
// same acts, in the same order, from the same checks, but only the legal
// ones and without labels or reasons. Whoever weighs acts by the thousand
// (the tactics in a simulation) reads no words, and building them was most
// of the listing's cost. The acts of kind but are neither built nor
// checked (but "" leaves out nothing): for a player who will not take them
// now (the tactics, who never rearrange the hands of a fighter with a
// weapon in hand, and for whom each arrangement's check is a trial on a
// copy). dst is a buffer the caller uses again: each listing's own slice
// was a sixth of the bytes a simulated fight allocates.
func (c *Combat) AppendAllowedActs(dst []ActOption, id sheet.CharacterID, but ActKind) []ActOption {
	return c.listActs(dst, id, false, but)
}

// lister collects the options of one listing. With words it keeps every
// option with its label and, when refused, the reason; without, only the
// legal ones, bare.
type lister struct {
	c     *Combat
	words bool
	but   ActKind // a kind left out, or ""
	out   []ActOption
	place int // the lister's character's place in the roster, or -1
}

// add gives the option its verdict from the command's own check and keeps
// it; label is called only when the listing has words.
func (l *lister) add(o ActOption, label func() string) bool {
	return l.addWith(o, label, nil)
}

// addWith is add for an option with details (the map's verdict, the
// chance to hit), which detail fills in on the options kept.
func (l *lister) addWith(o ActOption, label func() string, detail func(ActOption) ActOption) bool {
	if l.skips(o.Kind) {
		return false
	}
	return l.addChecked(o, checkAct(l.c, o.Command), label, detail)
}

// skips: the listing leaves out acts of this kind.
func (l *lister) skips(k ActKind) bool { return l.but != "" && k == l.but }

// addChecked is addWith for an option whose command's check was run
// already, with err its verdict.
func (l *lister) addChecked(o ActOption, err error, label func() string, detail func(ActOption) ActOption) bool {
	o.Legal = err == nil
	if !l.words && !o.Legal {
		return false
	}
	if detail != nil {
		o = detail(o)
	}
	if !l.words {
		l.out = append(l.out, o)
		return true
	}
	o.Label = label()
	if err != nil {
		o.Reason = err.Error()
	}
	l.out = append(l.out, o)
	return o.Legal
}

// listCap is room for a listing without growing it: with words, every
// area's move and a few more; without, the few legal acts, or the
// surrender and the end of the turn (and a free drop or two) for a
// character the gate shuts out of everything else.
func listCap(words bool, g gate, areas int) int {
	switch {
	case words:
		return 2*areas + 16
	case !g.actor():
		return 4
	}
	return 12
}

// gate is what a listing without words knows of a character before it
// builds any option: the verdicts of the preconditions most acts' checks
// begin with, from the very functions those checks call (fighter,
// checkTurn, canSpend) without their words (fights, onTurn, hasAction).
// A check is a chain of refusals, so an option whose check runs a
// precondition that refuses is refused whatever else it checks: the
// listing leaves out the whole group at once instead of building and
// checking each option. Characters who are out of the fight or out of
// actions are more than half the listings of a simulated fight. A listing
// with words checks every option in full (the gate is open), and the
// property test holds the two listings together.
type gate struct {
	fighter bool // c.fighter: in the roster, on the map, able to act
	turn    bool // c.checkTurn: their team's turn, no window open
	spend   bool // c.canSpend: an action to act with
}

func (c *Combat) gateFor(ch *sheet.Character, words bool) gate {
	switch {
	case words:
		return gate{true, true, true}
	case !fights(ch):
		return gate{} // the other two are read only of a fighter
	}
	return gate{fighter: true, turn: c.onTurn(ch), spend: c.hasAction(ch)}
}

// actor is the ground of the acts whose check begins with Combat.actor
// (or its three checks one after the other).
func (g gate) actor() bool { return g.fighter && g.turn && g.spend }

// moves is the ground of a Move: a fighter on their turn, with an action
// or a Speed roll's second move owed (t is their tally). It holds for
// every actor.
func (g gate) moves(t *Tally) bool { return g.fighter && g.turn && (g.spend || t.SpeedLeg) }

// Beyond is what a listing without words offers a character beyond
// the two acts every listing ends with, the surrender and the end of the
// turn, as its gate sees it before it builds any option (see
// Combat.OffersBeyondEnds).
type Beyond uint8

const (
	// BeyondMore: other acts, maybe; the checks will say.
	BeyondMore Beyond = iota
	// BeyondItems: item changes at most (a free drop, a pick-up), so
	// nothing when the listing leaves them out (but ActManageItems).
	BeyondItems
	// BeyondNothing: only the two ends.
	BeyondNothing
)

// beyondEnds is the gate's verdict on each group of acts listActs lists
// between its start and the two ends, read with the very tests listActs
// reads before each group (so listActs, knowing the answer, goes
// straight to the ends): out of the fight, every other act's check
// refuses; a fighter who may neither move nor act (off their turn, out
// of actions) is offered only what any fighter may be offered: item
// changes, a rally, All-Out Defend, and on their turn a direction or
// (Delay) a held action. t is ch's tally.
func (c *Combat) beyondEnds(ch *sheet.Character, g gate, t *Tally) Beyond {
	switch {
	case !g.fighter:
		return BeyondNothing
	case g.moves(t), ch.HasAbility("rally"), ch.HasAbility("all-out-defend"), g.turn && (ch.HasAbility("direct") || c.delay()):
		return BeyondMore // g.moves holds for every actor
	}
	return BeyondItems
}

// onlyEnds: a listing without words leaving out the acts of kind but
// offers nothing beyond the two ends.
func (b Beyond) onlyEnds(but ActKind) bool {
	return b == BeyondNothing || (b == BeyondItems && but == ActManageItems)
}

// OffersBeyondEnds is what AppendAllowedActs(dst, ch.ID, but) may list
// beyond the surrender and the end of the turn, by the very gate the
// listing skips every other act by; ch is a character of c's roster.
// Whoever weighs each member's acts in turn (the tactics, many times a
// fight) may then pass over a member who is out of the fight or out of
// actions without listing them. BeyondMore promises nothing: the checks
// may still refuse every other act.
func (c *Combat) OffersBeyondEnds(ch *sheet.Character) Beyond {
	switch g := c.gateFor(ch, false); {
	case !g.fighter:
		return BeyondNothing // no tally read
	case g.actor():
		return BeyondMore // who may act may move: no tally read
	default:
		return c.beyondEnds(ch, g, c.tally(ch.ID))
	}
}

// listActs appends the listing to out, or to a slice of its own for nil.
func (c *Combat) listActs(out []ActOption, id sheet.CharacterID, words bool, but ActKind) []ActOption {
	ch := c.Roster.Find(id)
	if ch == nil {
		return out
	}
	g := c.gateFor(ch, words)
	if out == nil {
		out = make([]ActOption, 0, listCap(words, g, len(c.m.Areas)))
	}
	l := &lister{c: c, words: words, but: but, out: out, place: c.placeOf(ch)}
	t := c.tally(ch.ID)
	if !words && c.beyondEnds(ch, g, t).onlyEnds(but) { // most listings of a simulated fight
		return l.ends(ch)
	}
	// A Move's check asks for a fighter on their turn, and for an action
	// unless a Speed roll already paid for this second move.
	if g.moves(t) {
		c.moveOptions(ch, t, l)
	}
	if g.actor() { // Attack.verdict: fighter, turn, action
		c.attackOptions(ch, l)
	}
	if h := c.holderOf(ch.ID); h != "" && g.actor() { // BreakFree.check
		l.add(ActOption{Kind: ActBreakFree, Target: h, Command: &BreakFree{Character: ch.ID}},
			func() string { return fmt.Sprintf("break free of %s's grapple (opposed roll)", c.Label(h)) })
	}
	for li := range c.m.Links {
		if !g.actor() { // UseDoor.check: Combat.actor
			break
		}
		l2 := &c.m.Links[li] // read in place, not copied
		if l2.Door == battlemap.NoDoor || (l2.A != ch.Area && l2.B != ch.Area) {
			continue
		}
		li := li
		l.add(ActOption{Kind: ActDoor, Link: &li, Command: &UseDoor{Character: ch.ID, Link: li}}, func() string {
			verb := "close"
			if c.DoorState(li) == battlemap.DoorClosed {
				verb = "open"
			}
			return fmt.Sprintf("%s the door %s-%s", verb, c.areaName(l2.A), c.areaName(l2.B))
		})
	}
	for k := range ch.Items {
		if !g.actor() { // UseFirstAid.check: Combat.actor
			break
		}
		it := &ch.Items[k] // read in place, not copied
		if it.Kind != sheet.ItemFirstAid || !it.Intact() {
			continue
		}
		// UseFirstAid.check probes GiveFirstAid, which refuses a kit the
		// actor cannot use now (a stowed one, most often) by this very
		// check: without words, such a kit leaves out every patient.
		if !l.words && !ch.ItemUsable(it.ID, sheet.ItemUse{Action: sheet.ActFirstAid}) {
			continue
		}
		for i := range c.Roster.Characters {
			p := &c.Roster.Characters[i]
			if p.Area != ch.Area || p.Dead() {
				continue
			}
			l.add(ActOption{Kind: ActFirstAid, Target: p.ID, Weapon: it.ID,
				Command: &UseFirstAid{GiveFirstAid: sheet.GiveFirstAid{Actor: ch.ID, Patient: p.ID, Item: it.ID}}},
				func() string { return fmt.Sprintf("first aid on %s with %s", p.Label(), it.Label()) })
		}
	}
	// Every other act but the surrender and the end of the turn begins
	// its check with Combat.fighter: ManageItems.free, Rally, Direct (the
	// leader) and AllOutDefend.
	if g.fighter {
		if but != ActManageItems {
			c.itemOptions(ch, l)
		}
		if ch.HasAbility("rally") {
			l.add(ActOption{Kind: ActRally, Command: &Rally{Leader: ch.ID}, Call: c.actCall(ch, nil, ActRally, "")}, func() string { return "rally the team" })
		}
		if ch.HasAbility("direct") && g.turn { // Direct.check: fighter, turn
			for i := range c.Roster.Characters { // the team's members, read in place
				if m := &c.Roster.Characters[i]; m.Team == ch.Team && m.ID != ch.ID {
					l.add(ActOption{Kind: ActDirect, Target: m.ID, Command: &Direct{Leader: ch.ID, Character: m.ID}},
						func() string { return "direct " + m.Label() })
				}
			}
		}
		if ch.HasAbility("all-out-defend") {
			l.add(ActOption{Kind: ActAllOutDefend, Command: &AllOutDefend{Character: ch.ID}}, func() string { return "declare All-Out Defend" })
		}
	}
	if c.delay() && g.fighter && g.turn { // Hold.check: delay, fighter, turn
		l.add(ActOption{Kind: ActHold, Command: &Hold{Character: ch.ID}},
			func() string { return "hold the action to act later this round, between two acts of another team" })
	}
	return l.ends(ch)
}

// ends lists the two acts every listing of ch ends with, the surrender
// and the end of the turn, and gives the listing back.
func (l *lister) ends(ch *sheet.Character) []ActOption {
	ends := l.c.endsFor(ch, l.place)
	l.add(ActOption{Kind: ActSurrender, Command: &ends.surrender},
		func() string { return ch.Label() + " surrenders (level 0, out of the fight)" })
	l.add(endOption(ends), func() string { return "end " + Possessive(ch.Team) + " turn" })
	return l.out
}

// endOption is the end of the turn as every listing offers it, last.
func endOption(ends *listedEnds) ActOption { return ActOption{Kind: ActEndTurn, Command: &ends.end} }

// EndOfTurn is the end of the turn as a listing of ch without words
// (AppendAllowedActs) offers it: the same command, given its verdict by
// the same check (false when it refuses, and the listing leaves it out).
// A player who passed over ch (see OffersBeyondEnds) ends the turn by it.
func (c *Combat) EndOfTurn(ch *sheet.Character) (ActOption, bool) {
	o := endOption(c.endsFor(ch, c.placeOf(ch)))
	o.Legal = checkAct(c, o.Command) == nil
	return o, o.Legal
}

// listedEnds are the commands of the two acts every listing ends with, in
// one allocation: a simulated fight lists hundreds of times.
type listedEnds struct {
	surrender SurrenderNow
	end       EndTurn
}

// moveOptions lists a move (or a drag) to every other area. Without
// words, an area the Move's check would refuse through moveRefusal (most
// areas: they are not one move away) is left out by that check's own test
// before its option is built.
//
// Without words, every move left has one verdict, known before the loop:
// Move.check asks for a fighter on their turn (the gate let the mover
// through, listActs), not held in a grapple, an area one move away with
// legs that allow it (asked here of each area), and an action unless a
// Speed roll paid for this move (the gate again). A drag or a Speed
// roll's move asks no more of the mover. So a held mover is offered no
// move, and every other move left passes its check without running it.
func (c *Combat) moveOptions(ch *sheet.Character, t *Tally, l *lister) {
	if !l.words && c.holderOf(ch.ID) != "" { // Move.check: checkNotHeld
		return
	}
	ter := c.Terrain()
	src := ter.Index(ch.Area)
	var row []battlemap.Reach
	if !l.words { // moveBar, the legs and the row from src asked once
		if legs, _ := ch.CanMove(); !legs {
			return
		}
		row = ter.Row(src, battlemap.SightThreshold)
	}
	var held sheet.CharacterID
	if len(c.Grapples) > 0 {
		held = c.Grapples[ch.ID]
	}
	speed := ch.HasAbility("speed") && !t.SpeedLeg
	for dst, to := range ter.IDs { // the map's areas, in its order
		if dst == src || (!l.words && reachBar(row, src, dst) != moveOK) { // dst == src: to is ch.Area
			continue
		}
		if held != "" {
			l.addMove(ActOption{Kind: ActDrag, To: to, Command: &Move{Character: ch.ID, To: to, Drag: true}},
				func() string { return fmt.Sprintf("drag %s to %s (opposed roll)", c.Label(held), c.areaName(to)) })
			continue
		}
		legal := l.addMove(ActOption{Kind: ActMove, To: to, Command: c.moveFor(ch, l.place, to, dst, len(ter.IDs))}, func() string {
			if t.SpeedLeg {
				return fmt.Sprintf("second Speed move to %s", c.areaName(to))
			}
			return fmt.Sprintf("move to %s", c.areaName(to))
		})
		if legal && speed {
			l.addMove(ActOption{Kind: ActMove, To: to, Command: &Move{Character: ch.ID, To: to, Speed: true}},
				func() string { return fmt.Sprintf("roll Speed to move to %s (twice on a success)", c.areaName(to)) })
		}
	}
}

// addMove is add for a move moveOptions offers: without words its check
// passes (see moveOptions) and is not run.
func (l *lister) addMove(o ActOption, label func() string) bool {
	if l.words {
		return l.add(o, label)
	}
	if l.skips(o.Kind) {
		return false
	}
	o.Legal = true
	l.out = append(l.out, o)
	return true
}

// attackOptions lists an attack on every enemy on the map with every way
// the character could attack, and every AoE item on each area in reach.
// The lister gives each its verdict; the map's own verdict and the chance
// to hit are shown beside it.
func (c *Combat) attackOptions(ch *sheet.Character, l *lister) {
	var buf [4]sheet.ItemID
	weapons := AppendAttackWeapons(buf[:0], ch)
	s := aim{att: ch} // the attacker's side of every attack's check, found once
	for i := range c.Roster.Characters {
		tgt := &c.Roster.Characters[i]
		if tgt.ID == ch.ID || tgt.Area == "" || tgt.Dead() || tgt.Team == ch.Team {
			continue
		}
		for k, w := range weapons {
			c.attackOption(&s, tgt, Attack{Attacker: ch.ID, Target: tgt.ID, Weapon: w}, l, i*attackSlots+min(k, grappleSlot))
		}
		if ch.HasAbility("grapple") && !c.Roster.Calls.GrappleAfterHit() { // else chosen after a hit, not an act
			c.attackOption(&s, tgt, Attack{Attacker: ch.ID, Target: tgt.ID, Grapple: true}, l, i*attackSlots+grappleSlot)
		}
	}
	for k := range ch.Items {
		it := &ch.Items[k] // read in place, not copied
		if it.Kind != sheet.ItemAoE || it.Destroyed {
			continue
		}
		for j := range c.m.Areas {
			a := &c.m.Areas[j]
			chk := c.CheckAreaAttack(ch, it.ID, a.ID)
			if chk.Range == battlemap.Unreachable || chk.Range > 1 {
				continue
			}
			shown := chk // on the heap only for the areas listed
			l.add(ActOption{Kind: AoEAct(it.AoE), To: a.ID, Weapon: it.ID,
				Check: &shown, Command: &Attack{Attacker: ch.ID, Area: a.ID, Weapon: it.ID}},
				func() string { return fmt.Sprintf("use %s (%s) on %s", it.Label(), it.AoE, c.areaName(a.ID)) })
		}
	}
}

// attackOption lists one attack on a character. Its check is run on the
// attack as a value, and the command is built only for an option kept:
// a listing without words keeps only the legal ones, and most weapons
// are out of range of most enemies. The map's verdict shown beside a
// legal attack is its check's; beside a refused one, CheckAttack's. slot
// is the attack's place among the listed attacks of the state's fight
// (listedAttack).
func (c *Combat) attackOption(s *aim, tgt *sheet.Character, a Attack, l *lister, slot int) {
	ch := s.att
	kind := ActAttack
	if a.Grapple {
		kind = ActGrapple
	}
	if l.skips(kind) {
		return
	}
	if !l.words {
		// A listing without words lists attacks only for a character
		// its gate found a fighter on their turn with an action
		// (listActs): the verdict's first checks pass, and what is left
		// is its verdict on the target.
		chk, err := a.verdictOn(c, s, tgt, true)
		if err != nil {
			return
		}
		kept := c.listedAttack(l.place, slot, a, chk, listedHit(c, ch, chk.Class, a.Grapple))
		l.out = append(l.out, ActOption{Kind: kind, Legal: true, Target: tgt.ID, Weapon: a.Weapon, Command: &kept.cmd,
			Check: &kept.chk, HitChance: &kept.hit, Call: c.actCall(ch, tgt, kind, a.Weapon)})
		return
	}
	_, chk, err := a.verdict(c, false)
	label := func() string { return fmt.Sprintf("attack %s %s", tgt.Label(), withLabel(ch, a.Weapon)) }
	if a.Grapple {
		label = func() string { return fmt.Sprintf("grapple %s (two empty hands; a hit holds, no damage)", tgt.Label()) }
	}
	kept := &attackListed{cmd: a} // the option points into it: one allocation
	o := ActOption{Kind: kind, Target: tgt.ID, Weapon: a.Weapon, Command: &kept.cmd, Call: c.actCall(ch, tgt, kind, a.Weapon)}
	l.addChecked(o, err, label,
		func(o ActOption) ActOption {
			kept.chk = chk
			if err != nil {
				kept.chk = c.CheckAttack(ch, tgt, a.Weapon, sheet.ActAttack, false)
			}
			kept.hit = listedHit(c, ch, kept.chk.Class, a.Grapple)
			o.Check, o.HitChance = &kept.chk, &kept.hit
			return o
		})
}

// listedHit is the chance to hit shown beside a listed attack by ch with
// a weapon of class (a grapple is unarmed).
func listedHit(c *Combat, ch *sheet.Character, class sheet.WeaponClass, grapple bool) sheet.Chance {
	if grapple {
		class = sheet.Unarmed
	}
	return c.Roster.Edition.HitChance(ch.Level, ch.ModifiersFor(sheet.ActAttack, class).Good)
}

// attackListed is what a listed attack option points to: its command,
// the map's verdict and the chance to hit.
type attackListed struct {
	cmd Attack
	chk AttackCheck
	hit sheet.Chance
}

// Possessive is "PCs'" or "Club's", for turn labels.
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}
