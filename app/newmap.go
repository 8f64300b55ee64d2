package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// newZoneDocument is a new, empty map played under a zones profile: no
// Unhex edition, and the custom profile's starting band table.
func newZoneDocument(title string, id battlemap.ProfileID) *engine.Document {
	doc := engine.NewDocument(title)
	doc.Rules = ""
	doc.Map.Profile = id
	if id == battlemap.ProfileCustom {
		doc.Map.Bands = uikit.DefaultCustomBands()
	}
	return doc
}

// newZoneMap asks for a new zone map's rules profile and title, each
// profile with a line on what it is, then starts the map.
func (w *mainWindow) newZoneMap() {
	w.WhenSafe("start a new map", func() {
		ids := battlemap.ProfileIDs()
		chosen := ids[0]
		title := widget.NewEntry()
		title.SetText("Untitled zone map")
		var checks []*widget.Check
		rows := []fyne.CanvasObject{widget.NewForm(widget.NewFormItem("Title", title)), uikit.Heading("Rules profile")}
		for _, id := range ids {
			id := id
			c := widget.NewCheck(editor.ProfileName(id), nil)
			c.Checked = id == chosen
			checks = append(checks, c)
			line := uikit.Note(uikit.ProfileLine(id, nil))
			rows = append(rows, container.NewVBox(c, line))
		}
		// The boxes answer as one choice: ticking one unticks the others.
		for i, c := range checks {
			i := i
			c.OnChanged = func(on bool) {
				if !on {
					if ids[i] == chosen {
						c.SetChecked(true) // one is always chosen
					}
					return
				}
				chosen = ids[i]
				for j, o := range checks {
					if j != i && o.Checked {
						o.SetChecked(false)
					}
				}
			}
		}
		rows = append(rows, uikit.WrappedLabel("The Unhex combat engine is off on a zone map; bands, movement, sight and zone traits follow the profile. The profile can change later in the map's settings (Edit mode, nothing selected)."))
		d := dialog.NewCustomConfirm("New zone map", "Create", "Cancel", container.NewVScroll(container.NewVBox(rows...)), func(ok bool) {
			if !ok {
				return
			}
			doc := newZoneDocument(title.Text, chosen)
			if err := engine.Validate(doc); err != nil {
				w.showError(err)
				return
			}
			w.setDocument(doc, "", "")
			w.tools.pick(1)
		}, w.win)
		d.Resize(fyne.NewSize(560, 600))
		d.Show()
	})
}
