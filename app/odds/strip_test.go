package odds

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// stripHost is the window with the brawl open, as the strip sees it: the
// last step is the history's latest, or what a test says it was.
type stripHost struct {
	*oddsHost
	step   string
	undone bool
}

func (h *stripHost) LastStep() (string, bool) {
	if h.step != "" {
		return h.step, h.undone
	}
	if len(h.Done) > 0 {
		return h.Done[len(h.Done)-1].Stack.Describe(false), false
	}
	return "", false
}

// stripTest is a strip on the brawl with the test as its UI thread: what
// the fights hand the UI, and what waits to settle, waits in q.
type stripTest struct {
	*stripHost
	s *Strip
	q chan func()
}

func newStripTest(t testing.TB, mode host.Mode) *stripTest {
	t.Helper()
	h := &stripHost{oddsHost: newPlayWindow(t)}
	h.ModeNow = mode
	s := NewStrip(h)
	q := make(chan func(), 4096)
	s.ui = func(f func()) { q <- f }
	s.later = func(f func()) { q <- f }
	// Fewer fights than the window plays, but for the tests of the
	// estimates themselves: the race detector plays them ten times slower.
	s.first, s.fights = 10, 40
	st := &stripTest{stripHost: h, s: s, q: q}
	t.Cleanup(s.stopRun)
	return st
}

// settle runs the UI queue until nothing waits and no fights run.
func (st *stripTest) settle(t testing.TB) {
	t.Helper()
	timeout := time.After(5 * time.Minute) // a hang, even under the race detector
	for st.s.waiting || st.s.run != nil || len(st.q) > 0 {
		select {
		case f := <-st.q:
			f()
		case <-timeout:
			t.Fatal("the strip's fights never ended")
		}
	}
}

func (st *stripTest) line() string { return st.s.line.Text + " | " + st.s.count.Text }

func (st *stripTest) moveCharacter(t testing.TB, name string, to battlemap.AreaID) {
	t.Helper()
	doc := st.Editor().Doc
	for i := range doc.Characters {
		if doc.Characters[i].Label() == name {
			doc.Characters[i].Area = to
			st.Changes().Announce(host.Played)
			return
		}
	}
	t.Fatalf("no %s on the brawl", name)
}

func (st *stripTest) do(t testing.TB, c editor.Command) {
	t.Helper()
	if err := st.Editor().Do(c); err != nil {
		t.Fatal(err)
	}
}

func link(t testing.TB, m *battlemap.Map, a, b battlemap.AreaID) int {
	t.Helper()
	i := m.LinkBetween(a, b)
	if i < 0 {
		t.Fatalf("no link %s–%s", a, b)
	}
	return i
}

func TestStrip_OffByDefaultAndOffPlaysNoFight(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	if st.s.On() || st.s.Content.Visible() {
		t.Fatal("the strip is on before the GM asked for it")
	}
	st.do(t, &editor.ToggleCover{Link: link(t, st.Editor().Map(), "bar", "kitchen"), At: "bar"})
	st.moveCharacter(t, "Cook", "bar")
	st.settle(t)
	if st.s.started != 0 {
		t.Errorf("the strip, off, played %d runs", st.s.started)
	}
	st.s.SetOn(true)
	st.settle(t)
	if st.s.started != 1 || !st.s.Content.Visible() || !strings.Contains(st.line(), "PCs win") {
		t.Errorf("on: %d runs, visible %v, %q", st.s.started, st.s.Content.Visible(), st.line())
	}
	if !st.App().Preferences().Bool(stripPref) {
		t.Error("the strip's state is not remembered")
	}
	st.s.SetOn(false)
	st.moveCharacter(t, "Cook", "kitchen")
	st.settle(t)
	if st.s.started != 1 || st.s.Content.Visible() {
		t.Errorf("off again: %d runs, visible %v", st.s.started, st.s.Content.Visible())
	}
}

func TestStrip_ShowsAFirstEstimateThenRefinesIt(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	st.s.first, st.s.fights = firstEstimate, stripFights
	var counts []string
	st.s.ui = func(f func()) {
		st.q <- func() {
			f()
			counts = append(counts, st.s.count.Text)
		}
	}
	st.s.SetOn(true)
	st.settle(t)
	if len(counts) < 2 || counts[0] != "200 of 1,000 fights…" || counts[len(counts)-1] != "1,000 fights" {
		t.Errorf("the fights counted on the strip: %q", counts)
	}
	rate, low, high := st.s.shown.Rate()
	if st.s.shown.Fights != stripFights || low > rate || high < rate {
		t.Errorf("the strip ends on %+v", st.s.shown)
	}
}

// Every edit that can change a fight plays it again: tokens, links,
// doors, cover, sheets and items, the rules.
func TestStrip_PlaysAgainAfterEveryEditThatCanChangeTheFight(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(t *testing.T, st *stripTest)
	}{
		{"a token moved", func(t *testing.T, st *stripTest) { st.moveCharacter(t, "Cook", "bar") }},
		{"cover", func(t *testing.T, st *stripTest) {
			st.do(t, &editor.ToggleCover{Link: link(t, st.Editor().Map(), "bar", "kitchen"), At: "bar"})
		}},
		{"a door", func(t *testing.T, st *stripTest) {
			st.do(t, &editor.SetDoor{Link: link(t, st.Editor().Map(), "bar", "kitchen"), Door: battlemap.DoorClosed})
		}},
		{"a link's kind", func(t *testing.T, st *stripTest) {
			st.do(t, &editor.SetLinkKind{Link: link(t, st.Editor().Map(), "dance-floor", "entrance"), Kind: battlemap.Dashed})
		}},
		{"a link removed", func(t *testing.T, st *stripTest) {
			st.do(t, &editor.DeleteLinks{Indices: []int{link(t, st.Editor().Map(), "dance-floor", "entrance")}})
		}},
		{"a sheet", func(t *testing.T, st *stripTest) {
			st.Editor().Doc.Characters[0].Level -= 20
			st.Changes().Announce(host.Played)
		}},
		{"an item", func(t *testing.T, st *stripTest) {
			c := &st.Editor().Doc.Characters[0]
			c.Items = c.Items[1:]
			st.Changes().Announce(host.Played)
		}},
		{"the rules", func(t *testing.T, st *stripTest) {
			st.Editor().Doc.HouseRules.Delay = !st.Editor().Doc.HouseRules.Delay
			st.Changes().Announce(host.Played)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newStripTest(t, host.ModeEdit)
			st.s.SetOn(true)
			st.settle(t)
			c.edit(t, st)
			st.settle(t)
			if st.s.started != 2 {
				t.Errorf("after %s the strip played %d runs in all, want 2", c.name, st.s.started)
			}
		})
	}
}

// An edit that no rule reads keeps the odds as they are: no fight runs.
func TestStrip_KeepsTheOddsThroughEditsNoFightReads(t *testing.T) {
	pic := enginetest.PatternPNG(enginetest.PNGShape{W: 8, H: 8, ColourType: 2, Depth: 8})
	for _, c := range []struct {
		name string
		edit func(t *testing.T, st *stripTest)
	}{
		{"the map's title", func(t *testing.T, st *stripTest) { st.do(t, &editor.SetTitle{Title: "Brawl at the Velvet"}) }},
		{"the map's notes", func(t *testing.T, st *stripTest) { st.do(t, &editor.SetMapNotes{Notes: "loud"}) }},
		{"a background picture added and nudged", func(t *testing.T, st *stripTest) {
			st.do(t, &editor.SetBackground{Background: &battlemap.Background{Image: pic, Scale: 1, Opacity: 1}})
			st.do(t, &editor.SetBackground{Background: &battlemap.Background{Image: pic, X: 12, Y: -3, Scale: 1, Opacity: 1}})
		}},
		{"an area moved", func(t *testing.T, st *stripTest) {
			a := st.Editor().Map().Area("bar")
			st.do(t, &editor.MoveAreas{Moves: []editor.AreaMove{{ID: "bar", X: a.X + 40, Y: a.Y - 20}}})
		}},
		{"an area renamed", func(t *testing.T, st *stripTest) { st.do(t, &editor.RenameArea{ID: "bar", Name: "Long Bar"}) }},
		{"an area hidden", func(t *testing.T, st *stripTest) { st.do(t, &editor.SetAreaHidden{ID: "alley", Hidden: true}) }},
		{"a token's picture", func(t *testing.T, st *stripTest) {
			st.Editor().Doc.Characters[0].Picture = sheet.Picture(pic)
			st.Changes().Announce(host.Played)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := newStripTest(t, host.ModeEdit)
			st.s.SetOn(true)
			st.settle(t)
			before := st.line()
			c.edit(t, st)
			st.settle(t)
			if st.s.started != 1 || st.line() != before {
				t.Errorf("after %s: %d runs in all, the strip %q (was %q)", c.name, st.s.started, st.line(), before)
			}
		})
	}
}

// A new edit cancels the fights in flight: they stop, and nothing they
// counted reaches the strip.
func TestStrip_ANewEditCancelsTheRunInFlight(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	st.s.SetOn(true)
	for len(st.q) > 0 {
		(<-st.q)()
	}
	first := st.s.run
	if first == nil {
		t.Fatal("no fights in flight after the strip came on")
	}
	st.moveCharacter(t, "Cook", "bar")
	for st.s.waiting { // until the change settles
		(<-st.q)()
	}
	if st.s.run == first || st.s.run == nil {
		t.Fatal("the edit did not start new fights")
	}
	select {
	case <-first.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the fights in flight went on after the edit")
	}
	st.settle(t)
	if st.s.started != 2 {
		t.Errorf("%d runs", st.s.started)
	}
	c, p, err := engine.FightStart(st.FightCopy())
	if err != nil {
		t.Fatal(err)
	}
	rep, err := tactics.Simulate(c, p, tactics.Options{Runs: st.s.fights, Seed: stripSeed})
	if err != nil {
		t.Fatal(err)
	}
	if want := tallyOf(rep); st.s.shown != want {
		t.Errorf("the strip shows %+v, the fight with Cook in the bar counts %+v", st.s.shown, want)
	}
}

// The change line says what moved the odds in the edit's own words.
func TestStrip_TheChangeLineNamesTheEdit(t *testing.T) {
	st := newStripTest(t, host.ModePlay)
	st.s.SetOn(true)
	st.settle(t)
	if strings.Contains(st.line(), "since") {
		t.Errorf("the first odds tell a change: %q", st.line())
	}
	st.moveCharacter(t, "Cook", "bar")
	st.settle(t)
	if !containsOne(st.line(), "points since Cook moved to Bar", "point since Cook moved to Bar", "about the same since Cook moved to Bar") {
		t.Errorf("after Cook moved: %q", st.line())
	}
	st.do(t, &editor.SetDoor{Link: link(t, st.Editor().Map(), "dance-floor", "entrance"), Door: battlemap.DoorClosed})
	st.settle(t)
	if !strings.Contains(st.line(), "since “Close door”") {
		t.Errorf("after a door closed: %q", st.line())
	}
	for _, f := range enginetest.WordingFaults(st.s.line.Text) {
		t.Error(f)
	}
}

func containsOne(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func TestSinceWords_SayTheChangeAsTheAppNamesIt(t *testing.T) {
	doc, err := engine.LoadFile("../../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	find := func(d *engine.Document, name string) *sheet.Character {
		for i := range d.Characters {
			if d.Characters[i].Label() == name {
				return &d.Characters[i]
			}
		}
		t.Fatalf("no %s", name)
		return nil
	}
	for _, c := range []struct {
		name   string
		edit   func(d *engine.Document)
		step   string
		undone bool
		want   string
	}{
		{"a token moved", func(d *engine.Document) { find(d, "Cook").Area = "bar" }, "the change to the characters", false, "Cook moved to Bar"},
		{"a token taken off", func(d *engine.Document) { find(d, "Cook").Area = "" }, "", false, "Cook left the board"},
		{"a sheet", func(d *engine.Document) { find(d, "Rook").Level = 30 }, "", false, "Rook: level"},
		{"an item", func(d *engine.Document) { c := find(d, "Cook"); c.Items = nil }, "", false, "Cook: items lost: "},
		{"two changes", func(d *engine.Document) { find(d, "Cook").Area = "bar"; find(d, "DJ").Area = "bar" }, "", false, "DJ moved to Bar and 1 other change"},
		{"a map edit", func(d *engine.Document) { d.Map.Links[0].CoverA = true }, "Toggle cover", false, "“Toggle cover”"},
		{"a map edit undone", func(d *engine.Document) { d.Map.Links[0].CoverA = true }, "Open door", true, "undoing “Open door”"},
	} {
		after := doc.Clone()
		c.edit(after)
		if got := sinceWords(doc, after, c.step, c.undone); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	before := doc.Clone()
	find(before, "Cook").Area = ""
	if got := sinceWords(before, doc, "", false); got != "Cook was placed in Kitchen" {
		t.Errorf("a token placed: %q", got)
	}
}

func TestShiftWords_SayUpDownOrTheSameInPoints(t *testing.T) {
	b := tally{Fights: 1000, PCWins: 530}
	for _, c := range []struct {
		wins int
		want string
	}{
		{450, "down 8 points since Cook moved to Kitchen"},
		{541, "up 1 point since Cook moved to Kitchen"},
		{532, "about the same since Cook moved to Kitchen"},
	} {
		if got := shiftWords(b, tally{Fights: 1000, PCWins: c.wins}, "Cook moved to Kitchen"); got != c.want {
			t.Errorf("%d wins: %q, want %q", c.wins, got, c.want)
		}
	}
	if got := tallyWords(tally{Fights: 1000, PCWins: 450}); got != "PCs win 45% (42%–48%)" {
		t.Errorf("tallyWords = %q", got)
	}
}

// Undoing back to a state already played shows its answer at once.
func TestStrip_AnUndoBackShowsTheAnswerItHadAtOnce(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	st.s.SetOn(true)
	st.settle(t)
	first := st.s.shown
	st.do(t, &editor.ToggleCover{Link: link(t, st.Editor().Map(), "bar", "kitchen"), At: "bar"})
	st.settle(t)
	if err := st.Editor().Undo(); err != nil {
		t.Fatal(err)
	}
	st.step, st.undone = "Toggle cover", true
	st.settle(t)
	if st.s.started != 2 || st.s.shown != first {
		t.Errorf("after the undo: %d runs, %+v shown (was %+v)", st.s.started, st.s.shown, first)
	}
	if !strings.Contains(st.line(), "since undoing “Toggle cover”") {
		t.Errorf("after the undo: %q", st.line())
	}
}

// While the GM drags on the board the fights wait and hand the UI thread
// nothing; when the drag ends they go on.
func TestStrip_NoUIWorkDuringADrag(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	st.s.SetOn(true)
	for len(st.q) > 0 {
		(<-st.q)()
	}
	b := st.Board()
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(300, 300)}, Dragged: fyne.NewDelta(8, 0)})
	if !b.Dragging() {
		t.Fatal("the board does not say it is dragging")
	}
	for i := 0; i < 10; i++ {
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(308+float32(i)*8, 300)}, Dragged: fyne.NewDelta(8, 0)})
		time.Sleep(100 * time.Millisecond)
	}
	if n := len(st.q); n != 0 {
		t.Errorf("during the drag the fights handed the UI thread %d pieces of work", n)
	}
	if st.s.shown.Fights != 0 {
		t.Errorf("an estimate reached the strip during the drag: %+v", st.s.shown)
	}
	b.DragEnd()
	if b.Dragging() {
		t.Fatal("the board still says it is dragging")
	}
	st.settle(t)
	if st.s.shown.Fights != st.s.fights {
		t.Errorf("after the drag the strip shows %+v", st.s.shown)
	}
}

func TestStrip_SaysWhenTheMapHasNoFight(t *testing.T) {
	for _, c := range []struct {
		name string
		keep sheet.CharacterKind
		want string
	}{
		{"no PCs", sheet.NPC, "No fight on this map: no PC stands on the board."},
		{"no NPCs", sheet.PC, "No fight on this map: no one on the board stands against the PCs."},
	} {
		st := newStripTest(t, host.ModeEdit)
		doc := st.Editor().Doc
		for i := range doc.Characters {
			if doc.Characters[i].Kind != c.keep {
				doc.Characters[i].Area = ""
			}
		}
		st.s.SetOn(true)
		st.settle(t)
		if st.s.line.Text != c.want || st.s.started != 0 {
			t.Errorf("%s: %q after %d runs", c.name, st.s.line.Text, st.s.started)
		}
	}
}

func TestStrip_SaysWhenTheRulesCannotBeSimulated(t *testing.T) {
	st := newStripTest(t, host.ModeEdit)
	for i := range st.Editor().Doc.Characters {
		c := &st.Editor().Doc.Characters[i]
		if c.Kind == sheet.NPC {
			c.Level = 0 // all out of the fight before it starts
		}
	}
	st.s.SetOn(true)
	st.settle(t)
	if !strings.HasPrefix(st.s.line.Text, "The odds cannot be worked out for this map: ") {
		t.Errorf("a map the simulator refuses: %q", st.s.line.Text)
	}
}

// During a combat the strip plays nothing: the Encounter odds window
// plays the fight from where it stands; Explore mode has no strip.
func TestStrip_NotDuringACombatNorInExplore(t *testing.T) {
	st := newStripTest(t, host.ModePlay)
	st.startWithPCsFirst(t)
	st.s.SetOn(true)
	st.settle(t)
	if st.s.started != 0 || !strings.Contains(st.s.line.Text, "A combat is running") {
		t.Errorf("during a combat: %d runs, %q", st.s.started, st.s.line.Text)
	}
	ex := newStripTest(t, host.ModeExplore)
	ex.s.SetOn(true)
	ex.settle(t)
	if ex.s.started != 0 || ex.s.Content.Visible() {
		t.Errorf("in Explore mode: %d runs, visible %v", ex.s.started, ex.s.Content.Visible())
	}
	ex.ModeNow = host.ModeEdit
	ex.s.ModeChanged()
	ex.settle(t)
	if ex.s.started != 1 || !ex.s.Content.Visible() {
		t.Errorf("back in Edit mode: %d runs, visible %v", ex.s.started, ex.s.Content.Visible())
	}
}
