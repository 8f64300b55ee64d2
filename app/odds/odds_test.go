package odds

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"

	"github.com/unhexboard/unhexboard/app/host/hosttest"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// oddsHost is the window with the brawl open in Play mode; the fights
// run on a copy of its document.
type oddsHost struct {
	*hosttest.Host
	odds *Odds
}

func (h *oddsHost) FightCopy() *engine.Document { return h.Editor().Doc.Clone() }

func newPlayWindow(t testing.TB) *oddsHost {
	t.Helper()
	h := &oddsHost{Host: hosttest.Open(t, "../../assets/maps/nightclub-brawl.unhex")}
	h.ModeNow = host.ModePlay
	h.odds = New(h)
	return h
}

// startWithPCsFirst starts a combat on the brawl map with initiative
// played from typed dice: Vex rolls 34 for the PCs, the Bouncer 81, PCs
// first.
func (h *oddsHost) startWithPCsFirst(t *testing.T) {
	t.Helper()
	doc := h.Editor().Doc
	cmd, err := combat.UnmarshalCommand([]byte(`{"type":"initiative","rolls":{` +
		`"PCs":{"dice":{"tens":3,"ones":4,"by":"typed"}},"Club":{"dice":{"tens":8,"ones":1,"by":"typed"}}},"order":["PCs","Club"]}`))
	if err != nil {
		t.Fatal(err)
	}
	doc.Combat = &combat.Record{Characters: (&sheet.Roster{Characters: doc.Characters}).Clone().Characters, Log: []combat.Entry{{Command: cmd}}}
	if _, err := engine.ResumeDocument(doc); err != nil {
		t.Fatal(err)
	}
}

func TestWinWords_SayTheRateAsATableWould(t *testing.T) {
	for _, c := range []struct {
		rate, low, high float64
		want            string
	}{
		{0.70, 0.67, 0.73, "The PCs win about 7 fights in 10 (70%; 95% interval 67% to 73%)."},
		{0.12, 0.10, 0.14, "The PCs win about 1 fight in 10 (12%"},
		{0.5, 0.47, 0.53, "about 5 fights in 10"},
		{0.03, 0.02, 0.04, "The PCs win fewer than 1 fight in 20 (3%"},
		{0.97, 0.96, 0.98, "more than 19 fights in 20"},
		{1, 0.996, 1, "The PCs won every fight (100%; 95% interval 99.6%"},
		{0, 0, 0.004, "The PCs won none of the fights (0%; 95% interval 0% to 0.4%)."},
	} {
		if got := winWords(c.rate, c.low, c.high); !strings.HasPrefix(got, c.want) && !strings.Contains(got, c.want) {
			t.Errorf("winWords(%v) = %q, want %q", c.rate, got, c.want)
		}
	}
}

// oddsTexts are the labels and canvas texts the odds window shows.
func oddsTexts(o *oddsWindow) string {
	var out []string
	hosttest.Walk(o.result, func(obj fyne.CanvasObject) {
		switch x := obj.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *canvas.Text:
			if x.Visible() {
				out = append(out, x.Text)
			}
		}
	})
	return strings.Join(out, "\n")
}

// simulateOdds opens the odds window with the test as its UI thread and
// presses Simulate for runs fights; wait runs the queue.
func (w *oddsHost) simulateOdds(t testing.TB, runs string) (*oddsWindow, chan func()) {
	t.Helper()
	w.odds.Show()
	o := w.odds.open
	q := o.uiQueue()
	t.Cleanup(o.win.Close)
	o.runs.SetText(runs)
	test.Tap(o.run)
	return o, q
}

// uiQueue makes the test the window's UI thread: what the worker hands
// the UI waits in a queue that wait runs.
func (o *oddsWindow) uiQueue() chan func() {
	q := make(chan func(), 4096)
	o.ui = func(f func()) { q <- f }
	return q
}

// wait runs what the worker hands the UI until the run has ended.
func (o *oddsWindow) wait(t testing.TB, q chan func()) {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case f := <-q:
			f()
		case <-o.done:
			for len(q) > 0 {
				(<-q)()
			}
			return
		case <-timeout:
			t.Fatal("the simulation never ended")
		}
	}
}

func TestOdds_ShowsTheBrawlsOddsAsPicturesBeforeAnyCombat(t *testing.T) {
	w := newPlayWindow(t)
	o, q := w.simulateOdds(t, "60")
	o.wait(t, q)
	shown := oddsTexts(o)
	for _, want := range []string{"nightclub-brawl.unhex, from the start: round 1, before initiative", "The PCs win", "95% interval", "Rook", "Bouncer", "standing", "rounds", "Permanent wounds", "Rook:"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the window lacks %q:\n%s", want, shown)
		}
	}
	if o.bar.Value != 1 {
		t.Errorf("the progress bar ends at %v", o.bar.Value)
	}
	bars := 0
	hosttest.Walk(o.result, func(obj fyne.CanvasObject) {
		if r, ok := obj.(*canvas.Rectangle); ok && (r.FillColor == colorStanding || r.FillColor == colorDead) {
			bars++
		}
	})
	if bars < 2*5 {
		t.Errorf("%d fate bar parts for five characters", bars)
	}
}

func TestOdds_CancelStopsTheRun(t *testing.T) {
	w := newPlayWindow(t)
	started := time.Now()
	o, q := w.simulateOdds(t, "1000000")
	test.Tap(o.cancel)
	o.wait(t, q)
	if time.Since(started) > 20*time.Second {
		t.Errorf("the cancel took %v", time.Since(started))
	}
	if shown := oddsTexts(o); !strings.Contains(shown, "Canceled") {
		t.Errorf("after Cancel the window shows:\n%s", shown)
	}
	if o.run.Disabled() || !o.cancel.Disabled() {
		t.Error("after Cancel, Simulate should be enabled and Cancel not")
	}
}

func TestOdds_AOneSidedMapGetsTheEnginesError(t *testing.T) {
	w := newPlayWindow(t)
	var pcs []sheet.Character
	for _, c := range w.Editor().Doc.Characters {
		if c.Kind == sheet.PC {
			pcs = append(pcs, c)
		}
	}
	w.Editor().Doc.Characters = pcs
	o, q := w.simulateOdds(t, "10")
	o.wait(t, q)
	if shown := oddsTexts(o); !strings.Contains(shown, "No odds for this map: a combat needs at least two teams") {
		t.Errorf("a map with one team shows:\n%s", shown)
	}
}

func TestOdds_RefusesRunsOutOfBounds(t *testing.T) {
	w := newPlayWindow(t)
	o, _ := w.simulateOdds(t, "0")
	if shown := oddsTexts(o); !strings.Contains(shown, "runs must be 1 to 1000000") {
		t.Errorf("0 fights shows:\n%s", shown)
	}
}

func TestOdds_DuringACombatStartFromWhereItStands(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	o, q := w.simulateOdds(t, "20")
	o.wait(t, q)
	if shown := oddsTexts(o); !strings.Contains(shown, "from round 1 as the combat stands") || !strings.Contains(shown, "The PCs win") {
		t.Errorf("odds during the combat show:\n%s", shown)
	}
}
