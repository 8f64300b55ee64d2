// Package headless is a game without a window, for `unhexboard table`:
// the map's combat (the saved one, or a new one with every character on
// the board), its players' characters answered from their browsers, and
// everyone else — the NPCs, the characters no one plays, the calls the
// rules leave to the GM — played by the tactics (engine/tactics), so a GM
// trying the table alone can play a fight through. Every act and answer
// goes through the combat's journal (combat.Session), as in the window.
package headless

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// Game is the headless game: a table.Host.
type Game struct {
	// Pace is the pause before each step the tactics take, so the people
	// at the table can follow.
	Pace time.Duration
	// Changed is told each time the game moves (the table's Changed).
	Changed func()
	// Say is told each line of the combat's log as it is written.
	Say func(line string)

	mu     sync.Mutex
	doc    *engine.Document
	sess   *combat.Session
	dice   *sheet.DiceSource
	seats  map[sheet.CharacterID]bool
	passed map[sheet.CharacterID]bool
	last   string // what the last dice meant
	said   int    // log entries told
	// saidLast is the auto-play's last line of its own.
	saidLast string
	wake     chan struct{}
}

// New is the document's combat: the saved one resumed, or a new one with
// every character on the board. seed seeds the app's dice.
func New(doc *engine.Document, seed uint64) (*Game, error) {
	var s *combat.Session
	var err error
	if doc.Combat != nil {
		s, err = engine.ResumeDocument(doc)
		if err != nil {
			return nil, fmt.Errorf("the saved combat does not replay: %w", err)
		}
	} else if s, err = combat.NewSession(&doc.Map, doc.StartRoster(), nil); err != nil {
		return nil, fmt.Errorf("no combat can start on this map: %w", err)
	}
	return &Game{doc: doc, sess: s, dice: sheet.NewDiceSource(seed), seats: map[sheet.CharacterID]bool{},
		passed: map[sheet.CharacterID]bool{}, wake: make(chan struct{}, 1)}, nil
}

// Snapshot is the game as it stands, on a copy of the combat.
func (g *Game) Snapshot() *projection.Game {
	g.mu.Lock()
	defer g.mu.Unlock()
	st := g.sess.State().Clone()
	v := g.sess.View()
	passed := make(map[sheet.CharacterID]bool, len(g.passed))
	for id, p := range g.passed {
		passed[id] = p
	}
	return &projection.Game{Map: &g.doc.Map, Characters: st.Roster.Characters, Rules: g.doc.Rules, Fight: st, View: &v,
		Pending: g.sess.Pending(), CanWithdraw: g.sess.CanCancel() == nil, Passed: passed, LastRoll: g.last}
}

// Act takes an act or a reaction for seat.
func (g *Game) Act(seat sheet.CharacterID, cmd combat.Command) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.seats[seat] {
		return errors.New("no one plays that character at the table")
	}
	_, err := g.sess.Submit(cmd)
	return g.moved(err)
}

// Answer answers the decision the engine waits on from seat.
func (g *Game) Answer(seat sheet.CharacterID, a projection.Settlement) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	p := g.sess.Pending()
	if p == nil || p.Decision.Decider.Character != seat || !g.seats[seat] {
		return errors.New("no decision waits on you")
	}
	level := -1
	if c := g.sess.State().Roster.Find(seat); c != nil {
		level = c.Level
	}
	r, _, err := a.Apply(g.sess, g.dice)
	if err == nil && r != nil {
		g.told(seat, *r, level)
	}
	return g.moved(err)
}

// Pass declines, for seat, to react in the open window.
func (g *Game) Pass(seat sheet.CharacterID) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.sess.State().Window == nil {
		return errors.New("no reaction window is open")
	}
	g.passed[seat] = true
	return g.moved(nil)
}

// Withdraw withdraws the pending act whose decision seat makes.
func (g *Game) Withdraw(seat sheet.CharacterID) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if p := g.sess.Pending(); p == nil || p.Decision.Decider.Character != seat {
		return errors.New("no decision waits on you")
	}
	return g.moved(g.sess.Cancel())
}

// Seats are the characters players at the table play; the tactics play
// every other one.
func (g *Game) Seats(ids []sheet.CharacterID) {
	g.mu.Lock()
	g.seats = map[sheet.CharacterID]bool{}
	for _, id := range ids {
		g.seats[id] = true
	}
	g.mu.Unlock()
	g.poke()
}

// moved follows a step that err says was taken (or not): the log told,
// the window's passes forgotten once it closed, the table and the
// auto-play woken. The caller holds g.mu.
func (g *Game) moved(err error) error {
	if err != nil {
		return err
	}
	if g.sess.State().Window == nil {
		clear(g.passed)
	}
	log := g.sess.Log()
	for ; g.said < len(log); g.said++ {
		if g.Say != nil {
			g.Say(log[g.said].Narration)
		}
	}
	if g.Changed != nil {
		g.Changed()
	}
	g.poke()
	return nil
}

// told keeps what dice meant for the next decision ("Vex rolled 34 –
// success"), as the GM's dialog shows it.
func (g *Game) told(who sheet.CharacterID, r sheet.Roll, level int) {
	name := "Rolled"
	if c := g.sess.State().Roster.Find(who); c != nil {
		name = c.Name + " rolled"
	}
	if level < 0 {
		g.last = name + " " + r.String()
		return
	}
	g.last = name + " " + g.sess.State().Roster.Edition.Or().RollMeaning(r, level)
}

func (g *Game) poke() {
	select {
	case g.wake <- struct{}{}:
	default:
	}
}
