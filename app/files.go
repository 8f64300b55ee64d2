package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/app/campaignui"
	"github.com/unhexboard/unhexboard/app/drawings"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/unhexboard/unhexboard/assets"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

const (
	prefRecent = "recent"
	maxRecent  = 10
)

// openPath loads a file; on failure nothing changes and the error says why.
func (w *mainWindow) openPath(path string) error {
	doc, err := engine.LoadFile(path)
	if err != nil {
		return err
	}
	abs, _ := filepath.Abs(path)
	w.setDocument(doc, abs, "")
	w.AddRecent(abs)
	return nil
}

// showOpenError says why a file did not open over the map in the window;
// of a damaged file it adds that the open map is untouched, since a GM
// seeing "damaged" may fear for the map on screen.
func (w *mainWindow) showOpenError(err error) {
	if errors.Is(err, fileio.ErrDamaged) {
		err = fmt.Errorf("%w. The map that is open is untouched.", err)
	}
	w.showError(err)
}

// openExample opens a bundled map. Saving it asks for a place first.
func (w *mainWindow) openExample(name string) {
	data, err := assets.Map(name)
	if err == nil {
		var doc *engine.Document
		if doc, err = engine.Parse(data); err == nil {
			w.setDocument(doc, "", name)
			return
		}
	}
	w.setDocument(&engine.Document{}, "", "")
	w.showError(fmt.Errorf("the bundled map %s could not be opened: %w", name, err))
}

// WhenSafe runs next once unsaved changes are saved or knowingly dropped.
func (w *mainWindow) WhenSafe(action string, next func()) {
	w.commitTyping()
	if !w.dirty() {
		next()
		return
	}
	w.askUnsaved(action, next)
}

func (w *mainWindow) newMap() {
	w.WhenSafe("start a new map", func() {
		w.setDocument(engine.NewDocument("Untitled map"), "", "")
		w.tools.pick(1)
	})
}

func (w *mainWindow) open() {
	w.WhenSafe("open another map", func() {
		answered := w.changeCount()
		w.choose(false, "", func(path string) {
			openIt := func() {
				if err := w.openPath(path); err != nil {
					w.showOpenError(err)
				}
			}
			// The native dialog does not block the window: ask again only
			// if the map was edited while it was open.
			w.commitTyping()
			if w.changeCount() == answered {
				openIt()
				return
			}
			w.WhenSafe("open "+filepath.Base(path), openIt)
		})
	})
}

// openRecent opens a recent map, or a recent campaign and its map.
func (w *mainWindow) openRecent(path string) {
	if campaignui.IsCampaign(path) {
		w.campaigns.OpenFile(path)
		return
	}
	w.WhenSafe("open another map", func() {
		if err := w.openPath(path); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				w.RemoveRecent(path)
			}
			w.showOpenError(err)
		}
	})
}

// save writes to the current file, or asks where when there is none.
// done (optional) learns whether the document was saved.
func (w *mainWindow) save(done func(bool)) {
	w.commitTyping()
	if w.path == "" {
		w.saveAs(done)
		return
	}
	w.writeTo(w.path, done)
}

func (w *mainWindow) saveAs(done func(bool)) {
	w.choose(true, w.SuggestedFileName(), func(path string) {
		if path == "" {
			if done != nil {
				done(false)
			}
			return
		}
		if !strings.HasSuffix(strings.ToLower(path), ".unhex") {
			path += ".unhex"
		}
		w.writeTo(path, done)
	})
}

// writeTo saves to path, first asking when path holds a file a newer
// Unhex Board wrote: saving would turn it into this app's version.
func (w *mainWindow) writeTo(path string, done func(bool)) {
	v, err := engine.FileVersion(path)
	if err != nil || v <= engine.FormatVersion {
		w.write(path, done)
		return
	}
	msg := fmt.Sprintf("%s was written by a newer Unhex Board (format version %d). Saving writes format version %d, "+
		"and what the newer app added may be lost. Overwrite it?", filepath.Base(path), v, engine.FormatVersion)
	d := dialog.NewCustomConfirm("Newer file", "Overwrite", "Cancel", uikit.WrappedLabel(msg), func(ok bool) {
		if ok {
			w.write(path, done)
		} else if done != nil {
			done(false)
		}
	}, w.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}

func (w *mainWindow) write(path string, done func(bool)) {
	w.ed.Doc.View = w.currentView()
	w.play.SaveInto(w.ed.Doc)
	if err := engine.SaveFile(path, w.ed.Doc); err != nil {
		w.showError(fmt.Errorf("could not save %s: %w", filepath.Base(path), err))
		if done != nil {
			done(false)
		}
		return
	}
	w.path, w.example = path, ""
	w.ed.History.MarkSaved()
	w.play.MarkSaved()
	w.recov.clear()
	w.AddRecent(path)
	w.updateTitle()
	w.status.say("Saved "+path, false)
	if done != nil {
		done(true)
	}
}

// chooseFile asks for a map file: see choosePath.
func (w *mainWindow) chooseFile(save bool, suggested string, pick func(string)) {
	w.ChoosePath(save, suggested, "Unhex maps (*.unhex)", []string{"unhex"}, pick)
}

// ChoosePath asks for a path with the native dialog, off the UI thread,
// and falls back to Fyne's own dialog when the native one fails. pick
// runs on the UI thread; for a save it gets "" when cancelled.
func (w *mainWindow) ChoosePath(save bool, suggested, filterName string, exts []string, pick func(string)) {
	start := w.StartDir()
	go func() {
		path, err := uikit.NativeFileDialog(save, start, suggested, filterName, exts...)
		fyne.Do(func() {
			switch {
			case errors.Is(err, uikit.ErrDialogCancelled):
				if save {
					pick("")
				}
			case err != nil:
				w.fyneFileDialog(save, suggested, exts, pick)
			default:
				pick(path)
			}
		})
	}()
}

func (w *mainWindow) fyneFileDialog(save bool, suggested string, exts []string, pick func(string)) {
	dotted := make([]string, len(exts))
	for i, e := range exts {
		dotted[i] = "." + e
	}
	filter := storage.NewExtensionFileFilter(dotted)
	if save {
		d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
			if err != nil || wc == nil {
				if err != nil {
					w.showError(err)
				}
				pick("")
				return
			}
			wc.Close()
			pick(wc.URI().Path())
		}, w.win)
		d.SetFilter(filter)
		d.SetFileName(suggested)
		d.Show()
		return
	}
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			w.showError(err)
			return
		}
		if rc != nil {
			rc.Close()
			pick(rc.URI().Path())
		}
	}, w.win)
	d.SetFilter(filter)
	d.Show()
}

func (w *mainWindow) StartDir() string {
	if w.path != "" {
		return filepath.Dir(w.path)
	}
	if recent := w.recent(); len(recent) > 0 {
		return filepath.Dir(recent[0])
	}
	home, _ := os.UserHomeDir()
	return home
}

func (w *mainWindow) recent() []string { return w.prefs.StringList(prefRecent) }

func (w *mainWindow) AddRecent(path string) {
	list := []string{path}
	for _, p := range w.recent() {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	w.prefs.SetStringList(prefRecent, list)
	w.win.SetMainMenu(w.mainMenu())
}

func (w *mainWindow) RemoveRecent(path string) {
	var list []string
	for _, p := range w.recent() {
		if p != path {
			list = append(list, p)
		}
	}
	w.prefs.SetStringList(prefRecent, list)
	w.win.SetMainMenu(w.mainMenu())
}

// dropped opens the first .unhex file dropped on the window, or imports
// the first excalidraw drawing.
func (w *mainWindow) dropped(_ fyne.Position, uris []fyne.URI) {
	for _, u := range uris {
		if drawings.IsDrawing(u.Path()) {
			w.drawings.ImportFile(u.Path())
			return
		}
		if campaignui.IsCampaign(u.Path()) {
			w.campaigns.OpenFile(u.Path())
			return
		}
		if strings.EqualFold(u.Extension(), ".unhex") {
			path := u.Path()
			w.WhenSafe("open "+filepath.Base(path), func() {
				if err := w.openPath(path); err != nil {
					w.showOpenError(err)
				}
			})
			return
		}
	}
	w.status.say("Only .unhex maps, .unhexcampaign campaigns and .excalidraw drawings can be dropped here", true)
}

// quit asks about unsaved changes, remembers the window, and exits.
func (w *mainWindow) quit() {
	w.WhenSafe("quit", func() { w.campaigns.WhenSafe("quit", w.exit) })
}

// exit remembers the window and leaves, every change being safe.
func (w *mainWindow) exit() {
	w.rememberWindowSize()
	w.table.CloseNow() // the players' pages say the table is closed
	w.recov.stopTimer()
	w.recov.clear()
	w.campaigns.RemoveCopy()
	w.recov.release()
	w.app.Quit()
}

func (w *mainWindow) currentView() *engine.View {
	v := w.board.View()
	return &engine.View{Grid: w.board.Grid.Show, Snap: w.board.Grid.Snap, GridSize: w.board.Grid.Size,
		Zoom: v.Zoom, PanX: v.Origin.X, PanY: v.Origin.Y}
}

// applyView takes the grid settings saved with a map. The map itself is
// always fitted to the window on open: the saved zoom was for another
// window size.
func (w *mainWindow) applyView(v *engine.View) {
	if v == nil {
		w.board.Grid = ucanvas.Grid{Show: w.prefs.BoolWithFallback("grid.show", true), Snap: w.prefs.BoolWithFallback("grid.snap", true)}
	} else {
		w.board.Grid = ucanvas.Grid{Show: v.Grid, Snap: v.Snap, Size: v.GridSize}
	}
	w.board.Refresh()
}

// removeStaleTemps removes, in the background, what interrupted saves
// left beside the recent files (".NAME.tmp-*"); run once at start. A
// temporary file a running save holds is left alone.
func (w *mainWindow) removeStaleTemps() {
	recent := w.recent()
	go func() {
		for _, p := range recent {
			_, _ = fileio.RemoveStaleTemps(filepath.Dir(p), filepath.Base(p))
		}
	}()
}
