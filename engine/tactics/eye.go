package tactics

import (
	"sync"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// eye reads one combat state for the scoring: who stands where, and what
// each area sees (the terrain remembers the map's answers).
//
// An eye reads one state and is dropped when the state changes, so what it
// remembers (each character's enemies, weapons, offense and threat per
// area) cannot go stale. An eye that does not explain scores the same but
// builds no reasons: a simulation reads none.
type eye struct {
	c       *combat.Combat
	explain bool
	t       *battlemap.Terrain
	foes    []teamFoes // each team's enemies, found on first use
	// who is what the eye worked out of each character, by their place
	// in the roster, and by area by the terrain's numbers: slices, where
	// maps keyed by names spent most of their time hashing the names.
	who []memo
	// armory holds every character's arms, one allocation for them all.
	armory []arm
	// lastCh's memo is lastM: the last character memoOf found.
	lastCh *sheet.Character
	lastM  *memo
	// spent is the fight's memory of states dropped (nil outside a
	// simulated fight): a door or an item change tried on a copy is tried
	// in it, and the copy given back once weighed.
	spent *combat.Spent
}

// teamFoes are the fighting characters of the teams other than team.
type teamFoes struct {
	team string
	foes []*sheet.Character
	at   []int32 // each foe's place in the roster: their memo, found without a search
}

// memo is what an eye worked out of one character.
type memo struct {
	at    int        // the terrain's number of their area, plus one (0: not looked up)
	armed bool       // arms is known
	arms  []arm      // the ways to attack (combat.AppendAttackWeapons)
	areas []areaMemo // by area, made on first use
}

// arm is one of a character's ways to attack with what a blow asks of it
// wherever the two stand: its class, sight threshold and chance to hit,
// and the engine's verdict on it at each range, asked once (the
// character's state is the eye's, so none of them changes).
type arm struct {
	id        sheet.ItemID
	class     sheet.WeaponClass
	threshold int
	hit       float64 // 0 until a blow first asks (hitFor)
	reaches   [8]int8 // bare hands, by range: 0 not asked yet, 1 usable, -1 refused
	span      int8    // an item: 0 not asked yet, 1 usable at ranges lo to hi, -1 at none
	lo, hi    int8    // hi -1: no limit
}

// hitFor is the arm's chance to hit for att, its owner, worked out on
// first use: most characters listed are never weighed for a blow.
func (a *arm) hitFor(e *eye, att *sheet.Character) float64 {
	if a.hit == 0 {
		a.hit = hitChance(e.c.Roster.Edition, att.Level, att.ModifiersFor(sheet.ActAttack, a.class).Good)
	}
	return a.hit
}

// usableAt is the engine's verdict on an attack with the arm at range
// rng (CanAttackUnarmed, or CanUseItem's verdict), remembered: an item's
// for every range at once (sheet.ItemAttackRanges), bare hands' for the
// short ranges.
func (a *arm) usableAt(e *eye, att *sheet.Character, rng int) bool {
	if a.id != "" {
		if a.span == 0 {
			lo, hi, ok := att.ItemAttackRanges(a.id, false)
			a.lo, a.hi, a.span = int8(lo), int8(hi), -1
			if ok {
				a.span = 1
			}
		}
		return a.span > 0 && rng >= int(a.lo) && (a.hi < 0 || rng <= int(a.hi))
	}
	if rng < len(a.reaches) && a.reaches[rng] != 0 {
		return a.reaches[rng] > 0
	}
	ok := att.CanAttackUnarmed(e.c.Roster.Edition, rng) == nil
	if rng < len(a.reaches) {
		a.reaches[rng] = 1
		if !ok {
			a.reaches[rng] = -1
		}
	}
	return ok
}

// areaMemo is what the eye worked out of a character standing in one
// area: offense and threat, in one slice for both.
type areaMemo struct {
	off offenseAt
	thr threatAt
}

type offenseAt struct {
	known  bool
	damage float64
	whom   *sheet.Character
}

type threatAt struct {
	known             bool
	total             float64
	shooters, covered int
}

func newEye(c *combat.Combat, explain bool) *eye {
	return &eye{c: c, explain: explain, t: c.Terrain()}
}

// reuse readies the eye, quiet, for state c (nil: for none), in the
// memory it used before: what it remembers is of its last state, so every
// memo is emptied, but its buffers (each character's memo by area, the
// teams' lists of enemies, the arms) are filled again, not made anew.
func (e *eye) reuse(c *combat.Combat) {
	who, armory, foes := e.who, e.armory, e.foes
	for i := range who[:cap(who)] {
		m := &who[:cap(who)][i]
		areas := m.areas
		clear(areas)
		*m = memo{areas: areas[:0]}
	}
	for i := range foes[:cap(foes)] {
		f := &foes[:cap(foes)][i]
		clear(f.foes)
		f.team, f.foes, f.at = "", f.foes[:0], f.at[:0]
	}
	*e = eye{c: c, foes: foes[:0], spent: e.spent}
	if c == nil {
		e.who, e.armory = who[:0], armory[:0]
		return
	}
	e.t = c.Terrain()
	if n := len(c.Roster.Characters); cap(who) >= n {
		e.who = who[:n]
	}
	if cap(armory) > 0 {
		e.armory = armory[:0]
	}
}

// reuseAreas is buf, emptied, when it holds n areas, else a new one.
func reuseAreas(buf []areaMemo, n int) []areaMemo {
	if cap(buf) >= n {
		buf = buf[:n]
		clear(buf)
		return buf
	}
	return make([]areaMemo, n)
}

// memoOf is ch's memo, or nil for a character not of this state's roster
// (never met: every character an eye weighs is one of its state's).
func (e *eye) memoOf(ch *sheet.Character) *memo {
	if ch == e.lastCh && ch != nil {
		return e.lastM // most asks in a row are of one character
	}
	chars := e.c.Roster.Characters // read once: asked thousands of times a fight
	for i := range chars {
		if &chars[i] == ch {
			if e.who == nil {
				e.who = make([]memo, len(chars))
			}
			e.lastCh, e.lastM = ch, &e.who[i]
			return e.lastM
		}
	}
	return nil
}

// because is the reason in plain words, built only when the eye explains.
func (e *eye) because(reason func() string) string {
	if !e.explain {
		return ""
	}
	return reason()
}

// options are the legal acts of a character: with their labels when the
// eye explains, bare otherwise (the same acts from the same checks),
// appended to buf when bare.
//
// Without words, a fighter with a weapon in hand is not offered the item
// changes: the tactics score them below zero (acts.go), so they are never
// taken, and trying each arrangement was a tenth of a simulated fight.
// Every act that can be chosen is listed, so the choices are the same.
func (e *eye) options(ch *sheet.Character, buf []combat.ActOption) []combat.ActOption {
	switch {
	case e.explain:
		return e.c.LegalActions(ch.ID)
	case e.armed(ch):
		return e.c.AppendAllowedActs(buf, ch.ID, combat.ActManageItems)
	}
	return e.c.AppendAllowedActs(buf, ch.ID, "")
}

// optionBufs are the buffers the bare listings are made in, used again:
// the options are read at once and only copies of their fields are kept.
var optionBufs = sync.Pool{New: func() any { return new([]combat.ActOption) }}

// armsOf are ch's ways to attack (combat.AppendAttackWeapons) with what a blow
// asks of each, worked out once per state.
func (e *eye) armsOf(ch *sheet.Character) []arm {
	m := e.memoOf(ch)
	if m == nil {
		m = &memo{} // not of this state's roster: worked out each time
	}
	return e.armsWith(m, ch)
}

// armsWith is armsOf with ch's memo m at hand.
func (e *eye) armsWith(m *memo, ch *sheet.Character) []arm {
	if !m.armed {
		var buf [4]sheet.ItemID
		ws := combat.AppendAttackWeapons(buf[:0], ch)
		if e.armory == nil {
			e.armory = make([]arm, 0, 2*len(e.c.Roster.Characters)) // room for two each
		}
		start := len(e.armory)
		for _, w := range ws {
			class := combat.WeaponClass(ch, w)
			e.armory = append(e.armory, arm{id: w, class: class, threshold: ch.SightThreshold(class)})
		}
		m.arms, m.armed = e.armory[start:len(e.armory):len(e.armory)], true
	}
	return m.arms
}

// armed: ch has a way to attack.
func (e *eye) armed(ch *sheet.Character) bool { return len(e.armsOf(ch)) > 0 }

// reactOptions are the reactions to the open window: all, with their
// labels, when the eye explains; the legal ones, bare and with no command
// built (ReactOption.Declare builds the one kept), appended to buf,
// otherwise.
func (e *eye) reactOptions(buf []combat.ReactOption) []combat.ReactOption {
	if e.explain {
		return e.c.ReactOptions()
	}
	return e.c.AppendAllowedReactionsUnbuilt(buf)
}

// fighting: on the map, conscious, not surrendered.
func fighting(ch *sheet.Character) bool {
	return ch.Area != "" && !ch.Unconscious()
}

// enemies are the fighting characters of other teams.
func (e *eye) enemies(of *sheet.Character) []*sheet.Character {
	foes, _ := e.enemiesAt(of)
	return foes
}

// enemiesAt is enemies and each one's place in the roster (their memo is
// e.who at it; see foeMemo), both found on first use. The places are kept
// only in the lists an eye used again keeps: a new eye's would cost an
// allocation more than they save.
func (e *eye) enemiesAt(of *sheet.Character) ([]*sheet.Character, []int32) {
	for _, f := range e.foes {
		if f.team == of.Team {
			return f.foes, f.at
		}
	}
	chars := e.c.Roster.Characters
	if e.who == nil {
		e.who = make([]memo, len(chars))
	}
	var out []*sheet.Character
	var at []int32
	n := len(e.foes)
	kept := n < cap(e.foes) && cap(e.foes[:n+1][n].foes) > 0
	if kept {
		f := &e.foes[:n+1][n] // lists an earlier state's eye made
		out, at = f.foes[:0], f.at[:0]
	} else {
		out = make([]*sheet.Character, 0, len(chars))
	}
	for i := range chars {
		o := &chars[i]
		if o.Team != of.Team && fighting(o) {
			out = append(out, o)
			if kept {
				at = append(at, int32(i))
			}
		}
	}
	e.foes = append(e.foes, teamFoes{of.Team, out, at})
	return out, at
}

// foeMemo is the memo of en, the j-th of a list of enemies whose places
// are at (nil: not kept, so searched).
func (e *eye) foeMemo(at []int32, j int, en *sheet.Character) *memo {
	if at != nil {
		return &e.who[at[j]]
	}
	return e.memoOf(en)
}

// blow is one possible attack: its chance, whether the target chooses the
// damage die, and the expected damage.
type blow struct {
	weapon sheet.ItemID
	hit    float64
	cover  bool
	rng    int
	damage float64
}

// bestBlowWith is att's best attack on tgt, with att's arms (eye.armsOf)
// at hand, if att stood in area src and tgt in area dst (the terrain's
// numbers, both areas of the map), or ok false when no weapon reaches.
func (e *eye) bestBlowWith(arms []arm, att, tgt *sheet.Character, src, dst int) (best blow, ok bool) {
	for i := range arms {
		a := &arms[i]
		r := e.t.Row(src, a.threshold)[dst]
		if r.Range == battlemap.Unreachable || !r.LOS {
			continue
		}
		rng := int(r.Range)
		if !a.usableAt(e, att, rng) {
			continue
		}
		cover := r.Cover && rng > 0 && !a.class.Melee()
		b := blow{weapon: a.id, cover: cover, rng: rng, hit: a.hitFor(e, att)}
		b.damage = b.hit * meanDamage(att, tgt, cover)
		if !ok || b.damage > best.damage {
			best, ok = b, true
		}
	}
	return best, ok
}

// meanDamage is the expected damage die of a hit: the target picks the
// lower die when it has cover or a shield, the attacker the higher.
func meanDamage(att, tgt *sheet.Character, cover bool) float64 {
	if targetChooses(att, tgt, cover) {
		return meanLowerDie
	}
	return meanHigherDie
}

func targetChooses(att, tgt *sheet.Character, cover bool) bool {
	who, _ := sheet.DiceChooser(att, tgt, cover, false)
	return who.Character == tgt.ID && who.Character != att.ID
}

// areaOf is the terrain's number of ch's area (-1 for none), looked up
// once per state.
func (e *eye) areaOf(ch *sheet.Character) int {
	m := e.memoOf(ch)
	if m == nil {
		return e.t.Index(ch.Area)
	}
	return e.areaIn(m, ch)
}

// areaIn is areaOf with ch's memo m at hand.
func (e *eye) areaIn(m *memo, ch *sheet.Character) int {
	if m.at == 0 {
		m.at = e.t.Index(ch.Area) + 1
	}
	return m.at - 1
}

// threat is the expected damage per round that the enemies who can see
// and hit area a would deal to ch standing there, and how many of them can.
func (e *eye) threat(ch *sheet.Character, a battlemap.AreaID) (total float64, shooters, covered int) {
	return e.threatIn(ch, e.t.Index(a))
}

// threatIn is threat in area ai, by the terrain's numbers.
func (e *eye) threatIn(ch *sheet.Character, ai int) (total float64, shooters, covered int) {
	m := e.memoOf(ch)
	if m != nil && ai >= 0 {
		if len(m.areas) == 0 {
			m.areas = reuseAreas(m.areas, len(e.t.IDs))
		}
		if k := m.areas[ai].thr; k.known {
			return k.total, k.shooters, k.covered
		}
		defer func() { m.areas[ai].thr = threatAt{true, total, shooters, covered} }()
	}
	foes, at := e.enemiesAt(ch)
	for j, en := range foes {
		em := e.foeMemo(at, j, en)
		arms, src := e.armsWith(em, en), e.areaIn(em, en)
		if src < 0 || ai < 0 {
			continue // unreachable: no weapon reaches
		}
		b, ok := e.bestBlowWith(arms, en, ch, src, ai)
		if !ok {
			continue
		}
		total += b.damage
		shooters++
		if b.cover {
			covered++
		}
	}
	return total, shooters, covered
}

// offense is ch's best expected damage from area a on any enemy where
// they stand, and that enemy.
func (e *eye) offense(ch *sheet.Character, a battlemap.AreaID) (best float64, whom *sheet.Character) {
	return e.offenseIn(ch, e.t.Index(a))
}

// offenseIn is offense from area ai, by the terrain's numbers.
func (e *eye) offenseIn(ch *sheet.Character, ai int) (best float64, whom *sheet.Character) {
	m := e.memoOf(ch)
	if m != nil && ai >= 0 {
		if len(m.areas) == 0 {
			m.areas = reuseAreas(m.areas, len(e.t.IDs))
		}
		if k := m.areas[ai].off; k.known {
			return k.damage, k.whom
		}
		defer func() { m.areas[ai].off = offenseAt{true, best, whom} }()
	}
	arms := e.armsOf(ch) // the same for every enemy
	foes, at := e.enemiesAt(ch)
	for j, en := range foes {
		dst := e.areaIn(e.foeMemo(at, j, en), en)
		if ai < 0 || dst < 0 {
			continue // unreachable: no weapon reaches
		}
		if b, ok := e.bestBlowWith(arms, ch, en, ai, dst); ok && b.damage > best {
			best, whom = b.damage, en
		}
	}
	return best, whom
}

// nearest is the fewest moves from area a to an area holding an enemy,
// and false when no enemy can be reached.
func (e *eye) nearest(ch *sheet.Character, a battlemap.AreaID) (int, bool) {
	return e.nearestIn(ch, e.t.Index(a))
}

// nearestIn is nearest from area ai, by the terrain's numbers.
func (e *eye) nearestIn(ch *sheet.Character, ai int) (int, bool) {
	best, found := 0, false
	foes, at := e.enemiesAt(ch)
	for j, en := range foes {
		dst := e.areaIn(e.foeMemo(at, j, en), en)
		if ai < 0 || dst < 0 {
			continue // unreachable
		}
		if r := e.t.Row(ai, battlemap.SightThreshold)[dst]; r.Moves != battlemap.Unreachable && (!found || int(r.Moves) < best) {
			best, found = int(r.Moves), true
		}
	}
	return best, found
}
