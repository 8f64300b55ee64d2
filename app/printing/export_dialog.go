// Package printing is the window's print dialogs: the map exported for
// print (PNG, PDF, SVG, table-scale posters) through a child process,
// the character sheets and the action cards.
package printing

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/process"
)

// exportFormats are the export dialog's formats: its label, the file
// extension and the file dialog's filter.
var exportFormats = []struct{ label, ext, filter string }{
	{"PNG image", mapprint.FormatPNG, "PNG images (*.png)"},
	{"PDF document", mapprint.FormatPDF, "PDF documents (*.pdf)"},
	{"SVG drawing", mapprint.FormatSVG, "SVG drawings (*.svg)"},
}

// Host is what the print dialogs need of the window.
type Host interface {
	host.Host
	// ChoosePath asks for a file with the system's dialog; pick runs on
	// the UI thread, with "" when a save is cancelled.
	ChoosePath(save bool, suggested, filterName string, exts []string, pick func(string))
	// StartDir is the folder a file dialog opens in.
	StartDir() string
	// Characters are the open map's characters as they stand (during a
	// combat, as the combat has left them).
	Characters() []sheet.Character
}

// Dialogs are the print dialogs of one window.
type Dialogs struct{ w Host }

// New gives the window its print dialogs.
func New(h Host) *Dialogs { return &Dialogs{w: h} }

// Export asks for the format and the page settings, then where to write
// the file, then renders it off the UI thread behind a progress
// indicator.
func (p *Dialogs) Export() {
	w := p.w
	w.CommitTyping()
	o := mapprint.DefaultExportOptions()
	var labels []string
	for _, f := range exportFormats {
		labels = append(labels, f.label)
	}
	format := widget.NewSelect(labels, nil)
	format.SetSelected(labels[0])
	paper := widget.NewSelect([]string{"Letter", "A4", "Fit to the map"}, nil)
	paper.SetSelected("Letter")
	orient := widget.NewRadioGroup([]string{bestFit, "Portrait", "Landscape"}, nil)
	orient.Horizontal, orient.Required = true, true
	orient.SetSelected(bestFit)
	dpi := widget.NewEntry()
	dpi.SetText(strconv.Itoa(o.DPI))
	margin := widget.NewEntry()
	margin.SetText(strconv.FormatFloat(o.MarginIn, 'f', -1, 64))
	legend := widget.NewCheck("Add a legend of the line kinds", nil)
	legend.SetChecked(o.Legend)
	bg := widget.NewRadioGroup([]string{"White", "Transparent"}, nil)
	bg.Horizontal, bg.Required = true, true
	bg.SetSelected("White")
	gm := widget.NewCheck(mapprint.GMCopyLabel, nil)
	areaHeight := widget.NewEntry()
	areaHeight.SetPlaceHolder(fmt.Sprintf("off: one page (PDF: %g to %g)", mapprint.MinAreaHeightIn, mapprint.MaxAreaHeightIn))
	size := widget.NewLabel("")
	size.Wrapping = fyne.TextWrapWord
	grid := newTileGrid()
	chosen := func() string {
		for _, f := range exportFormats {
			if f.label == format.Selected {
				return f.ext
			}
		}
		return mapprint.FormatPNG
	}
	read := func() (mapprint.ExportOptions, error) {
		opt := o
		switch paper.Selected {
		case "A4":
			opt.Paper = mapprint.PaperA4
		case "Fit to the map":
			opt.Paper = mapprint.PaperFit
		default:
			opt.Paper = mapprint.PaperLetter
		}
		opt.Landscape = orient.Selected == "Landscape"
		opt.Portrait = orient.Selected == "Portrait"
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
		if t := strings.TrimSpace(areaHeight.Text); t != "" {
			h, err := strconv.ParseFloat(t, 64)
			if err != nil {
				return opt, fmt.Errorf("area height %q is not a number of inches", areaHeight.Text)
			}
			opt.AreaHeightIn = h
		}
		if err := opt.Validate(); err != nil {
			return opt, err
		}
		return opt, mapprint.CheckFormat(opt, chosen())
	}
	describe := func() {
		vector := chosen() != mapprint.FormatPNG
		setEnabled(dpi, !vector)
		opt, err := read()
		grid.show(nil)
		switch {
		case err != nil:
			size.SetText(err.Error())
		case opt.AreaHeightIn > 0:
			plan, err := mapprint.PlanDocumentTiles(w.Editor().Doc, opt)
			if err != nil {
				size.SetText(err.Error())
				return
			}
			grid.show(&plan)
			size.SetText(tilesSummary(plan))
		case vector:
			opt, turned := mapprint.ChooseOrientation(w.Editor().Doc, opt)
			wIn, hIn := mapprint.PageInches(opt, w.Board().Layout().Bounds, mapprint.KeyRows(w.Editor().Doc, opt))
			size.SetText(fmt.Sprintf("One page, %.1f × %.1f inches", wIn, hIn) + turnedNote(turned))
		default:
			opt, turned := mapprint.ChooseOrientation(w.Editor().Doc, opt)
			wPx, hPx := mapprint.PagePixels(opt, w.Board().Layout().Bounds, mapprint.KeyRows(w.Editor().Doc, opt))
			size.SetText(fmt.Sprintf("%d × %d pixels", wPx, hPx) + turnedNote(turned))
		}
	}
	format.OnChanged = func(string) { describe() }
	paper.OnChanged = func(string) { describe() }
	orient.OnChanged = func(string) { describe() }
	dpi.OnChanged = func(string) { describe() }
	margin.OnChanged = func(string) { describe() }
	legend.OnChanged = func(bool) { describe() }
	areaHeight.OnChanged = func(string) { describe() }
	describe()
	items := []*widget.FormItem{
		widget.NewFormItem("Format", format),
		widget.NewFormItem("Paper", paper),
		widget.NewFormItem("Orientation", orient),
		widget.NewFormItem("DPI (PNG)", dpi),
		widget.NewFormItem("Margins (inches)", margin),
		widget.NewFormItem("Legend", legend),
		widget.NewFormItem("Background", bg),
		widget.NewFormItem("Hidden content", gm),
		widget.NewFormItem("Table scale: area height (inches)", areaHeight),
		widget.NewFormItem("Pages", container.NewBorder(nil, nil, nil, grid.view, size)),
	}
	d := dialog.NewForm("Export for print", "Export…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		opt, err := read()
		if err != nil {
			w.ShowError(err)
			return
		}
		p.chooseExportFile(chosen(), func(path string) { p.exportTo(path, opt) })
	}, w.Window())
	d.Resize(fyne.NewSize(560, 0))
	d.Show()
}

// bestFit is the orientation left to the export: portrait, or landscape
// where the map fits that better (see mapprint.ChooseOrientation).
const bestFit = "Best fit"

// turnedNote says the page size shown is landscape because the map fits
// it better.
func turnedNote(note string) string {
	if note == "" {
		return ""
	}
	return " (landscape: the map fits it better)"
}

// setEnabled enables or disables an entry.
func setEnabled(e *widget.Entry, on bool) {
	if on {
		e.Enable()
	} else {
		e.Disable()
	}
}

// chooseExportFile asks where to write the export, named after the map,
// with the format's extension.
func (p *Dialogs) chooseExportFile(ext string, pick func(string)) {
	w := p.w
	filter := ""
	for _, f := range exportFormats {
		if f.ext == ext {
			filter = f.filter
		}
	}
	base := strings.TrimSuffix(w.DocName(), filepath.Ext(w.DocName()))
	base = strings.TrimSuffix(base, " (example)")
	base = strings.TrimSuffix(base, ".unhex") + "." + ext
	start := w.StartDir()
	go func() {
		path, err := uikit.NativeFileDialog(true, start, base, filter, ext)
		fyne.Do(func() {
			switch {
			case errors.Is(err, uikit.ErrDialogCancelled):
			case err != nil:
				d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
					if err == nil && wc != nil {
						wc.Close()
						pick(withExt(wc.URI().Path(), ext))
					}
				}, w.Window())
				d.SetFileName(base)
				d.Show()
			default:
				pick(withExt(path, ext))
			}
		})
	}()
}

// withExt makes sure the path ends in the chosen format's extension:
// the export picks its format by it.
func withExt(path, ext string) string {
	if !strings.HasSuffix(strings.ToLower(path), "."+ext) {
		return path + "." + ext
	}
	return path
}

// exportTo renders the page in a child process (this same program's
// `export` command): Fyne's software canvas shares caches with the live
// window that are not safe to use from two threads, so the page is drawn
// where no window lives. The window stays responsive and shows a progress
// indicator until the file is written, the child fails, or its time or
// memory limit stops it.
func (p *Dialogs) exportTo(path string, opt mapprint.ExportOptions) {
	w := p.w
	bar := widget.NewProgressBarInfinite()
	progress := dialog.NewCustomWithoutButtons("Exporting "+filepath.Base(path)+"…", bar, w.Window())
	progress.Show()
	data, err := engine.Marshal(w.Editor().Doc)
	go func() {
		var notes []string
		if err == nil {
			notes, err = exportChild{}.run(data, opt, path)
		}
		fyne.Do(func() {
			progress.Hide()
			if err != nil {
				w.ShowError(fmt.Errorf("export failed: %w", err))
				return
			}
			w.Say("Exported "+path, false)
			if len(notes) > 0 {
				dialog.ShowInformation("Exported "+filepath.Base(path), strings.Join(notes, "\n\n"), w.Window())
			}
		})
	}()
}

// Limits of the window's export child. A map at the format's limits
// exports in a few seconds and well under a gigabyte.
const (
	ExportTimeLimit     = 60 * time.Second
	ExportMemoryLimitMB = 2048
)

// exportChild runs `unhexboard export` in a child process. Its zero value
// runs this program with the limits above; tests swap the program.
type exportChild struct {
	exe     string   // the program; this executable when empty
	pre     []string // arguments before the export command's
	timeout time.Duration
	memMB   int
}

// run exports a temporary copy of the map and returns the page's notes.
// Every way the child can fail comes back as an error that says what
// happened in words.
func (c exportChild) run(data []byte, o mapprint.ExportOptions, out string) ([]string, error) {
	if c.exe == "" {
		exe, err := os.Executable()
		if err != nil {
			return nil, err
		}
		c.exe = exe
	}
	if c.timeout == 0 {
		c.timeout = ExportTimeLimit
	}
	if c.memMB == 0 {
		c.memMB = ExportMemoryLimitMB
	}
	tmp, err := os.CreateTemp("", "unhexboard-export-*.unhex")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Close(); err != nil {
		return nil, err
	}
	args := append(append([]string(nil), c.pre...), "export", tmp.Name(), "-o", out, "--max-memory", strconv.Itoa(c.memMB))
	args = append(args, o.Args()...)
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.exe, args...)
	// This window watches the child: it takes the limit itself.
	cmd.Env = append(os.Environ(), "LANG=en_US.UTF-8", process.WatchedEnv)
	cmd.WaitDelay = 2 * time.Second // do not wait on pipes a killed child left open
	var stdout, stderr process.TailBuffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	if err == nil {
		return childNotes(stdout.String()), nil
	}
	return nil, c.explain(ctx, err, stderr.String())
}

// explain turns a failed child into a message for the window.
func (c exportChild) explain(ctx context.Context, err error, stderr string) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("the export took longer than its limit of %s and was stopped; try a lower DPI or a smaller paper", c.timeout)
	}
	if process.RanOutOfMemory(stderr) {
		return fmt.Errorf("the export %w; try a lower DPI or a smaller paper", &process.OutOfMemoryError{LimitMB: c.memMB})
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		if ws, ok := exit.Sys().(interface{ Signaled() bool }); ok && ws.Signaled() {
			return fmt.Errorf("the export process was killed (%v)", exit)
		}
		if msg := lastLine(stderr); msg != "" {
			return errors.New(msg)
		}
		return fmt.Errorf("the export process stopped with %v and said nothing", exit)
	}
	return err
}

// childNotes picks the "note: ..." lines of the export command's output.
func childNotes(stdout string) []string {
	var notes []string
	for _, l := range strings.Split(stdout, "\n") {
		if n, ok := strings.CutPrefix(l, "note: "); ok {
			notes = append(notes, clip(n, 300))
		}
	}
	return notes
}

// lastLine is the child's message that names what went wrong (its last
// "unhexboard: ..." line, or the crash line above a Go stack trace, else
// its last line), cut to a readable length.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if msg, ok := strings.CutPrefix(lines[i], "unhexboard: "); ok {
			return clip(msg, 300)
		}
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "fatal error: ") || strings.HasPrefix(l, "panic: ") {
			return "the export process crashed: " + clip(l, 300)
		}
	}
	return clip(lines[len(lines)-1], 300)
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
