package combat

import (
	"fmt"
	"slices"
	"sort"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Phase is where a combat round stands.
type Phase string

const (
	// PhaseInitiative: the round waits for its initiative roll.
	PhaseInitiative Phase = "initiative"
	// PhaseOrder: the initiative winner is choosing the team order (only
	// ever seen as the pending decision of an initiative command).
	PhaseOrder Phase = "choosing-order"
	// PhaseTurn: a team is taking its actions.
	PhaseTurn Phase = "team-turn"
	// PhaseEnvironment: every team has acted and the hazards on the map
	// act, one environment command each (the Environment phase house
	// rule), before the round ends.
	PhaseEnvironment Phase = "environment"
	// PhaseReaction: an action is declared and waits for reactions, then
	// for its dice (a resolve command).
	PhaseReaction Phase = "reaction-window"
	// PhaseDecision: a submitted command waits for a person's choice
	// (reported by the session's view, never stored in the state).
	PhaseDecision Phase = "decision-pending"
	// PhaseEnded: the combat is over.
	PhaseEnded Phase = "ended"
)

// Tally is one character's action count for the current round.
type Tally struct {
	// Actions left this round, extra actions from criticals included.
	Actions int `json:"actions"`
	// DirectOnly is the Leader's extra action that can only direct.
	DirectOnly int `json:"directOnly,omitempty"`
	// LoseNext counts actions lost to critical failures that carry over to
	// the next round, because none was left this round.
	LoseNext int `json:"loseNext,omitempty"`
	// Spent and Had count this round's actions, for the property that no
	// one spends more than they have.
	Spent int `json:"spent"`
	Had   int `json:"had"`
	// AllOut: All-Out Defend declared this round (this turn in 2020-09-06).
	AllOut bool `json:"allOutDefend,omitempty"`
	// DirectedBy names the leader whose action pays this character's next
	// act (Leader: direct). Directed: benefited from direct this round.
	DirectedBy sheet.CharacterID `json:"directedBy,omitempty"`
	Directed   bool              `json:"directed,omitempty"`
	Directing  bool              `json:"directing,omitempty"`
	// SpeedLeg: a successful Speed roll owes a second, free Move.
	SpeedLeg bool `json:"speedLeg,omitempty"`
	// Stealth: the Stealth mark is held (it works only while no enemy
	// shares the area).
	Stealth bool `json:"stealth,omitempty"`
	// ForcedDefence: a forced defence (house rule) was made this round.
	ForcedDefence bool `json:"forcedDefence,omitempty"`
	// Held: an action held for an act later this round (Delay, a house
	// rule); Interrupting: the held action was just used, so the second
	// move of a Speed roll made with it may follow at once.
	Held         bool `json:"held,omitempty"`
	Interrupting bool `json:"interrupting,omitempty"`
}

// AreaEffect is a lasting AoE effect on an area: Continuous damage or
// Cover. It ends at the end of round EndsAfterRound or, counted in turns
// (InTurns, 2020-09-06), once EndsAfterTurn team turns of the combat are
// over.
type AreaEffect struct {
	Kind           sheet.AoEKind     `json:"kind"`
	Area           battlemap.AreaID  `json:"area"`
	Damage         int               `json:"damage,omitempty"`
	EndsAfterRound int               `json:"endsAfterRound"`
	InTurns        bool              `json:"inTurns,omitempty"`
	EndsAfterTurn  int               `json:"endsAfterTurn,omitempty"`
	By             sheet.CharacterID `json:"by"`
}

// Combat is the whole state of a combat: the roster as it stands, the
// round and its initiative, every character's actions, the combat's
// changes to the map and the action waiting for reactions. It is a pure
// function of the map, the starting roster and the log.
type Combat struct {
	Roster *sheet.Roster `json:"-"`
	Round  int           `json:"round"`
	Phase  Phase         `json:"phase"`
	Teams  []string
	Holder string   `json:"holder,omitempty"` // team that won the last initiative
	Order  []string `json:"order,omitempty"`  // this round's team order
	Turn   int      `json:"turn"`             // index into Order
	// Tallies gains entries (Combat.tally) but never has one replaced or
	// removed: a state's copy relies on it (cloneTallies).
	Tallies map[sheet.CharacterID]*Tally
	// The combat's changes to the map.
	Doors      map[int]battlemap.Door
	Demolished map[battlemap.AreaID]bool
	Effects    []AreaEffect
	// Rallied: leaders who have tried their once-per-combat rally.
	Rallied map[sheet.CharacterID]bool
	// Grapples maps each holder to the one they hold (2020-09-06).
	Grapples map[sheet.CharacterID]sheet.CharacterID `json:"grapples,omitempty"`
	// TurnsEnded counts the team turns played to their end, for what lasts
	// in turns; TurnStartSpent is the actions spent this round before the
	// current turn began, so "before any action of the turn" can be told.
	TurnsEnded     int `json:"turnsEnded,omitempty"`
	TurnStartSpent int `json:"turnStartSpent,omitempty"`
	// EnvActed is where the environment step stands: the places, in the
	// map's order of hazards, of those that have acted this round, sorted.
	EnvActed []int `json:"envActed,omitempty"`
	// Recovered: characters who recovered after the combat ended.
	Recovered  map[sheet.CharacterID]bool `json:"recovered,omitempty"`
	Window     *Window
	Objectives []string
	EndReason  string

	m     *battlemap.Map
	ter   *battlemap.Terrain        // cache of the base terrain; nil after a map change
	areas map[battlemap.AreaID]bool // the map's area ids, for validation
	mem   blocks                    // the memory this state's copy was made in
	// orders caches the team-order options; shared by copies, read only.
	orders *teamOrders
	// terrains are the map compiled under each overlay met, shared by
	// copies (terrains.go).
	terrains *terrains
	// madeOf is the state a command made this one of, and kept marks the
	// places in the roster whose sheets it left the same bytes (see
	// SheetsKept); nil when not made so.
	madeOf *Combat
	kept   uint64
}

// SheetsKept marks the places in the roster (bit i for place i) whose
// sheets are the same bytes in c as in from, found by the check after
// the command that made c of from: a copy of the state shares every
// sheet's lists and a command copies one before writing into it, so such
// a sheet holds the same values. ok is false unless c is a state a
// command made of from, as it was made (or for rosters of over 64).
func (c *Combat) SheetsKept(from *Combat) (kept uint64, ok bool) {
	if c.madeOf == nil || c.madeOf != from {
		return 0, false
	}
	return c.kept, true
}

// New starts a combat on m with the roster start (copied), in round
// 1 waiting for initiative. Every character with an area takes part.
func New(m *battlemap.Map, start *sheet.Roster, objectives []string) (*Combat, error) {
	if err := m.UnhexCombat(); err != nil {
		return nil, err
	}
	c := &Combat{Roster: start.Clone(), Round: 1, Phase: PhaseInitiative, Tallies: map[sheet.CharacterID]*Tally{},
		Doors: map[int]battlemap.Door{}, Demolished: map[battlemap.AreaID]bool{}, Rallied: map[sheet.CharacterID]bool{},
		Objectives: append([]string(nil), objectives...), m: m, areas: sheet.AreaSet(m), terrains: &terrains{}}
	if err := c.Roster.Validate(c.areas); err != nil { // kept: every copy checks its sheets against them
		return nil, err
	}
	seen := map[string]bool{}
	t := c.Terrain()
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if a := t.Index(ch.Area); a >= 0 {
			ch.Area = t.IDs[a] // the same name in the map's own text, which Terrain.Index finds first
		}
		if !seen[ch.Team] {
			seen[ch.Team] = true
			c.Teams = append(c.Teams, ch.Team)
		}
		c.Tallies[ch.ID] = &Tally{}
	}
	// Every member's team name is the one string in Teams (the same text):
	// names compared thousands of times a fight then compare equal at once.
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		ch.Team = c.Teams[slices.Index(c.Teams, ch.Team)]
	}
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if ch.HasAbility("stealth") && ch.Area != "" && !c.enemyIn(ch, ch.Area) {
			c.Tallies[ch.ID].Stealth = true
		}
	}
	if f := c.Fighting(); len(f) < 2 {
		return nil, fmt.Errorf("a combat needs at least two teams with conscious characters on the map, the roster has %d", len(f))
	}
	return c, nil
}

// Map is the saved map the combat is fought on; it never changes.
func (c *Combat) Map() *battlemap.Map { return c.m }

// Acting is the team whose turn it is, or "".
func (c *Combat) Acting() string {
	if (c.Phase == PhaseTurn || c.Phase == PhaseReaction) && c.Turn < len(c.Order) {
		return c.Order[c.Turn]
	}
	return ""
}

// Overlay is the combat's changes to the map, for Compile: door states,
// Demolish and AoE Cover. Stealth marks belong to characters, not areas,
// and are added per query.
func (c *Combat) Overlay() *battlemap.Overlay {
	ov := &battlemap.Overlay{Doors: cloneMap(c.Doors), Marks: map[battlemap.AreaID]battlemap.AreaMarks{}}
	for a, d := range c.Demolished {
		if d {
			am := ov.Marks[a]
			am.Demolished = true
			ov.Marks[a] = am
		}
	}
	for _, e := range c.Effects {
		if e.Kind == sheet.CoverAoE {
			am := ov.Marks[e.Area]
			am.AllCovered = true
			ov.Marks[e.Area] = am
		}
	}
	return ov
}

// terrain is the map under the combat's overlay, plus one Stealth mark at
// each of the extra areas given.
func (c *Combat) Terrain(stealthAreas ...battlemap.AreaID) *battlemap.Terrain {
	if len(stealthAreas) == 0 {
		if c.ter == nil {
			t, err := c.terrains.compiled(c.m, c.Overlay())
			if err != nil {
				panic(err) // the map was validated when the combat began
			}
			c.ter = t
		}
		return c.ter
	}
	ov := c.Overlay()
	for _, a := range stealthAreas {
		am := ov.Marks[a]
		am.Extra++
		ov.Marks[a] = am
	}
	t, err := c.terrains.compiled(c.m, ov) // kept like any overlay's: a listing asks it of every attack on the marked
	if err != nil {
		panic(err)
	}
	return t
}

// ownSight is the terrain an actor's own Attack (an AoE included) or
// Intercept is checked on: the map under the combat's overlay, without the
// actor's Stealth mark. Starting such an act ends Stealth before its range
// and sight are checked, and sight leaves out the looker's own area; under
// 2020-09-06, where a second ability keeps Stealth through a miss, the
// mark still hides only from the sight of others ("line of sight to you").
func (c *Combat) ownSight() *battlemap.Terrain { return c.Terrain() }

func (c *Combat) mapChanged() { c.ter = nil }

func (c *Combat) areaSet() map[battlemap.AreaID]bool {
	if c.areas == nil {
		c.areas = sheet.AreaSet(c.m)
	}
	return c.areas
}

// enemyIn reports whether a conscious character of another team stands in
// area a.
func (c *Combat) enemyIn(ch *sheet.Character, a battlemap.AreaID) bool {
	for i := range c.Roster.Characters {
		o := &c.Roster.Characters[i]
		if o.Team != ch.Team && o.Area == a && !o.Unconscious() {
			return true
		}
	}
	return false
}

// Stealthy reports whether the character's Stealth mark works now: held,
// conscious, and no enemy in the area.
func (c *Combat) Stealthy(id sheet.CharacterID) bool {
	if t := c.TallyOf(id); t == nil || !t.Stealth {
		return false // most characters: no search of the roster
	}
	ch := c.Roster.Find(id)
	return ch != nil && !ch.Unconscious() && ch.HasAbility("stealth") && !c.enemyIn(ch, ch.Area)
}

// sight is what the attacker sees of a target, with a threshold, after
// the target's Stealth mark. The attacker's own mark never counts (see
// ownSight). Without a working Stealth mark on the target, the answer is
// in the attacker's row on the combat's terrain, which s keeps.
func (s *aim) sight(c *Combat, tgt *sheet.Character, threshold int) battlemap.Reach {
	att := s.att
	if c.Stealthy(tgt.ID) && tgt.Area != att.Area {
		t := c.Terrain(tgt.Area) // the mark, on a terrain of its own
		src, dst := t.Index(att.Area), t.Index(tgt.Area)
		if src < 0 || dst < 0 {
			return battlemap.Reach{Range: battlemap.Unreachable, Moves: battlemap.Unreachable}
		}
		return t.Row(src, threshold)[dst]
	}
	if s.ter == nil {
		s.ter = c.ownSight()
		s.src = s.ter.Index(att.Area)
	}
	dst := s.ter.Index(tgt.Area)
	if s.src < 0 || dst < 0 {
		return battlemap.Reach{Range: battlemap.Unreachable, Moves: battlemap.Unreachable}
	}
	var slot int
	switch threshold {
	case battlemap.SightThreshold:
		slot = 0
	case battlemap.SightThreshold2HRanged:
		slot = 1
	default:
		return s.ter.Row(s.src, threshold)[dst]
	}
	if s.rows[slot] == nil {
		s.rows[slot] = s.ter.Row(s.src, threshold)
	}
	return s.rows[slot][dst]
}

// PCTeam reports whether a team has a PC: PCs win ties and round 1's
// initiative ties.
func (c *Combat) PCTeam(team string) bool {
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; ch.Team == team && ch.Kind == sheet.PC {
			return true
		}
	}
	return false
}

// Fighting lists the teams with at least one conscious character in the
// fight, in team order.
func (c *Combat) Fighting() []string { return c.fightingInto(nil) }

// fightingInto is Fighting appended to out, for a caller with room of its
// own: the engine asks after every command.
func (c *Combat) fightingInto(out []string) []string {
	for _, team := range c.Teams {
		for i := range c.Roster.Characters {
			if ch := &c.Roster.Characters[i]; ch.Team == team && inFight(ch) {
				out = append(out, team)
				break
			}
		}
	}
	return out
}

// teamFights: someone of team still fights, and team is one of the
// combat's (fightingInto's verdict on one team).
func (c *Combat) teamFights(team string) bool {
	if !contains(c.Teams, team) {
		return false
	}
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; inFight(ch) && ch.Team == team {
			return true
		}
	}
	return false
}

// inFight: the character still fights for their team, conscious and on
// the map.
func inFight(ch *sheet.Character) bool { return !ch.Unconscious() && ch.Area != "" }

// fightingUpToTwo is len(Fighting()), counted up to two in one pass
// over the roster, and when it is one, that team: the check after every
// command asks only whether the fight is over.
func (c *Combat) fightingUpToTwo() (n int, sole string) {
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		if (n == 1 && ch.Team == sole) || !inFight(ch) || !contains(c.Teams, ch.Team) {
			continue
		}
		if n == 1 {
			return 2, ""
		}
		n, sole = 1, ch.Team
	}
	return n, sole
}

// members returns the team's characters, in roster order.
func (c *Combat) members(team string) []*sheet.Character {
	var out []*sheet.Character
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; ch.Team == team {
			out = append(out, ch)
		}
	}
	return out
}

// activeEffects are the effects on an area, of a kind.
func (c *Combat) activeEffects(a battlemap.AreaID, kind sheet.AoEKind) []AreaEffect {
	var out []AreaEffect
	for _, e := range c.Effects {
		if e.Area == a && e.Kind == kind {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Damage > out[j].Damage })
	return out
}
