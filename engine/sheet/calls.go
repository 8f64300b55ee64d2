package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Calls are the GM's calls a map is played with. Where the book leaves a
// question open ("If a rule is unclear, the GM decides"), the GM answers it
// once for the map and the engine follows that answer; the map carries
// them beside its edition, and the roster every command changes carries
// them on (Roster.Calls), so every rule reads them from the state it
// changes. An empty field is what files written before the calls existed
// played, so such a file replays as it always did; a new map is written
// with DefaultCalls. docs/rules.md ("The GM's calls") lists each with its
// test.
type Calls struct {
	// FinishingBlow: may someone attack a character who is unconscious or
	// has surrendered? Ask the GM each time, always allow, never allow.
	FinishingBlow string `json:"finishingBlow,omitempty"`
	// AoECriticalFailure: the sum of the dice as damage, and is the next
	// action lost as well?
	AoECriticalFailure string `json:"aoeCriticalFailure,omitempty"`
	// RallySurrendered: does a successful rally raise a teammate who has
	// surrendered?
	RallySurrendered string `json:"rallySurrendered,omitempty"`
	// BlastThrower: is the thrower a Blast target once no one else in the
	// area is left?
	BlastThrower string `json:"blastThrower,omitempty"`
	// InitiativeRoller: who rolls when a team's highest-level character
	// is unconscious?
	InitiativeRoller string `json:"initiativeRoller,omitempty"`
	// Grapple (2020-09-06): is the grapple declared with the attack, or
	// chosen after a hit?
	Grapple string `json:"grapple,omitempty"`
}

// CallID names a call: its key in the file.
type CallID string

const (
	CallFinishingBlow      CallID = "finishingBlow"
	CallAoECriticalFailure CallID = "aoeCriticalFailure"
	CallRallySurrendered   CallID = "rallySurrendered"
	CallBlastThrower       CallID = "blastThrower"
	CallInitiativeRoller   CallID = "initiativeRoller"
	CallGrapple            CallID = "grapple"
)

// The answers of each call, as the file writes them.
const (
	FinishingBlowAsk   = "ask"
	FinishingBlowAllow = "allow"
	FinishingBlowNever = "never"

	AoEFailureDamage          = "damage"
	AoEFailureDamageAndAction = "damage-and-action"

	RallySurrenderedStay = "stay"
	RallySurrenderedRise = "rise"

	BlastThrowerNever = "never"
	BlastThrowerLast  = "last"

	InitiativeHighestConscious = "highest-conscious"
	InitiativeTeamPicks        = "team-picks"

	GrappleDeclared = "declared"
	GrappleAfterHit = "after-hit"
)

// CallOption is one answer to a call.
type CallOption struct {
	Value string
	// Label is the answer in a few words, for a list to pick from.
	Label string
}

// CallSpec is one of the GM's calls: the question, the book's words that
// leave it open, the answers, what a new map answers and what a file
// without the setting plays.
type CallSpec struct {
	ID       CallID
	Name     string
	Question string
	// Book is the book's few words the question turns on.
	Book    string
	Options []CallOption
	// Default is what a new map is written with; Before is what a file
	// written before the setting existed plays (the engine's old reading).
	Default, Before string
	// Only is the one edition the call arises in, or "" for every one.
	Only Edition
}

// CallCatalogue lists the GM's calls in the order the app shows them.
var CallCatalogue = []CallSpec{
	{ID: CallFinishingBlow, Name: "Attacking the fallen",
		Question: "May someone attack a character who is unconscious or has surrendered (a finishing blow)?",
		Book:     "If a rule is unclear, the GM decides",
		Options: []CallOption{{FinishingBlowAsk, "ask the GM each time"}, {FinishingBlowAllow, "always allow"},
			{FinishingBlowNever, "never allow"}},
		Default: FinishingBlowAsk, Before: FinishingBlowAllow},
	{ID: CallAoECriticalFailure, Name: "AoE critical failure",
		Question: "An AoE critical failure hurts its user for the sum of the dice: is their next action lost as well?",
		Book:     "you take the sum of the dice in damage",
		Options: []CallOption{{AoEFailureDamage, "the damage only"},
			{AoEFailureDamageAndAction, "the damage and the next action"}},
		Default: AoEFailureDamage, Before: AoEFailureDamage},
	{ID: CallRallySurrendered, Name: "Rally and the surrendered",
		Question: "Does a successful rally raise a teammate who has surrendered, back into the fight?",
		Book:     "anyone on your team",
		Options: []CallOption{{RallySurrenderedStay, "no: they stay surrendered"},
			{RallySurrenderedRise, "yes: they may rise and fight on"}},
		Default: RallySurrenderedStay, Before: RallySurrenderedStay},
	{ID: CallBlastThrower, Name: "Blast and its thrower",
		Question: "Once no one else in the area is left to hit, is the thrower among the Blast's targets?",
		Book:     "must include allies if there are no other remaining targets",
		Options: []CallOption{{BlastThrowerNever, "never"},
			{BlastThrowerLast, "yes, last of all"}},
		Default: BlastThrowerNever, Before: BlastThrowerNever},
	{ID: CallInitiativeRoller, Name: "Initiative roller",
		Question: "When a team's highest-level character is unconscious, who rolls its initiative?",
		Book:     "the single highest level character from each team",
		Options: []CallOption{{InitiativeHighestConscious, "the highest-level conscious member"},
			{InitiativeTeamPicks, "any conscious member the team picks"}},
		Default: InitiativeHighestConscious, Before: InitiativeHighestConscious},
	{ID: CallGrapple, Name: "Grapple, 2020-09-06",
		Question: "Is a grapple declared with the attack, or chosen after an unarmed hit?",
		Book:     "On a successful unarmed Attack, instead of damage you may grapple",
		Options: []CallOption{{GrappleDeclared, "declared with the attack"},
			{GrappleAfterHit, "chosen after a hit"}},
		Default: GrappleDeclared, Before: GrappleDeclared, Only: Edition0906},
}

// LookupCall is the call's entry in the catalogue, or nil.
func LookupCall(id CallID) *CallSpec {
	for i := range CallCatalogue {
		if CallCatalogue[i].ID == id {
			return &CallCatalogue[i]
		}
	}
	return nil
}

// Label is the answer's label, or the value itself when unknown.
func (s *CallSpec) Label(value string) string {
	for _, o := range s.Options {
		if o.Value == value {
			return o.Label
		}
	}
	return value
}

// ArisesUnder: the call has a question to answer in edition e.
func (s *CallSpec) ArisesUnder(e Edition) bool { return s.Only == "" || s.Only == e.Or() }

// DefaultCalls are the calls a new map is written with: each call's
// default, every one spelt out so the file says what the map plays.
func DefaultCalls() Calls {
	var out Calls
	for _, s := range CallCatalogue {
		*out.field(s.ID) = s.Default
	}
	return out
}

// field is the struct field that holds call id.
func (c *Calls) field(id CallID) *string {
	switch id {
	case CallFinishingBlow:
		return &c.FinishingBlow
	case CallAoECriticalFailure:
		return &c.AoECriticalFailure
	case CallRallySurrendered:
		return &c.RallySurrendered
	case CallBlastThrower:
		return &c.BlastThrower
	case CallInitiativeRoller:
		return &c.InitiativeRoller
	case CallGrapple:
		return &c.Grapple
	}
	panic("unknown call " + string(id))
}

// Value is the map's answer to call id: the one set, or for an empty
// field what files before the setting played.
func (c Calls) Value(id CallID) string {
	if v := *c.field(id); v != "" {
		return v
	}
	return LookupCall(id).Before
}

// With returns the calls with id answered value; an unknown call or
// answer is refused naming the known ones.
func (c Calls) With(id CallID, value string) (Calls, error) {
	s := LookupCall(id)
	if s == nil {
		return c, fmt.Errorf("unknown GM's call %s", quote.Q(id))
	}
	if err := s.check(value); err != nil {
		return c, err
	}
	*c.field(id) = value
	return c, nil
}

func (s *CallSpec) check(value string) error {
	known := make([]string, len(s.Options))
	for i, o := range s.Options {
		if o.Value == value {
			return nil
		}
		known[i] = o.Value
	}
	return fmt.Errorf("the GM's call %s has no answer %s (known: %s)", s.ID, quote.Q(value), strings.Join(known, ", "))
}

// Validate refuses an answer a call does not have; an empty one is
// allowed (what files before the setting played).
func (c Calls) Validate() error {
	for _, s := range CallCatalogue {
		if v := *c.field(s.ID); v != "" {
			if err := s.check(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// Set reports whether any call is written in the file: a file written
// before the calls existed has none.
func (c Calls) Set() bool { return c != (Calls{}) }

// The questions the rules ask of the calls.

// AsksFinishingBlow: an attack on a fallen character waits for the GM's
// answer.
func (c Calls) AsksFinishingBlow() bool { return c.Value(CallFinishingBlow) == FinishingBlowAsk }

// RefusesFinishingBlow: no one attacks a fallen character.
func (c Calls) RefusesFinishingBlow() bool { return c.Value(CallFinishingBlow) == FinishingBlowNever }

// AoEFailureLosesAction: an AoE critical failure costs the next action as
// well as the damage.
func (c Calls) AoEFailureLosesAction() bool {
	return c.Value(CallAoECriticalFailure) == AoEFailureDamageAndAction
}

// RallyRaisesSurrendered: a successful rally may raise a surrendered
// teammate back into the fight.
func (c Calls) RallyRaisesSurrendered() bool {
	return c.Value(CallRallySurrendered) == RallySurrenderedRise
}

// BlastHitsThrower: the thrower is a Blast target once no one else in the
// area is left.
func (c Calls) BlastHitsThrower() bool { return c.Value(CallBlastThrower) == BlastThrowerLast }

// TeamPicksRoller: when its highest-level character is unconscious, a team
// picks any conscious member to roll initiative.
func (c Calls) TeamPicksRoller() bool { return c.Value(CallInitiativeRoller) == InitiativeTeamPicks }

// GrappleAfterHit: an unarmed hit may grapple instead of hurting, chosen
// after the hit; no grapple is declared with the attack.
func (c Calls) GrappleAfterHit() bool { return c.Value(CallGrapple) == GrappleAfterHit }

// Note is the call's answer for a person: "Attacking the fallen (the
// GM's call): ask the GM each time".
func (c Calls) Note(id CallID) string {
	s := LookupCall(id)
	return s.Name + " (the GM's call): " + s.Label(c.Value(id))
}

// Departures names, in words, each call set to an answer other than its
// default that arises under edition e: what a report says of a map that
// departs from the app's defaults. A file without calls has none.
func (c Calls) Departures(e Edition) []string {
	var out []string
	for _, s := range CallCatalogue {
		if v := *c.field(s.ID); v != "" && v != s.Default && s.ArisesUnder(e) {
			out = append(out, s.Name+": "+s.Label(v))
		}
	}
	return out
}
