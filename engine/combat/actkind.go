package combat

import "github.com/unhexboard/unhexboard/engine/sheet"

// ActKind names one kind of act or reaction: what LegalActions and
// ReactOptions say each option is, and what a printed action card and a
// tracker button are about. Its text for people is in the act catalogue
// (actcatalog.go).
type ActKind string

// The acts a character takes on their team's turn (or, for All-Out
// Defend and Surrender, whenever the rules allow).
const (
	ActMove          ActKind = "move"
	ActAttack        ActKind = "attack"
	ActDoor          ActKind = "door"
	ActFirstAid      ActKind = "first-aid"
	ActManageItems   ActKind = "manage-items"
	ActUseArea       ActKind = "use-area"
	ActRally         ActKind = "rally"
	ActDirect        ActKind = "direct"
	ActAllOutDefend  ActKind = "all-out-defend"
	ActSurrender     ActKind = "surrender"
	ActEndTurn       ActKind = "end-turn"
	ActAoEBlast      ActKind = "aoe-blast"
	ActAoEContinuous ActKind = "aoe-continuous"
	ActAoECover      ActKind = "aoe-cover"
	ActAoEDemolish   ActKind = "aoe-demolish"
	// The 2020-09-06 grapple: take hold, break free, drag.
	ActGrapple   ActKind = "grapple"
	ActBreakFree ActKind = "break-free"
	ActDrag      ActKind = "drag"
	// The house rules' acts: hold the action for later (Delay), and the
	// forced defence's card.
	ActHold          ActKind = "hold"
	ActForcedDefence ActKind = "forced-defence"
)

// The reactions, one ActKind each.
const (
	ActCounterattack = ActKind(ReactCounterattack)
	ActDefend        = ActKind(ReactDefend)
	ActDefendOther   = ActKind(ReactDefendOther)
	ActIntercept     = ActKind(ReactIntercept)
)

// AoEAct is the act of using an AoE item of that kind.
func AoEAct(k sheet.AoEKind) ActKind { return ActKind("aoe-" + string(k)) }

// ActGroup sorts the acts for the table's eye: each group has its own
// colour and mark on the cards and the tracker's buttons.
type ActGroup string

const (
	GroupMove     ActGroup = "move"
	GroupAttack   ActGroup = "attack"
	GroupReaction ActGroup = "reaction"
	GroupSupport  ActGroup = "support"
	GroupLeader   ActGroup = "leader"
)

// ActGroups lists the groups in the deck's order.
var ActGroups = []ActGroup{GroupMove, GroupAttack, GroupReaction, GroupSupport, GroupLeader}
