package canvas

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Mods are the keyboard modifiers held during a pointer gesture.
type Mods struct{ Shift, Ctrl bool }

// Input receives the board's pointer gestures in map units. The editor's
// tools and play mode implement it; the board itself only pans and zooms.
type Input interface {
	Click(p battlemap.Point, m Mods)
	SecondaryClick(p battlemap.Point, screen fyne.Position)
	// DragStart is called when a left drag begins at p. Returning false
	// lets the board pan the view instead.
	DragStart(p battlemap.Point, m Mods) bool
	DragMove(p battlemap.Point)
	DragEnd(p battlemap.Point)
	Hover(p battlemap.Point)
}

// Preview is transient feedback drawn over the map while a tool works: a
// link being dragged out, or a selection box.
type Preview struct {
	Line    *[2]battlemap.Point
	Box     *battlemap.Rect
	Invalid bool // drawn as refused (e.g. a link onto the same area)
}

// Overlay draws extra marks (play-mode highlights, tokens) over the map.
// It runs on every redraw with a Pen that speaks map units.
type Overlay func(p *Pen)

// Grid is the editor grid.
type Grid struct {
	Show bool
	Snap bool
	Size float64 // map units
}

// DefaultGridSize is the grid spacing when the file sets none.
const DefaultGridSize = 20.0

// Board draws a whole map: one widget, pooled canvas objects, our own
// viewport. It never decides a rule; it shows the document it is given.
type Board struct {
	widget.BaseWidget

	doc    *engine.Document
	layout *Layout
	// layoutForPlayers is the HideGMContent the layout was made with.
	layoutForPlayers bool
	view             Viewport
	autoFit          bool      // refit when the board is resized, until the user moves the view
	fitSize          fyne.Size // the board size the last fit was made for; zero forces a fit
	measured         *textMeasurer

	// Margin is the space in pixels kept around a fitted map.
	Margin float32
	// Palette, when set, replaces the theme-following screen palette.
	Palette *Palette
	Grid    Grid
	Input   Input
	// OnTypedKey gets the keys typed while the board has the focus.
	OnTypedKey   func(*fyne.KeyEvent)
	Overlays     []Overlay
	OnViewChange func()
	// OnTypedRune gets the characters typed while the board has the
	// focus: they come after their key, so a key that moves the focus to
	// a text field acts on its character, which the field then never sees.
	OnTypedRune func(rune)

	selAreas map[battlemap.AreaID]bool
	selLinks map[int]bool
	hover    Hit
	preview  Preview
	// DoorStates override the map's doors while a combat has opened or
	// closed them (link index -> state).
	DoorStates map[int]battlemap.Door
	// Tokens are the characters on the board, drawn over the map.
	Tokens []Token
	// LabelScale enlarges area names and boxes (the player view).
	LabelScale float64
	// TokenScale sizes tokens (1 on the GM's board, more on the player view).
	TokenScale float64
	dragToken  *draggedToken
	// HideGMContent keeps notes and hidden objectives off this board (the
	// player view and the printed page for players).
	HideGMContent bool
	// Printing marks the board of a printed page: it fits the whole map
	// however small that makes it, and draws its lines (and tiny boxes)
	// as ink for the page to draw itself (see Walk and DrawInkUnder).
	Printing bool
	// ink is the lines (and tiny boxes) of a printed page.
	ink ink
	// rend is the board's renderer, which Walk reads.
	rend *renderer

	spaceHeld   bool
	pressButton desktop.MouseButton
	pressMods   Mods
	pressAt     fyne.Position
	dragging    bool
	held        dragHeld // dragging, for other goroutines
	panning     bool
	lastDrag    fyne.Position
}

// NewBoard returns a board showing doc.
func NewBoard(doc *engine.Document) *Board {
	b := &Board{doc: doc, hover: Hit{Link: -1}, autoFit: true, Margin: FitMargin, TokenScale: 1}
	b.ExtendBaseWidget(b)
	return b
}

// Document is the document on show.
func (b *Board) Document() *engine.Document { return b.doc }

// SetDocument shows another document and fits it to the board.
func (b *Board) SetDocument(doc *engine.Document) {
	b.doc = doc
	b.selAreas, b.selLinks = nil, nil
	b.hover = Hit{Link: -1}
	b.preview = Preview{}
	b.autoFit, b.fitSize = true, fyne.Size{}
	b.MapChanged()
}

// MapChanged must be called after the map was edited: it recomputes the
// layout and redraws.
func (b *Board) MapChanged() {
	b.layout = nil
	b.hover = Hit{Link: -1} // what was under the pointer may be gone
	b.Refresh()
}

// Layout returns the geometry of the map on show.
func (b *Board) Layout() *Layout {
	if b.layout == nil || b.layoutForPlayers != b.HideGMContent {
		m := &battlemap.Map{}
		if b.doc != nil {
			m = &b.doc.Map
		}
		scale := b.LabelScale
		if scale <= 0 {
			scale = 1
		}
		b.layoutForPlayers = b.HideGMContent
		b.layout = newLayout(m, b.measure, scale, b.HideGMContent)
	}
	return b.layout
}

func (b *Board) measure(text string, size float64, bold bool) (float64, float64) {
	return b.measurer().measure(text, size, bold)
}

func (b *Board) measurer() *textMeasurer {
	if b.measured == nil {
		b.measured = &textMeasurer{}
	}
	return b.measured
}

// View is the current viewport.
func (b *Board) View() Viewport { return b.view }

// SetView moves the viewport. The board stops refitting itself on resize.
func (b *Board) SetView(v Viewport) {
	b.view = v
	b.autoFit = false
	b.Refresh()
	if b.OnViewChange != nil {
		b.OnViewChange()
	}
}

// FitToWindow zooms and pans so the whole map fits the board.
func (b *Board) FitToWindow() {
	b.autoFit, b.fitSize = true, fyne.Size{}
	b.Refresh()
	if b.OnViewChange != nil {
		b.OnViewChange()
	}
}

// ZoomBy zooms about the centre of the board.
func (b *Board) ZoomBy(factor float64) {
	s := b.Size()
	b.SetView(b.view.ZoomAt(s.Width/2, s.Height/2, factor))
}

// PanBy moves the map by a screen delta.
func (b *Board) PanBy(dx, dy float32) { b.SetView(b.view.PanBy(dx, dy)) }

// ToModel converts a board position to map units.
func (b *Board) ToModel(p fyne.Position) battlemap.Point { return b.view.ToModel(p.X, p.Y) }

// ToScreen converts map units to a board position.
func (b *Board) ToScreen(p battlemap.Point) fyne.Position {
	x, y := b.view.ToScreen(p)
	return fyne.Position{X: x, Y: y}
}

// HitTest finds what lies under a map point, with a tolerance of a few
// screen pixels whatever the zoom.
func (b *Board) HitTest(p battlemap.Point) Hit {
	return b.Layout().HitTest(p, HitSlop/b.zoom())
}

func (b *Board) zoom() float64 {
	if b.view.Zoom <= 0 {
		return 1
	}
	return b.view.Zoom
}

// Snap rounds p to the grid when snapping is on.
func (b *Board) Snap(p battlemap.Point) battlemap.Point {
	if !b.Grid.Snap {
		return p
	}
	g := b.gridSize()
	return battlemap.Point{X: math.Round(p.X/g) * g, Y: math.Round(p.Y/g) * g}
}

func (b *Board) gridSize() float64 {
	if b.Grid.Size > 0 {
		return b.Grid.Size
	}
	return DefaultGridSize
}

// SetSelection marks areas and links as selected.
func (b *Board) SetSelection(areas []battlemap.AreaID, links []int) {
	b.selAreas = make(map[battlemap.AreaID]bool, len(areas))
	for _, a := range areas {
		b.selAreas[a] = true
	}
	b.selLinks = make(map[int]bool, len(links))
	for _, l := range links {
		b.selLinks[l] = true
	}
	b.Refresh()
}

// SetPreview shows (or, with the zero value, clears) a tool's preview.
func (b *Board) SetPreview(p Preview) {
	b.preview = p
	b.Refresh()
}

// SetHover highlights what is under the pointer.
func (b *Board) SetHover(h Hit) {
	if h == b.hover {
		return
	}
	b.hover = h
	b.Refresh()
}

func (b *Board) palette() Palette {
	if b.Palette != nil {
		return *b.Palette
	}
	return ScreenPalette()
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.rend = &renderer{board: b}
	return b.rend
}

// MinSize is small: the board takes whatever room the window gives it.
func (b *Board) MinSize() fyne.Size { return fyne.NewSize(160, 120) }

// Highlight colours for overlays, kept here so every overlay agrees.
var (
	ColorReach  = color.NRGBA{R: 0x2e, G: 0x9e, B: 0x5b, A: 0xff}
	ColorSight  = color.NRGBA{R: 0x2f, G: 0x7d, B: 0xd1, A: 0xff}
	ColorRange  = color.NRGBA{R: 0xd9, G: 0x6c, B: 0x1e, A: 0xff}
	ColorDanger = color.NRGBA{R: 0xd0, G: 0x30, B: 0x30, A: 0xff}
)
