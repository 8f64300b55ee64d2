// Package app is the Unhex Board window: menus, shortcuts, panels, file
// handling and the mode switch. It wires the Board (canvas) to the editor
// tools (editor) and the rules (engine); it decides nothing itself.
package app

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/unhexboard/unhexboard/assets"
)

// ID is the application id; Fyne keys preferences and storage by it.
const ID = assets.AppID

// Options say how the app starts.
type Options struct {
	Path       string // the map to open; "" for the bundled nightclub map
	Play       bool   // start in Play mode
	PlayerView bool   // open the player view too
	Version    string // the app's version, for Help → About
	Website    string // the project's address, for Help → About
}

// Run opens the main window and blocks until the app quits.
func Run(o Options) int {
	a := fyneapp.NewWithID(ID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := newMainWindow(a)
	w.version, w.website = o.Version, o.Website
	w.removeStaleTemps()
	w.startWith(o)
	w.win.ShowAndRun()
	return 0
}

// startWith opens what the command line asked for, in the mode it asked.
func (w *mainWindow) startWith(o Options) {
	w.start(o.Path)
	if o.Play {
		w.setMode(modePlay)
	}
	if o.PlayerView {
		w.players.open()
	}
}
