package mapprint

import (
	"sync"

	"fyne.io/fyne/v2"
	fcanvas "fyne.io/fyne/v2/canvas"
)

// Fyne measures a line's height and baseline from its font alone (the
// metrics of a space in it), whatever the text, but shapes the whole
// text to say so: on a poster of 50,000 names that took seconds. They
// are asked once per font and size.

type fontKey struct {
	size   float32
	style  fyne.TextStyle
	source fyne.Resource
}

type lineSize struct {
	line     fyne.Size
	baseline float32
}

var lineSizes sync.Map // fontKey to lineSize

// lineMetrics is the height of t's line and its baseline from the top,
// as Fyne measures them.
func lineMetrics(t *fcanvas.Text) (fyne.Size, float32) {
	key := fontKey{t.TextSize, t.TextStyle, t.FontSource}
	if m, ok := lineSizes.Load(key); ok {
		l := m.(lineSize)
		return fyne.NewSize(0, l.line.Height), l.baseline
	}
	line, baseline := fyne.CurrentApp().Driver().RenderedTextSize(" ", t.TextSize, t.TextStyle, t.FontSource)
	lineSizes.Store(key, lineSize{line, baseline})
	return fyne.NewSize(0, line.Height), baseline
}
