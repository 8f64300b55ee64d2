package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
)

// panel adds Play NPC turn to the tracker on an NPC team's turn: the
// button (Continue once paused, Stop while it plays) and what it did
// last or why it paused.
func (a *npcTurn) panel(add func(fyne.CanvasObject)) {
	if !a.running && !a.available() {
		return
	}
	var b *widget.Button
	switch {
	case a.running:
		b = widget.NewButtonWithIcon("Stop NPC turn", theme.MediaStopIcon(), a.halt)
		b.Importance = widget.DangerImportance
	case a.paused():
		b = widget.NewButtonWithIcon("Continue NPC turn", theme.MediaPlayIcon(), a.start)
		b.Importance = widget.HighImportance
	default:
		b = widget.NewButtonWithIcon("Play NPC turn", theme.MediaPlayIcon(), a.start)
		b.Importance = widget.HighImportance
	}
	add(b)
	note := a.note
	if !a.noteHolds() {
		note = ""
	}
	if !a.running && !a.paused() {
		note = "The tactics play the NPCs' acts one by one with the app's dice, and pause whenever a player decides (Ctrl+T)."
	}
	if note != "" {
		add(uikit.WrappedLabel(note))
	}
	// The selected NPC's switch, here as on its sheet: the sheet is far
	// down the panel on a small screen.
	if c := a.t.p.find(a.t.p.selected); c != nil && c.Kind == sheet.NPC {
		add(a.toggle(c))
	}
}

// toggle is the NPC sheet's switch between auto-play and play by hand.
func (a *npcTurn) toggle(c *sheet.Character) fyne.CanvasObject {
	id := c.ID
	check := widget.NewCheck("Play NPC turn plays "+c.Name, func(on bool) {
		if on == !a.manual[id] {
			return
		}
		if on {
			delete(a.manual, id)
		} else {
			a.manual[id] = true
		}
		a.t.changed()
	})
	check.Checked = !a.manual[id]
	return check
}

// answers reports whether the running auto-play answers a decision itself,
// so the tracker does not ask anyone.
func (a *npcTurn) answers(d *sheet.Decision) bool {
	if _, seated := a.t.p.seated(d.Decider.Character); seated {
		return false // a player at the table decides
	}
	return a.running && tactics.AutoDecides(d, tactics.AutoPlays(a.t.p.cast.fight.State(), a.manual))
}

// toggleRun is the menu's and Ctrl+T's action: play, go on, or stop.
func (a *npcTurn) toggleRun() {
	if a.running {
		a.halt()
		return
	}
	a.start()
}
