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
	ch := c.Roster.Find(id)
	if ch == nil {
		return nil
	}
	var out []ActOption
	add := func(o ActOption) bool {
		err := checkAct(c, o.Command)
		o.Legal = err == nil
		if err != nil {
			o.Reason = err.Error()
		}
		out = append(out, o)
		return o.Legal
	}
	t := c.tally(ch.ID)
	for _, a := range c.m.Areas {
		if a.ID == ch.Area {
			continue
		}
		if held := c.Grapples[ch.ID]; held != "" {
			add(ActOption{Kind: ActDrag, Label: fmt.Sprintf("drag %s to %s (opposed roll)", c.Label(held), c.areaName(a.ID)), To: a.ID,
				Command: &Move{Character: ch.ID, To: a.ID, Drag: true}})
			continue
		}
		label := fmt.Sprintf("move to %s", c.areaName(a.ID))
		if t.SpeedLeg {
			label = fmt.Sprintf("second Speed move to %s", c.areaName(a.ID))
		}
		legal := add(ActOption{Kind: ActMove, Label: label, To: a.ID, Command: &Move{Character: ch.ID, To: a.ID}})
		if legal && ch.HasAbility("speed") && !t.SpeedLeg {
			add(ActOption{Kind: ActMove, Label: fmt.Sprintf("roll Speed to move to %s (twice on a success)", c.areaName(a.ID)), To: a.ID,
				Command: &Move{Character: ch.ID, To: a.ID, Speed: true}})
		}
	}
	c.attackOptions(ch, add)
	if h := c.holderOf(ch.ID); h != "" {
		add(ActOption{Kind: ActBreakFree, Label: fmt.Sprintf("break free of %s's grapple (opposed roll)", c.Label(h)), Target: h,
			Command: &BreakFree{Character: ch.ID}})
	}
	for li, l := range c.m.Links {
		if l.Door == battlemap.NoDoor || (l.A != ch.Area && l.B != ch.Area) {
			continue
		}
		verb := "close"
		if c.DoorState(li) == battlemap.DoorClosed {
			verb = "open"
		}
		li := li
		add(ActOption{Kind: ActDoor, Label: fmt.Sprintf("%s the door %s-%s", verb, c.areaName(l.A), c.areaName(l.B)), Link: &li,
			Command: &UseDoor{Character: ch.ID, Link: li}})
	}
	for _, it := range ch.Items {
		if it.Kind != sheet.ItemFirstAid || !it.Intact() {
			continue
		}
		for i := range c.Roster.Characters {
			p := &c.Roster.Characters[i]
			if p.Area != ch.Area || p.Dead() {
				continue
			}
			add(ActOption{Kind: ActFirstAid, Label: fmt.Sprintf("first aid on %s with %s", p.Label(), it.Label()), Target: p.ID, Weapon: it.ID,
				Command: &UseFirstAid{GiveFirstAid: sheet.GiveFirstAid{Actor: ch.ID, Patient: p.ID, Item: it.ID}}})
		}
	}
	for _, o := range c.itemOptions(ch) {
		add(o)
	}
	if ch.HasAbility("rally") {
		add(ActOption{Kind: ActRally, Label: "rally the team", Command: &Rally{Leader: ch.ID}})
	}
	if ch.HasAbility("direct") {
		for _, m := range c.members(ch.Team) {
			if m.ID != ch.ID {
				add(ActOption{Kind: ActDirect, Label: "direct " + m.Label(), Target: m.ID, Command: &Direct{Leader: ch.ID, Character: m.ID}})
			}
		}
	}
	if ch.HasAbility("all-out-defend") {
		add(ActOption{Kind: ActAllOutDefend, Label: "declare All-Out Defend", Command: &AllOutDefend{Character: ch.ID}})
	}
	add(ActOption{Kind: ActSurrender, Label: ch.Label() + " surrenders (level 0, out of the fight)", Command: &SurrenderNow{Character: ch.ID}})
	add(ActOption{Kind: ActEndTurn, Label: "end " + Possessive(ch.Team) + " turn", Command: &EndTurn{Team: ch.Team}})
	return out
}

// attackOptions lists an attack on every enemy on the map with every way
// the character could attack, and every AoE item on each area in reach.
// add gives each its verdict; the map's own verdict and the chance to hit
// are shown beside it.
func (c *Combat) attackOptions(ch *sheet.Character, add func(ActOption) bool) {
	for i := range c.Roster.Characters {
		tgt := &c.Roster.Characters[i]
		if tgt.ID == ch.ID || tgt.Area == "" || tgt.Dead() || tgt.Team == ch.Team {
			continue
		}
		for _, w := range AttackWeapons(ch) {
			chk := c.CheckAttack(ch, tgt, w, sheet.ActAttack, false)
			hc := c.Roster.Edition.HitChance(ch.Level, ch.ModifiersFor(sheet.ActAttack, chk.Class).Good)
			add(ActOption{Kind: ActAttack, Label: fmt.Sprintf("attack %s %s", tgt.Label(), withLabel(ch, w)), Target: tgt.ID, Weapon: w,
				Check: &chk, HitChance: &hc, Command: &Attack{Attacker: ch.ID, Target: tgt.ID, Weapon: w}})
		}
		if ch.HasAbility("grapple") {
			chk := c.CheckAttack(ch, tgt, "", sheet.ActAttack, false)
			hc := c.Roster.Edition.HitChance(ch.Level, ch.ModifiersFor(sheet.ActAttack, sheet.Unarmed).Good)
			add(ActOption{Kind: ActGrapple, Label: fmt.Sprintf("grapple %s (two empty hands; a hit holds, no damage)", tgt.Label()), Target: tgt.ID,
				Check: &chk, HitChance: &hc, Command: &Attack{Attacker: ch.ID, Target: tgt.ID, Grapple: true}})
		}
	}
	for _, it := range ch.Items {
		if it.Kind != sheet.ItemAoE || it.Destroyed {
			continue
		}
		for _, a := range c.m.Areas {
			chk := c.CheckAreaAttack(ch, it.ID, a.ID)
			if chk.Range == battlemap.Unreachable || chk.Range > 1 {
				continue
			}
			add(ActOption{Kind: AoEAct(it.AoE), Label: fmt.Sprintf("use %s (%s) on %s", it.Label(), it.AoE, c.areaName(a.ID)), To: a.ID, Weapon: it.ID,
				Check: &chk, Command: &Attack{Attacker: ch.ID, Area: a.ID, Weapon: it.ID}})
		}
	}
}

// Possessive is "PCs'" or "Club's", for turn labels.
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}
