// Package drawings brings excalidraw drawings in and out of the window:
// a hand-drawn map imported from a file, a drop or the clipboard as a
// new map, and the open map exported as a drawing. An import replaces
// the open document, which no print dialog does, so it is a package of
// its own.
package drawings

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

// Host is what the drawings need of the window.
type Host interface {
	host.Host
	// ChoosePath asks for a file with the system's dialog; pick runs on
	// the UI thread, with "" when a save is cancelled.
	ChoosePath(save bool, suggested, filterName string, exts []string, pick func(string))
	// WhenSafe runs next once the open map's unsaved changes are saved or
	// knowingly dropped.
	WhenSafe(action string, next func())
	// OpenUnsaved shows doc as a new map that is in no file yet: Save
	// asks where, and quitting asks first.
	OpenUnsaved(doc *engine.Document)
	// Characters are the open map's characters as they stand.
	Characters() []sheet.Character
	// SuggestedFileName is what Save As offers for the open map.
	SuggestedFileName() string
}

// Drawings imports and exports excalidraw drawings for one window.
type Drawings struct{ w Host }

// New gives the window its drawings.
func New(h Host) *Drawings { return &Drawings{w: h} }

// Import asks for a drawing and opens it as a new map.
func (d *Drawings) Import() {
	d.w.CommitTyping()
	d.w.ChoosePath(false, "", "Excalidraw drawings (*.excalidraw)", []string{"excalidraw"}, d.ImportFile)
}

// ImportFile imports the drawing at path: see openDrawing.
func (d *Drawings) ImportFile(path string) {
	doc, rep, err := excalidraw.ImportFile(path)
	d.openDrawing(doc, rep, err, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
}

// openDrawing opens an imported drawing as a new, unsaved map (once the
// map on screen is saved or knowingly dropped) and shows the import
// report. A drawing that does not import changes nothing: the error says
// why, with the report when there is one.
func (d *Drawings) openDrawing(doc *engine.Document, rep excalidraw.Report, err error, name string) {
	w := d.w
	if err != nil {
		if len(rep.Used)+len(rep.Ignored) > 0 {
			d.showImportReport("The drawing could not be imported", uikit.ErrorText(err), rep)
		} else {
			w.ShowError(err)
		}
		return
	}
	if doc.Map.Title == "" {
		doc.Map.Title = name
	}
	w.WhenSafe("import "+name, func() {
		w.OpenUnsaved(doc)
		w.Say(fmt.Sprintf("Imported %s: %s, %s, not saved yet", name, words.Count(len(doc.Map.Areas), "area"), words.Count(len(doc.Map.Links), "link")), false)
		d.showImportReport("Imported "+name, rep.Summary(), rep)
	})
}

// showImportReport shows what became of every element of the drawing.
func (d *Drawings) showImportReport(title, summary string, rep excalidraw.Report) {
	head := uikit.WrappedLabel(summary)
	head.TextStyle.Bold = true
	body := widget.NewLabel(strings.TrimSpace(strings.TrimPrefix(rep.String(), rep.Summary())))
	body.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(620, 380))
	dlg := dialog.NewCustom(title, "OK", container.NewBorder(head, nil, nil, nil, scroll), d.w.Window())
	dlg.Resize(fyne.NewSize(680, 520))
	dlg.Show()
}

// Paste imports an excalidraw drawing from the clipboard, where
// excalidraw puts what is copied from it. A text field with the focus
// gets the paste instead, as usual.
func (d *Drawings) Paste() {
	w := d.w
	c := w.Window().Canvas()
	sc := &fyne.ShortcutPaste{Clipboard: w.App().Clipboard()}
	if f, ok := c.Focused().(fyne.Shortcutable); ok && f != nil {
		f.TypedShortcut(sc)
		return
	}
	if c.Overlays().Top() != nil {
		return
	}
	content := w.App().Clipboard().Content()
	if !looksLikeDrawing(content) {
		w.Say("The clipboard holds no excalidraw drawing: select the map in excalidraw and copy it (Ctrl+C) first", true)
		return
	}
	doc, rep, err := excalidraw.Import([]byte(content))
	d.openDrawing(doc, rep, err, "pasted drawing")
}

// ClipboardHasDrawing reports an excalidraw drawing on the clipboard,
// for Paste to choose between it and copied areas.
func (d *Drawings) ClipboardHasDrawing() bool {
	return looksLikeDrawing(d.w.App().Clipboard().Content())
}

// looksLikeDrawing is a cheap first look at clipboard text.
func looksLikeDrawing(s string) bool {
	t := bytes.TrimSpace([]byte(s))
	return len(t) > 0 && t[0] == '{' && bytes.Contains(t, []byte(`"excalidraw`))
}

// Export asks what to include and where, then writes the map as an
// excalidraw drawing.
func (d *Drawings) Export() {
	w := d.w
	w.CommitTyping()
	gm := widget.NewCheck("GM copy: include hidden areas, links and objectives, and notes", nil)
	tokens := widget.NewCheck("Include the characters where they stand (tokens)", nil)
	tokens.SetChecked(len(excalidraw.TokensOf(w.Characters())) > 0)
	form := container.NewVBox(uikit.WrappedLabel("Draw this map for excalidraw.com: boxes, arrows bound to them, ticks, X and doors."), gm, tokens)
	dlg := dialog.NewCustomConfirm("Export Excalidraw", "Export…", "Cancel", form, func(ok bool) {
		if !ok {
			return
		}
		o := excalidraw.Options{GM: gm.Checked}
		if tokens.Checked {
			o.Tokens = excalidraw.TokensOf(w.Characters())
		}
		suggested := strings.TrimSuffix(w.SuggestedFileName(), ".unhex") + ".excalidraw"
		w.ChoosePath(true, suggested, "Excalidraw drawings (*.excalidraw)", []string{"excalidraw"}, func(path string) {
			if path == "" {
				return
			}
			if !strings.EqualFold(filepath.Ext(path), ".excalidraw") {
				path += ".excalidraw"
			}
			if err := writeDrawing(path, w.Editor().Doc, o); err != nil {
				w.ShowError(fmt.Errorf("could not export %s: %w", filepath.Base(path), err))
				return
			}
			w.Say("Exported "+path, false)
		})
	}, w.Window())
	dlg.Resize(fyne.NewSize(480, 0))
	dlg.Show()
}

func writeDrawing(path string, doc *engine.Document, o excalidraw.Options) error {
	data, err := excalidraw.Export(doc, o)
	if err != nil {
		return err
	}
	return fileio.WriteFileAtomic(path, data)
}

// IsDrawing reports whether a dropped file is an excalidraw drawing.
func IsDrawing(path string) bool { return strings.EqualFold(filepath.Ext(path), ".excalidraw") }
