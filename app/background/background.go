// Package background is the map's background picture: choosing it,
// removing it, and the small window that adjusts it.
package background

import (
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// The background image: a floor plan or a photo of the place, under the
// map, to draw the areas over. It is a map edit like any other (saved in
// the file, one undo step per change) but changes no rule, so, like
// hiding and revealing areas, it is allowed in every mode.

// Host is what the background picture needs of the window.
type Host interface {
	host.Host
	// ChoosePath asks for a file with the system's dialog; pick runs on
	// the UI thread.
	ChoosePath(save bool, suggested, filterName string, exts []string, pick func(string))
	// RedrawBoards redraws the map and the players' view of it after a
	// live change that is no edit yet.
	RedrawBoards()
}

// Background is the map's background picture as the window offers it.
type Background struct {
	w     Host
	panel *backgroundPanel // the picture's panel, while open
	// chooseImage asks for a picture file (tests swap it).
	chooseImage func(pick func(string))
	// ui hands work back to the UI thread: fyne.Do, or a test's own.
	ui func(func())
	// preparing is closed when the picture last being written again is
	// under the map, or refused (tests wait on it).
	preparing chan struct{}
}

// New offers the background picture in the window. An open panel follows
// every change of the map (an undo, another map opened).
func New(h Host) *Background {
	b := &Background{w: h, ui: fyne.Do}
	b.chooseImage = func(pick func(string)) {
		h.ChoosePath(false, "", "Images (*.png, *.jpg, *.jpeg)", []string{"png", "jpg", "jpeg"}, pick)
	}
	h.Changes().Subscribe(func(ch host.Change) {
		if b.panel != nil && ch != host.Played {
			b.panel.sync()
		}
	})
	return b
}

// Choose asks for a PNG or JPEG and puts it under the map.
func (b *Background) Choose() {
	b.w.CommitTyping()
	b.chooseImage(func(path string) {
		if err := b.setFile(path); err != nil {
			b.w.ShowError(err)
		}
	})
}

// setFile reads a picture and puts it under the map as one undo step. A
// picture the map cannot keep as it is (over a limit, or costly to read:
// 16 bits a channel, progressive, interlaced) is written again plain
// first, on a goroutine behind a progress dialog.
func (b *Background) setFile(path string) error {
	data, err := readPicture(path)
	if err != nil {
		return err
	}
	name := filepath.Base(path)
	if battlemap.BackgroundKeptAsIs(data) {
		return b.put(name, data, false)
	}
	progress := dialog.NewCustomWithoutButtons("Preparing "+name+"…", widget.NewProgressBarInfinite(), b.w.Window())
	progress.Show()
	b.preparing = make(chan struct{})
	done := b.preparing
	go func() {
		n, err := battlemap.NormaliseBackground(data)
		b.ui(func() {
			defer close(done)
			progress.Hide()
			if err == nil {
				err = b.put(name, n.Data, n.Changed)
			}
			if err != nil {
				b.w.ShowError(fmt.Errorf("%s: %w", name, err))
			}
		})
	}()
	return nil
}

// put lays a picture under the map as one undo step. A new picture is
// fitted over the map's areas at half opacity; a replacement keeps the
// old one's place and settings. rewritten says the file was written
// again to fit the map.
func (b *Background) put(name string, data []byte, rewritten bool) error {
	w := b.w
	kind, pw, ph, err := battlemap.CheckBackgroundImage(data)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	bg := battlemap.Background{Image: data, Scale: 1, Opacity: 0.5}
	if old := w.Editor().Map().Background; old != nil {
		bg = *old
		bg.Image = data
	} else {
		bg.X, bg.Y, bg.Scale = fitPicture(w.Board().Layout().Bounds, len(w.Editor().Map().Areas) > 0, pw, ph)
	}
	if err := w.Editor().Do(&editor.SetBackground{Background: &bg}); err != nil {
		if errors.Is(err, editor.ErrNoChange) {
			return nil
		}
		return err
	}
	size := fmt.Sprintf("%d × %d pixels", pw, ph)
	if rewritten {
		size = fmt.Sprintf("written again as an 8-bit %s of %d × %d pixels to keep the map quick to read", strings.ToUpper(kind), pw, ph)
	}
	w.Say(fmt.Sprintf("Background image %s (%s) is under the map: only you see it until you share it", name, size), false)
	w.Board().FitToWindow()
	b.ShowPanel()
	return nil
}

// maxPictureFileBytes bounds a picture file a GM adds: a larger one is
// refused before it is read. Within it, a picture over the map's own
// limit is written again smaller (see setFile).
const maxPictureFileBytes = 64 << 20

// readPicture reads at most one byte over the limit, so a huge file is
// refused without reading it all.
func readPicture(path string) ([]byte, error) {
	f, err := fileio.OpenRegular(path, engine.MapFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxPictureFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	if len(data) > maxPictureFileBytes {
		return nil, fmt.Errorf("%s is over the limit of %d MB for a picture to add: save it smaller first", filepath.Base(path), maxPictureFileBytes>>20)
	}
	return data, nil
}

// fitPicture places a w x h picture over the map's areas (a little
// larger than they spread), its aspect kept; with no areas, at the
// origin, one pixel a map unit.
func fitPicture(bounds battlemap.Rect, hasAreas bool, w, h int) (x, y, scale float64) {
	if !hasAreas || bounds.Width() <= 0 || bounds.Height() <= 0 {
		return 0, 0, 1
	}
	pad := 0.1 * math.Max(bounds.Width(), bounds.Height())
	bw, bh := bounds.Width()+2*pad, bounds.Height()+2*pad
	scale = math.Max(bw/float64(w), bh/float64(h))
	scale = math.Max(battlemap.MinBackgroundScale, math.Min(battlemap.MaxBackgroundScale, scale))
	c := bounds.Center()
	return c.X - float64(w)*scale/2, c.Y - float64(h)*scale/2, scale
}

// Remove takes the picture away, as one undo step.
func (b *Background) Remove() {
	w := b.w
	w.CommitTyping()
	if w.Editor().Map().Background == nil {
		return
	}
	if w.Editor().Do(&editor.SetBackground{}) == nil {
		w.Say("Removed the background image (Undo brings it back)", false)
	}
}

// backgroundPanel is the small window that adjusts the picture: opacity,
// scale, position, and who sees it. The board follows a slider live; the
// change becomes one undo step when the slider is let go.
type backgroundPanel struct {
	w   Host
	win fyne.Window

	opacity, scale, x, y   *widget.Slider
	opacityVal, xVal, yVal *widget.Label
	scaleVal               *widget.Entry // the scale in per cent, to type
	players, print         *widget.Check

	// base is the background as committed while a slider moves: the map
	// shows a live copy until the slider is let go.
	base    *battlemap.Background
	syncing bool
}

// ShowPanel opens the panel, or brings it forward.
func (b *Background) ShowPanel() {
	w := b.w
	if w.Editor().Map().Background == nil {
		w.Say("This map has no background image: choose one with View → Background Image…", false)
		return
	}
	if b.panel != nil {
		b.panel.win.RequestFocus()
		return
	}
	p := &backgroundPanel{w: w}
	p.opacity = widget.NewSlider(0, 100)
	p.opacity.Step = 1
	// The scale is shown in per cent (the file keeps map units a pixel),
	// the slider in steps of one per cent, the field for any value.
	p.scale = widget.NewSlider(scaleSliderMin, scaleSliderMax)
	p.scale.Step = 1
	p.x, p.y = widget.NewSlider(0, 1), widget.NewSlider(0, 1)
	p.x.Step, p.y.Step = 1, 1
	p.opacityVal, p.xVal, p.yVal = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	p.scaleVal = widget.NewEntry()
	p.scaleVal.OnSubmitted = func(string) { p.typedScale() }
	p.bind(p.opacity, func(b *battlemap.Background, v float64) { b.Opacity = v / 100 })
	p.bind(p.scale, func(b *battlemap.Background, v float64) { p.rescale(b, percentScale(v)) })
	p.bind(p.x, func(b *battlemap.Background, v float64) { b.X = v })
	p.bind(p.y, func(b *battlemap.Background, v float64) { b.Y = v })
	p.players = widget.NewCheck("Show to players (player view)", func(on bool) {
		p.commit(func(b *battlemap.Background) { b.Players = on })
	})
	p.print = widget.NewCheck("Include in print (exported page)", func(on bool) {
		p.commit(func(b *battlemap.Background) { b.Print = on })
	})
	fit := widget.NewButton("Fit over the map", func() {
		p.commit(func(b *battlemap.Background) {
			b.X, b.Y, b.Scale = fitPicture(w.Board().Layout().Bounds, len(w.Editor().Map().Areas) > 0, int(p.pictureW()), int(p.pictureH()))
		})
	})
	replace := widget.NewButton("Replace…", b.Choose)
	remove := widget.NewButton("Remove", b.Remove)
	row := func(s *widget.Slider, val *widget.Label) fyne.CanvasObject {
		return container.NewBorder(nil, nil, nil, val, s)
	}
	percent := container.NewBorder(nil, nil, nil, widget.NewLabel("%"),
		container.NewGridWrap(fyne.NewSize(72, p.scaleVal.MinSize().Height), p.scaleVal))
	form := widget.NewForm(
		widget.NewFormItem("Opacity", row(p.opacity, p.opacityVal)),
		widget.NewFormItem("Scale", container.NewBorder(nil, nil, nil, percent, p.scale)),
		widget.NewFormItem("Left edge", row(p.x, p.xVal)),
		widget.NewFormItem("Top edge", row(p.y, p.yVal)),
	)
	hint := uikit.WrappedLabel("Scale 100% draws each pixel of the picture one pixel wide when the map is at 100% zoom; or type any scale from 1% to 10000% in the box and press Enter. Each change you let go of is one step in Edit → Undo. Only you see the picture unless it is shown to players.")
	p.win = w.App().NewWindow("Background Image")
	p.win.SetContent(container.NewVBox(form, p.players, p.print, container.NewHBox(fit, replace, remove), hint))
	p.win.Resize(fyne.NewSize(480, 0))
	p.win.SetOnClosed(func() {
		p.restore()
		if b.panel == p {
			b.panel = nil
		}
	})
	b.panel = p
	p.sync()
	p.win.Show()
}

// bind makes a slider adjust the picture live while it moves, and
// commit one undo step when it is let go.
func (p *backgroundPanel) bind(s *widget.Slider, set func(*battlemap.Background, float64)) {
	s.OnChanged = func(v float64) {
		if !p.syncing {
			p.live(func(b *battlemap.Background) { set(b, v) })
		}
	}
	s.OnChangeEnded = func(v float64) {
		if !p.syncing {
			p.commit(func(b *battlemap.Background) { set(b, v) })
		}
	}
}

func (p *backgroundPanel) pictureW() float64 { w, _ := p.pictureSize(); return w }
func (p *backgroundPanel) pictureH() float64 { _, h := p.pictureSize(); return h }

// pictureSize is the picture's size in pixels.
func (p *backgroundPanel) pictureSize() (float64, float64) {
	b := p.w.Editor().Map().Background
	if b == nil {
		return 1, 1
	}
	_, w, h, err := battlemap.CheckBackgroundImage(b.Image)
	if err != nil {
		return 1, 1
	}
	return float64(w), float64(h)
}

// live shows a change on the boards without recording it.
func (p *backgroundPanel) live(change func(*battlemap.Background)) {
	m := p.w.Editor().Map()
	if m.Background == nil {
		return
	}
	if p.base == nil {
		p.base = m.Background
	}
	next := *p.base
	change(&next)
	if battlemap.CheckBackground(&next) != nil {
		return
	}
	m.Background = &next
	p.showValues(&next)
	p.w.RedrawBoards()
}

// commit records a change as one undo step, from the background as it
// was before the slider started to move.
func (p *backgroundPanel) commit(change func(*battlemap.Background)) {
	m := p.w.Editor().Map()
	p.restore()
	if m.Background == nil {
		return
	}
	next := *m.Background
	change(&next)
	if err := p.w.Editor().Do(&editor.SetBackground{Background: &next}); err != nil && !errors.Is(err, editor.ErrNoChange) {
		p.sync() // refused: the controls go back to what the map holds
	}
}

// restore puts back the committed background after a live preview.
func (p *backgroundPanel) restore() {
	if p.base != nil {
		p.w.Editor().Map().Background = p.base
		p.base = nil
		p.w.RedrawBoards()
	}
}

// sync sets the controls from the map (after an undo, say); the panel
// closes when the map has no picture any more.
func (p *backgroundPanel) sync() {
	b := p.w.Editor().Map().Background
	if b == nil {
		p.win.Close()
		return
	}
	p.syncing = true
	defer func() { p.syncing = false }()
	pw, ph := p.pictureSize()
	bounds := p.w.Board().Layout().Bounds
	// The position sliders let the picture slide from wholly left of (or
	// above) the map to wholly right of (or below) it.
	p.x.Min = math.Floor(math.Min(bounds.Min.X, b.X) - pw*b.Scale)
	p.x.Max = math.Ceil(math.Max(bounds.Max.X, b.X+pw*b.Scale))
	p.y.Min = math.Floor(math.Min(bounds.Min.Y, b.Y) - ph*b.Scale)
	p.y.Max = math.Ceil(math.Max(bounds.Max.Y, b.Y+ph*b.Scale))
	p.x.Step = math.Max(0.1, math.Round((p.x.Max-p.x.Min)/500))
	p.y.Step = math.Max(0.1, math.Round((p.y.Max-p.y.Min)/500))
	p.opacity.SetValue(math.Round(b.Opacity * 100))
	// The slider reaches the picture's scale when it is outside 10–400%.
	pc := scalePercent(b.Scale)
	p.scale.Min, p.scale.Max = math.Min(scaleSliderMin, math.Floor(pc)), math.Max(scaleSliderMax, math.Ceil(pc))
	p.scale.SetValue(pc)
	p.x.SetValue(b.X)
	p.y.SetValue(b.Y)
	p.players.SetChecked(b.Players)
	p.print.SetChecked(b.Print)
	p.showValues(b)
}

func (p *backgroundPanel) showValues(b *battlemap.Background) {
	p.opacityVal.SetText(fmt.Sprintf("%3.0f %%", b.Opacity*100))
	p.scaleVal.SetText(formatPercent(scalePercent(b.Scale)))
	p.xVal.SetText(fmt.Sprintf("%.0f", b.X))
	p.yVal.SetText(fmt.Sprintf("%.0f", b.Y))
}

// The scale slider's range in per cent, stretched to reach a picture
// scaled outside it.
const scaleSliderMin, scaleSliderMax = 10.0, 400.0

// scalePercent is a background's scale (map units a pixel) in per cent,
// as the panel shows it; percentScale is the way back.
func scalePercent(scale float64) float64 { return scale * 100 }
func percentScale(pc float64) float64    { return pc / 100 }

// formatPercent writes a scale in per cent to a tenth, without a
// trailing ".0".
func formatPercent(pc float64) string {
	return strconv.FormatFloat(math.Round(pc*10)/10, 'f', -1, 64)
}

// parsePercent reads a typed scale in per cent: "125", "125 %", "87,5".
func parsePercent(s string) (float64, error) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%"))
	pc, err := strconv.ParseFloat(strings.Replace(t, ",", ".", 1), 64)
	lo, hi := scalePercent(battlemap.MinBackgroundScale), scalePercent(battlemap.MaxBackgroundScale)
	if err != nil || !(pc >= lo && pc <= hi) {
		return 0, fmt.Errorf("the scale %q is not a per cent from %s to %s", strings.TrimSpace(s), formatPercent(lo), formatPercent(hi))
	}
	return pc, nil
}

// rescale gives b a new scale about the picture's centre, so it stays
// where it was.
func (p *backgroundPanel) rescale(b *battlemap.Background, scale float64) {
	cx, cy := b.X+p.pictureW()*b.Scale/2, b.Y+p.pictureH()*b.Scale/2
	b.Scale = scale
	b.X, b.Y = cx-p.pictureW()*b.Scale/2, cy-p.pictureH()*b.Scale/2
}

// typedScale commits the scale typed in the per cent box as one undo
// step; a value that is no scale is refused with the reason and the box
// shows the scale again.
func (p *backgroundPanel) typedScale() {
	pc, err := parsePercent(p.scaleVal.Text)
	if err != nil {
		p.w.Say(uikit.Capitalise(err.Error()), true)
		p.sync()
		return
	}
	p.commit(func(b *battlemap.Background) { p.rescale(b, percentScale(pc)) })
	p.sync()
}
