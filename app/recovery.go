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

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// The autosave looks for changes every AutosaveInterval and copies unsaved
// work to the recovery file once the document has been quiet for
// AutosaveQuiet, or at the latest AutosaveMaxWait after the first change
// not yet copied (so steady typing is copied too).
var (
	AutosaveInterval = 250 * time.Millisecond
	AutosaveQuiet    = time.Second
	AutosaveMaxWait  = 3 * time.Second
)

// recovery keeps a copy of unsaved work, text being typed included, so a
// crash loses at most a few seconds. A clean exit, a save, or "Don't
// save" removes it.
// Each running copy of the app has its own file (named by its process id),
// so one copy's clean exit never deletes another's safety net, and holds
// a lock beside it for its whole life: a file whose lock nobody holds was
// left by a copy that is gone, however it ended. (Asking whether the
// process id still runs is not enough: a copy killed a moment ago, or an
// unrelated program given its id, still answers.)
type recovery struct {
	w     *mainWindow
	dir   string
	file  string
	lock  *os.File // held while this copy runs; nil until claim
	saved uint64   // history change count at the last autosave
	stop  chan struct{}

	now     func() time.Time // the clock; tests set their own
	seen    uint64           // change count at the last tick
	last    time.Time        // when the last change was seen
	waiting time.Time        // when the first change not yet copied was seen
}

// recoveryMeta says which document a recovery file belongs to.
type recoveryMeta struct {
	Path    string `json:"path,omitempty"`
	Example string `json:"example,omitempty"`
}

func newRecovery(w *mainWindow) *recovery {
	dir := w.app.Storage().RootURI().Path()
	return &recovery{w: w, dir: dir, file: recoveryFile(dir, strconv.Itoa(os.Getpid())), now: time.Now}
}

// recoveryFile is the map's copy for the running copy of the app named id.
func recoveryFile(dir, id string) string {
	return filepath.Join(dir, "recovery-"+id+".unhex")
}

// lockFile is the lock the copy whose recovery file is file holds.
func lockFile(file string) string { return strings.TrimSuffix(file, ".unhex") + ".lock" }

// recoveryID is the name of the running copy a recovery file belongs to.
func recoveryID(file, ext string) string {
	return strings.TrimSuffix(strings.TrimPrefix(filepath.Base(file), "recovery-"), ext)
}

// claim takes this copy's lock and so its name: the process id, or the
// id with a number after it when files left by an earlier process of the
// same id are still waiting to be offered back.
func (r *recovery) claim() {
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		r.w.status.say("Unsaved work cannot be kept safe: "+err.Error(), true)
		return
	}
	pid := strconv.Itoa(os.Getpid())
	for n := 0; n < 100; n++ {
		id := pid
		if n > 0 {
			id += "-" + strconv.Itoa(n)
		}
		file := recoveryFile(r.dir, id)
		if leftover, _ := filepath.Glob(strings.TrimSuffix(file, ".unhex") + ".unhex*"); len(leftover) > 0 {
			continue
		}
		lock, err := fileio.HoldLock(lockFile(file))
		if err != nil {
			continue
		}
		r.file, r.lock = file, lock
		r.removeStaleLocks()
		return
	}
	r.w.status.say("Unsaved work cannot be kept safe: no recovery file is free", true)
}

// removeStaleLocks removes the locks of copies that are gone and left
// nothing to offer back.
func (r *recovery) removeStaleLocks() {
	locks, _ := filepath.Glob(filepath.Join(r.dir, "recovery-*.lock"))
	for _, l := range locks {
		if l == r.lock.Name() || fileio.LockHeld(l) {
			continue
		}
		if left, _ := filepath.Glob(strings.TrimSuffix(l, ".lock") + ".unhex*"); len(left) == 0 {
			os.Remove(l)
		}
	}
}

// release lets go of this copy's lock at a clean exit.
func (r *recovery) release() {
	if r.lock == nil {
		return
	}
	r.lock.Close()
	os.Remove(r.lock.Name())
	r.lock = nil
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
				fyne.Do(r.tick)
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

// tick runs on the UI goroutine: it notes a change and copies the work
// once it has been quiet long enough, or waited too long.
func (r *recovery) tick() {
	now := r.now()
	if n := r.w.changeCount(); n != r.seen {
		r.seen, r.last = n, now
		if r.waiting.IsZero() {
			r.waiting = now
		}
	}
	if r.waiting.IsZero() {
		return
	}
	if now.Sub(r.last) >= AutosaveQuiet || now.Sub(r.waiting) >= AutosaveMaxWait {
		r.waiting = time.Time{}
		r.autosave()
	}
}

// autosave writes the document to the recovery file if it changed since
// the last autosave and is not saved.
func (r *recovery) autosave() {
	r.w.campaigns.Autosave()
	if !(r.w.dirty() || r.w.properties.Drafting()) || r.w.changeCount() == r.saved {
		return
	}
	doc := *r.w.ed.Doc // the running combat belongs in the copy too
	r.w.play.SaveInto(&doc)
	// Text being typed is not a command yet: the copy gets it anyway.
	if cmd := r.w.properties.Draft(); cmd != nil {
		m := doc.Map.Clone()
		if cmd.Do(m) == nil {
			doc.Map = *m
		}
	}
	data, err := engine.Marshal(&doc)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(r.file), 0o755)
	}
	if err == nil {
		err = fileio.WriteFileAtomic(r.file, data)
	}
	if err == nil {
		meta, _ := json.Marshal(recoveryMeta{Path: r.w.path, Example: r.w.example})
		err = fileio.WriteFileAtomic(metaFile(r.file), meta)
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

// setAside renames a recovery file that failed to load to NAME.broken
// (its description with it) and says so.
func (r *recovery) setAside(file string, loadErr error) {
	kept := file + ".broken"
	if err := os.Rename(file, kept); err != nil {
		kept = file // it stays where it is; it is still not deleted
	}
	if _, err := os.Stat(metaFile(file)); err == nil {
		_ = os.Rename(metaFile(file), metaFile(file)+".broken")
	}
	r.w.showError(fmt.Errorf("unsaved work from an earlier session could not be recovered: %w. "+
		"The recovery file is kept at %s", loadErr, kept))
}

// orphans lists recovery files left by copies of the app that are no
// longer running, newest first.
func (r *recovery) orphans() []string { return r.orphansOf(".unhex") }

// orphansOf lists the recovery files ending in ext (a map's, a
// campaign's) that copies of the app no longer running left, newest
// first.
func (r *recovery) orphansOf(ext string) []string {
	files, _ := filepath.Glob(filepath.Join(r.dir, "recovery-*"+ext))
	own := recoveryID(r.file, ".unhex")
	var out []string
	for _, f := range files {
		id := recoveryID(f, ext)
		if id == own || fileio.LockHeld(lockFile(recoveryFile(r.dir, id))) {
			continue
		}
		out = append(out, f)
	}
	newestFirst(out)
	return out
}

// newestFirst sorts files by their time of change, the newest first.
func newestFirst(files []string) {
	sort.Slice(files, func(i, j int) bool { return modTime(files[i]).After(modTime(files[j])) })
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
	r.w.play.MarkUnsaved()
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
	// A file that cannot be read is never deleted: it is set aside and
	// the GM is told where, and the newest readable one is offered.
	var file string
	var doc *engine.Document
	for len(orphans) > 0 && doc == nil {
		var err error
		if doc, err = engine.LoadFile(orphans[0]); err != nil {
			doc = nil
			r.setAside(orphans[0], err)
			orphans = orphans[1:]
			continue
		}
		file = orphans[0]
	}
	if doc == nil {
		return
	}
	dropAll := func() {
		for _, f := range orphans {
			r.remove(f)
		}
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
	d := dialog.NewCustomConfirm("Restore unsaved work?", "Restore", "Discard", uikit.WrappedLabel(msg), func(yes bool) {
		dropAll()
		if yes {
			r.restore(doc, meta, name)
		}
	}, r.w.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}
