package projection

import (
	"errors"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/table/wire"
)

// offer is one act the engine lists for a character now, with the
// command that takes it.
type offer struct {
	act     wire.Act
	command combat.Command
}

// offers are what the character id may do now, from the engine's own
// listings: its acts on its team's turn as the players can reckon them
// from what they see (reckoning: the engine's listing on the map they
// see, so a secret door or a hidden shortcut offers nothing and a hidden
// wall takes nothing away), or its reactions while a window is open
// (the real combat's), each legal or with the reason it is not. An act that would name or point at what the players may not know
// of (a hidden target, a hidden area, a reaction for a hidden ally) is
// left out. pass reports that the open window waits on this character.
func (k IDs) offers(g *Game, id sheet.CharacterID, sec secrets) (out []offer, pass bool) {
	c := g.Fight
	if c == nil || g.Pending != nil || c.Phase == combat.PhaseEnded {
		return nil, false
	}
	if c.Window != nil {
		for _, r := range c.ReactOptions() {
			if r.By != id || !reactionShown(g, sec, r) {
				continue
			}
			a := wire.Act{ID: k.actID(r.Command), Kind: string(r.Act()), Label: r.Label, Reaction: true, Legal: r.Legal,
				Reason: sec.someone(r.Reason)}
			out = append(out, offer{act: a, command: r.Command})
			pass = pass || r.Legal
		}
		return out, pass && !g.Passed[id]
	}
	if c.Acting() == "" {
		return nil, false
	}
	r, err := reckon(g)
	if err != nil {
		return nil, false
	}
	for _, o := range r.listing(id) {
		if o.Command == nil || (o.Target != "" && g.hidden(o.Target)) || (o.To != "" && areaHidden(g.Map, o.To)) || sec.in(o.Label) {
			continue
		}
		cmd := r.fightCommand(o.Command)
		a := wire.Act{ID: k.actID(cmd), Kind: string(o.Kind), Label: o.Label, Legal: o.Legal, Reason: sec.someone(o.Reason)}
		if o.HitChance != nil {
			a.HitChance = words.Percent(o.HitChance.Float())
		}
		if o.Target != "" {
			a.Target = k.Character(o.Target)
		}
		if o.To != "" {
			a.To = k.Area(o.To)
		}
		out = append(out, offer{act: a, command: cmd})
	}
	return out, false
}

// acts are offers as the page is sent them.
func (k IDs) acts(g *Game, id sheet.CharacterID, sec secrets) ([]wire.Act, bool) {
	offers, pass := k.offers(g, id, sec)
	var out []wire.Act
	for _, o := range offers {
		out = append(out, o.act)
	}
	return out, pass
}

// actID names an act by its command, the same while it is on offer.
func (k IDs) actID(cmd combat.Command) string {
	data, err := combat.MarshalCommand(cmd)
	if err != nil {
		return k.of("act", cmd.Type())
	}
	return k.of("act", string(data))
}

// Act finds the act a page named among what the character id may do now,
// and returns its command, or why it may not be taken: gone by, or not
// legal (the engine's reason). The engine checks it again when it is
// submitted.
func (k IDs) Act(g *Game, id sheet.CharacterID, actID string) (combat.Command, error) {
	offers, _ := k.offers(g, id, secretsOf(g.Map, g.Characters))
	for _, o := range offers {
		if o.act.ID != actID {
			continue
		}
		if !o.act.Legal {
			return nil, errors.New(o.act.Reason)
		}
		return o.command, nil
	}
	return nil, errors.New("that act is not on offer now")
}

// MayPass reports whether the open reaction window waits on the
// character id, who may decline to react.
func (k IDs) MayPass(g *Game, id sheet.CharacterID) bool {
	_, pass := k.offers(g, id, secretsOf(g.Map, g.Characters))
	return pass
}

// reactionShown reports whether the players may be offered r: it names
// and protects no one they may not know of.
func reactionShown(g *Game, sec secrets, r combat.ReactOption) bool {
	return r.Command != nil && (r.For == "" || !g.hidden(r.For)) && !sec.in(r.Label)
}

// WaitsOnReaction reports whether the open reaction window has a legal
// reaction to offer the character id, one the players may be offered: a
// host waits on a player only for what the player is shown.
func WaitsOnReaction(g *Game, id sheet.CharacterID) bool {
	if g.Fight == nil || g.Fight.Window == nil || g.Passed[id] {
		return false
	}
	sec := secretsOf(g.Map, g.Characters)
	for _, r := range g.Fight.ReactOptions() {
		if r.By == id && r.Legal && reactionShown(g, sec, r) {
			return true
		}
	}
	return false
}

// Redact is a text for the players' eyes (a refusal's reason, say): one
// that names a thing they may not know of says only that it cannot be
// done now.
func Redact(g *Game, text string) string {
	if secretsOf(g.Map, g.Characters).in(text) {
		return "that cannot be done now"
	}
	return text
}
