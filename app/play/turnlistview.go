package play

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/table/projection"
)

// actingMark is put before each combatant who may act now: the font
// the screen is drawn in has this arrow.
const actingMark = "→ "

// turnList shows the turn list's rows on the GM's panel: the teams in
// bold, the combatants who may act now in bold behind an arrow, every
// line wrapped to the panel's width.
type turnList struct {
	text  *widget.RichText
	shown []projection.TurnRow
}

func newTurnList() *turnList {
	t := &turnList{text: widget.NewRichText()}
	t.text.Wrapping = fyne.TextWrapWord
	return t
}

// set shows rows, redrawing only when they changed; it reports a change.
func (t *turnList) set(rows []projection.TurnRow) bool {
	if slices.Equal(rows, t.shown) && t.shown != nil {
		return false
	}
	t.shown = rows
	segs := make([]widget.RichTextSegment, 0, len(rows))
	for _, r := range rows {
		style := widget.RichTextStyleParagraph
		text := r.Text()
		switch {
		case r.Heading():
			style.TextStyle.Bold = true
		case r.Acting:
			style.TextStyle.Bold = true
			text = actingMark + text
		default:
			text = "    " + text
		}
		segs = append(segs, &widget.TextSegment{Text: text, Style: style})
	}
	t.text.Segments = segs
	t.text.Refresh()
	return true
}

// playersTurnList is the turn list in the player view: white on black and
// large, each combatant's name over its track and actions, the side whose
// turn it is and those of it who may act in the accent colour. Its rows
// never hold a character hidden from the players (projection.TurnRows leaves them
// out).
type playersTurnList struct {
	box     *fyne.Container
	content fyne.CanvasObject // the list on its black ground
	shown   []projection.TurnRow
	accent  color.Color
}

func newPlayersTurnList(accent color.Color) *playersTurnList {
	l := &playersTurnList{box: container.NewVBox(), accent: accent}
	ground := canvas.NewRectangle(color.Black)
	edge := canvas.NewRectangle(color.NRGBA{R: 0x60, G: 0x60, B: 0x60, A: 0xff})
	edge.SetMinSize(fyne.NewSize(2, 0))
	l.content = container.NewStack(ground, container.NewBorder(nil, nil, edge, nil,
		container.NewVScroll(container.New(layout.NewCustomPaddedLayout(8, 16, 12, 20), l.box))))
	return l
}

// set shows rows (nil: no combat, the list hidden).
func (l *playersTurnList) set(rows []projection.TurnRow) {
	if rows == nil {
		l.content.Hide()
	} else {
		l.content.Show()
	}
	if slices.Equal(rows, l.shown) && l.shown != nil {
		return
	}
	l.shown = rows
	var objs []fyne.CanvasObject
	for _, r := range rows {
		ink := color.Color(color.White)
		if r.Acting {
			ink = l.accent
		}
		if r.Heading() {
			t := canvas.NewText(r.Text(), ink)
			t.TextSize, t.TextStyle.Bold = 24, true
			objs = append(objs, container.New(topGap{8}, t))
			continue
		}
		name := canvas.NewText(r.Name, ink)
		name.TextSize, name.TextStyle.Bold = 22, r.Acting
		detail := canvas.NewText(r.Detail(), ink)
		detail.TextSize = 18
		mark := canvas.NewText("", ink)
		if r.Acting {
			mark.Text = actingMark
		}
		mark.TextSize = 22
		objs = append(objs, container.NewBorder(nil, nil, container.New(fixedWidth{28}, mark), nil,
			container.New(stacked{}, name, detail)))
	}
	l.box.Objects = objs
	l.box.Refresh()
}

// topGap lays its objects out under a gap.
type topGap struct{ gap float32 }

func (g topGap) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(0, 0)
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.AddWidthHeight(0, g.gap)
}

func (g topGap) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, g.gap))
		o.Resize(fyne.NewSize(size.Width, size.Height-g.gap))
	}
}

// fixedWidth gives its objects a width, and their own height.
type fixedWidth struct{ width float32 }

func (f fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(f.width, 0)
	for _, o := range objs {
		s = s.Max(fyne.NewSize(0, o.MinSize().Height))
	}
	return s
}

func (f fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// stacked stacks texts with no gap between them.
type stacked struct{}

func (stacked) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		m := o.MinSize()
		s = fyne.NewSize(max(s.Width, m.Width), s.Height+m.Height)
	}
	return s
}

func (stacked) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
}
