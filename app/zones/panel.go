package zones

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tracker is the turn order in the Play panel of a zones map. It lives
// with the window, not in the map file: opening a map starts it afresh.
type Tracker struct {
	h     host.Host
	turns *Turns
	box   *fyne.Container
}

// New follows the open document's characters through h.
func New(h host.Host) *Tracker {
	t := &Tracker{h: h, turns: NewTurns(), box: container.NewVBox()}
	h.Changes().Subscribe(func(ch host.Change) {
		if ch == host.Opened {
			t.turns = NewTurns()
		}
		t.build()
	})
	return t
}

// Panel is the tracker for the Play panel of a zones map, nothing on an
// Unhex map (whose combat tracker orders its own turns).
func (t *Tracker) Panel() []fyne.CanvasObject {
	if t.h.Editor().Map().Zones() == nil {
		return nil
	}
	t.build()
	return []fyne.CanvasObject{widget.NewSeparator(), t.box}
}

// build shows the order as it stands.
func (t *Tracker) build() {
	if t.h.Editor().Map().Zones() == nil {
		t.box.Objects = nil
		t.box.Refresh()
		return
	}
	t.turns.Sync(t.h.Editor().Doc.Characters)
	entries := t.turns.Entries()
	objs := []fyne.CanvasObject{
		uikit.Heading(fmt.Sprintf("Turn order · round %d", t.turns.Round())),
		uikit.Note("A plain list for the table: it decides no rule. Order it as your game says; it is not saved in the map file."),
	}
	if len(entries) == 0 {
		objs = append(objs, uikit.Note("Add tokens above: each joins the end of the order."))
	}
	for i, e := range entries {
		i := i
		marker := widget.NewIcon(nil)
		name := widget.NewLabel(e.Name)
		if i == t.turns.Current() {
			marker.SetResource(theme.NavigateNextIcon())
			name.TextStyle.Bold = true
		}
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { t.move(i, i-1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { t.move(i, i+1) })
		if i == 0 {
			up.Disable()
		}
		if i == len(entries)-1 {
			down.Disable()
		}
		cond := widget.NewEntry()
		cond.SetPlaceHolder("Conditions")
		cond.SetText(e.Conditions)
		cond.OnChanged = func(s string) {
			if err := t.turns.SetConditions(i, s); err != nil {
				t.h.Say(uikit.ErrorText(err), true)
			}
		}
		row := container.NewBorder(nil, nil, container.NewHBox(marker, name), container.NewHBox(up, down), cond)
		objs = append(objs, row)
	}
	next := widget.NewButtonWithIcon("Next", theme.MediaSkipNextIcon(), t.Next)
	next.Importance = widget.HighImportance
	restart := widget.NewButtonWithIcon("Round 1", theme.MediaReplayIcon(), func() {
		t.turns.Restart()
		t.build()
	})
	if len(entries) == 0 {
		next.Disable()
		restart.Disable()
	}
	objs = append(objs, uikit.NewFlowBox(next, restart))
	t.box.Objects = objs
	t.box.Refresh()
}

func (t *Tracker) move(i, to int) {
	if err := t.turns.Move(i, to); err != nil {
		t.h.Say(uikit.ErrorText(err), true)
		return
	}
	t.build()
}

// Next passes the turn on and says whose it is.
func (t *Tracker) Next() {
	t.turns.Next()
	t.build()
	if es := t.turns.Entries(); len(es) > 0 {
		t.h.Say(fmt.Sprintf("Round %d: %s's turn", t.turns.Round(), es[t.turns.Current()].Name), false)
	}
}
