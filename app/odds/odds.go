// Package odds is the Encounter odds window: the fight on the open map,
// as it stands, played many times by the tactics in the background, and
// the answer drawn as pictures.
package odds

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// Host is what the odds window needs of the window.
type Host interface {
	host.Host
	// FightCopy is a copy of the open document with the running combat
	// in it: the fights run on it while the GM goes on with the real one.
	FightCopy() *engine.Document
}

// Odds opens the Encounter odds window, one at a time.
type Odds struct {
	h    Host
	open *oddsWindow // while open
}

// New is the window's Encounter odds, none open yet.
func New(h Host) *Odds { return &Odds{h: h} }

// oddsWindow is one open Encounter odds window.
type oddsWindow struct {
	h      Host
	win    fyne.Window
	runs   *widget.Entry
	seed   *widget.Entry
	bar    *widget.ProgressBar
	run    *widget.Button
	cancel *widget.Button
	result *fyne.Container

	stop chan struct{} // closed to cancel the run in progress
	done chan struct{} // closed when the run has ended (tests wait on it)
	// ui hands work to the UI thread: fyne.Do, or a test's own queue
	// (the test driver would run it on the worker, beside the test).
	ui func(func())
}

// progressEvery is how often, at most, the progress bar moves.
const progressEvery = 100 * time.Millisecond

// defaultOddsRuns is enough fights for a win rate within about three
// points either way, in a few seconds.
const defaultOddsRuns = 1000

// Show opens the Encounter odds window, or brings it forward.
func (odds *Odds) Show() {
	if err := odds.h.Editor().Map().UnhexCombat(); err != nil {
		odds.h.Say(uikit.ErrorText(err), true) // a zones map simulates nothing
		return
	}
	if odds.open != nil {
		odds.open.win.RequestFocus()
		return
	}
	o := &oddsWindow{h: odds.h, win: odds.h.App().NewWindow("Encounter odds — Unhex Board"), ui: fyne.Do}
	o.runs = widget.NewEntry()
	o.runs.SetText(strconv.Itoa(defaultOddsRuns))
	o.seed = widget.NewEntry()
	o.seed.SetText("1")
	o.bar = widget.NewProgressBar()
	o.run = widget.NewButtonWithIcon("Simulate", theme.MediaPlayIcon(), o.start)
	o.run.Importance = widget.HighImportance
	o.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), o.stopRun)
	o.cancel.Disable()
	o.result = container.NewVBox(uikit.WrappedLabel(oddsIntro))
	fights := widget.NewFormItem("Fights", o.runs)
	fights.HintText = fmt.Sprintf("1 to %s; %s fights give the win rate within about 3 points either way", thousands(tactics.MaxRuns), thousands(defaultOddsRuns))
	seed := widget.NewFormItem("Seed", o.seed)
	seed.HintText = "Sets the dice: the same seed gives the same answer, another seed other fights"
	form := widget.NewForm(fights, seed)
	top := container.NewVBox(form, container.NewBorder(nil, nil, nil, container.NewHBox(o.run, o.cancel), o.bar), widget.NewSeparator())
	o.win.SetContent(container.NewBorder(top, nil, nil, nil, container.NewVScroll(clearOfScrollBar(o.result))))
	o.win.Resize(fyne.NewSize(720, 700))
	o.win.SetOnClosed(func() {
		o.stopRun()
		odds.open = nil
	})
	odds.open = o
	o.win.Show()
}

const oddsIntro = "Plays the fight on this map from where it stands (before initiative if no combat runs) as many times as you ask, " +
	"with the app's tactics on every side and the app's dice. The same seed gives the same answer. " +
	"It tells how the fight tends to go between two sides playing the tactics' way, not between clever players."

// start reads the fields and simulates in the background, the progress
// bar following.
func (o *oddsWindow) start() {
	if o.stop != nil {
		return
	}
	runs, err := strconv.Atoi(strings.ReplaceAll(strings.TrimSpace(o.runs.Text), ",", ""))
	if err == nil {
		err = tactics.CheckRuns(runs)
	} else {
		err = fmt.Errorf("fights must be a whole number from 1 to %d", tactics.MaxRuns)
	}
	seed, serr := strconv.ParseUint(strings.TrimSpace(o.seed.Text), 10, 64)
	if err == nil && serr != nil {
		err = errors.New("the seed must be a whole number, 0 or more")
	}
	if err != nil {
		o.show(nil, err)
		return
	}
	// A copy of the document with the combat as it stands: the fights
	// run on it while the GM goes on with the real one.
	doc := o.h.FightCopy()
	name := o.h.DocName()
	stop, done := make(chan struct{}), make(chan struct{})
	o.stop, o.done = stop, done
	o.run.Disable()
	o.cancel.Enable()
	o.bar.SetValue(0)
	o.result.Objects = []fyne.CanvasObject{uikit.WrappedLabel(fmt.Sprintf("Playing %s…", words.Count(runs, "fight")))}
	o.result.Refresh()
	go func() {
		defer close(done)
		var shown time.Time
		progress := func(n, total int) {
			// Called one at a time. Each new value draws the window again,
			// which took the UI thread about half as long as the fights
			// themselves when it moved every half percent: the bar moves
			// at most every progressEvery, and at the end.
			if now := time.Now(); n == total || now.Sub(shown) >= progressEvery {
				shown = now
				o.ui(func() { o.bar.SetValue(float64(n) / float64(total)) })
			}
		}
		var r *tactics.Report
		where := name + ", from the start: round 1, before initiative"
		start, pending, err := engine.FightStart(doc)
		if err == nil {
			if doc.Combat != nil {
				where = fmt.Sprintf("%s, from round %d as the combat stands", name, start.Round)
			}
			r, err = tactics.Simulate(start, pending, tactics.Options{Runs: runs, Seed: seed, Progress: progress, Cancel: stop})
		}
		o.ui(func() {
			if o.stop == stop {
				o.stop = nil
			}
			o.run.Enable()
			o.cancel.Disable()
			o.show(r, err)
			if r != nil { // which fight the pictures are of: the GM may have opened another map since
				o.result.Objects = append([]fyne.CanvasObject{uikit.WrappedLabel(where)}, o.result.Objects...)
				o.result.Refresh()
			}
		})
	}()
}

// stopRun cancels the run in progress, between two fights.
func (o *oddsWindow) stopRun() {
	if o.stop != nil {
		close(o.stop)
		o.stop = nil
	}
}

// show puts the answer, or why there is none, in the window.
func (o *oddsWindow) show(r *tactics.Report, err error) {
	switch {
	case errors.Is(err, tactics.ErrCanceled):
		o.result.Objects = []fyne.CanvasObject{uikit.WrappedLabel("Canceled: no answer. Press Simulate to run again.")}
	case err != nil:
		msg := widget.NewLabel("No odds for this map: " + err.Error())
		msg.Wrapping = fyne.TextWrapWord
		msg.Importance = widget.DangerImportance
		o.result.Objects = []fyne.CanvasObject{msg}
	default:
		o.result.Objects = oddsPictures(r)
	}
	o.result.Refresh()
}
