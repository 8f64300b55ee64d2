package play

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// Play's side of the online table: the characters players at the table
// play, whose decisions go to their browsers instead of a dialog; the
// acts, answers, passes and withdrawals they send, each taken through the
// same journal and tracker as the GM's clicks; and the game as the table
// is handed it. Everything here runs on the UI thread.

// Seat is a character a player at the online table plays.
type Seat struct {
	// Player is the name the player gave at the table ("" if none).
	Player string
	// Connected: their page is open now.
	Connected bool
}

// online is what Play keeps of the table.
type online struct {
	seats map[sheet.CharacterID]Seat
	// passed are the seated characters whose player declined to react in
	// the open reaction window; forgotten when the window closes.
	passed map[sheet.CharacterID]bool
	// declared is the player whose act waits for a decision: the log
	// entry it becomes is theirs.
	declared *byPlayer
	// acts names the player who took each log entry taken from the
	// table, by the entry's command.
	acts map[combat.Command]byPlayer
	// watchers are told after every change of what Play shows.
	watchers []func()
}

// byPlayer is an act taken at the table: the character and the player.
type byPlayer struct {
	character sheet.CharacterID
	player    string
}

// Watch calls f (on the UI thread) after every change of what Play
// shows: an act, an answer, a selection, a reveal, an undo.
func (p *Play) Watch(f func()) { p.net.watchers = append(p.net.watchers, f) }

// notify follows a change: passes of a closed window are forgotten, and
// the watchers told.
func (p *Play) notify() {
	f := p.cast.fight
	if f == nil || f.State().Window == nil {
		clear(p.net.passed)
	}
	if f == nil || f.Pending() == nil {
		p.net.declared = nil // logged (and named) already, or withdrawn
	}
	for _, w := range p.net.watchers {
		w()
	}
}

// SetSeats tells Play who plays which character at the online table (nil
// when the table is closed): their decisions go to their browsers, and
// the tracker says it waits on them.
func (p *Play) SetSeats(seats map[sheet.CharacterID]Seat) {
	p.net.seats = seats
	for id := range p.net.passed {
		if _, ok := seats[id]; !ok {
			delete(p.net.passed, id)
		}
	}
	if p.tracker.active() && p.h.Mode() == host.ModePlay {
		p.tracker.build()
	}
	p.showRoster()
}

// seated is the seat of the character id, if a player plays it.
func (p *Play) seated(id sheet.CharacterID) (Seat, bool) {
	if id == "" || p.net.seats == nil {
		return Seat{}, false
	}
	s, ok := p.net.seats[id]
	return s, ok
}

// onlineName is a seated character as the GM reads it: "Vex (Ana,
// online)", or with "connection lost" while their page is closed.
func (p *Play) onlineName(id sheet.CharacterID) string {
	return p.tracker.name(id) + " (" + p.seatWords(id) + ")"
}

// seatWords are who plays a seated character and how: "Ana, online".
func (p *Play) seatWords(id sheet.CharacterID) string {
	s, _ := p.seated(id)
	parts := []string{}
	if s.Player != "" {
		parts = append(parts, s.Player)
	}
	parts = append(parts, "online")
	if !s.Connected {
		parts = append(parts, "connection lost")
	}
	return strings.Join(parts, ", ")
}

// handOver gives a decision to whoever makes it: a seated character's
// goes to their browser (the tracker says it waits on them, and the GM
// may still answer for them), any other to the usual dialog.
func (t *tracker) handOver(d *sheet.Decision) {
	if d != nil {
		if _, ok := t.p.seated(d.Decider.Character); ok {
			t.p.h.Say("Waiting for "+t.p.onlineName(d.Decider.Character)+": "+d.Prompt, false)
			return
		}
	}
	t.ask(d)
}

// waitingOnline is the tracker's line for a decision a seated character
// makes, with the button to answer for them; false for any other.
func (t *tracker) waitingOnline(d *sheet.Decision) bool {
	if _, ok := t.p.seated(d.Decider.Character); !ok {
		return false
	}
	t.add(uikit.WrappedLabel("Waiting for " + t.p.onlineName(d.Decider.Character) + ": " + d.Prompt))
	t.add(widget.NewButton("Answer for them…", func() { t.ask(d) }))
	return true
}

// reactionsOnline says, in the reaction window, which seated characters
// may still react from their browsers and which declined.
func (t *tracker) reactionsOnline(v combat.View) {
	mayReact := map[sheet.CharacterID]bool{}
	for _, r := range v.Reactions {
		if r.Legal {
			mayReact[r.By] = true
		}
	}
	for id := range t.p.net.seats {
		switch {
		case t.p.net.passed[id]:
			t.add(uikit.WrappedLabel(t.p.onlineName(id) + " will not react."))
		case mayReact[id]:
			t.add(uikit.WrappedLabel("Waiting for " + t.p.onlineName(id) + " to react or pass."))
		}
	}
}

// attribute names the player who declared the act just logged, if one
// did.
func (p *Play) attribute() {
	d := p.net.declared
	p.net.declared = nil
	if d == nil || p.cast.fight == nil {
		return
	}
	log := p.cast.fight.Log()
	if len(log) == 0 {
		return
	}
	if p.net.acts == nil {
		p.net.acts = map[combat.Command]byPlayer{}
	}
	p.net.acts[log[len(log)-1].Command] = *d
}

// logLines are the combat's log lines, each act a player took at the
// table named as theirs: "Vex (Ana, online) moves to the Bar".
func (p *Play) logLines(lines []string) []string {
	if len(p.net.acts) == 0 || p.cast.fight == nil {
		return lines
	}
	out := append([]string(nil), lines...)
	for i, e := range p.cast.fight.Log() {
		if by, ok := p.net.acts[e.Command]; ok && i < len(out) {
			out[i] = byLine(lines[i], p.tracker.name(by.character), by.player)
		}
	}
	return out
}

// byLine names the player in a log line about their character, after
// the character's first mention.
func byLine(line, character, player string) string {
	who := "online"
	if player != "" {
		who = player + ", online"
	}
	if i := strings.Index(line, character); i >= 0 && character != "" {
		end := i + len(character)
		return line[:end] + " (" + who + ")" + line[end:]
	}
	return line + " (" + character + ", " + who + ")"
}

// Table errors said to a player's page.
var (
	errNoCombat   = errors.New("no combat is running")
	errNotSeated  = errors.New("no one plays that character at the table")
	errNotYours   = errors.New("no decision waits on you")
	errNotOffered = errors.New("that act is not on offer now")
)

// ActFor takes, for the seated character seat, an act or a reaction the
// engine lists for it now, as the tracker's button would: it is checked
// again on the combat as it stands, goes into the journal, and is one
// undo step; its log line names the player.
func (p *Play) ActFor(seat sheet.CharacterID, cmd combat.Command) error {
	s, ok := p.seated(seat)
	switch {
	case p.cast.fight == nil:
		return errNoCombat
	case !ok:
		return errNotSeated
	case p.cast.fight.Pending() != nil:
		return errors.New("a decision is waiting: the act must wait for it")
	case !p.offered(seat, cmd):
		return errNotOffered
	}
	t := p.tracker
	res, err := p.cast.fight.Submit(cmd)
	if err != nil {
		return err
	}
	p.net.declared = &byPlayer{character: seat, player: s.Player}
	t.after(res, nil)
	return nil
}

// offered reports whether cmd is a legal act or reaction of the character
// id in the combat as it stands: the tracker's own listings.
func (p *Play) offered(id sheet.CharacterID, cmd combat.Command) bool {
	want, err := combat.MarshalCommand(cmd)
	if err != nil {
		return false
	}
	same := func(c combat.Command) bool {
		got, err := combat.MarshalCommand(c)
		return err == nil && string(got) == string(want)
	}
	st := p.cast.fight.State()
	if st.Window != nil {
		for _, r := range st.ReactOptions() {
			if r.By == id && r.Legal && r.Command != nil && same(r.Command) {
				return true
			}
		}
		return false
	}
	for _, o := range st.LegalActions(id) {
		if o.Legal && o.Command != nil && same(o.Command) {
			return true
		}
	}
	return false
}

// AnswerFor answers, for the seated character seat, the decision the
// combat waits on from it, as the GM's dialog would: the app's dice, the
// dice thrown, or the value, through the journal. A dialog the GM had
// opened for it closes.
func (p *Play) AnswerFor(seat sheet.CharacterID, a projection.Settlement) error {
	f := p.cast.fight
	if f == nil {
		return errNoCombat
	}
	pend := f.Pending()
	if _, ok := p.seated(seat); !ok {
		return errNotSeated
	}
	if pend == nil || pend.Decision == nil || pend.Decision.Decider.Character != seat {
		return errNotYours
	}
	level, who := -1, "Rolled"
	if c := p.find(seat); c != nil {
		level, who = c.Level, c.Name+" rolled"
	}
	t := p.tracker
	r, res, err := a.Apply(f, t.dice)
	if err != nil {
		return err
	}
	t.closeDialog()
	if r != nil {
		t.lastRoll = who + " " + r.String()
		if level >= 0 {
			t.lastRoll = who + " " + p.cast.rules().RollMeaning(*r, level)
		}
	}
	t.after(res, nil)
	return nil
}

// PassFor records that the seated character seat will not react in the
// open reaction window.
func (p *Play) PassFor(seat sheet.CharacterID) error {
	f := p.cast.fight
	if f == nil {
		return errNoCombat
	}
	if _, ok := p.seated(seat); !ok {
		return errNotSeated
	}
	if f.State().Window == nil || f.Pending() != nil {
		return errors.New("no reaction window is open")
	}
	if p.net.passed == nil {
		p.net.passed = map[sheet.CharacterID]bool{}
	}
	p.net.passed[seat] = true
	p.h.Say(p.onlineName(seat)+" will not react", false)
	p.changed()
	return nil
}

// WithdrawFor withdraws the pending act whose decision the seated
// character seat makes, as the dialog's Withdraw does.
func (p *Play) WithdrawFor(seat sheet.CharacterID) error {
	f := p.cast.fight
	if f == nil {
		return errNoCombat
	}
	if _, ok := p.seated(seat); !ok {
		return errNotSeated
	}
	if pend := f.Pending(); pend == nil || pend.Decision == nil || pend.Decision.Decider.Character != seat {
		return errNotYours
	}
	if err := f.Cancel(); err != nil {
		return err
	}
	p.net.declared = nil
	p.tracker.closeDialog()
	p.h.Say(fmt.Sprintf("%s withdrew the action: nothing happened", p.onlineName(seat)), false)
	p.tracker.changed()
	return nil
}

// TableGame is the game as it stands, for the online table: copies the
// table reads on its own goroutines while Play goes on.
func (p *Play) TableGame() *projection.Game {
	doc := p.h.Editor().Doc
	g := &projection.Game{Map: doc.Map.Clone(), Rules: doc.Rules, LastRoll: p.tracker.lastRoll}
	for _, c := range p.characters() {
		g.Characters = append(g.Characters, c.Clone())
	}
	if f := p.cast.fight; f != nil {
		g.Fight = f.State().Clone()
		v := f.View()
		g.View = &v
		if pend := f.Pending(); pend != nil {
			cp := *pend
			g.Pending = &cp
		}
		g.CanWithdraw = f.CanCancel() == nil
		g.Passed = map[sheet.CharacterID]bool{}
		for id, on := range p.net.passed {
			g.Passed[id] = on
		}
	}
	if p.h.Mode() == host.ModePlay {
		g.Selected = p.selected
		if p.hl != nil { // the projection works them out as the players see the map
			g.Show = &projection.Shown{Moves: p.showMove, Sight: p.showSight, Range: p.showRange}
		}
	}
	return g
}
