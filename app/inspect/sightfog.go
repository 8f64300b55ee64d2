package inspect

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
)

// The fog option "Reveal what the PCs see": a map setting, switched like
// any fog edit (undoable, in every mode). Play follows the PCs and makes
// the reveals.

const (
	revealSightLabel = "Reveal what the PCs see"
	// revealSightTip says what the option does, in a line.
	revealSightTip = "Each time a PC the players can see moves or is placed, reveal every area it has line of sight to (one undo step). Hidden PCs and NPCs reveal nothing."
)

// toggleRevealSight switches the option on or off.
func toggleRevealSight(w host.Host, on bool) {
	FogDo(w, &editor.SetRevealPCSight{On: on})
}

// revealSightItem is the option in the board's right-click menu.
func revealSightItem(w host.Host) *fyne.MenuItem {
	it := fyne.NewMenuItem("Reveal What the PCs See", func() {
		toggleRevealSight(w, !w.Editor().Map().RevealPCSight)
	})
	it.Checked = w.Editor().Map().RevealPCSight
	it.Icon = theme.VisibilityIcon()
	return it
}

// fogMapControls are the map form's fog controls: the option, and what
// it does.
func fogMapControls(w host.Host) []fyne.CanvasObject {
	check := newTipCheck(w, revealSightLabel, revealSightTip, func(on bool) { toggleRevealSight(w, on) })
	check.Checked = w.Editor().Map().RevealPCSight
	note := uikit.Note(revealSightTip)
	return []fyne.CanvasObject{widget.NewSeparator(), uikit.Heading("Fog of war"), check, note}
}

// tipCheck is a check box that puts its tip on the status line while
// the pointer is over it. Fyne has no tool tips; a pop-up would take the
// pointer's events from the panel under it.
type tipCheck struct {
	widget.Check
	w   host.Host
	tip string
}

func newTipCheck(w host.Host, label, tip string, changed func(bool)) *tipCheck {
	c := &tipCheck{w: w, tip: tip}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

func (c *tipCheck) MouseIn(ev *desktop.MouseEvent) {
	c.Check.MouseIn(ev)
	c.w.Say(c.tip, false)
}
