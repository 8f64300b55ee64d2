package canvas

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// legendRows are the drawing conventions a printed map explains, drawn
// with the same code as the map itself.
type legendRow struct {
	label string
	link  battlemap.Link
}

var legendRows = []legendRow{
	{"Move and sight", battlemap.Link{Kind: battlemap.Solid}},
	{"Sight only, no move", battlemap.Link{Kind: battlemap.Dashed}},
	{"No line of sight", battlemap.Link{Kind: battlemap.Blocked}},
	{"One-way move", battlemap.Link{Kind: battlemap.Solid, OneWay: true}},
	{"Door, open", battlemap.Link{Kind: battlemap.Solid, Door: battlemap.DoorOpen}},
	{"Door, closed", battlemap.Link{Kind: battlemap.Solid, Door: battlemap.DoorClosed}},
	{"Cover at this end", battlemap.Link{Kind: battlemap.Solid, CoverA: true}},
}

// obscuredRow is the key to a zones map's obscured border, after the
// blocked link in a zones map's legend.
var obscuredRow = legendRow{"Move, no line of sight (obscured)", battlemap.Link{Kind: battlemap.Obscured}}

// Legend draws the key to the line kinds, in map units at a given zoom.
type Legend struct {
	widget.BaseWidget
	Palette Palette
	Zoom    float64
	Cols    int // rows are laid out in this many columns
	// Zones adds the obscured border, which only a zones map has.
	Zones bool
	rend  *legendRenderer // which Walk reads
}

// NewLegend returns a legend in the given palette.
func NewLegend(p Palette, zoom float64) *Legend {
	l := &Legend{Palette: p, Zoom: zoom, Cols: 4}
	l.ExtendBaseWidget(l)
	return l
}

const (
	legendRowH   = 26.0
	legendSample = 90.0
	legendTextW  = 170.0
)

// MinSize fits the rows in a grid of columns.
func (l *Legend) MinSize() fyne.Size {
	cols := l.columns()
	rows := (len(l.rows()) + cols - 1) / cols
	return fyne.NewSize(float32(legendColW*float64(cols)*l.Zoom), float32(legendRowH*float64(rows)*l.Zoom))
}

const legendColW = legendSample + legendTextW

// LegendColumnWidth is the width of a column of the legend at zoom 1, in
// Fyne units (1/96 inch on a page).
const LegendColumnWidth = legendColW

// LegendHeight is the height of the legend at zoom 1 laid out in as many
// columns as width (Fyne units) holds.
func LegendHeight(width float64) float64 {
	cols := max(1, min(int(width/legendColW), len(legendRows)))
	rows := (len(legendRows) + cols - 1) / cols
	return float64(rows) * legendRowH
}

func (l *Legend) columns() int {
	return max(1, min(l.Cols, len(l.rows())))
}

// rows are the legend's rows: a zones map's has the obscured border.
func (l *Legend) rows() []legendRow {
	if !l.Zones {
		return legendRows
	}
	out := make([]legendRow, 0, len(legendRows)+1)
	out = append(out, legendRows[:3]...)
	out = append(out, obscuredRow)
	return append(out, legendRows[3:]...)
}

// CreateRenderer is part of fyne.Widget.
func (l *Legend) CreateRenderer() fyne.WidgetRenderer {
	l.rend = &legendRenderer{legend: l}
	return l.rend
}

type legendRenderer struct {
	legend  *Legend
	ink     layer
	objects []fyne.CanvasObject
}

func (r *legendRenderer) Destroy()                     {}
func (r *legendRenderer) MinSize() fyne.Size           { return r.legend.MinSize() }
func (r *legendRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *legendRenderer) Refresh() {
	r.Layout(r.legend.Size())
	canvas.Refresh(r.legend)
}

func (r *legendRenderer) Layout(fyne.Size) {
	l := r.legend
	rend := &renderer{}
	pen := &Pen{r: rend, view: Viewport{Zoom: l.Zoom}, pal: l.Palette}
	pen.visible = battlemap.Rect{Max: battlemap.Point{X: 1e9, Y: 1e9}}
	// The pen clips segments to its size; the key's samples all lie
	// inside it, so nothing is cut.
	pen.size = fyne.NewSize(1e6, 1e6)
	cols := l.columns()
	for i, row := range l.rows() {
		x := float64(i%cols) * legendColW
		y := float64(i/cols)*legendRowH + legendRowH/2
		s := LinkShape{Link: row.link, Dir: battlemap.Point{X: 1},
			Start: battlemap.Point{X: x + 8, Y: y}, End: battlemap.Point{X: x + legendSample - 8, Y: y}}
		pen.link(s)
		tx, ty := pen.xy(battlemap.Point{X: x + legendSample, Y: y})
		size := pen.px(NoteSize, 0)
		rend.layers[depthLinks].text(row.label, tx, ty, pen.px(legendTextW, 1), size*1.6, size, l.Palette.Text, false, true)
	}
	r.ink = rend.layers[depthLinks]
	r.ink.end()
	r.objects = r.ink.appendObjects(r.objects[:0])
}
