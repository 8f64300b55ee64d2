package inspect

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Fog of war: the GM hides areas and links the players have not found
// yet, and reveals them as the players explore. Hiding and revealing are
// map edits (undoable, saved) but change no rule, so, unlike every other
// map edit, they are allowed in Play mode and during a combat: revealing
// is something the GM does at the table.

// FogDo runs a hide or reveal edit whatever the mode.
func FogDo(w host.Host, c editor.Command) {
	w.CommitTyping()
	if err := w.Editor().Do(c); err != nil {
		return // the editor said why on the status line
	}
	if w.Editor().History.NextUndo() != c {
		return // what the PCs see was revealed after it, and said so
	}
	switch c := c.(type) {
	case *editor.RevealNeighbours:
		w.Say(fmt.Sprintf("Revealed %s to the players", words.Count(c.Revealed(), "area")), false)
	default:
		w.Say(c.Label(), false)
	}
}

// FogItems are the right-click menu entries for what is under the
// pointer: hide or reveal it, and for an area, reveal its neighbours;
// and, under an area, a link or nothing, the option Reveal what the PCs
// see.
func FogItems(w host.Host, h ucanvas.Hit) []*fyne.MenuItem {
	m := w.Editor().Map()
	switch {
	case h.Area != "":
		a := m.Area(h.Area)
		if a == nil {
			return nil
		}
		id := a.ID
		toggle := fyne.NewMenuItem("Hidden from Players", func() {
			if a := w.Editor().Map().Area(id); a != nil {
				FogDo(w, areaHiddenEdit(id, !a.Hidden))
			}
		})
		toggle.Checked = a.Hidden
		toggle.Icon = theme.VisibilityOffIcon()
		neighbours := fyne.NewMenuItem("Reveal Neighbours", func() { FogDo(w, &editor.RevealNeighbours{Area: id}) })
		neighbours.Icon = theme.VisibilityIcon()
		neighbours.Disabled = !hasHiddenAround(m, id)
		return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), toggle, neighbours, revealSightItem(w)}
	case h.Link >= 0 && h.Link < len(m.Links):
		l := m.Links[h.Link]
		key := editor.KeyOf(l)
		toggle := fyne.NewMenuItem("Link Hidden from Players", func() {
			if i := key.Index(w.Editor().Map()); i >= 0 {
				FogDo(w, linkHiddenEdit(i, !w.Editor().Map().Links[i].Hidden))
			}
		})
		toggle.Checked = l.Hidden
		toggle.Icon = theme.VisibilityOffIcon()
		return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), toggle, revealSightItem(w)}
	}
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), revealSightItem(w)}
}

// hasHiddenAround reports whether Reveal neighbours on id would reveal
// anything.
func hasHiddenAround(m *battlemap.Map, id battlemap.AreaID) bool {
	if a := m.Area(id); a != nil && a.Hidden {
		return true
	}
	for _, l := range m.Links {
		if l.A != id && l.B != id {
			continue
		}
		if l.Hidden {
			return true
		}
		if o := m.Area(l.Other(id)); o != nil && o.Hidden {
			return true
		}
	}
	return false
}

// fogAreaControls are the properties panel's fog controls for an area.
func fogAreaControls(w host.Host, a *battlemap.Area) []fyne.CanvasObject {
	id := a.ID
	hidden := widget.NewCheck("Hidden from players", func(on bool) {
		FogDo(w, areaHiddenEdit(id, on))
	})
	hidden.Checked = a.Hidden
	reveal := widget.NewButtonWithIcon("Reveal neighbours", theme.VisibilityIcon(), func() {
		FogDo(w, &editor.RevealNeighbours{Area: id})
	})
	if !hasHiddenAround(w.Editor().Map(), id) {
		reveal.Disable()
	}
	return []fyne.CanvasObject{hidden, reveal}
}

// fogLinkControls are the properties panel's fog controls for a link.
func fogLinkControls(w host.Host, i int, l battlemap.Link) []fyne.CanvasObject {
	key := editor.KeyOf(l)
	hidden := widget.NewCheck("Hidden from players", func(on bool) {
		if i := key.Index(w.Editor().Map()); i >= 0 {
			FogDo(w, linkHiddenEdit(i, on))
		}
	})
	hidden.Checked = l.Hidden
	out := []fyne.CanvasObject{hidden}
	if !l.Hidden && w.Editor().Map().LinkHiddenFromPlayers(i) {
		note := uikit.Note("The players do not see this link while an area at either end is hidden.")
		out = append(out, note)
	}
	return out
}
