package play

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// npcPace is the pause after each act of an auto-played turn, so a table
// watching a shared screen can follow it.
const npcPace = 1500 * time.Millisecond

// npcTurn plays the acting NPC team's turn act by act: the tactics choose
// every act, reaction and decision of the NPCs it plays, the tracker's
// own dice roll for them, and each act goes through the tracker as a
// GM's click would, a log entry and an undo step of its own. It pauses
// whenever a person decides: a PC (or an NPC the GM plays by hand) who
// may react, a player's decision, a call for the GM.
type npcTurn struct {
	t *tracker
	// manual are the NPCs the GM plays by hand. They are kept for the
	// session, not saved: see docs/tactics.md.
	manual map[sheet.CharacterID]bool
	// linger keeps an act on show before it is taken, and reports false
	// when the run was stopped meanwhile. Tests hold it to act between
	// steps.
	linger func(stop <-chan struct{}) bool

	running    bool
	stop       chan struct{} // closed to stop the run
	done       chan struct{} // closed when the run has ended (tests wait on it)
	turn       [2]int        // the round and turn being played
	team       string
	peopleDone bool   // the GM continued past the open window's people
	note       string // what the auto-play did last, or why it paused
	session    *combat.Session
	// preview is the act about to be taken, which the board draws
	// during the pause before it.
	preview []tactics.Choice
	// noteAt is the combat as the note found it: the note holds until
	// what it speaks of is done (see noteHolds).
	noteAt npcSituation
}

func newNPCTurn(t *tracker) *npcTurn {
	return &npcTurn{t: t, manual: map[sheet.CharacterID]bool{}, linger: wait(npcPace)}
}

// wait lingers for d, unless the run is stopped first.
func wait(d time.Duration) func(<-chan struct{}) bool {
	return func(stop <-chan struct{}) bool {
		select {
		case <-stop:
			return false
		case <-time.After(d):
			return true
		}
	}
}

// available reports whether an NPC team's turn is on, to play or to go on
// with.
func (a *npcTurn) available() bool {
	if !a.t.active() {
		return false
	}
	c := a.t.p.cast.fight.State()
	team := c.Acting()
	return team != "" && c.Phase != combat.PhaseEnded && c.Phase != combat.PhaseInitiative && !c.PCTeam(team)
}

// paused: the run stopped in the turn it plays, so it can go on.
func (a *npcTurn) paused() bool {
	if a.running || !a.available() || a.session != a.t.p.cast.fight {
		return false
	}
	c := a.t.p.cast.fight.State()
	return a.turn == [2]int{c.Round, c.Turn}
}

// start plays (or goes on playing) the acting NPC team's turn.
func (a *npcTurn) start() {
	h := a.t.p.h
	if a.running {
		return
	}
	if !a.available() {
		h.Say("Play NPC turn: it is not an NPC team's turn", true)
		return
	}
	if a.t.dialog != nil {
		h.Say("Play NPC turn: answer the open decision first", true)
		return
	}
	s := a.t.p.cast.fight
	c := s.State()
	if a.paused() {
		a.peopleDone = c.Window != nil // Continue: the people have declared
	} else {
		a.turn, a.team, a.peopleDone, a.session = [2]int{c.Round, c.Turn}, c.Acting(), false, s
	}
	a.running, a.note = true, "Playing "+combat.Possessive(a.team)+" turn…"
	a.stop, a.done = make(chan struct{}), make(chan struct{})
	a.t.changed()
	go a.loop(a.stop, a.done)
}

// halt stops the run at the GM's word. A note about a run that already
// ended (the turn is over, a PC may react) no longer holds once the GM
// steps back or forth through the log, so it goes.
func (a *npcTurn) halt() {
	if !a.running {
		a.note = ""
		return
	}
	a.finish("Stopped. Play NPC turn goes on from here.")
	a.t.changed()
}

// finish ends the run (on the UI thread) with a note for the panel.
func (a *npcTurn) finish(note string) {
	if a.running {
		close(a.stop)
	}
	a.running, a.note = false, note
	a.noteAt = situationOf(a.session)
	a.t.p.h.Say(note, false)
}

// snapshot is what a step is planned from: taken on the UI thread, then
// read on the worker only (the state is a copy).
type npcSnapshot struct {
	live    *combat.Combat
	state   *combat.Combat
	pending *combat.Pending
	plan    tactics.NPCPlan
}

// loop plans each step off the UI thread and takes it on the UI thread,
// showing each act for a moment first, until the turn ends, a person
// decides, or the GM stops it.
func (a *npcTurn) loop(stop, done chan struct{}) {
	defer close(done)
	for {
		var snap npcSnapshot
		ok := false
		fyne.DoAndWait(func() { snap, ok = a.snapshot(stop) })
		if !ok {
			return
		}
		step := snap.plan.Next(snap.state, snap.pending)
		if step.Choice != nil {
			// Show the act, then take it: the table sees what comes and why.
			fyne.DoAndWait(func() { a.show(stop, step) })
			if !a.linger(stop) {
				return
			}
		}
		more := false
		fyne.DoAndWait(func() { more = a.take(stop, snap, step) })
		if !more {
			return
		}
	}
}

// show announces the act about to be taken on the panel and the board.
func (a *npcTurn) show(stop chan struct{}, step tactics.NPCStep) {
	if !a.live(stop) {
		return
	}
	a.note, a.preview = "Next: "+step.Say, []tactics.Choice{*step.Choice}
	a.t.changed()
}

func (a *npcTurn) snapshot(stop chan struct{}) (npcSnapshot, bool) {
	if !a.live(stop) {
		return npcSnapshot{}, false
	}
	s := a.session
	live := s.State()
	if live.Window == nil {
		a.peopleDone = false // a new window asks its people again
	}
	manual := make(map[sheet.CharacterID]bool, len(a.manual))
	for id, on := range a.manual {
		manual[id] = on
	}
	for id := range a.t.p.net.seats {
		manual[id] = true // a player at the table plays it
	}
	state := live.Clone()
	auto := tactics.AutoPlays(state, manual)
	var pending *combat.Pending
	if p := s.Pending(); p != nil {
		cp := *p
		pending = &cp
	}
	names := map[sheet.CharacterID]string{}
	for _, ch := range state.Roster.Characters {
		names[ch.ID] = ch.Name
	}
	return npcSnapshot{live: live, state: state, pending: pending, plan: tactics.NPCPlan{
		Turn: a.turn, Auto: auto, PeopleDone: a.peopleDone, TeamOfTurn: a.team,
		Names:      func(id sheet.CharacterID) string { return names[id] },
		HandPlayed: func(id sheet.CharacterID) bool { return manual[id] },
	}}, true
}

// live reports whether this run may go on: it is still the one going, on
// the same combat. A run whose combat was closed or replaced under it
// ends here, saying so.
func (a *npcTurn) live(stop chan struct{}) bool {
	if a.running && a.stop == stop && a.session == a.t.p.cast.fight {
		return true
	}
	if a.running && a.stop == stop {
		a.finish("Play NPC turn stopped: the combat it played is gone.")
		a.t.changed()
	}
	return false
}

// take does a planned step, unless the combat moved meanwhile (an undo, a
// click): then it plans again. It reports whether to go on.
func (a *npcTurn) take(stop chan struct{}, snap npcSnapshot, step tactics.NPCStep) bool {
	if !a.live(stop) {
		return false
	}
	a.preview = nil
	s := a.session
	if s.State() != snap.live || (s.Pending() == nil) != (snap.pending == nil) ||
		(snap.pending != nil && s.Pending().Decision != snap.pending.Decision) {
		return true
	}
	t := a.t
	var res combat.Result
	var err error
	switch step.Kind {
	case tactics.NPCDone, tactics.NPCPause:
		a.finish(step.Say)
		t.changed()
		if p := s.Pending(); p != nil {
			t.handOver(p.Decision) // the person decides in the usual dialog, or at the table
		}
		return false
	case tactics.NPCRoll:
		var r sheet.Roll
		r, res, err = s.RollDice(t.dice)
		if err == nil {
			step.Say = "The app rolls " + r.String() + " for " + snap.plan.Names(snap.pending.Decision.Decider.Character)
		}
	case tactics.NPCAnswer:
		res, err = s.Answer(step.Value)
	case tactics.NPCAct:
		res, err = s.Submit(step.Command)
	}
	if err != nil {
		a.finish("Play NPC turn stopped: " + err.Error())
		t.after(res, err)
		return false
	}
	a.note = step.Say
	if over := tactics.TurnOver(s.State(), a.turn, a.team); over != "" && s.Pending() == nil {
		a.finish(over) // at once: no pause after the last act
	}
	t.after(res, nil)
	if res.Decision == nil && res.Narration == "" {
		t.p.h.Say(step.Say, false)
	}
	return a.running
}
