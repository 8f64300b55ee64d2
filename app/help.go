package app

import (
	"net/url"

	"github.com/unhexboard/unhexboard/app/play"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/assets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
)

// Shortcuts lists every key the window understands; the README shows the
// same table.
var Shortcuts = [][2]string{
	{"V / A / L / C", "Select, Add area, Add link, Cover tool"},
	{"1 / 2 / 3 / 4", "New links are solid / dashed / blocked / obscured (4: a zones map only)"},
	{"W", "One-way: make the selected solid links (and obscured borders on a zones map) one-way, or two-way again"},
	{"D", "Door: put a door on the selected solid links (open, then closed, then none)"},
	{"H", "Hidden: hide the selected areas and links from the players, or reveal them"},
	{"O", "Objective: add an objective to the selected area"},
	{"Delete or Backspace", "Delete the selection (an area takes its links with it)"},
	{"Escape", "Cancel the current gesture and clear the selection"},
	{"Shift-click", "Add to or remove from the selection"},
	{"Ctrl-drag / Shift-drag", "Select a box / add a box to the selection"},
	{"Drag empty space, middle-drag, Space+drag", "Pan"},
	{"Wheel", "Zoom about the cursor"},
	{"F or Ctrl+0", "Fit the map to the window"},
	{"+ / − (or Ctrl+= / Ctrl+−)", "Zoom in / out"},
	{"G", "Show or hide the grid"},
	{"Double-click an area", "Rename it in place (Enter keeps the new name, Escape the old)"},
	{"Ctrl+Z", "Undo"},
	{"Ctrl+Shift+Z or Ctrl+Y", "Redo"},
	{"Ctrl+A", "Select everything"},
	{"Ctrl+C / Ctrl+V", "Copy / paste the selected areas with the links among them (Ctrl+V also opens an excalidraw drawing copied since)"},
	{"Ctrl+D", "Duplicate the selected areas beside themselves"},
	{"Ctrl+N / Ctrl+O / Ctrl+S / Ctrl+Shift+S", "New / Open / Save / Save As"},
	{"Ctrl+E", "Export the map for print (PNG, PDF or SVG)"},
	{"Ctrl+1 / Ctrl+2 / Ctrl+3", "Edit / Explore / Play mode"},
	{"Ctrl+Shift+P", "Player view (F11 or F in it: full screen)"},
	{"Ctrl+T", "Play mode: play the NPC team's turn; again: stop it"},
	{"Ctrl+Shift+O", "Play mode: encounter odds (simulate the fight)"},
	{"Ctrl+Q", "Quit"},
}

func (w *mainWindow) showShortcuts() {
	var rows []fyne.CanvasObject
	for _, s := range Shortcuts {
		k := widget.NewLabel(s[0])
		k.TextStyle = fyne.TextStyle{Bold: true}
		rows = append(rows, k, widget.NewLabel(s[1]))
	}
	d := dialog.NewCustom("Keyboard shortcuts", "Close", container.NewVScroll(container.NewGridWithColumns(2, rows...)), w.win)
	d.Resize(fyne.NewSize(720, 560))
	d.Show()
}

// rulesHelp explains the map conventions in the app's own words.
const rulesHelp = `Areas are the places characters stand in. Links join them.

• A solid line lets characters move and see along it. One Move crosses one solid line.
• A dashed line lets them see, but not move.
• A dashed line with an X blocks sight between its two areas outright.
• An arrow makes a solid line one-way for movement; sight still goes both ways.
• A box across a solid line is a door: open, it is a plain line; closed, it stops movement and sight.
• A short bar across a line, next to an area, is a cover mark: characters in that area have cover against attacks arriving along that line.

Range is the number of links on the shortest path that sight can follow. Line of sight is lost when some shortest path crosses 2 or more cover marks (3 for a 2H ranged attack), not counting the marks at the looker's own end. Unhex Board counts from both ends, so sight is never one-way. Within one area there is always sight and never cover.

Explore mode (Ctrl+2) shows all of this for any area and explains every verdict.`

func (w *mainWindow) showRulesHelp() {
	l := uikit.WrappedLabel(rulesHelp)
	body := container.NewBorder(container.NewVBox(mapKey(2), widget.NewSeparator()), nil, nil, nil, container.NewVScroll(l))
	d := dialog.NewCustom("How the map rules work", "Close", body, w.win)
	d.Resize(fyne.NewSize(680, 620))
	d.Show()
}

// mapKey is the key to the lines (every link kind, the one-way arrow,
// open and closed doors, the cover mark), drawn as the board draws them.
func mapKey(cols int) fyne.CanvasObject {
	key := ucanvas.NewLegend(ucanvas.ScreenPalette(), 1)
	key.Cols = cols
	return container.NewCenter(key)
}

func (w *mainWindow) showMapKey() {
	d := dialog.NewCustom("Key to the map", "Close", container.NewVScroll(play.Key(w.ed.Map().Zones() != nil)), w.win)
	d.Resize(fyne.NewSize(560, 640))
	d.Show()
}

func (w *mainWindow) showAbout() {
	version := w.version
	if version == "" {
		version = w.app.Metadata().Version
	}
	if version == "" {
		version = "(development build)"
	}
	text := widget.NewLabel("Unhex Board " + version + "\nDraw Unhex maps and run their rules: range, line of sight, cover and movement.\n" +
		"Unhex is a tabletop RPG by Cody Koeninger.\n" +
		"Licence: " + assets.License + ". Copyright © " + assets.LicenseHolder + ".")
	body := container.NewVBox(text)
	if u, err := url.Parse(w.website); err == nil && w.website != "" {
		body.Add(widget.NewHyperlink(w.website, u))
	}
	dialog.ShowCustom("About Unhex Board", "Close", body, w.win)
}
