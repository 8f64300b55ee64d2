package odds

import (
	"fmt"
	"image/color"
	"math"
	"sort"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/tactics"
)

// The fates' colours differ in lightness as well as hue, so they read
// in grey and to colour-blind eyes.
var (
	colorStanding    = color.NRGBA{R: 0x2e, G: 0x8b, B: 0x57, A: 0xff} // green
	colorUnconscious = color.NRGBA{R: 0xf2, G: 0xb1, B: 0x34, A: 0xff} // amber, light
	colorDead        = color.NRGBA{R: 0x9b, G: 0x22, B: 0x26, A: 0xff} // dark red
	colorRoundsBar   = color.NRGBA{R: 0x29, G: 0x6f, B: 0xd6, A: 0xff}
	colorDrawsBar    = color.NRGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff}
)

// oddsPictures draws a simulation report: the win rate in words, a
// stacked bar of each character's fate with its legend, a histogram of
// the fights' lengths, the draws, and the permanent wounds each PC can
// expect.
func oddsPictures(r *tactics.Report) []fyne.CanvasObject {
	out := []fyne.CanvasObject{uikit.WrappingHeading(winWords(r.PCWinRate, r.PCWinRateLow, r.PCWinRateHigh))}
	out = append(out, uikit.WrappedLabel(drawWords(r.Draws, r.Runs, r.RoundCap)))
	out = append(out, widget.NewSeparator(), uikit.Heading("How each character ends the fight"), fateLegend())
	bars := []fyne.CanvasObject{}
	for _, id := range r.Order {
		f := r.Characters[id]
		name := widget.NewLabel(r.Names[id])
		name.Truncation = fyne.TextTruncateEllipsis
		bars = append(bars, name, newStackBar([]float64{f.Standing, f.Unconscious, f.Dead},
			[]color.Color{colorStanding, colorUnconscious, colorDead}))
	}
	out = append(out, container.New(&labelledRows{labelWidth: 200}, bars...))
	out = append(out, widget.NewSeparator(), uikit.Heading("How many rounds the fights lasted"), newHistogram(r.Rounds, r.Runs, r.RoundCap, r.Draws))
	if len(r.PCs) > 0 {
		out = append(out, widget.NewSeparator(), uikit.Heading("Permanent wounds each PC can expect"))
		for _, id := range r.PCs {
			out = append(out, uikit.WrappedLabel(fmt.Sprintf("%s: %.2f filled boxes per fight", r.Names[id], r.Permanent[id])))
		}
	}
	return out
}

// drawWords says how many fights were draws, and what a draw is: a fight
// the simulator stopped at the round cap, which stands for a standoff
// that would not end (no one left able to hurt the other side).
func drawWords(draws, runs, roundCap int) string {
	why := fmt.Sprintf("The simulator stops a fight after round %d, the round cap, so that a standoff (no one left standing can hurt "+
		"the other side) does not go on forever; a fight stopped there is a draw, won by neither side.", roundCap)
	if draws == 0 {
		return why + " No fight went that far: no draws."
	}
	return fmt.Sprintf("%s %s of %d (%s) went that far.", why, words.Count(draws, "fight"), runs, percent(float64(draws)/float64(runs)))
}

// winWords says the PCs' win rate as a table would: "The PCs win about 7
// fights in 10", with the 95% interval.
func winWords(rate, low, high float64) string {
	var s string
	switch n := int(math.Round(rate * 10)); {
	case rate == 0:
		s = "The PCs won none of the fights"
	case rate == 1:
		s = "The PCs won every fight"
	case rate < 0.05:
		s = "The PCs win fewer than 1 fight in 20"
	case rate > 0.95:
		s = "The PCs win more than 19 fights in 20"
	default:
		s = fmt.Sprintf("The PCs win about %s in 10", words.Count(max(n, 1), "fight"))
	}
	return fmt.Sprintf("%s (%s; 95%% interval %s to %s).", s, percent(rate), percent(low), percent(high))
}

func percent(f float64) string {
	p := 100 * f
	if p > 0 && p < 1 || p > 99 && p < 100 { // never "0%" or "100%" for what is not
		return fmt.Sprintf("%.1f%%", p)
	}
	return fmt.Sprintf("%.0f%%", p)
}

// fateLegend names the bars' colours.
func fateLegend() fyne.CanvasObject {
	item := func(c color.Color, s string) fyne.CanvasObject {
		sw := canvas.NewRectangle(c)
		sw.SetMinSize(fyne.NewSize(18, 18))
		return container.NewHBox(container.NewCenter(sw), widget.NewLabel(s))
	}
	return uikit.NewFlowBox(item(colorStanding, "standing"), item(colorUnconscious, "unconscious or surrendered"), item(colorDead, "dead"))
}

// labelledRows lays out pairs of objects as rows: a label of a fixed
// width, then an object taking the rest of the row.
type labelledRows struct{ labelWidth float32 }

func (l *labelledRows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h, w float32
	for i := 0; i+1 < len(objs); i += 2 {
		h += max(objs[i].MinSize().Height, objs[i+1].MinSize().Height) + theme.Padding()
		w = max(w, objs[i+1].MinSize().Width)
	}
	return fyne.NewSize(l.labelWidth+w, h)
}

func (l *labelledRows) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	lw := min(l.labelWidth, size.Width/3)
	y := float32(0)
	for i := 0; i+1 < len(objs); i += 2 {
		h := max(objs[i].MinSize().Height, objs[i+1].MinSize().Height)
		objs[i].Move(fyne.NewPos(0, y))
		objs[i].Resize(fyne.NewSize(lw, h))
		objs[i+1].Move(fyne.NewPos(lw, y))
		objs[i+1].Resize(fyne.NewSize(size.Width-lw, h))
		y += h + theme.Padding()
	}
}

// newStackBar is one bar split by shares (summing to 1), each part in its
// colour with its percentage written in it where it fits.
func newStackBar(shares []float64, colors []color.Color) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for i, s := range shares {
		r := canvas.NewRectangle(colors[i])
		t := canvas.NewText(percent(s), textOn(colors[i]))
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		objs = append(objs, r, t)
	}
	return container.New(&stackBarLayout{shares: shares}, objs...)
}

// textOn is black or white, whichever reads on c.
func textOn(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	if 299*r+587*g+114*b > 1000*0x8000 {
		return color.Black
	}
	return color.White
}

type stackBarLayout struct{ shares []float64 }

func (l *stackBarLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(120, 30) }

func (l *stackBarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for i, s := range l.shares {
		w := float32(s) * size.Width
		rect, text := objs[2*i], objs[2*i+1]
		rect.Move(fyne.NewPos(x, 2))
		rect.Resize(fyne.NewSize(w, size.Height-4))
		text.Move(fyne.NewPos(x, 2))
		text.Resize(fyne.NewSize(w, size.Height-4))
		if text.MinSize().Width+4 > w || s == 0 {
			text.Hide()
		} else {
			text.Show()
		}
		x += w
	}
}

// newHistogram draws how many fights lasted each number of rounds: a bar
// per length, its share over it, the lengths under the bars; the draws,
// stopped at the round cap, in grey.
func newHistogram(rounds map[int]int, runs, roundCap, draws int) fyne.CanvasObject {
	var lengths []int
	top := 0
	for n, k := range rounds {
		lengths = append(lengths, n)
		top = max(top, k)
	}
	sort.Ints(lengths)
	if len(lengths) == 0 {
		return widget.NewLabel("No fights")
	}
	first, last := lengths[0], lengths[len(lengths)-1]
	var objs []fyne.CanvasObject
	for n := first; n <= last; n++ {
		k := rounds[n]
		bar := canvas.NewRectangle(colorRoundsBar)
		if n == roundCap && draws > 0 {
			bar.FillColor = colorDrawsBar
		}
		share := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		share.TextSize = theme.CaptionTextSize()
		share.Alignment = fyne.TextAlignCenter
		if k > 0 {
			share.Text = percent(float64(k) / float64(runs))
		}
		label := canvas.NewText(fmt.Sprint(n), theme.Color(theme.ColorNameForeground))
		label.TextSize = theme.CaptionTextSize()
		label.Alignment = fyne.TextAlignCenter
		objs = append(objs, bar, share, label)
	}
	words := "rounds: one bar per length, the share of fights above the bars where it fits"
	if draws > 0 {
		words += fmt.Sprintf("; the grey bar at %d holds the draws, the fights stopped at the round cap", roundCap)
	}
	caption := uikit.WrappedLabel(words)
	return container.NewVBox(container.New(&histogramLayout{counts: rounds, first: first, top: top}, objs...), caption)
}

type histogramLayout struct {
	counts map[int]int
	first  int
	top    int
}

func (l *histogramLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(len(objs)/3)*6, 170)
}

func (l *histogramLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs) / 3
	slot := size.Width / float32(n)
	text := theme.CaptionTextSize() + 6
	plot := size.Height - 2*text
	// Label every bar when they are wide enough, else every few.
	every := int(math.Ceil(float64(30 / slot)))
	for i := 0; i < n; i++ {
		bar, share, label := objs[3*i], objs[3*i+1], objs[3*i+2]
		h := plot * float32(l.counts[l.first+i]) / float32(max(l.top, 1))
		x := float32(i) * slot
		bar.Move(fyne.NewPos(x+slot*0.1, text+plot-h))
		bar.Resize(fyne.NewSize(slot*0.8, h))
		// Each text as wide as it is, over its bar, moved in at the
		// edges so none is cut.
		sw, lw := share.MinSize().Width, label.MinSize().Width
		share.Move(fyne.NewPos(within(x+slot/2, sw, size.Width), text+plot-h-text))
		share.Resize(fyne.NewSize(sw, text))
		label.Move(fyne.NewPos(within(x+slot/2, lw, size.Width), text+plot))
		label.Resize(fyne.NewSize(lw, text))
		visible := i%every == 0 || i == n-1
		label.(*canvas.Text).Hidden = !visible
		// Shares only where they do not run into each other.
		share.(*canvas.Text).Hidden = slot < 36 && !(l.counts[l.first+i] == l.top)
	}
	// The last length always shows; the one shown before it gives way
	// when the two would touch.
	last := objs[3*(n-1)+2]
	for i := n - 2; i >= 0; i-- {
		if label := objs[3*i+2].(*canvas.Text); !label.Hidden {
			label.Hidden = label.Position().X+label.Size().Width+6 > last.Position().X
			break
		}
	}
}
