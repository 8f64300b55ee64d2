package table

import (
	"strings"

	"github.com/unhexboard/unhexboard/table/projection"
	"github.com/unhexboard/unhexboard/table/wire"
)

// handle does what a guest asked, if they may: a guest in the lobby may
// only give their name; a seated player acts and answers only for the
// character the GM gave them. Whatever is refused is told to the page
// and written in the table's log.
func (s *Server) handle(g *guest, c *client, req wire.Request) {
	s.mu.Lock()
	admitted, seat, game := g.Admitted, g.Character, s.game
	s.mu.Unlock()
	if req.Type == wire.ReqHello {
		s.mu.Lock()
		g.Name = strings.TrimSpace(req.Name)
		s.mu.Unlock()
		if s.opts.Changed != nil {
			s.opts.Changed()
		}
		if admitted {
			s.Changed() // the seat's name is in its state
		}
		return
	}
	if !admitted {
		s.refuse(g, c, req.Type, "the GM has not let you in yet")
		return
	}
	if req.Type == wire.ReqPing {
		s.ping(g, game, req.Area)
		return
	}
	if seat == "" {
		s.refuse(g, c, req.Type, "you are watching: only a player with a character may do that")
		return
	}
	var err error
	s.projMu.Lock()
	switch req.Type {
	case wire.ReqAct:
		cmd, e := s.proj.Act(game, seat, req.Act)
		s.projMu.Unlock()
		if err = e; err == nil {
			err = s.host.Act(seat, cmd)
		}
	case wire.ReqPass:
		may := s.proj.MayPass(game, seat)
		s.projMu.Unlock()
		if !may {
			s.refuse(g, c, req.Type, "no reaction window waits on you")
			return
		}
		err = s.host.Pass(seat)
	case wire.ReqAnswer, wire.ReqWithdraw:
		d, e := s.proj.Pending(game, seat, req.Decision)
		s.projMu.Unlock()
		if err = e; err != nil {
			break
		}
		if req.Type == wire.ReqWithdraw {
			err = s.host.Withdraw(seat)
			break
		}
		var answer projection.Settlement
		if answer, err = projection.Settle(d, req); err == nil {
			err = s.host.Answer(seat, answer)
		}
	default:
		s.projMu.Unlock()
	}
	if err != nil {
		// The engine's reason may name what the players may not know of.
		s.refuse(g, c, req.Type, projection.Redact(s.host.Snapshot(), err.Error()))
		return
	}
	s.Changed()
}

// ping flashes an area the players see, for everyone at the table.
func (s *Server) ping(g *guest, game *projection.Game, area string) {
	s.projMu.Lock()
	id, shown := s.proj.Shows(game, area)
	s.projMu.Unlock()
	if !shown {
		return // no area the players see: nothing to flash, nothing to tell
	}
	if s.opts.Pinged != nil {
		s.opts.Pinged(id, g.seatName())
	}
	s.mu.Lock()
	m := wire.Message{Type: wire.TypePing, Ping: &wire.Ping{Area: area, By: g.seatName()}}
	for _, o := range s.guests {
		if o.Admitted && o.client != nil {
			o.client.send(m)
		}
	}
	s.mu.Unlock()
}

// refuse tells the page why a request was refused and logs it.
func (s *Server) refuse(g *guest, c *client, of, reason string) {
	s.logf("refused %s for %s: %s", orWord(of, "a request"), s.who(g), reason)
	c.send(wire.Message{Type: wire.TypeRefused, Of: of, Reason: reason})
}

// who names a guest in the log: their name and character.
func (s *Server) who(g *guest) string {
	s.mu.Lock()
	name, ch := g.seatName(), g.Character
	game := s.game
	s.mu.Unlock()
	if ch == "" {
		return name
	}
	return name + " (" + game.Name(ch) + ")"
}

func orWord(s, or string) string {
	if s == "" {
		return or
	}
	return s
}
