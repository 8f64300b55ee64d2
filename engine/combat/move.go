package combat

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine/quote"

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

// CheckMove says why the character may not move to area to, or "".
func (c *Combat) CheckMove(ch *sheet.Character, to battlemap.AreaID) string {
	if ok, why := ch.CanMove(); !ok {
		return why
	}
	t := c.Terrain()
	src, dst := t.Index(ch.Area), t.Index(to)
	if dst < 0 {
		return fmt.Sprintf("no area %s on the map", quote.Q(to))
	}
	if src == dst {
		return "already there"
	}
	if t.Row(src, battlemap.SightThreshold)[dst].Moves != 1 {
		return fmt.Sprintf("%s is not one move from %s (links, one-way arrows and closed doors)", c.areaName(to), c.areaName(ch.Area))
	}
	return ""
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
		return fmt.Errorf("%s grapples %s: a Move drags them (an opposed roll)", ch.Label(), c.Label(held))
	case held == "" && mv.Drag:
		return fmt.Errorf("%s holds no one to drag", ch.Label())
	case mv.Drag && mv.Speed:
		return fmt.Errorf("a drag is not a Speed move")
	}
	t := c.tally(ch.ID)
	if why := c.CheckMove(ch, mv.To); why != "" {
		if t.SpeedLeg {
			why = "second Speed move: " + why
		}
		return fmt.Errorf("%s", why)
	}
	if t.SpeedLeg {
		if mv.Speed {
			return fmt.Errorf("this is the second move of a Speed roll; it needs no roll")
		}
		return nil // paid for by the Speed roll
	}
	if mv.Speed && !ch.HasAbility("speed") {
		return fmt.Errorf("%s lacks the speed ability", ch.Label())
	}
	return c.canSpend(ch)
}

func (mv *Move) run(x *ctx) error {
	c := x.c
	ch := c.Roster.Find(mv.Character)
	t := c.tally(ch.ID)
	w := &Window{Kind: "move", Actor: ch.ID, From: ch.Area, To: mv.To, Speed: mv.Speed, Paid: ch.ID}
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
	if !c.Roster.Edition.StealthKeptThroughMove() {
		t.Stealth = false
	}
	verb := "moves"
	if mv.Speed {
		verb = "rolls Speed to move"
	}
	if mv.Drag {
		verb = "tries to drag " + c.Label(w.Drag)
	}
	x.Say("%s %s from %s to %s", ch.Label(), verb, c.areaName(w.From), c.areaName(w.To))
	c.Window, c.Phase = w, PhaseReaction
	if !mv.Speed && !mv.Drag && c.legalReactions() == 0 {
		// No one can react and there is nothing to roll: the move is done.
		return (&Resolve{}).run(x)
	}
	return nil
}
