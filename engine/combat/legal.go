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
	Kind   string `json:"kind"` // move, attack, aoe, door, first-aid, manage-items, rally, direct, all-out-defend, surrender, end-turn
	Label  string `json:"label"`
	Legal  bool   `json:"legal"`
	Reason string `json:"reason,omitempty"`
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

// LegalActions lists every act the character may take now, and the acts
// they may not, each with the reason. Reactions to an open window are in
// ReactOptions.
func (c *Combat) LegalActions(id sheet.CharacterID) []ActOption {
	ch := c.Roster.Find(id)
	if ch == nil {
		return nil
	}
	common := ""
	if err := ch.CanAct(); err != nil {
		common = err.Error()
	} else if ch.Area == "" {
		common = ch.Label() + " is not on the map"
	} else if err := c.checkTurn(ch); err != nil {
		common = err.Error()
	}
	spendWhy := common
	t := c.tally(ch.ID)
	if spendWhy == "" && !t.SpeedLeg {
		if err := c.canSpend(ch); err != nil {
			spendWhy = err.Error()
		}
	}
	var out []ActOption
	add := func(o ActOption, reason string) {
		if reason == "" {
			reason = spendWhy
		}
		o.Legal, o.Reason = reason == "", reason
		if !o.Legal {
			o.Command = nil
		}
		out = append(out, o)
	}
	// Moves: every area one link away by the movement rules, and the rest.
	for _, a := range c.m.Areas {
		if a.ID == ch.Area {
			continue
		}
		why := ""
		if ch.Area != "" {
			why = c.CheckMove(ch, a.ID)
		}
		if why != "" && t.SpeedLeg && common == "" {
			why = "second Speed move: " + why
		}
		add(ActOption{Kind: "move", Label: fmt.Sprintf("move to %s", c.areaName(a.ID)), To: a.ID,
			Command: &Move{Character: ch.ID, To: a.ID}}, firstOf(common, why))
		if ch.HasAbility("speed") && !t.SpeedLeg && why == "" {
			add(ActOption{Kind: "move", Label: fmt.Sprintf("roll Speed to move to %s (twice on a success)", c.areaName(a.ID)), To: a.ID,
				Command: &Move{Character: ch.ID, To: a.ID, Speed: true}}, "")
		}
	}
	// Attacks: every other character in the fight, with every way to attack.
	for i := range c.Roster.Characters {
		tgt := &c.Roster.Characters[i]
		if tgt.ID == ch.ID || tgt.Area == "" || tgt.Dead() || tgt.Team == ch.Team {
			continue
		}
		for _, w := range attackWeapons(ch) {
			chk := c.CheckAttack(ch, tgt, w, sheet.ActAttack, false)
			mods := ch.ModifiersFor(sheet.ActAttack, chk.Class)
			hc := sheet.HitChance(ch.Level, mods.Good)
			add(ActOption{Kind: "attack", Label: fmt.Sprintf("attack %s %s", tgt.Label(), withLabel(ch, w)), Target: tgt.ID, Weapon: w,
				Check: &chk, HitChance: &hc, Command: &Attack{Attacker: ch.ID, Target: tgt.ID, Weapon: w}}, firstOf(common, chk.Reason))
		}
	}
	// AoE items on each area in reach.
	for _, it := range ch.Items {
		if it.Kind != sheet.ItemAoE || it.Destroyed {
			continue
		}
		for _, a := range c.m.Areas {
			chk := c.CheckAreaAttack(ch, it.ID, a.ID)
			if chk.Range == battlemap.Unreachable || chk.Range > 1 {
				continue
			}
			add(ActOption{Kind: "aoe", Label: fmt.Sprintf("use %s (%s) on %s", it.Label(), it.AoE, c.areaName(a.ID)), To: a.ID, Weapon: it.ID,
				Check: &chk, Command: &Attack{Attacker: ch.ID, Area: a.ID, Weapon: it.ID}}, firstOf(common, chk.Reason))
		}
	}
	// Doors at the character's area.
	for li, l := range c.m.Links {
		if l.Door == battlemap.NoDoor || (l.A != ch.Area && l.B != ch.Area) {
			continue
		}
		verb := "close"
		if c.DoorState(li) == battlemap.DoorClosed {
			verb = "open"
		}
		li := li
		add(ActOption{Kind: "door", Label: fmt.Sprintf("%s the door %s-%s", verb, c.areaName(l.A), c.areaName(l.B)), Link: &li,
			Command: &UseDoor{Character: ch.ID, Link: li}}, common)
	}
	// First aid with each first aid item, on each character in the area.
	for _, it := range ch.Items {
		if it.Kind != sheet.ItemFirstAid || it.Destroyed || it.Dropped {
			continue
		}
		for i := range c.Roster.Characters {
			p := &c.Roster.Characters[i]
			if p.Area != ch.Area || p.Dead() {
				continue
			}
			why := ""
			if err := ch.CanUseItem(it.ID, sheet.ItemUse{Action: sheet.ActFirstAid}); err != nil {
				why = err.Error()
			}
			add(ActOption{Kind: "first-aid", Label: fmt.Sprintf("first aid on %s with %s", p.Label(), it.Label()), Target: p.ID, Weapon: it.ID,
				Command: &UseFirstAid{GiveFirstAid: sheet.GiveFirstAid{Actor: ch.ID, Patient: p.ID, Item: it.ID}}}, firstOf(common, why))
		}
	}
	add(ActOption{Kind: "manage-items", Label: "rearrange the items in hand (dropping is free)",
		Command: &ManageItems{ArrangeItems: sheet.ArrangeItems{Character: ch.ID}}}, common)
	if ch.HasAbility("rally") {
		why := ""
		if c.Rallied[ch.ID] {
			why = "rally is tried once per combat"
		}
		add(ActOption{Kind: "rally", Label: "rally the team", Command: &Rally{Leader: ch.ID}}, firstOf(common, why))
	}
	if ch.HasAbility("direct") {
		for _, m := range c.members(ch.Team) {
			if m.ID == ch.ID {
				continue
			}
			why := firstOf(common, c.CheckDirect(ch, m))
			o := ActOption{Kind: "direct", Label: "direct " + m.Label(), Target: m.ID, Command: &Direct{Leader: ch.ID, Character: m.ID}}
			o.Legal, o.Reason = why == "", why
			if !o.Legal {
				o.Command = nil
			}
			out = append(out, o)
		}
	}
	if ch.HasAbility("all-out-defend") {
		why := common
		if why == "" && (c.anySpent() || t.AllOut) {
			why = "All-Out Defend is declared before any action of the round"
		}
		o := ActOption{Kind: "all-out-defend", Label: "declare All-Out Defend", Command: &AllOutDefend{Character: ch.ID}}
		o.Legal, o.Reason = why == "", why
		if !o.Legal {
			o.Command = nil
		}
		out = append(out, o)
	}
	surWhy := ""
	switch {
	case ch.Dead():
		surWhy = ch.Label() + " is dead"
	case ch.Surrendered:
		surWhy = ch.Label() + " has already surrendered"
	}
	so := ActOption{Kind: "surrender", Label: ch.Label() + " surrenders (level 0, out of the fight)", Command: &SurrenderNow{Character: ch.ID}}
	so.Legal, so.Reason = surWhy == "", surWhy
	if !so.Legal {
		so.Command = nil
	}
	out = append(out, so)
	endWhy := ""
	if c.Acting() != ch.Team || c.Window != nil {
		endWhy = fmt.Sprintf("not %s's team's turn, or an action waits to be resolved", ch.Label())
	}
	o := ActOption{Kind: "end-turn", Label: "end " + Possessive(ch.Team) + " turn", Command: &EndTurn{Team: ch.Team}}
	o.Legal, o.Reason = endWhy == "", endWhy
	if !o.Legal {
		o.Command = nil
	}
	out = append(out, o)
	return out
}

func firstOf(reasons ...string) string {
	for _, r := range reasons {
		if r != "" {
			return r
		}
	}
	return ""
}

// Possessive is "PCs'" or "Club's", for turn labels.
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}
