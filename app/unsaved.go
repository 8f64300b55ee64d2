package app

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// askUnsaved asks what becomes of unsaved changes before an action that
// would drop them: save them first, drop them, or (Cancel, or Escape) not
// do the action at all.
func (w *mainWindow) askUnsaved(action string, next func()) {
	msg := fmt.Sprintf("%s has changes that are not saved. Save them before you %s?", w.docName(), action)
	w.AskSaveFirst("Unsaved changes", msg, "Save", w.save, func() {
		w.recov.clear()
		next()
	}, next)
}

// AskSaveFirst is the question before unsaved work would be dropped:
// Save (save, then next if it was saved), Don't save (drop), or Cancel.
func (w *mainWindow) AskSaveFirst(title, msg, saveLabel string, save func(done func(bool)), drop, next func()) {
	if w.onEscape != nil {
		return // already asking: a second Ctrl+Q or New waits for the answer
	}
	d := dialog.NewCustomWithoutButtons(title, uikit.WrappedLabel(msg), w.win)
	cancel := widget.NewButton("Cancel", d.Hide)
	dropButton := widget.NewButton("Don't save", func() {
		d.Hide()
		drop()
	})
	saveButton := widget.NewButton(saveLabel, func() {
		d.Hide()
		save(func(ok bool) {
			if ok {
				next()
			}
		})
	})
	saveButton.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{cancel, dropButton, saveButton})
	w.onEscape = d.Hide
	d.SetOnClosed(func() { w.onEscape = nil })
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}
