package app

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/app/inspect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestRecovery_StartingAndStoppingTheAutosaveTimerDoesNotRace(t *testing.T) {
	w := newTestWindow(t)
	// The test driver runs fyne.Do on the caller's goroutine, so ticks
	// are kept out of the way: the race was on the stop channel.
	old := AutosaveInterval
	AutosaveInterval = time.Hour
	t.Cleanup(func() { AutosaveInterval = old })
	for i := 0; i < 20; i++ {
		w.recov.startTimer()
		time.Sleep(2 * time.Millisecond)
		w.recov.stopTimer()
	}
}

// fakeClock drives the autosave's clock by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time       { return c.t }
func (c *fakeClock) pass(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock(r *recovery) *fakeClock {
	c := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	r.now = c.now
	return c
}
func recoveredNotes(t *testing.T, file string) string {
	t.Helper()
	doc, err := engine.LoadFile(file)
	if err != nil {
		return ""
	}
	if a := doc.Map.Area("bar"); a != nil {
		return a.Notes
	}
	return ""
}

// notesField finds the Notes field of the area form.
func (w *mainWindow) notesField(t *testing.T) *inspect.CommitEntry {
	t.Helper()
	var notes *inspect.CommitEntry
	walk(w.props.box, func(o fyne.CanvasObject) {
		if e, ok := o.(*inspect.CommitEntry); ok && e.MultiLine && notes == nil {
			notes = e
		}
	})
	if notes == nil {
		t.Fatal("no Notes field in the properties panel")
	}
	return notes
}

func TestAutosave_TypedTextReachesTheRecoveryFileWithinSeconds(t *testing.T) {
	w := newTestWindow(t)
	w.recov.file = filepath.Join(t.TempDir(), "recovery.unhex")
	clock := newFakeClock(w.recov)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	notes := w.notesField(t)
	w.win.Canvas().Focus(notes)
	test.Type(notes, "Trapdoor under the rug")
	w.recov.tick()
	if _, err := os.Stat(w.recov.file); err == nil {
		t.Fatal("the autosave wrote while the GM was still typing")
	}
	clock.pass(AutosaveQuiet)
	w.recov.tick()
	if got := recoveredNotes(t, w.recov.file); got != "Trapdoor under the rug" {
		t.Fatalf("the recovery file has the notes %q after a quiet second", got)
	}
	if w.history.undoLabel() != "Undo" || w.ed.Map().Area("bar").Notes != "" {
		t.Error("typing made an undo step or reached the map before Enter or focus loss")
	}
}

func TestAutosave_SteadyTypingIsCopiedAtLeastEveryFewSeconds(t *testing.T) {
	w := newTestWindow(t)
	w.recov.file = filepath.Join(t.TempDir(), "recovery.unhex")
	clock := newFakeClock(w.recov)
	w.ed.Select([]battlemap.AreaID{"bar"}, nil)
	notes := w.notesField(t)
	w.win.Canvas().Focus(notes)
	// A key every 150 ms for 20 s, the timer ticking as it does; at each
	// tick, how much of the typing is not in the file yet?
	typed, worst := "", time.Duration(0)
	var lastTyped = map[int]time.Time{}
	start := clock.t
	for clock.t.Sub(start) < 20*time.Second {
		test.Type(notes, "x")
		typed += "x"
		lastTyped[len(typed)] = clock.t
		for i := 0; i < 150; i += 50 {
			clock.pass(50 * time.Millisecond)
			if clock.t.Sub(start)%AutosaveInterval == 0 {
				w.recov.tick()
			}
			saved := len(recoveredNotes(t, w.recov.file))
			if saved < len(typed) {
				lost := clock.t.Sub(lastTyped[saved+1])
				worst = max(worst, lost)
			}
		}
	}
	t.Logf("steady typing: at most %v of typing not yet in the recovery file", worst)
	if worst > 5*time.Second {
		t.Errorf("up to %v of typing would be lost to a crash, want at most 5 s", worst)
	}
}

func TestRecovery_ABrokenRecoveryFileIsKeptAndReported(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, strconv.Itoa(os.Getpid()))
	broken := recoveryFile(dir, "gone") // a copy that is gone: no lock
	if err := os.WriteFile(broken, []byte(`{"version": 1, "map": {"areas": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	w.recov.offerRestore()
	if _, err := os.Stat(broken + ".broken"); err != nil {
		t.Fatalf("the broken recovery file was not kept aside: %v", err)
	}
	if _, err := os.Stat(broken); !os.IsNotExist(err) {
		t.Error("the broken file is still offered under its old name")
	}
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the GM was not told")
	}
	var said []string
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			said = append(said, l.Text)
		}
	})
	if msg := strings.Join(said, " "); !strings.Contains(msg, broken+".broken") || !strings.Contains(msg, "could not be recovered") {
		t.Errorf("the message does not say where the file is kept: %q", msg)
	}
}
