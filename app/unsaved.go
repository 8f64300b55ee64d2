package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// askUnsaved asks what becomes of unsaved changes before an action that
// would drop them: save them first, drop them, or (Cancel, or Escape) not
// do the action at all.
func (w *mainWindow) askUnsaved(action string, next func()) {
	if w.onEscape != nil {
		return // already asking: a second Ctrl+Q or New waits for the answer
	}
	msg := fmt.Sprintf("%s has changes that are not saved. Save them before you %s?", w.docName(), action)
	d := dialog.NewCustomWithoutButtons("Unsaved changes", newWrappedLabel(msg), w.win)
	cancel := widget.NewButton("Cancel", d.Hide)
	drop := widget.NewButton("Don't save", func() {
		d.Hide()
		w.recov.clear()
		next()
	})
	save := widget.NewButton("Save", func() {
		d.Hide()
		w.save(func(ok bool) {
			if ok {
				next()
			}
		})
	})
	save.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{cancel, drop, save})
	w.onEscape = d.Hide
	d.SetOnClosed(func() { w.onEscape = nil })
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}
