package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// fightPane is how the GM follows the fight, below the Play panel while
// a combat runs: the turn list on top, then the log, which takes the rest
// of the pane's height, however tall the window, and keeps its newest
// entry in view.
type fightPane struct {
	p       *Play
	turns   *turnList
	content fyne.CanvasObject
}

func newFightPane(p *Play) *fightPane {
	f := &fightPane{p: p, turns: newTurnList()}
	turns := container.NewVScroll(f.turns.text)
	f.content = container.New(&fightLayout{turns: turns, list: f.turns.text},
		turns, widget.NewSeparator(), p.tracker.logHeader(), p.tracker.log.view)
	return f
}

// FightPane is the pane that follows the fight: the turn list and the
// log. The window shows it below the Play panel while a combat runs.
func (p *Play) FightPane() fyne.CanvasObject { return p.follow.content }

// show fills the turn list from the combat as it stands.
func (f *fightPane) show() {
	p := f.p
	if !p.tracker.active() || p.h.Mode() != host.ModePlay {
		return
	}
	if f.turns.set(projection.TurnRows(p.tracker.view(), p.hiddenID, false)) {
		// A line more or less, or one that wraps now: the list and the
		// log share the pane afresh.
		f.content.Refresh()
	}
}

// hiddenID reports whether the players may not know of a character:
// Play.hiddenFromPlayers, by id. An id no longer on the roster is hidden.
func (p *Play) hiddenID(id sheet.CharacterID) bool {
	c := p.find(id)
	return c == nil || p.hiddenFromPlayers(c)
}

// fightLayout stacks the pane: the turn list as tall as its lines up to
// about half the pane (then it scrolls), a separator, the log's heading,
// and the log in all the height left.
type fightLayout struct {
	turns *container.Scroll
	list  fyne.CanvasObject
}

// minLog is the least height the log is given, about three entries.
const minLog = 90

func (l *fightLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(minLog*2)
	for i, o := range objs {
		if o == l.turns || i == len(objs)-1 {
			continue
		}
		m := o.MinSize()
		w, h = max(w, m.Width), h+m.Height
	}
	return fyne.NewSize(w, h)
}

func (l *fightLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	fixed := float32(0)
	for i, o := range objs {
		if o != l.turns && i != len(objs)-1 {
			fixed += o.MinSize().Height
		}
	}
	room := max(size.Height-fixed, 2*minLog)
	// The list wraps to the pane's width: its height is known once it
	// has that width.
	l.list.Resize(fyne.NewSize(size.Width, l.list.MinSize().Height))
	turns := min(l.list.MinSize().Height, max(room*0.55, room-3*minLog))
	y := float32(0)
	for i, o := range objs {
		h := o.MinSize().Height
		switch {
		case o == l.turns:
			h = turns
		case i == len(objs)-1:
			h = max(size.Height-y, minLog)
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
}

// rows are the player view's turn list: none outside a combat, and never
// a character hidden from the players.
func (p *players) rows() []projection.TurnRow {
	if !p.p.tracker.active() {
		return nil
	}
	return projection.TurnRows(p.p.tracker.view(), p.p.hiddenID, true)
}
