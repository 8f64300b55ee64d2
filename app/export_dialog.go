package app

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
)

// showExport asks for the page settings, then where to write the PNG, then
// renders it off the UI thread behind a progress indicator.
func (w *mainWindow) showExport() {
	w.commitTyping()
	o := ucanvas.DefaultExportOptions()
	paper := widget.NewSelect([]string{"Letter", "A4", "Fit to the map"}, nil)
	paper.SetSelected("Letter")
	orient := widget.NewRadioGroup([]string{"Portrait", "Landscape"}, nil)
	orient.Horizontal, orient.Required = true, true
	orient.SetSelected("Portrait")
	dpi := widget.NewEntry()
	dpi.SetText(strconv.Itoa(o.DPI))
	margin := widget.NewEntry()
	margin.SetText(strconv.FormatFloat(o.MarginIn, 'f', -1, 64))
	legend := widget.NewCheck("Add a legend of the line kinds", nil)
	legend.SetChecked(o.Legend)
	bg := widget.NewRadioGroup([]string{"White", "Transparent"}, nil)
	bg.Horizontal, bg.Required = true, true
	bg.SetSelected("White")
	gm := widget.NewCheck("GM copy: include hidden objectives", nil)
	size := widget.NewLabel("")
	read := func() (ucanvas.ExportOptions, error) {
		opt := o
		switch paper.Selected {
		case "A4":
			opt.Paper = ucanvas.PaperA4
		case "Fit to the map":
			opt.Paper = ucanvas.PaperFit
		default:
			opt.Paper = ucanvas.PaperLetter
		}
		opt.Landscape = orient.Selected == "Landscape"
		d, err := strconv.Atoi(strings.TrimSpace(dpi.Text))
		if err != nil {
			return opt, fmt.Errorf("DPI %q is not a whole number", dpi.Text)
		}
		opt.DPI = d
		mg, err := strconv.ParseFloat(strings.TrimSpace(margin.Text), 64)
		if err != nil {
			return opt, fmt.Errorf("margin %q is not a number of inches", margin.Text)
		}
		opt.MarginIn = mg
		opt.Legend = legend.Checked
		opt.Transparent = bg.Selected == "Transparent"
		opt.GMCopy = gm.Checked
		return opt, opt.Validate()
	}
	describe := func() {
		opt, err := read()
		if err != nil {
			size.SetText(err.Error())
			return
		}
		wPx, hPx := ucanvas.PagePixels(opt, w.board.Layout().Bounds)
		size.SetText(fmt.Sprintf("%d × %d pixels", wPx, hPx))
	}
	paper.OnChanged = func(string) { describe() }
	orient.OnChanged = func(string) { describe() }
	dpi.OnChanged = func(string) { describe() }
	margin.OnChanged = func(string) { describe() }
	legend.OnChanged = func(bool) { describe() }
	describe()
	items := []*widget.FormItem{
		widget.NewFormItem("Paper", paper),
		widget.NewFormItem("Orientation", orient),
		widget.NewFormItem("DPI", dpi),
		widget.NewFormItem("Margins (inches)", margin),
		widget.NewFormItem("Legend", legend),
		widget.NewFormItem("Background", bg),
		widget.NewFormItem("Hidden content", gm),
		widget.NewFormItem("Page", size),
	}
	d := dialog.NewForm("Export PNG for print", "Export…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := read()
		if err != nil {
			w.showError(err)
			return
		}
		w.choosePNG(func(path string) { w.exportTo(path, opt) })
	}, w.win)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}

func (w *mainWindow) choosePNG(pick func(string)) {
	base := strings.TrimSuffix(w.docName(), filepath.Ext(w.docName()))
	base = strings.TrimSuffix(base, " (example)")
	base = strings.TrimSuffix(base, ".unhex") + ".png"
	start := w.startDir()
	go func() {
		path, err := nativeFileDialog(true, start, base, "PNG images (*.png)", "png")
		fyne.Do(func() {
			switch {
			case errors.Is(err, errDialogCancelled):
			case err != nil:
				d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
					if err == nil && wc != nil {
						wc.Close()
						pick(wc.URI().Path())
					}
				}, w.win)
				d.SetFileName(base)
				d.Show()
			default:
				if !strings.HasSuffix(strings.ToLower(path), ".png") {
					path += ".png"
				}
				pick(path)
			}
		})
	}()
}

// exportTo renders the page in a child process (this same program's
// `export` command): Fyne's software canvas shares caches with the live
// window that are not safe to use from two threads, so the page is drawn
// where no window lives. The window stays responsive and shows a progress
// indicator until the file is written.
func (w *mainWindow) exportTo(path string, opt ucanvas.ExportOptions) {
	bar := widget.NewProgressBarInfinite()
	progress := dialog.NewCustomWithoutButtons("Exporting "+filepath.Base(path)+"…", bar, w.win)
	progress.Show()
	data, err := engine.Marshal(w.ed.Doc)
	go func() {
		if err == nil {
			err = exportInChild(data, opt, path)
		}
		fyne.Do(func() {
			progress.Hide()
			if err != nil {
				w.showError(fmt.Errorf("export failed: %w", err))
				return
			}
			w.status.say("Exported "+path, false)
		})
	}()
}

// exportInChild runs `unhexboard export` on a temporary copy of the map.
func exportInChild(data []byte, o ucanvas.ExportOptions, out string) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp("", "unhexboard-export-*.unhex")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	args := []string{"export", tmp.Name(), "-o", out, "--dpi", strconv.Itoa(o.DPI), "--paper", o.Paper,
		"--margin", strconv.FormatFloat(o.MarginIn, 'f', -1, 64)}
	for flag, on := range map[string]bool{"--landscape": o.Landscape, "--legend": o.Legend, "--transparent": o.Transparent, "--gm": o.GMCopy} {
		if on {
			args = append(args, flag)
		}
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "LANG=en_US.UTF-8")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%v: %s", err, lastLine(string(msg)))
	}
	return nil
}

// lastLine is the child's final message, which names what went wrong.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}
