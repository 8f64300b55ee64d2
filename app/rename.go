package app

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// doubleClick is how close in time and space (pixels) two clicks on the
// board must be to count as a double-click. The Board does not implement
// fyne.DoubleTappable: Fyne would then hold back every single click until
// the double-click time had passed.
const (
	doubleClickTime  = 400 * time.Millisecond
	doubleClickSlack = 5
)

// clickedTwice notes a click at p and reports whether it completes a
// double-click.
func (w *mainWindow) clickedTwice(p battlemap.Point) bool {
	at := w.board.ToScreen(p)
	now := time.Now()
	last := w.lastClick
	twice := now.Sub(last.at) < doubleClickTime &&
		math.Abs(float64(at.X-last.pos.X)) <= doubleClickSlack && math.Abs(float64(at.Y-last.pos.Y)) <= doubleClickSlack
	w.lastClick.at, w.lastClick.pos = now, at
	if twice {
		w.lastClick.at = time.Time{} // a third click starts afresh
	}
	return twice
}

// renameInPlace opens the name of the area at p for editing where it
// stands (after a double-click with the Select or Add area tool).
func (w *mainWindow) renameInPlace(p battlemap.Point) {
	switch w.ed.Tool().(type) {
	case *editor.SelectTool, *editor.AreaTool:
	default:
		return // the link and cover tools take clicks in pairs
	}
	id := w.board.HitTest(p).Area
	a := w.ed.Map().Area(id)
	if id == "" || a == nil {
		return
	}
	w.ed.Select([]battlemap.AreaID{id}, nil)
	lay, ok := w.board.Layout().Area(id)
	if !ok {
		return
	}
	old := a.Name
	w.status.say("Type the new name: Enter renames, Escape keeps "+fmt.Sprintf("%q", old), false)
	w.view.askText(lay.Box.Center(), old, "Area name, then Enter", func(name string, ok bool) {
		name = strings.TrimSpace(name)
		if !ok || name == old || w.ed.Map().Area(id) == nil {
			return
		}
		if name == "" {
			w.status.say("An area needs a name: it keeps "+fmt.Sprintf("%q", old), true)
			return
		}
		if err := w.ed.Do(&editor.RenameArea{ID: id, Name: name}); err == nil {
			w.status.say(fmt.Sprintf("Renamed %q to %q", old, name), false)
		}
	})
}
