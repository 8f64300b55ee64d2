package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// maxRosterLines is the most lines the roster list shows at once before
// it scrolls; up to it, every character shows.
const maxRosterLines = 8

// rosterFit gives the roster list the height of all its lines (at least
// two, at most maxRosterLines), so a fight's characters are all in view
// rather than three of five; the panel around it scrolls.
type rosterFit struct {
	p    *Play
	line float32 // a line's height, once measured
}

func (r *rosterFit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := min(max(len(r.p.order), 2), maxRosterLines)
	if r.line == 0 {
		r.line = r.p.list.CreateItem().MinSize().Height
	}
	pad := theme.Padding()
	s := fyne.NewSize(0, float32(n)*(r.line+pad)-pad)
	for _, o := range objs {
		s = s.Max(fyne.NewSize(o.MinSize().Width, 0))
	}
	return s
}

func (r *rosterFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
