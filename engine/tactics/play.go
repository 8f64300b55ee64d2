package tactics

import (
	"fmt"
	"sync"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Fight plays a combat to its end with the tactics on every side and the
// app's dice from src, starting from c (and from pending, a submitted
// command still waiting for a decision, when not nil). A fight still
// going after roundCap rounds stops there: a draw. c is not changed.
func Fight(c *combat.Combat, pending *combat.Pending, src *sheet.DiceSource, roundCap int) (Outcome, error) {
	var waiting *combat.Pending
	if pending != nil {
		p := *pending
		waiting = &p
	}
	turnActs, turnAt := 0, [2]int{-1, -1}
	// Each state is dropped once the next is reached, so its memory holds
	// the next copy; the caller's c is never given. The memory goes on to
	// the next fight (spentPool).
	spent := spentPool.Get().(*combat.Spent)
	defer spentPool.Put(spent) // after the eye's last reuse below
	start := c
	watch := newObjectiveWatch(c.Map())
	watch.look(c)
	asked := &asAsked{}
	choose := asked.answer // made once: each apply sets what it reads
	apply := func(c *combat.Combat, cmd combat.Command) (combat.Result, error) {
		asked.c, asked.cmd = c, cmd
		return combat.ApplyPlaying(c, cmd, combat.Playing{Dice: src, Choose: choose, Unlogged: true, Spent: spent})
	}
	// The eye reads each state in turn, in the memory it used before; its
	// buffers go on to the next fight with it (eyePool).
	e := eyePool.Get().(*eye)
	e.spent = spent
	defer putEye(e)
	for steps := 0; ; steps++ {
		if c.Phase == combat.PhaseEnded && waiting == nil {
			return outcome(c, false, watch), nil
		}
		if c.Round > roundCap && c.Phase == combat.PhaseInitiative {
			return outcome(c, true, watch), nil
		}
		if steps > 200*roundCap {
			return Outcome{}, fmt.Errorf("the fight took %d commands without reaching round %d", steps, roundCap+1)
		}
		var cmd combat.Command
		var res combat.Result
		if waiting != nil {
			cmd, res = waiting.Command, combat.Result{Decision: waiting.Decision}
			waiting = nil
		} else {
			if e.c != c {
				e.reuse(c) // the first state, or one reached with no choice
			}
			if watchEye != nil {
				watchEye(e)
			}
			choice, err := nextBy(e, nil)
			if err != nil {
				return Outcome{}, err
			}
			// A team that keeps finding free acts still ends its turn.
			if at := [2]int{c.Round, c.Turn}; at != turnAt {
				turnActs, turnAt = 0, at
			}
			if turnActs++; turnActs > 40 && c.Window == nil && c.Acting() != "" {
				choice.Command = &combat.EndTurn{Team: c.Acting()}
			}
			cmd = choice.Command
			if res, err = apply(c, cmd); err != nil {
				return Outcome{}, fmt.Errorf("round %d: the engine refuses the tactics' %s (%s): %w", c.Round, choice.Kind, cmd.Type(), err)
			}
			cmd = res.Command
		}
		for tries := 0; res.Decision != nil; tries++ {
			if tries > 100 {
				return Outcome{}, fmt.Errorf("round %d: %s keeps asking for decisions", c.Round, cmd.Type())
			}
			d := res.Decision
			ans, tried, err := decideTried(c, cmd, d, src, spent)
			if err != nil {
				return Outcome{}, fmt.Errorf("round %d: %s: %w", c.Round, cmd.Type(), err)
			}
			if tried != nil { // the trial that chose the answer applied it already
				cmd, res = tried.Command, *tried
				continue
			}
			if cmd, err = combat.Answer(cmd, d, ans); err != nil {
				return Outcome{}, fmt.Errorf("round %d: answering %s: %w", c.Round, d.Kind, err)
			}
			if res, err = apply(c, cmd); err != nil {
				return Outcome{}, fmt.Errorf("round %d: the engine refuses the tactics' answer to %s: %w", c.Round, d.Kind, err)
			}
			cmd = res.Command
		}
		e.follow(c, res.State) // while c is intact
		if c != start {
			spent.Give(c)
		}
		c = res.State
		watch.look(c)
	}
}

// watchEye, set by a test only, is shown the fight's eye readied for
// each state it chooses in, before it chooses.
var watchEye func(e *eye)

// spentPool keeps each fight's dropped states for the next fight on the
// same core: none of them is the outcome's final state, which is never
// given, so nothing reads them once their fight is over.
var spentPool = sync.Pool{New: func() any { return new(combat.Spent) }}

// eyePool keeps a fight's eye, emptied of its last state, for the next
// fight on the same core: its buffers (each character's memo by area, the
// teams' enemies, the arms) are filled again, not made anew.
var eyePool = sync.Pool{New: func() any { return new(eye) }}

// putEye gives e back to eyePool emptied: it holds no state, no
// character and no fight's spent memory, only its buffers.
func putEye(e *eye) {
	e.reuse(nil)
	e.spent = nil
	eyePool.Put(e)
}

// Outcome is how one fight ended.
type Outcome struct {
	// Standing are the teams still fighting at the end.
	Standing []string
	// Draw: the round cap was reached.
	Draw bool
	// Rounds is the round the fight ended in (the cap for a draw).
	Rounds int
	Final  *combat.Combat
	// Reached are the map's objective areas where a PC still in the fight
	// stood at some point (at the start or after any command).
	Reached []battlemap.AreaID
}

func outcome(c *combat.Combat, draw bool, w *objectiveWatch) Outcome {
	rounds := c.Round
	if draw {
		rounds-- // the round after the cap never began
	}
	return Outcome{Standing: c.Fighting(), Draw: draw, Rounds: rounds, Final: c, Reached: w.seen()}
}
