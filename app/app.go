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
const ID = "io.github.unhexboard"

// Run opens the main window on path (the bundled nightclub map when path
// is empty) and blocks until the app quits.
func Run(path string) int {
	a := fyneapp.NewWithID(ID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := newMainWindow(a)
	w.start(path)
	w.win.ShowAndRun()
	return 0
}
