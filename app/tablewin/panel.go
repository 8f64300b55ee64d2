package tablewin

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/table"
)

// panel is the table's panel, atop the side panel while the table is
// open, in every mode: who is there, and the buttons to let them in,
// change their seat or remove them.
type panel struct {
	t       *Table
	content *fyne.Container
	box     *fyne.Container
	list    *fyne.Container // the guests, in a scroll of bounded height
	guests  fyne.CanvasObject
	// shown: the guests are listed (the GM folds them away to give the
	// map's panel the room); waiting is how many were in the lobby when
	// last shown: one more unfolds the list.
	shown   bool
	waiting int
}

func newPanel(t *Table) *panel {
	p := &panel{t: t, box: container.NewVBox(), list: container.NewVBox(), shown: true}
	scroll := container.NewVScroll(p.list)
	p.guests = container.New(capHeight{max: guestsHeight, inner: p.list}, scroll)
	p.content = container.NewPadded(container.NewBorder(p.box, widget.NewSeparator(), nil, nil, p.guests))
	p.content.Hide()
	return p
}

// guestsHeight is the most height the guests' list takes before it
// scrolls: about four guests, so the map's panel keeps its room.
const guestsHeight = 190

// Panel is the table's panel; the window shows it atop the side panel.
// It is hidden while the table is closed.
func (t *Table) Panel() fyne.CanvasObject { return t.panel.content }

// refresh shows the guests as they are now, and tells Play who plays
// which character (UI thread).
func (p *panel) refresh() {
	t := p.t
	if t.srv == nil {
		t.seat(nil)
		p.content.Hide()
		p.box.Objects, p.list.Objects = nil, nil
		return
	}
	guests := t.srv.Guests()
	t.seat(guests) // the same list the panel shows
	waiting, lost := 0, 0
	for _, g := range guests {
		if !g.Admitted {
			waiting++
		}
		if !g.Connected {
			lost++
		}
	}
	if waiting > p.waiting {
		p.shown = true // someone knocks: the GM sees them
	}
	p.waiting = waiting
	head := "Online table: " + words.Count(len(guests), "guest")
	if waiting > 0 {
		head += fmt.Sprintf(" · %d waiting to be let in", waiting)
	}
	if lost > 0 {
		head += fmt.Sprintf(" · %d not connected", lost)
	}
	heading := uikit.WrappingHeading(head)
	fold := widget.NewButtonWithIcon("Guests", theme.MenuDropDownIcon(), func() {
		p.shown = !p.shown
		p.refresh()
	})
	if p.shown {
		fold.SetIcon(theme.MenuDropUpIcon())
	}
	link := widget.NewButtonWithIcon("Link…", theme.MailForwardIcon(), t.showJoin)
	closeTable := widget.NewButtonWithIcon("Close the table", theme.CancelIcon(), t.Close)
	p.box.Objects = []fyne.CanvasObject{heading, uikit.NewFlowBox(fold, link, closeTable)}
	if len(guests) == 0 {
		p.box.Objects = append(p.box.Objects, uikit.WrappedLabel("No one yet: give the players the link (Link…)."))
	}
	var rows []fyne.CanvasObject
	game := t.h.TableGame()
	for _, g := range guests {
		rows = append(rows, p.row(g, game.Name))
	}
	p.list.Objects = rows
	if p.shown && len(rows) > 0 {
		p.guests.Show()
	} else {
		p.guests.Hide()
	}
	p.content.Show()
	p.content.Refresh()
}

// row is one guest: who, where, how connected, and the GM's buttons.
func (p *panel) row(g table.Guest, name func(sheet.CharacterID) string) fyne.CanvasObject {
	t := p.t
	who := strings.TrimSpace(g.Name)
	if who == "" {
		who = "A guest with no name yet"
	}
	var seat string
	switch {
	case !g.Admitted:
		seat = "in the lobby"
	case g.Character == "":
		seat = "watching"
	default:
		seat = "plays " + name(g.Character)
	}
	link := "connected"
	if !g.Connected {
		link = "connection lost"
	}
	line := uikit.WrappedLabel(fmt.Sprintf("%s — %s · %s", who, seat, link))
	if !g.Admitted {
		line.Importance = widget.WarningImportance
	}
	seatLabel := "Change seat…"
	if !g.Admitted {
		seatLabel = "Let in…"
	}
	seatButton := widget.NewButton(seatLabel, func() { t.askSeat(g) })
	if !g.Admitted {
		seatButton.Importance = widget.HighImportance
	}
	remove := widget.NewButton("Remove", func() { t.remove(g) })
	return container.NewVBox(line, uikit.NewFlowBox(seatButton, remove))
}

// watchOnly is the picker's choice for a guest who only watches.
const watchOnly = "No character: watch only"

// askSeat asks which character the guest plays (or none: they watch),
// among the characters the players may know of, and lets them in with it.
func (t *Table) askSeat(g table.Guest) {
	ids, names := t.seatChoices()
	pick := widget.NewRadioGroup(append(names, watchOnly), nil)
	pick.SetSelected(watchOnly)
	for i, id := range ids {
		if id == g.Character {
			pick.SetSelected(names[i])
		}
	}
	who := strings.TrimSpace(g.Name)
	if who == "" {
		who = "this guest"
	}
	title := "Let " + who + " in"
	if g.Admitted {
		title = "Change " + who + "'s seat"
	}
	body := container.NewVBox(uikit.WrappedLabel("The character "+who+" plays: its decisions go to their browser, and "+
		"they may act for it on its turn. A character another guest plays moves to "+who+" (the other watches)."), pick)
	d := dialog.NewCustomConfirm(title, "Let in", "Cancel", body, func(ok bool) {
		if !ok {
			return
		}
		var character sheet.CharacterID
		for i, n := range names {
			if n == pick.Selected {
				character = ids[i]
			}
		}
		t.admit(g.ID, character)
	}, t.h.Window())
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}

// seatChoices are the characters a guest may be given: only those the
// players may know of (sheet.Character.HiddenOn), by the name the GM
// reads (a repeated name with its team).
func (t *Table) seatChoices() ([]sheet.CharacterID, []string) {
	game := t.h.TableGame()
	var ids []sheet.CharacterID
	var names []string
	seen := map[string]int{}
	for _, c := range game.Characters {
		seen[c.Name]++
	}
	for _, c := range game.Characters {
		if c.HiddenOn(game.Map) {
			continue
		}
		label := c.Name
		if seen[c.Name] > 1 || label == "" {
			label = fmt.Sprintf("%s (%s, %s)", orID(c), c.Team, c.ID)
		}
		label += " · " + strings.ToUpper(string(c.Kind))
		ids, names = append(ids, c.ID), append(names, label)
	}
	return ids, names
}

func orID(c sheet.Character) string {
	if c.Name != "" {
		return c.Name
	}
	return string(c.ID)
}

// admit lets the guest in with character ("" to watch), off the UI
// thread: the table asks the window for the game meanwhile.
func (t *Table) admit(id string, character sheet.CharacterID) {
	srv := t.srv
	if srv == nil {
		return
	}
	go func() {
		if err := srv.Admit(id, character); err != nil {
			t.Run(func() { t.h.ShowError(err) })
		}
	}()
}

// remove sends the guest away at once: their page is told and closed.
func (t *Table) remove(g table.Guest) {
	srv := t.srv
	if srv == nil {
		return
	}
	go func() {
		if err := srv.Remove(g.ID); err != nil {
			t.Run(func() { t.h.ShowError(err) })
		}
	}()
}

// capHeight lays out one object at most max high, as high as it asks
// below that.
// inner is what scrolls inside, whose height it asks.
type capHeight struct {
	max   float32
	inner fyne.CanvasObject
}

func (c capHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	s.Height = min(c.max, c.inner.MinSize().Height)
	return s
}

func (c capHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
