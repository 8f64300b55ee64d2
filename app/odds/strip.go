package odds

import (
	"context"
	"errors"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// StripHost is what the Odds strip needs of the window.
type StripHost interface {
	Host
	// LastStep is the undo history's name for the step last made, undone
	// or redone, as the Edit menu words it ("Open door"), and whether it
	// was undone; "" when there is none.
	LastStep() (label string, undone bool)
}

// The strip's fights: a first estimate after firstEstimate fights, then
// refined after every firstEstimate more up to stripFights, on the dice of one seed,
// so two states of the map are played on the same dice and the change
// between them is the edit's more than the dice's.
const (
	firstEstimate = 200
	stripFights   = 1000
	stripSeed     = 1
	// stripPref remembers whether the GM wants the strip.
	stripPref = "oddsStrip"
	// settle is how long the strip waits after a change before it plays:
	// a burst of changes (typing in a sheet, a slider) starts one run.
	settle = 60 * time.Millisecond
	// dragPoll is how often paused fights look whether the drag ended.
	dragPoll = 20 * time.Millisecond
	// remembered is how many finished answers the strip keeps: an undo
	// back to a state already played shows its answer at once.
	remembered = 8
)

// Strip is the Odds strip under the board: in Edit mode, and in Play
// mode before a combat, the PCs' chance to win the fight on the map as
// it stands, played again after every edit that can change the fight,
// with how far the last edit moved it.
type Strip struct {
	h       StripHost
	Content *fyne.Container // the strip, shown while it is on and wanted
	// Toggled, if set, runs after the strip's own button turned it off
	// (the window's menu shows whether it is on).
	Toggled func()
	line    *widget.Label // the win rate and the change
	count   *widget.Label // how many fights the line is of

	on      bool
	key     string           // the fight on screen, fightKey's words
	doc     *engine.Document // that fight's document, to word the next change
	shown   tally            // the latest tally of that fight shown; none while Fights is 0
	before  tally            // the last estimate before the change; none while Fights is 0
	base    *engine.Document // the document before was of
	since   string           // what the last change was, in words
	run     *stripRun        // the fights in flight, or nil
	answers []answer         // finished answers, the latest last
	waiting bool             // a recompute is due after settle

	// ui hands work to the UI thread (fyne.Do); later runs f on it after
	// settle. Tests put in their own queue.
	ui    func(func())
	later func(func())
	// first and fights are the fights of the first estimate and of the
	// last (firstEstimate and stripFights; tests play fewer).
	first, fights int
	// started counts the runs started, for tests.
	started int
}

// answer is a fight's finished tally.
type answer struct {
	key string
	t   tally
}

// stripRun is one run of fights, stopped by stop.
type stripRun struct {
	stop func()
	done chan struct{}
}

// NewStrip is the window's Odds strip, on or off as the GM last left it.
func NewStrip(h StripHost) *Strip {
	s := &Strip{h: h, ui: fyne.Do, line: widget.NewLabel(""), count: widget.NewLabel(""), first: firstEstimate, fights: stripFights}
	s.later = func(f func()) { time.AfterFunc(settle, func() { s.ui(f) }) }
	s.on = h.App().Preferences().BoolWithFallback(stripPref, false)
	s.line.Wrapping = fyne.TextWrapWord
	head := widget.NewLabelWithStyle("Odds", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	off := widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		s.SetOn(false)
		if s.Toggled != nil {
			s.Toggled()
		}
	})
	off.Importance = widget.LowImportance
	s.Content = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, head, container.NewHBox(s.count, off), s.line))
	h.Changes().Subscribe(s.changed)
	s.show()
	return s
}

// On reports whether the GM wants the strip (View → Show Odds Strip).
func (s *Strip) On() bool { return s.on }

// SetOn turns the strip on or off and remembers it. Off, no fight runs.
func (s *Strip) SetOn(on bool) {
	s.on = on
	s.h.App().Preferences().SetBool(stripPref, on)
	s.show()
}

// ModeChanged shows or hides the strip for the window's new mode.
func (s *Strip) ModeChanged() { s.show() }

// wanted: on, in Edit or Play mode.
func (s *Strip) wanted() bool {
	return s.on && (s.h.Mode() == host.ModeEdit || s.h.Mode() == host.ModePlay)
}

// changed hears every change of the document; the fights run once the
// changes settle.
func (s *Strip) changed(ch host.Change) {
	if ch == host.Opened {
		s.forget()
	}
	if !s.wanted() || s.waiting {
		return
	}
	s.waiting = true
	s.later(func() {
		s.waiting = false
		s.recompute()
	})
}

// forget drops what the strip knew of the document another replaced.
func (s *Strip) forget() {
	s.stopRun()
	s.key, s.doc, s.base, s.shown, s.before, s.since, s.answers = "", nil, nil, tally{}, tally{}, "", nil
}

// show shows or hides the strip, and plays the fight if it is wanted.
func (s *Strip) show() {
	if !s.wanted() {
		// What changes meanwhile is not followed: shown again, the strip
		// plays afresh, with no change to tell.
		s.stopRun()
		s.key, s.doc, s.base, s.shown, s.before, s.since = "", nil, nil, tally{}, tally{}, ""
		s.Content.Hide()
		return
	}
	s.Content.Show()
	s.recompute()
}

// recompute plays the fight again if the document's fight changed since
// the one on screen; an edit that changes nothing a fight reads keeps
// the line as it is.
func (s *Strip) recompute() {
	if !s.wanted() {
		return
	}
	doc := s.h.FightCopy()
	if doc.Combat != nil {
		s.stopRun()
		s.key, s.doc, s.base, s.shown, s.before = "", nil, nil, tally{}, tally{}
		s.say("A combat is running: Mode → Encounter Odds plays it from where it stands.", "")
		return
	}
	key := fightKey(doc)
	if key == s.key {
		return
	}
	s.stopRun()
	// The change is counted from the last estimate shown: when the fight
	// before this one got none, over every edit since.
	if s.shown.Fights > 0 {
		s.before, s.base = s.shown, s.doc
	}
	if s.base != nil {
		step, undone := s.h.LastStep()
		s.since = sinceWords(s.base, doc, step, undone)
	}
	s.key, s.doc, s.shown = key, doc, tally{}
	if why := noFight(doc); why != "" {
		s.before, s.base = tally{}, nil
		s.say(why, "")
		return
	}
	for _, a := range s.answers {
		if a.key == key {
			s.showTally(a.t)
			return
		}
	}
	s.start(doc, key)
}

// start plays the fight on its own goroutines (tactics.SimulateStream
// on one core fewer than the machine has, one at the least, so drawing
// the window keeps a core), showing a first estimate after s.first fights
// and another after every s.first more, up to s.fights. While the GM drags
// on the board the fights wait, between two fights, and nothing is handed
// to the UI thread, so the drag has the machine.
func (s *Strip) start(doc *engine.Document, key string) {
	ctx, cancel := context.WithCancel(context.Background())
	r := &stripRun{stop: cancel, done: make(chan struct{})}
	s.run = r
	s.started++
	if s.before.Fights > 0 {
		s.count.SetText("playing…")
	} else {
		s.say("Playing the fight…", "")
	}
	board, first, fights := s.h.Board(), s.first, s.fights
	// hold waits while a drag is under way, or until the run is cancelled.
	hold := func() {
		for board.Dragging() {
			select {
			case <-ctx.Done():
				return
			case <-time.After(dragPoll):
			}
		}
	}
	go func() {
		defer close(r.done)
		var last *tactics.Report
		c, pending, err := engine.FightStart(doc)
		if err == nil {
			o := tactics.Options{Runs: fights, Seed: stripSeed, Workers: max(1, runtime.GOMAXPROCS(0)-1),
				Progress: func(int, int) { hold() }}
			last, err = tactics.SimulateStream(ctx, c, pending, o, tactics.Stream{First: first, Estimate: func(rep *tactics.Report) {
				hold()
				t := tallyOf(rep)
				s.ui(func() {
					if s.run == r {
						s.showTally(t)
					}
				})
			}})
		}
		if errors.Is(err, tactics.ErrCanceled) {
			return
		}
		s.ui(func() {
			if s.run != r {
				return
			}
			s.run = nil
			if err != nil {
				s.before, s.base = tally{}, nil
				s.say("The odds cannot be worked out for this map: "+err.Error(), "")
				return
			}
			s.answers = append(s.answers, answer{key: key, t: tallyOf(last)})
			if len(s.answers) > remembered {
				s.answers = s.answers[1:]
			}
		})
	}()
}

// stopRun cancels the fights in flight; they stop between two fights.
func (s *Strip) stopRun() {
	if s.run != nil {
		s.run.stop()
		s.run = nil
	}
}

// showTally puts a tally on the strip, with the change since the edit.
func (s *Strip) showTally(t tally) {
	s.shown = t
	line := tallyWords(t)
	if s.before.Fights > 0 {
		line += ", " + shiftWords(s.before, t, s.since)
	}
	count := thousands(t.Fights) + " fights"
	if t.Fights < s.fights {
		count = thousands(t.Fights) + " of " + thousands(s.fights) + " fights…"
	}
	s.say(line, count)
}

func (s *Strip) say(line, count string) {
	s.line.SetText(line)
	s.count.SetText(count)
}

// noFight says why the map has no fight to weigh, or "" when it has one:
// no PC on the board, or no one there against them.
func noFight(d *engine.Document) string {
	r := d.StartRoster()
	pcTeams, teams := map[string]bool{}, map[string]bool{}
	for i := range r.Characters {
		c := &r.Characters[i]
		if c.Area == "" {
			continue
		}
		teams[c.Team] = true
		if c.Kind == sheet.PC {
			pcTeams[c.Team] = true
		}
	}
	switch {
	case len(pcTeams) == 0:
		return "No fight on this map: no PC stands on the board."
	case len(teams) == len(pcTeams):
		return "No fight on this map: no one on the board stands against the PCs."
	}
	return ""
}
