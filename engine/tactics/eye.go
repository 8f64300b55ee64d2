package tactics

import (
	"sync"
	"unsafe"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// eye reads one combat state for the scoring: who stands where, and what
// each area sees (the terrain remembers the map's answers).
//
// What an eye remembers (each character's enemies, weapons, offense,
// threat and nearest enemy per area) is of its state. A fight's eye goes
// from each state to the next (follow), keeping only what the command
// between them left true; any other eye reads one state and is dropped
// or readied afresh (reuse). An eye that does not explain scores the
// same but builds no reasons: a simulation reads none.
type eye struct {
	c       *combat.Combat
	explain bool
	t       *battlemap.Terrain
	// who is what the eye worked out of each character, by their place
	// in the roster, and by area by the terrain's numbers: slices, where
	// maps keyed by names spent most of their time hashing the names.
	who []memo
	// teamOf numbers each place's team (teams of them, numbered in the
	// order met; 0: not numbered yet), and foes are each team's enemies,
	// by that number.
	teamOf  []int32
	teams   int
	foes    []teamFoes
	teamBuf [8]int32 // teamOf for a small roster: a new eye makes none
	// armory holds every character's arms, one allocation for them all;
	// spareArmory is where follow moves the arms it keeps when the armory
	// runs short.
	armory, spareArmory []arm
	// lastCh is at place lastAt: the last character placeOf found.
	lastCh *sheet.Character
	lastAt int
	// pairs are the blows between two characters a fight's eye keeps
	// from state to state (follow), while pairsOn: never for any other
	// eye. Its buffers are kept when the eye is readied afresh.
	pairs   pairBlows
	pairsOn bool
	// spent is the fight's memory of states dropped (nil outside a
	// simulated fight): a door or an item change tried on a copy is tried
	// in it, and the copy given back once weighed.
	spent *combat.Spent
}

// teamFoes are the places in the roster of the fighting characters of
// the other teams, once made.
type teamFoes struct {
	made bool
	at   []int32
}

// memo is what an eye worked out of one character.
type memo struct {
	at    int        // the terrain's number of their area, plus one (0: not looked up)
	armed bool       // arms is known
	arms  []arm      // the ways to attack (combat.AppendAttackWeapons)
	areas []areaMemo // by area, made on first use; only those of gen hold
	gen   uint32
}

// forget empties m's areas: an entry holds only while its gen is m's.
func (m *memo) forget() {
	if m.gen++; m.gen == 0 {
		clear(m.areas) // after four billion: the oldest entries would hold again
	}
}

// arm is one of a character's ways to attack with what a blow asks of it
// wherever the two stand: its class, sight threshold and chance to hit,
// and the engine's verdict on it at each range, asked once: all of it
// reads only its owner's sheet (but for their area) and the rules'
// edition, so it holds while both do (eye.follow).
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
// area: offense, threat and the nearest enemy, in one slice for all.
type areaMemo struct {
	gen  uint32 // its memo's when worked out
	off  offenseAt
	thr  threatAt
	near nearestAt
}

type offenseAt struct {
	known  bool
	damage float64
	whom   int32 // the enemy's place in the roster, plus one (0: none)
}

type threatAt struct {
	known             bool
	total             float64
	shooters, covered int
}

type nearestAt struct {
	known, found bool
	moves        int
}

// pairBlows are the best blows (eye.bestBlowWith) between every two
// characters from every area to every other, by their places in the
// roster and the terrain's numbers, each kept while neither sheet changes
// but for where its character stands (eye.follow). An entry holds only
// while its gen is its pair's: a pair is forgotten by a new stamp.
type pairBlows struct {
	n, areas int
	gens     []uint32 // by attacker's place times n plus target's
	stamp    uint32   // the last gen given
	blows    []blowMemo
}

// maxPairBlows bounds the blows an eye keeps (a quarter of a megabyte):
// beyond it, on large maps, every blow is worked out afresh.
const maxPairBlows = 1 << 14

type blowMemo struct {
	gen       uint32
	ok, cover bool
	damage    float64
}

// readyFor sizes p for n characters and a areas, every pair forgotten,
// and says whether they fit.
func (p *pairBlows) readyFor(n, a int) bool {
	if n*n*a*a > maxPairBlows {
		return false
	}
	if p.stamp >= 1<<31 { // never in a fight: start again before the gens wrap
		clear(p.blows[:cap(p.blows)])
		p.stamp = 0
	}
	p.n, p.areas = n, a
	if cap(p.gens) < n*n {
		p.gens = make([]uint32, n*n)
	}
	if cap(p.blows) < n*n*a*a {
		p.blows = make([]blowMemo, n*n*a*a)
	}
	p.gens, p.blows = p.gens[:n*n], p.blows[:n*n*a*a]
	p.stamp++
	for i := range p.gens {
		p.gens[i] = p.stamp
	}
	return true
}

// forget forgets every blow of the character at place i, struck or
// striking.
func (p *pairBlows) forget(i int) {
	p.stamp++
	for j := 0; j < p.n; j++ {
		p.gens[i*p.n+j], p.gens[j*p.n+i] = p.stamp, p.stamp
	}
}

func newEye(c *combat.Combat, explain bool) *eye {
	return &eye{c: c, explain: explain, t: c.Terrain()}
}

// reuse readies the eye, quiet, for state c (nil: for none), in the
// memory it used before: what it remembers is of its last state, so every
// memo is emptied, but its buffers (each character's memo by area, the
// teams' lists of enemies, the arms, the blows between pairs) are filled
// again, not made anew.
func (e *eye) reuse(c *combat.Combat) {
	who, armory, spare, foes, teamOf, pairs := e.who, e.armory, e.spareArmory, e.foes, e.teamOf, e.pairs
	for i := range who[:cap(who)] {
		m := &who[:cap(who)][i]
		areas := m.areas
		clear(areas)
		*m = memo{areas: areas[:0]}
	}
	for i := range foes[:cap(foes)] {
		foes[:cap(foes)][i].made = false
	}
	*e = eye{c: c, foes: foes[:0], teamOf: teamOf[:0], spent: e.spent, spareArmory: spare, pairs: pairs}
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

// follow readies the eye for next, the state a command made of from,
// keeping what it worked out of from that next leaves true. from must be
// the eye's own state and still intact (not yet given back to the
// fight's spent memory): its sheets are compared with next's, as the
// engine's check after a command compares them (a copy of the state
// shares every sheet's lists, and a command copies a list before it
// writes into it, so a sheet that is the same bytes holds the same
// values); the engine's own marks of them are read when it has them
// (combat.SheetsKept). Otherwise the eye is readied afresh (reuse).
//
// What is kept, by what it reads: a character's arms (their sheet but
// for their area, and the rules' edition); their offense, threat and
// nearest enemy by area (also the sheets and areas of every character of
// another team, and the map under the state's overlay); a blow between
// two (both sheets but for their areas); each team's enemies (who is in
// the fight). Teammates are read by none of them, so one member's move
// or act keeps what the eye knows of the others.
func (e *eye) follow(from, next *combat.Combat) {
	if from == nil || next == nil || e.c != from || e.explain || e.t == nil {
		e.reuse(next)
		return
	}
	oc, nc := from.Roster.Characters, next.Roster.Characters
	if len(oc) != len(nc) || len(e.who) != len(nc) || from.Roster.Edition != next.Roster.Edition || next.Terrain() != e.t {
		e.reuse(next)
		return
	}
	if e.teams == 0 {
		e.numberTeams()
	}
	if e.teams > 64 {
		e.reuse(next) // more teams than a mark each: never met
		return
	}
	if !e.pairsOn {
		e.pairsOn = e.pairs.readyFor(len(nc), len(e.t.IDs))
	}
	var touched uint64 // the teams of characters changed
	joined := false    // someone joined or left the fight
	kept, known := next.SheetsKept(from)
	for i := range nc {
		a, b := &oc[i], &nc[i]
		if known && kept&(1<<i) != 0 || !known && sameBytes(a, b) {
			continue
		}
		if a.ID != b.ID || a.Team != b.Team {
			e.reuse(next) // the roster changed places or sides: never met
			return
		}
		joined = joined || fighting(a) != fighting(b)
		m, moved := &e.who[i], *a
		moved.Area = b.Area
		if sameBytes(&moved, b) {
			m.at = 0 // only their area changed: what they carry holds
		} else {
			m.forget() // their sheet changed: nothing of theirs holds
			m.at, m.armed, m.arms = 0, false, nil
			if e.pairsOn {
				e.pairs.forget(i)
			}
		}
		touched |= 1 << e.teamOf[i]
	}
	if touched != 0 {
		for i := range e.who {
			if touched&^(1<<e.teamOf[i]) != 0 { // an enemy of theirs changed
				e.who[i].forget()
			}
		}
	}
	if joined {
		for k := range e.foes {
			e.foes[k].made = false
		}
	}
	// The arms of characters whose memo was emptied are made anew at the
	// end of the armory: when it runs short, the kept ones move to the
	// front of a spare one (no allocation once both are large enough).
	if len(e.armory)+3*len(nc) > cap(e.armory) {
		spare := e.spareArmory[:0]
		if cap(spare) < 8*len(nc) {
			spare = make([]arm, 0, 8*len(nc))
		}
		for i := range e.who {
			if m := &e.who[i]; m.armed {
				at := len(spare)
				spare = append(spare, m.arms...)
				m.arms = spare[at:len(spare):len(spare)]
			}
		}
		clear(e.armory[:cap(e.armory)])
		e.armory, e.spareArmory = spare, e.armory[:0]
	}
	e.c, e.lastCh = next, nil
}

// sameBytes: a and b are the same bytes, so, in two states one copied
// from the other, hold the same values (see eye.follow).
func sameBytes(a, b *sheet.Character) bool {
	const n = unsafe.Sizeof(sheet.Character{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}

// numberTeams numbers every place's team, in the order met, and readies
// a list of enemies for each, not made yet.
func (e *eye) numberTeams() {
	chars := e.c.Roster.Characters
	teamOf := e.teamOf[:0]
	if cap(teamOf) < len(chars) && len(chars) <= len(e.teamBuf) {
		teamOf = e.teamBuf[:0]
	}
	e.teams = 0
	for i := range chars {
		t := int32(e.teams)
		for j := range i {
			if chars[j].Team == chars[i].Team {
				t = teamOf[j]
				break
			}
		}
		if int(t) == e.teams {
			e.teams++
		}
		teamOf = append(teamOf, t)
	}
	e.teamOf = teamOf
	foes := e.foes[:0]
	if cap(foes) == 0 {
		foes = make([]teamFoes, 0, e.teams)
	}
	for k := range e.teams {
		if k < cap(foes) {
			f := foes[:k+1][k]
			foes = append(foes, teamFoes{at: f.at[:0]})
		} else {
			foes = append(foes, teamFoes{})
		}
	}
	e.foes = foes
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

// placeOf is ch's place in the roster, or -1 for a character not of this
// state's roster (never met: every character an eye weighs is one of its
// state's). The eye's memos are made on the first ask.
func (e *eye) placeOf(ch *sheet.Character) int {
	if ch == e.lastCh && ch != nil {
		return e.lastAt // most asks in a row are of one character
	}
	chars := e.c.Roster.Characters
	if ch == nil || len(chars) == 0 {
		return -1
	}
	i := rosterPlace(chars, ch)
	if uint(i) >= uint(len(chars)) || &chars[i] != ch {
		return -1
	}
	if e.who == nil {
		e.who = make([]memo, len(chars))
	}
	e.lastCh, e.lastAt = ch, i
	return i
}

// rosterPlace is the place ch would have in chars if it were one of them
// (placeOf checks it is).
func rosterPlace(chars []sheet.Character, ch *sheet.Character) int {
	return int((uintptr(unsafe.Pointer(ch)) - uintptr(unsafe.Pointer(&chars[0]))) / unsafe.Sizeof(chars[0]))
}

// memoOf is ch's memo, or nil for a character not of this state's roster.
func (e *eye) memoOf(ch *sheet.Character) *memo {
	if i := e.placeOf(ch); i >= 0 {
		return &e.who[i]
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
	if e.explain {
		return e.c.LegalActions(ch.ID)
	}
	return e.c.AppendAllowedActs(buf, ch.ID, e.but(ch))
}

// but is the kind of act a quiet listing of ch leaves out: item changes
// for a character with a weapon in hand, whom the tactics never rearrange.
//
// Whether ch has a way to attack is read from their arms when the eye
// knows them, else asked of the engine alone: a member passed over
// (nextAct) needs nothing more of them.
func (e *eye) but(ch *sheet.Character) combat.ActKind {
	armed := false
	if m := e.memoOf(ch); m != nil && m.armed {
		armed = len(m.arms) > 0
	} else {
		var buf [4]sheet.ItemID
		armed = len(combat.AppendAttackWeapons(buf[:0], ch)) > 0
	}
	if armed {
		return combat.ActManageItems
	}
	return ""
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

// enemiesOf are the places in the roster of the fighting characters of
// teams other than of's (their memo is e.who at each), in roster order,
// found on first use.
func (e *eye) enemiesOf(of *sheet.Character) []int32 {
	chars := e.c.Roster.Characters
	i := e.placeOf(of)
	if i < 0 { // not of the roster: never met, so not kept
		if e.who == nil {
			e.who = make([]memo, len(chars))
		}
		var at []int32
		for j := range chars {
			if o := &chars[j]; o.Team != of.Team && fighting(o) {
				at = append(at, int32(j))
			}
		}
		return at
	}
	if e.teams == 0 {
		e.numberTeams()
	}
	team := e.teamOf[i]
	f := &e.foes[team]
	if !f.made {
		at := f.at[:0]
		if cap(at) == 0 {
			at = make([]int32, 0, len(chars))
		}
		for j := range chars {
			if e.teamOf[j] != team && fighting(&chars[j]) {
				at = append(at, int32(j))
			}
		}
		f.at, f.made = at, true
	}
	return f.at
}

// blowOf is bestBlowWith's damage, cover and verdict for att, at place i
// in the roster, on tgt, at place k, remembered between the two while
// neither sheet changes when the eye keeps blows (i and k -1: it does
// not for them).
func (e *eye) blowOf(arms []arm, att, tgt *sheet.Character, i, k, src, dst int) (damage float64, cover, ok bool) {
	p := &e.pairs
	if !e.pairsOn || i < 0 || k < 0 {
		b, ok := e.bestBlowWith(arms, att, tgt, src, dst)
		return b.damage, b.cover, ok
	}
	pair := i*p.n + k
	bm := &p.blows[(pair*p.areas+src)*p.areas+dst]
	if g := p.gens[pair]; bm.gen == g {
		return bm.damage, bm.cover, bm.ok
	}
	b, ok := e.bestBlowWith(arms, att, tgt, src, dst)
	*bm = blowMemo{gen: p.gens[pair], ok: ok, cover: b.cover, damage: b.damage}
	return b.damage, b.cover, ok
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
		rng, cover, reaches := e.reach(a, att, src, dst)
		if !reaches {
			continue
		}
		b := blow{weapon: a.id, cover: cover, rng: rng, hit: a.hitFor(e, att)}
		b.damage = b.hit * meanDamage(att, tgt, cover)
		if !ok || b.damage > best.damage {
			best, ok = b, true
		}
	}
	return best, ok
}

// reach is whether att's arm a strikes from area src at area dst (the
// terrain's numbers): the range, and whether the one struck has cover
// from it. The fight's blows and the round sketch's both ask it.
func (e *eye) reach(a *arm, att *sheet.Character, src, dst int) (rng int, cover, ok bool) {
	r := e.t.Row(src, a.threshold)[dst]
	if r.Range == battlemap.Unreachable || !r.LOS {
		return 0, false, false
	}
	rng = int(r.Range)
	if !a.usableAt(e, att, rng) {
		return 0, false, false
	}
	return rng, r.Cover && rng > 0 && !a.class.Melee(), true
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

// areaMemoOf is what the eye worked out of the character at place i
// standing in area ai, or nil for no area or no place.
func (e *eye) areaMemoOf(i, ai int) *areaMemo {
	if i < 0 || ai < 0 {
		return nil
	}
	m := &e.who[i]
	if len(m.areas) == 0 {
		m.areas = reuseAreas(m.areas, len(e.t.IDs))
	}
	am := &m.areas[ai]
	if am.gen != m.gen {
		*am = areaMemo{gen: m.gen} // worked out before m was forgotten
	}
	return am
}

// threat is the expected damage per round that the enemies who can see
// and hit area a would deal to ch standing there, and how many of them can.
func (e *eye) threat(ch *sheet.Character, a battlemap.AreaID) (total float64, shooters, covered int) {
	return e.threatIn(ch, e.t.Index(a))
}

// threatIn is threat in area ai, by the terrain's numbers.
func (e *eye) threatIn(ch *sheet.Character, ai int) (total float64, shooters, covered int) {
	me := e.placeOf(ch)
	am := e.areaMemoOf(me, ai)
	if am != nil && am.thr.known {
		return am.thr.total, am.thr.shooters, am.thr.covered
	}
	chars := e.c.Roster.Characters
	for _, k := range e.enemiesOf(ch) {
		en, em := &chars[k], &e.who[k]
		arms, src := e.armsWith(em, en), e.areaIn(em, en)
		if src < 0 || ai < 0 {
			continue // unreachable: no weapon reaches
		}
		damage, cover, ok := e.blowOf(arms, en, ch, int(k), me, src, ai)
		if !ok {
			continue
		}
		total += damage
		shooters++
		if cover {
			covered++
		}
	}
	if am != nil {
		am.thr = threatAt{true, total, shooters, covered}
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
	me := e.placeOf(ch)
	am := e.areaMemoOf(me, ai)
	chars := e.c.Roster.Characters
	if am != nil && am.off.known {
		if am.off.whom == 0 {
			return am.off.damage, nil
		}
		return am.off.damage, &chars[am.off.whom-1]
	}
	arms := e.armsOf(ch) // the same for every enemy
	at := int32(-1)
	for _, k := range e.enemiesOf(ch) {
		en := &chars[k]
		dst := e.areaIn(&e.who[k], en)
		if ai < 0 || dst < 0 {
			continue // unreachable: no weapon reaches
		}
		if damage, _, ok := e.blowOf(arms, ch, en, me, int(k), ai, dst); ok && damage > best {
			best, at = damage, k
		}
	}
	if at >= 0 {
		whom = &chars[at]
	}
	if am != nil {
		am.off = offenseAt{known: true, damage: best, whom: at + 1}
	}
	return best, whom
}

// nearest is the fewest moves from area a to an area holding an enemy,
// and false when no enemy can be reached.
func (e *eye) nearest(ch *sheet.Character, a battlemap.AreaID) (int, bool) {
	return e.nearestIn(ch, e.t.Index(a))
}

// nearestIn is nearest from area ai, by the terrain's numbers.
func (e *eye) nearestIn(ch *sheet.Character, ai int) (best int, found bool) {
	am := e.areaMemoOf(e.placeOf(ch), ai)
	if am != nil && am.near.known {
		return am.near.moves, am.near.found
	}
	chars := e.c.Roster.Characters
	for _, k := range e.enemiesOf(ch) {
		dst := e.areaIn(&e.who[k], &chars[k])
		if ai < 0 || dst < 0 {
			continue // unreachable
		}
		if r := e.t.Row(ai, battlemap.SightThreshold)[dst]; r.Moves != battlemap.Unreachable && (!found || int(r.Moves) < best) {
			best, found = int(r.Moves), true
		}
	}
	if am != nil {
		am.near = nearestAt{true, found, best}
	}
	return best, found
}
