package projection

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/wire"
)

// Seat is who looks: a guest's name and the character the GM gave them
// ("" for a spectator).
type Seat struct {
	Name      string
	Character sheet.CharacterID
}

// project is the table as seat may see it: the board, the tokens, the
// banner, the turn list, the highlights, the log lines and, for a seat
// with a character, the decision the engine waits on from it and what it
// may do now (its sheet is the Projector's). Nothing in it names, points
// at or counts what the players may not know of.
func (k IDs) project(g *Game, seat Seat) wire.State {
	sec := secretsOf(g.Map, g.Characters)
	st := wire.State{Seat: wire.Seat{Name: seat.Name}, Tokens: []wire.Token{}}
	mine := g.Find(seat.Character)
	if mine != nil && mine.HiddenOn(g.Map) {
		mine = nil // a character the players may not know of is no one's to see
	}
	if mine != nil {
		st.Seat.Character, st.Seat.CharacterName = k.Character(mine.ID), mine.Name
	}
	var demolished map[battlemap.AreaID]bool
	if g.Fight != nil {
		demolished = g.Fight.Demolished
		st.Doors = k.doors(g.Map, g.Fight.Map(), g.Fight.Doors)
	}
	st.Board = k.board(g.Map, demolished)
	st.Tokens = k.tokens(g, mine)
	st.Banner = k.banner(g)
	st.Highlights = k.highlights(g)
	if v := g.View; v != nil {
		for _, r := range TurnRows(*v, g.hidden, true) {
			row := wire.TurnRow{Heading: r.Heading(), Team: r.Team, Place: r.Place, Name: r.Name, Level: r.Level,
				MaxLevel: r.MaxLevel, Status: string(r.Status), Actions: r.Actions, Acted: r.Acted, Acting: r.Acting, Text: r.Text()}
			if !r.Heading() {
				row.ID = k.Character(r.ID)
			}
			st.Turns = append(st.Turns, row)
		}
		for _, line := range v.Log {
			if !sec.in(line) {
				st.Log = append(st.Log, line)
			}
		}
		if v.Phase == combat.PhaseEnded {
			st.Over = sec.someone(v.EndReason)
			if st.Over == "" {
				st.Over = "The combat is over."
			}
		}
	}
	if mine != nil {
		if g.Fight != nil {
			st.Decision = k.decision(g, mine.ID, sec)
			st.Acts, st.CanPass = k.acts(g, mine.ID, sec)
		}
	}
	if p := g.Pending; p != nil && st.Decision == nil {
		if d := p.Decision.Decider; d.Character != "" && !g.hidden(d.Character) {
			st.Waiting = WhoAnswers(d, g.Name)
		}
	}
	return st
}

// tokens are the characters on the board the players may know of, each
// team numbered by the order the players first meet it in the roster.
func (k IDs) tokens(g *Game, mine *sheet.Character) []wire.Token {
	out := []wire.Token{}
	teams := map[string]int{}
	acting := ""
	actions := map[sheet.CharacterID]int{}
	if v := g.View; v != nil && v.Phase != combat.PhaseEnded {
		acting = v.Acting
		for _, c := range v.Characters {
			actions[c.ID] = c.Actions
		}
	}
	for i := range g.Characters {
		c := &g.Characters[i]
		if c.Area == "" || c.HiddenOn(g.Map) || areaHidden(g.Map, c.Area) {
			continue
		}
		ti, ok := teams[c.Team]
		if !ok {
			ti = len(teams)
			teams[c.Team] = ti
		}
		status := c.Status()
		out = append(out, wire.Token{ID: k.Character(c.ID), Name: c.Name, Area: k.Area(c.Area), Team: c.Team, TeamIndex: ti,
			Kind: string(c.Kind), Status: string(status), Level: c.Level, MaxLevel: c.MaxLevel,
			Acting:   acting != "" && c.Team == acting && actions[c.ID] > 0 && status == sheet.StatusConscious,
			Selected: c.ID == g.Selected, Mine: mine != nil && c.ID == mine.ID, Picture: k.pictureAt(c)})
	}
	return out
}

// banner is the line across the top of the board, as the player view
// writes it: the turn during a combat, else the title and the character
// the GM selected.
func (k IDs) banner(g *Game) string {
	title := g.Map.Title
	if title == "" {
		title = "Unhex Board"
	}
	if g.View != nil {
		var sel *sheet.Character
		if c := g.Find(g.Selected); c != nil {
			sel = c
		}
		return Banner(*g.View, g.Name, g.hidden, sel)
	}
	if c := g.Find(g.Selected); c != nil && !c.HiddenOn(g.Map) {
		return title + " — " + c.Name + " selected"
	}
	return title
}

// highlights are the selected character's highlights as the players can
// work them out (Highlights), those the GM shows, in the map's order; a
// character the players may not know of shows none at all, or what it
// reaches and sees would tell where it is.
func (k IDs) highlights(g *Game) *wire.Highlights {
	c := g.Find(g.Selected)
	if g.Show == nil || c == nil {
		return nil
	}
	h := Highlights(g, c)
	if h == nil {
		return nil
	}
	out := &wire.Highlights{Character: k.Character(g.Selected), From: k.Area(h.From)}
	for _, a := range g.Map.Areas { // the map's order, not a map's
		if a.Hidden {
			continue
		}
		if n, ok := h.Moves[a.ID]; ok && g.Show.Moves {
			out.Moves = append(out.Moves, wire.AreaMoves{Area: k.Area(a.ID), Moves: n})
		}
		if h.Sight[a.ID] && g.Show.Sight {
			out.Sight = append(out.Sight, k.Area(a.ID))
		}
	}
	if !g.Show.Range {
		return out
	}
	for _, w := range h.Weapons {
		span := wire.WeaponSpan{Name: w.Name, Targets: []string{}}
		for _, a := range g.Map.Areas {
			if _, ok := w.Targets[a.ID]; ok && !a.Hidden {
				span.Targets = append(span.Targets, k.Area(a.ID))
			}
		}
		out.Weapons = append(out.Weapons, span)
	}
	return out
}
