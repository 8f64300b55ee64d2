package uikit

import (
	"fmt"

	sqdialog "github.com/sqweek/dialog"
)

// ErrDialogCancelled is what a native dialog returns when the person
// closes it without choosing.
var ErrDialogCancelled = sqdialog.ErrCancelled

// NativeFileDialog shows the system's file dialog; it blocks, so it runs
// off the UI thread. sqweek/dialog panics when GTK cannot start: that is
// turned into an error so the caller falls back to Fyne's dialog.
func NativeFileDialog(save bool, start, suggested, filterName string, ext ...string) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("native file dialog failed: %v", r)
		}
	}()
	b := sqdialog.File().Filter(filterName, ext...).SetStartDir(start)
	if save {
		return b.Title("Save").SetStartFile(suggested).Save()
	}
	return b.Title("Open").Load()
}
