package combat

import (
	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Move declares a move to a connected area. With Speed, the mover rolls:
// on a success they may move twice. Interceptors react before the move
// ends; with no one able to react and no roll, the move happens at once.
type Move struct {
	Character sheet.CharacterID `json:"character"`
	To        battlemap.AreaID  `json:"to"`
	Speed     bool              `json:"speed,omitempty"`
	// Drag: the holder of a grapple drags the held one (2020-09-06): an
	// opposed roll they must win.
	Drag bool `json:"drag,omitempty"`
}

func (*Move) Type() string { return "move" }

// moveRefusal says why the character may not move to area to, or nil,
// with the reason written only when read.
func (c *Combat) moveRefusal(ch *sheet.Character, to battlemap.AreaID) error {
	t := c.Terrain()
	switch c.moveBar(ch, t, t.Index(ch.Area), t.Index(to)) {
	case moveLegs:
		_, why := ch.CanMove()
		return sheet.Refuse("%s", why)
	case moveNoArea:
		return sheet.Refuse("no area %s on the map", quote.Q(to))
	case moveHere:
		return sheet.Refuse("already there")
	case moveFar:
		return sheet.Refuse("%s", c.NotOneMove(ch.Area, to))
	}
	return nil
}

// NotOneMove is the refusal of a move from one area to another that is
// not one move away.
func (c *Combat) NotOneMove(from, to battlemap.AreaID) string {
	return c.areaName(to) + " is not one move from " + c.areaName(from) + " (links, one-way arrows and closed doors)"
}

// moveBar is why a move by ch from area src to area dst (the terrain's
// numbers, -1 for none) is refused, or moveOK: moveRefusal's verdict
// without its words, cheap enough for a listing to ask of every area.
type moveBar uint8

const (
	moveOK     moveBar = iota
	moveLegs           // ch.CanMove refuses
	moveNoArea         // no area dst
	moveHere           // dst is where ch stands
	moveFar            // dst is not one move away
)

func (c *Combat) moveBar(ch *sheet.Character, t *battlemap.Terrain, src, dst int) moveBar {
	if ok, _ := ch.CanMove(); !ok {
		return moveLegs
	}
	return reachBar(t.Row(src, battlemap.SightThreshold), src, dst)
}

// reachBar is moveBar's verdict on the areas alone, for a mover whose
// legs allow a move: row is the terrain's row from src (Terrain.Row at
// SightThreshold), which a listing finds once for every area.
func reachBar(row []battlemap.Reach, src, dst int) moveBar {
	switch {
	case dst < 0:
		return moveNoArea
	case src == dst:
		return moveHere
	case row[dst].Moves != 1:
		return moveFar
	}
	return moveOK
}

func (mv *Move) check(c *Combat) error {
	ch, err := c.fighter(mv.Character, "character")
	if err != nil {
		return err
	}
	if err := c.checkTurn(ch); err != nil {
		return err
	}
	if err := c.checkNotHeld(ch, "move"); err != nil {
		return err
	}
	held := c.Grapples[ch.ID]
	switch {
	case held != "" && !mv.Drag:
		return sheet.Refuse("%s grapples %s: a Move drags them (an opposed roll)", ch.Label(), c.Label(held))
	case held == "" && mv.Drag:
		return sheet.Refuse("%s holds no one to drag", ch.Label())
	case mv.Drag && mv.Speed:
		return sheet.Refuse("a drag is not a Speed move")
	}
	t := c.tally(ch.ID)
	if why := c.moveRefusal(ch, mv.To); why != nil {
		if t.SpeedLeg {
			return sheet.Refuse("second Speed move: %s", why)
		}
		return why
	}
	if t.SpeedLeg {
		if mv.Speed {
			return sheet.Refuse("this is the second move of a Speed roll; it needs no roll")
		}
		return nil // paid for by the Speed roll
	}
	if mv.Speed && !ch.HasAbility("speed") {
		return sheet.Refuse("%s lacks the speed ability", ch.Label())
	}
	return c.canSpend(ch)
}

func (mv *Move) run(x *ctx) error {
	c := x.c
	ch := c.Roster.Find(mv.Character)
	t := c.tally(ch.ID)
	w := c.newWindow(Window{Kind: "move", Actor: ch.ID, From: ch.Area, To: mv.To, Speed: mv.Speed, Paid: ch.ID})
	if mv.Drag {
		w.Drag = c.Grapples[ch.ID]
	}
	switch {
	case t.SpeedLeg:
		t.SpeedLeg = false
		w.Paid = ""
		x.Say("%s makes the second Speed move", ch.Label())
	default:
		if d := t.DirectedBy; d != "" && c.leaderCanPay(d) {
			w.Paid = d
		}
		if err := x.spend(ch); err != nil {
			return err
		}
	}
	w.Interrupt = ch.Team != c.Acting()
	if !c.Roster.Edition.StealthKeptThroughMove() {
		t.Stealth = false
	}
	if !x.Mute {
		verb := "moves"
		if mv.Speed {
			verb = "rolls Speed to move"
		}
		if mv.Drag {
			verb = "tries to drag " + c.Label(w.Drag)
		}
		x.Say("%s %s from %s to %s", ch.Label(), verb, c.areaName(w.From), c.areaName(w.To))
	}
	c.Window, c.Phase = w, PhaseReaction
	if !mv.Speed && !mv.Drag && c.legalReactions() == 0 {
		// No one can react and there is nothing to roll: the move is done.
		return (&Resolve{}).run(x)
	}
	return nil
}
