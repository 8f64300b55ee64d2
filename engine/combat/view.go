package combat

import (
	"sort"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// View is the read model of a combat for the play mode and for
// `unhexboard replay --json`.
type View struct {
	// Rules is the edition of the rules the combat plays.
	Rules      sheet.Edition   `json:"rules"`
	Round      int             `json:"round"`
	Phase      Phase           `json:"phase"`
	Acting     string          `json:"acting,omitempty"`
	Holder     string          `json:"holder,omitempty"`
	Order      []string        `json:"order,omitempty"`
	Teams      []string        `json:"teams"`
	Characters []CharacterView `json:"characters"`
	// HouseRules are the house rules the combat plays, or nil for none.
	HouseRules *sheet.HouseRules `json:"houseRules,omitempty"`
	// Doors and Demolished are the combat's changes to the map; Overlay
	// carries the same for Compile.
	Doors      map[int]battlemap.Door `json:"doors,omitempty"`
	Demolished []battlemap.AreaID     `json:"demolished,omitempty"`
	Effects    []EffectView           `json:"effects,omitempty"`
	Overlay    *battlemap.Overlay     `json:"-"`
	// Window is the declared action waiting for reactions and dice;
	// Reactions lists who may react to it and how.
	Window     *Window         `json:"window,omitempty"`
	Reactions  []ReactOption   `json:"reactions,omitempty"`
	Pending    *sheet.Decision `json:"pending,omitempty"`
	Objectives []string        `json:"objectives,omitempty"`
	EndReason  string          `json:"endReason,omitempty"`
	Log        []string        `json:"log,omitempty"`
}

// CharacterView is one character's state in the combat.
type CharacterView struct {
	ID         sheet.CharacterID   `json:"id"`
	Name       string              `json:"name"`
	Team       string              `json:"team"`
	Kind       sheet.CharacterKind `json:"kind"`
	Level      int                 `json:"level"`
	MaxLevel   int                 `json:"maxLevel"`
	Status     sheet.Status        `json:"status"`
	Area       battlemap.AreaID    `json:"area,omitempty"`
	Body       sheet.Body          `json:"body"`
	Items      []sheet.Item        `json:"items,omitempty"`
	Actions    int                 `json:"actions"`
	DirectOnly int                 `json:"directOnly,omitempty"`
	LoseNext   int                 `json:"loseNext,omitempty"`
	AllOut     bool                `json:"allOutDefend,omitempty"`
	Stealthy   bool                `json:"stealthy,omitempty"`
	DirectedBy sheet.CharacterID   `json:"directedBy,omitempty"`
	SpeedLeg   bool                `json:"speedLeg,omitempty"`
	Held       bool                `json:"held,omitempty"`
	Recovered  bool                `json:"recovered,omitempty"`
	// Acted: the character has acted this round (spent an action, or
	// acted on a leader's direction); a round waiting for its initiative
	// has no acts yet. For the turn list; the command line's JSON leaves
	// it out.
	Acted bool `json:"-"`
}

// EffectView is a lasting AoE effect; RoundsLeft 0 means it ends with
// this round. An effect counted in turns (2020-09-06) has TurnsLeft
// instead: 0 ends with this turn.
type EffectView struct {
	AreaEffect
	RoundsLeft int `json:"roundsLeft"`
	TurnsLeft  int `json:"turnsLeft,omitempty"`
}

// View returns the read model of the state.
func (c *Combat) View() View {
	v := View{Rules: c.Roster.Edition.Or(), Round: c.Round, Phase: c.Phase, Acting: c.Acting(), Holder: c.Holder, Order: sheet.CloneSlice(c.Order),
		Teams: sheet.CloneSlice(c.Teams), Overlay: c.Overlay(), Objectives: sheet.CloneSlice(c.Objectives), EndReason: c.EndReason}
	if h := c.Roster.HouseRules; h.On() {
		v.HouseRules = &h
	}
	if len(c.Doors) > 0 {
		v.Doors = cloneMap(c.Doors)
	}
	for a, d := range c.Demolished {
		if d {
			v.Demolished = append(v.Demolished, a)
		}
	}
	sort.Slice(v.Demolished, func(i, j int) bool { return v.Demolished[i] < v.Demolished[j] })
	for _, e := range c.Effects {
		ev := EffectView{AreaEffect: e, RoundsLeft: e.EndsAfterRound - c.Round}
		if e.InTurns {
			ev.RoundsLeft, ev.TurnsLeft = 0, e.EndsAfterTurn-c.TurnsEnded
		}
		v.Effects = append(v.Effects, ev)
	}
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		t := c.tally(ch.ID)
		v.Characters = append(v.Characters, CharacterView{ID: ch.ID, Name: ch.Name, Team: ch.Team, Kind: ch.Kind,
			Level: ch.Level, MaxLevel: ch.MaxLevel, Status: ch.Status(), Area: ch.Area, Body: ch.Body, Items: sheet.CloneSlice(ch.Items),
			Actions: t.Actions, DirectOnly: t.DirectOnly, LoseNext: t.LoseNext, AllOut: t.AllOut, Stealthy: c.Stealthy(ch.ID),
			DirectedBy: t.DirectedBy, SpeedLeg: t.SpeedLeg, Held: t.Held, Recovered: c.Recovered[ch.ID],
			Acted: c.Phase != PhaseInitiative && (t.Spent > 0 || t.Directed)})
	}
	if c.Window != nil {
		w := *c.Window
		w.Reactions = sheet.CloneSlice(c.Window.Reactions)
		v.Window = &w
		v.Reactions = c.ReactOptions()
	}
	return v
}

// View is the state's read model with the pending decision and the log's
// narration.
func (s *Session) View() View {
	v := s.State().View()
	if p := s.Pending(); p != nil {
		v.Pending = p.Decision
		if v.Phase != PhaseEnded {
			v.Phase = PhaseDecision
			if p.Decision.Kind == DecideTeamOrder {
				v.Phase = PhaseOrder
			}
		}
	}
	for _, e := range s.Log() {
		v.Log = append(v.Log, e.Narration)
	}
	return v
}
