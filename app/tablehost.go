package app

import (
	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/play"
	"github.com/unhexboard/unhexboard/app/tablewin"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// What the online table (app/tablewin) asks of Play. Each method only
// hands the question to Play.

var _ tablewin.Host = (*mainWindow)(nil)

func (w *mainWindow) TableGame() *projection.Game { return w.play.TableGame() }

func (w *mainWindow) ActFor(seat sheet.CharacterID, cmd combat.Command) error {
	return w.play.ActFor(seat, cmd)
}

func (w *mainWindow) AnswerFor(seat sheet.CharacterID, a projection.Settlement) error {
	return w.play.AnswerFor(seat, a)
}

func (w *mainWindow) PassFor(seat sheet.CharacterID) error     { return w.play.PassFor(seat) }
func (w *mainWindow) WithdrawFor(seat sheet.CharacterID) error { return w.play.WithdrawFor(seat) }
func (w *mainWindow) WatchPlay(f func())                       { w.play.Watch(f) }
func (w *mainWindow) Flash(area battlemap.AreaID, by string)   { w.play.Flash(area, by) }

// SeatPlayers tells Play who plays which character at the table.
func (w *mainWindow) SeatPlayers(seats map[sheet.CharacterID]tablewin.Seat) {
	var out map[sheet.CharacterID]play.Seat
	if seats != nil {
		out = make(map[sheet.CharacterID]play.Seat, len(seats))
		for id, s := range seats {
			out[id] = play.Seat{Player: s.Player, Connected: s.Connected}
		}
	}
	w.play.SetSeats(out)
}

// tableItems are the Mode menu's items of the online table: open it, or
// show its link and close it.
func (w *mainWindow) tableItems() []*fyne.MenuItem {
	if !w.table.IsOpen() {
		return []*fyne.MenuItem{fyne.NewMenuItem("Open the Table to Players…", w.table.ShowOpen)}
	}
	return []*fyne.MenuItem{
		fyne.NewMenuItem("Table Link…", w.table.ShowOpen),
		fyne.NewMenuItem("Close the Table", w.table.Close),
	}
}
