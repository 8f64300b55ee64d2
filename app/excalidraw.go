package app

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/interop/excalidraw"
)

// importExcalidraw asks for a drawing and opens it as a new map.
func (w *mainWindow) importExcalidraw() {
	w.commitTyping()
	w.ChoosePath(false, "", "Excalidraw drawings (*.excalidraw)", []string{"excalidraw"}, w.importDrawingFile)
}

// importDrawingFile imports the drawing at path: see openDrawing.
func (w *mainWindow) importDrawingFile(path string) {
	doc, rep, err := excalidraw.ImportFile(path)
	w.openDrawing(doc, rep, err, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
}

// openDrawing opens an imported drawing as a new, unsaved map (once the
// map on screen is saved or knowingly dropped) and shows the import
// report. A drawing that does not import changes nothing: the error says
// why, with the report when there is one.
func (w *mainWindow) openDrawing(doc *engine.Document, rep excalidraw.Report, err error, name string) {
	if err != nil {
		if len(rep.Used)+len(rep.Ignored) > 0 {
			w.showImportReport("The drawing could not be imported", uikit.ErrorText(err), rep)
		} else {
			w.showError(err)
		}
		return
	}
	if doc.Map.Title == "" {
		doc.Map.Title = name
	}
	w.whenSafe("import "+name, func() {
		w.setDocument(doc, "", "")
		// The map exists in no file yet: Save asks where, and quitting asks.
		w.ed.History.MarkUnsaved()
		w.updateTitle()
		w.status.say(fmt.Sprintf("Imported %s: %s, %s, not saved yet", name, Count(len(doc.Map.Areas), "area"), Count(len(doc.Map.Links), "link")), false)
		w.showImportReport("Imported "+name, rep.Summary(), rep)
	})
}

// showImportReport shows what became of every element of the drawing.
func (w *mainWindow) showImportReport(title, summary string, rep excalidraw.Report) {
	head := uikit.WrappedLabel(summary)
	head.TextStyle.Bold = true
	body := widget.NewLabel(strings.TrimSpace(strings.TrimPrefix(rep.String(), rep.Summary())))
	body.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(620, 380))
	d := dialog.NewCustom(title, "OK", container.NewBorder(head, nil, nil, nil, scroll), w.win)
	d.Resize(fyne.NewSize(680, 520))
	d.Show()
}

// pasteDrawing imports an excalidraw drawing from the clipboard, where
// excalidraw puts what is copied from it. A text field with the focus
// gets the paste instead, as usual.
func (w *mainWindow) pasteDrawing() {
	c := w.win.Canvas()
	sc := &fyne.ShortcutPaste{Clipboard: w.app.Clipboard()}
	if f, ok := c.Focused().(fyne.Shortcutable); ok && f != nil {
		f.TypedShortcut(sc)
		return
	}
	if c.Overlays().Top() != nil {
		return
	}
	content := w.app.Clipboard().Content()
	if !looksLikeDrawing(content) {
		w.status.say("The clipboard holds no excalidraw drawing: select the map in excalidraw and copy it (Ctrl+C) first", true)
		return
	}
	doc, rep, err := excalidraw.Import([]byte(content))
	w.openDrawing(doc, rep, err, "pasted drawing")
}

// looksLikeDrawing is a cheap first look at clipboard text.
func looksLikeDrawing(s string) bool {
	t := bytes.TrimSpace([]byte(s))
	return len(t) > 0 && t[0] == '{' && bytes.Contains(t, []byte(`"excalidraw`))
}

// exportExcalidraw asks what to include and where, then writes the map
// as an excalidraw drawing.
func (w *mainWindow) exportExcalidraw() {
	w.commitTyping()
	gm := widget.NewCheck("GM copy: include hidden areas, links and objectives, and notes", nil)
	tokens := widget.NewCheck("Include the characters where they stand (tokens)", nil)
	tokens.SetChecked(len(excalidraw.TokensOf(w.play.cast.characters())) > 0)
	form := container.NewVBox(uikit.WrappedLabel("Draw this map for excalidraw.com: boxes, arrows bound to them, ticks, X and doors."), gm, tokens)
	d := dialog.NewCustomConfirm("Export Excalidraw", "Export…", "Cancel", form, func(ok bool) {
		if !ok {
			return
		}
		o := excalidraw.Options{GM: gm.Checked}
		if tokens.Checked {
			o.Tokens = excalidraw.TokensOf(w.play.cast.characters())
		}
		suggested := strings.TrimSuffix(w.suggestedFileName(), ".unhex") + ".excalidraw"
		w.ChoosePath(true, suggested, "Excalidraw drawings (*.excalidraw)", []string{"excalidraw"}, func(path string) {
			if path == "" {
				return
			}
			if !strings.EqualFold(filepath.Ext(path), ".excalidraw") {
				path += ".excalidraw"
			}
			if err := writeDrawing(path, w.ed.Doc, o); err != nil {
				w.showError(fmt.Errorf("could not export %s: %w", filepath.Base(path), err))
				return
			}
			w.status.say("Exported "+path, false)
		})
	}, w.win)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

func writeDrawing(path string, doc *engine.Document, o excalidraw.Options) error {
	data, err := excalidraw.Export(doc, o)
	if err != nil {
		return err
	}
	return engine.WriteFileAtomic(path, data)
}

// isDrawingPath reports whether a dropped file is an excalidraw drawing.
func isDrawingPath(path string) bool { return strings.EqualFold(filepath.Ext(path), ".excalidraw") }
