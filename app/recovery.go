package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/unhexboard/unhexboard/engine"
)

// AutosaveInterval is how often unsaved work is copied to the recovery file.
var AutosaveInterval = 30 * time.Second

const (
	prefRecoveryPath = "recovery.path"    // the file the recovered work belongs to
	prefRecoveryName = "recovery.example" // or the bundled map it started from
)

// recovery keeps a copy of unsaved work, so a crash loses at most the
// last half minute. A clean exit, a save, or "Don't save" removes it.
type recovery struct {
	w     *mainWindow
	file  string
	saved uint64 // history change count at the last autosave
	stop  chan struct{}
}

func newRecovery(w *mainWindow) *recovery {
	dir := w.app.Storage().RootURI().Path()
	return &recovery{w: w, file: filepath.Join(dir, "recovery.unhex")}
}

func (r *recovery) startTimer() {
	r.stop = make(chan struct{})
	go func() {
		t := time.NewTicker(AutosaveInterval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fyne.Do(r.autosave)
			case <-r.stop:
				return
			}
		}
	}()
}

// autosave writes the document to the recovery file if it changed since
// the last autosave and is not saved.
func (r *recovery) autosave() {
	h := r.w.ed.History
	if !h.Dirty() || h.Changes() == r.saved {
		return
	}
	data, err := engine.Marshal(r.w.ed.Doc)
	if err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(r.file), 0o755); err != nil {
		return
	}
	if err := engine.WriteFileAtomic(r.file, data); err != nil {
		r.w.status.say("Autosave failed: "+err.Error(), true)
		return
	}
	r.saved = h.Changes()
	r.w.prefs.SetString(prefRecoveryPath, r.w.path)
	r.w.prefs.SetString(prefRecoveryName, r.w.example)
}

// clear removes the recovery file: the work is saved or knowingly dropped.
func (r *recovery) clear() {
	if err := os.Remove(r.file); err != nil && !errors.Is(err, os.ErrNotExist) {
		r.w.status.say("Could not remove the recovery file: "+err.Error(), true)
	}
	r.saved = 0
}

// offerRestore asks, after a crash, whether to bring back unsaved work.
func (r *recovery) offerRestore() {
	info, err := os.Stat(r.file)
	if err != nil {
		return
	}
	doc, err := engine.LoadFile(r.file)
	if err != nil {
		r.clear()
		return
	}
	path := r.w.prefs.String(prefRecoveryPath)
	name := filepath.Base(path)
	if path == "" {
		name = "an unsaved map"
		if ex := r.w.prefs.String(prefRecoveryName); ex != "" {
			name = ex + " (example)"
		}
	}
	msg := fmt.Sprintf("Unhex Board did not close cleanly. Unsaved changes to %s from %s were kept. Restore them?",
		name, info.ModTime().Format("Mon 15:04"))
	d := dialog.NewCustomConfirm("Restore unsaved work?", "Restore", "Discard", newWrappedLabel(msg), func(yes bool) {
		if !yes {
			r.clear()
			return
		}
		r.w.setDocument(doc, path, r.w.prefs.String(prefRecoveryName))
		r.w.ed.History.MarkUnsaved()
		r.w.updateTitle()
		r.w.status.say("Restored unsaved changes to "+name+": save them to keep them", false)
	}, r.w.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}
