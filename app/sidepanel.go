package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// The side panel sits right of the board behind a divider the GM can drag.
// Everything in it wraps or fits at sidePanelMinWidth, so nothing is cut
// off on the right whatever the divider's place.
const (
	// sidePanelMinWidth is the narrowest the panel's content asks for.
	sidePanelMinWidth = 240
	// splitOffsetPref remembers where the GM left the divider: the board's
	// share of the window's width.
	splitOffsetPref = "panel.splitOffset"
	// defaultSplitOffset leaves the panel about 380 of 1280 pixels.
	defaultSplitOffset = 0.70
)

// newBodySplit puts the board left of the side panel, the divider where
// the GM last left it.
func (w *mainWindow) newBodySplit(board, side fyne.CanvasObject) *container.Split {
	s := container.NewHSplit(board, nil)
	s.Trailing = container.New(&offsetKeeper{split: s, prefs: w.prefs}, side)
	s.Offset = w.prefs.FloatWithFallback(splitOffsetPref, defaultSplitOffset)
	if s.Offset <= 0.2 || s.Offset >= 0.95 {
		s.Offset = defaultSplitOffset
	}
	return s
}

// offsetKeeper lays out the side panel and, as the split lays it out after
// every drag of the divider, remembers the divider's place.
type offsetKeeper struct {
	split *container.Split
	prefs fyne.Preferences
	saved float64
}

func (k *offsetKeeper) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (k *offsetKeeper) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if off := k.split.Offset; off != k.saved && off > 0.2 && off < 0.95 {
		k.saved = off
		k.prefs.SetFloat(splitOffsetPref, off)
	}
}

// sidePane is the side panel's upper pane, where each mode shows its own
// panel: the selection's properties in Edit mode, what the map shows in
// Explore, the characters and the fight in Play.
type sidePane struct {
	box     *fyne.Container
	content fyne.CanvasObject
}

func newSidePane() *sidePane {
	p := &sidePane{box: container.NewVBox()}
	p.content = container.NewVScroll(container.NewPadded(p.box))
	return p
}

// fitWarnings gives the warnings pane room for its list when the map has
// warnings, and shrinks it to its heading when it has none, so the
// properties above get the room. Once the GM drags the divider, it stays
// where they put it.
func (w *mainWindow) fitWarnings() {
	if w.mode != modeEdit || (w.sideAuto != 0 && w.side.Offset != w.sideAuto) {
		return
	}
	want := warningsOffset
	if w.lint.Count() == 0 {
		want = 1 // the heading alone: a split keeps a pane's minimum height
	}
	w.side.SetOffset(want)
	w.sideAuto = w.side.Offset
}
