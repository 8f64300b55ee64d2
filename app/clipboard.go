package app

import (
	"strings"

	"fyne.io/fyne/v2"
)

// Copy, Paste and Duplicate (Edit menu, Ctrl+C, Ctrl+V, Ctrl+D) for the
// selected areas. The editor keeps the copy; the system clipboard gets
// the areas' names as text, so a copy made later elsewhere (an
// excalidraw drawing, say) is what Paste takes instead.

// copyAreas copies the selected areas, or the text of a focused field.
func (w *mainWindow) copyAreas() {
	w.mapShortcut(&fyne.ShortcutCopy{Clipboard: w.app.Clipboard()}, func() {
		if w.ed.Copy() == 0 {
			return
		}
		var names []string
		for _, a := range w.ed.Map().Areas {
			if w.ed.Selection.ContainsArea(a.ID) {
				names = append(names, a.Name)
			}
		}
		w.app.Clipboard().SetContent(strings.Join(names, "\n"))
	})
}

// paste pastes into a focused field; else an excalidraw drawing on the
// clipboard opens as a new map, as it always has; else, in Edit mode,
// the copied areas are added.
func (w *mainWindow) paste() {
	c := w.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok && f != nil {
		f.TypedShortcut(&fyne.ShortcutPaste{Clipboard: w.app.Clipboard()})
		return
	}
	if c.Overlays().Top() != nil {
		return
	}
	switch {
	case w.drawings.ClipboardHasDrawing() || !w.ed.CanPaste():
		w.drawings.Paste()
	case w.mode != modeEdit:
		w.status.say("Copied areas are pasted in Edit mode (Ctrl+1)", true)
	default:
		_ = w.ed.Paste()
	}
}

// duplicate copies the selected areas beside themselves.
func (w *mainWindow) duplicate() {
	w.mapShortcut(ctrl(fyne.KeyD), func() { _ = w.ed.Duplicate() })
}
