package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
)

// AutosaveInterval is how often unsaved work is copied to the recovery file.
var AutosaveInterval = 30 * time.Second

// recovery keeps a copy of unsaved work, so a crash loses at most the
// last half minute. A clean exit, a save, or "Don't save" removes it.
// Each running copy of the app has its own file (named by its process id),
// so one copy's clean exit never deletes another's safety net.
type recovery struct {
	w     *mainWindow
	dir   string
	file  string
	saved uint64 // history change count at the last autosave
	stop  chan struct{}
}

// recoveryMeta says which document a recovery file belongs to.
type recoveryMeta struct {
	Path    string `json:"path,omitempty"`
	Example string `json:"example,omitempty"`
}

func newRecovery(w *mainWindow) *recovery {
	dir := w.app.Storage().RootURI().Path()
	return &recovery{w: w, dir: dir, file: recoveryFile(dir, os.Getpid())}
}

func recoveryFile(dir string, pid int) string {
	return filepath.Join(dir, fmt.Sprintf("recovery-%d.unhex", pid))
}

func metaFile(file string) string { return strings.TrimSuffix(file, ".unhex") + ".json" }

func (r *recovery) startTimer() {
	// The goroutine gets its own copies of the channel and the interval:
	// stopTimer clears the field on the UI goroutine while this one is
	// still selecting on it.
	stop, every := make(chan struct{}), AutosaveInterval
	r.stop = stop
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fyne.Do(r.autosave)
			case <-stop:
				return
			}
		}
	}()
}

func (r *recovery) stopTimer() {
	if r.stop != nil {
		close(r.stop)
		r.stop = nil
	}
}

// autosave writes the document to the recovery file if it changed since
// the last autosave and is not saved.
func (r *recovery) autosave() {
	if !r.w.dirty() || r.w.changeCount() == r.saved {
		return
	}
	doc := *r.w.ed.Doc // the running combat belongs in the copy too
	r.w.play.cast.saveInto(&doc)
	data, err := engine.Marshal(&doc)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(r.file), 0o755)
	}
	if err == nil {
		err = engine.WriteFileAtomic(r.file, data)
	}
	if err == nil {
		meta, _ := json.Marshal(recoveryMeta{Path: r.w.path, Example: r.w.example})
		err = engine.WriteFileAtomic(metaFile(r.file), meta)
	}
	if err != nil {
		r.w.status.say("Autosave failed: "+err.Error(), true)
		return
	}
	r.saved = r.w.changeCount()
}

// clear removes this copy's recovery file: the work is saved or knowingly
// dropped.
func (r *recovery) clear() {
	r.remove(r.file)
	r.saved = 0
}

func (r *recovery) remove(file string) {
	for _, f := range []string{file, metaFile(file)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			r.w.status.say("Could not remove the recovery file: "+err.Error(), true)
		}
	}
}

// orphans lists recovery files left by copies of the app that are no
// longer running, newest first.
func (r *recovery) orphans() []string {
	files, _ := filepath.Glob(filepath.Join(r.dir, "recovery-*.unhex"))
	var out []string
	for _, f := range files {
		pid, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "recovery-"), ".unhex"))
		if err != nil || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return modTime(out[i]).After(modTime(out[j])) })
	return out
}

func modTime(f string) time.Time {
	info, err := os.Stat(f)
	if err != nil {
		return time.Time{}
	}
	return info.ModTime()
}

// restore shows recovered work as unsaved changes to its document.
func (r *recovery) restore(doc *engine.Document, meta recoveryMeta, name string) {
	r.w.setDocument(doc, meta.Path, meta.Example)
	r.w.ed.History.MarkUnsaved()
	r.w.play.cast.saved = nil
	r.w.updateTitle()
	r.autosave() // this copy now keeps the restored work safe
	r.w.status.say("Restored unsaved changes to "+name+": save them to keep them", false)
}

// offerRestore asks, after a crash, whether to bring back unsaved work.
// The newest orphan is offered; older ones are stale and removed with it.
func (r *recovery) offerRestore() {
	orphans := r.orphans()
	if len(orphans) == 0 {
		return
	}
	file := orphans[0]
	dropAll := func() {
		for _, f := range orphans {
			r.remove(f)
		}
	}
	doc, err := engine.LoadFile(file)
	if err != nil {
		dropAll()
		return
	}
	var meta recoveryMeta
	if data, err := os.ReadFile(metaFile(file)); err == nil {
		_ = json.Unmarshal(data, &meta)
	}
	name := filepath.Base(meta.Path)
	switch {
	case meta.Path != "":
	case meta.Example != "":
		name = meta.Example + " (example)"
	default:
		name = "an unsaved map"
	}
	msg := fmt.Sprintf("Unhex Board did not close cleanly. Unsaved changes to %s from %s were kept. Restore them?",
		name, modTime(file).Format("Mon 15:04"))
	d := dialog.NewCustomConfirm("Restore unsaved work?", "Restore", "Discard", newWrappedLabel(msg), func(yes bool) {
		dropAll()
		if yes {
			r.restore(doc, meta, name)
		}
	}, r.w.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}
