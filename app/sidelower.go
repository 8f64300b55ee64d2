package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// The side panel's lower pane, below the mode's panel behind a divider:
// the map's warnings while editing, the fight (the turn list and the log)
// in Play while a combat runs, and nothing otherwise, the panel then
// taking the whole height.

// Where the divider starts for each lower pane: the panel's share of the
// side's height. The fight's divider is remembered from one run to the
// next (fightOffsetPref): on a small screen the GM sets it once.
const (
	warningsOffset  = 0.62
	fightOffset     = 0.5
	fightOffsetPref = "panel.fightOffset"
)

// lowerPane is the lower pane on show (nil for none) and where the GM
// left the divider above each pane, while the window is open.
type lowerPane struct {
	shown   fyne.CanvasObject
	offsets map[fyne.CanvasObject]float64
}

// newSideSplit puts the mode's panel above the lower pane.
func (w *mainWindow) newSideSplit() *container.Split {
	// Each mode's bar is pinned under the panel; a hidden one takes no room.
	edit := container.NewBorder(nil, w.properties.Actions(), nil, nil, w.props.content)
	upper := container.NewBorder(nil, w.play.Actions(), nil, nil, edit)
	s := container.NewVSplit(upper, container.New(lowerLayout{w}, w.lint.Content(), w.play.FightPane()))
	s.Offset = warningsOffset
	return s
}

// layoutSide shows the lower pane the mode and the combat call for. The
// divider moves only when the pane shown changes: each pane keeps where
// the GM left it while the window is open.
func (w *mainWindow) layoutSide() {
	lower := w.side.Trailing.(*fyne.Container)
	var show fyne.CanvasObject
	switch {
	case w.mode == modeEdit:
		show = w.lint.Content()
	case w.mode == modePlay && w.play.Active():
		show = w.play.FightPane()
	}
	lp := &w.lower
	if show == lp.shown && lower.Visible() == (show != nil) {
		return
	}
	if lp.offsets == nil {
		lp.offsets = map[fyne.CanvasObject]float64{}
	}
	if lp.shown != nil && lower.Visible() {
		lp.offsets[lp.shown] = w.side.Offset
	}
	lp.shown = show
	for _, o := range lower.Objects {
		o.Hide()
	}
	if show == nil {
		lower.Hide()
		w.side.SetOffset(1)
		w.side.Refresh()
		return
	}
	show.Show()
	lower.Show()
	off, ok := lp.offsets[show]
	if !ok {
		off = warningsOffset
		if show == w.play.FightPane() {
			off = w.prefs.FloatWithFallback(fightOffsetPref, fightOffset)
			if off <= 0.2 || off >= 0.95 {
				off = fightOffset
			}
		}
	}
	if !ok && show == w.lint.Content() {
		w.sideAuto = off // not the GM's: fitWarnings may fit it to the list
	}
	w.side.SetOffset(off)
	w.side.Refresh()
}

// lowerLayout stacks the lower panes (one shows at a time) and, as the
// split lays them out after every drag of the divider, remembers where
// the GM left it above the fight.
type lowerLayout struct{ w *mainWindow }

func (l lowerLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	return s
}

func (l lowerLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	w := l.w
	if off := w.side.Offset; w.lower.shown == w.play.FightPane() && off > 0.2 && off < 0.95 &&
		off != w.prefs.Float(fightOffsetPref) {
		w.prefs.SetFloat(fightOffsetPref, off)
	}
}
