// Package vector describes printed pages as shapes and text in points
// (1/72 inch), and writes them as PDF or SVG. Everything the app prints
// (the map, tiled posters, character sheets, action cards) is built as a
// Document of these pages, so one pair of back ends draws it all and a line
// or a label looks the same in every format.
//
// Coordinates grow right and down from the page's top-left corner, as on
// screen. Text is real text: PDF embeds the app's font (Noto Sans, regular
// and bold); SVG names it. Nothing here imports a UI toolkit's window code.
package vector

import (
	"image"
	"image/color"
)

// Document is a run of pages, written to one PDF; SVG holds one page.
type Document struct {
	Title string // the PDF's title, and the SVG's <title>
	Pages []Page
}

// Page is one sheet of paper (or one poster tile), in points.
type Page struct {
	W, H   float64
	Shapes []Shape
}

// Add appends shapes to the page.
func (p *Page) Add(s ...Shape) { p.Shapes = append(p.Shapes, s...) }

// Shape is one of Line, Rect, Circle, Polygon, Text, Image or Group.
type Shape interface{ isShape() }

// Stroke is how an outline is drawn; a zero Width (or a transparent Color)
// draws none. Dash lists on and off lengths in points; empty is solid.
// DashOffset is how far into the pattern the outline starts.
type Stroke struct {
	Width      float64
	Color      color.NRGBA
	Dash       []float64
	DashOffset float64
}

// Fill is a paint for an inside; transparent (A == 0) paints nothing.
type Fill = color.NRGBA

// Point is a position in points.
type Point struct{ X, Y float64 }

// Line is a straight segment with round caps.
type Line struct {
	X1, Y1, X2, Y2 float64
	Stroke         Stroke
}

// Rect is an axis-aligned rectangle at (X, Y), rounded by Radius.
type Rect struct {
	X, Y, W, H float64
	Radius     float64
	Fill       Fill
	Stroke     Stroke
}

// Circle is centred on (CX, CY).
type Circle struct {
	CX, CY, R float64
	Fill      Fill
	Stroke    Stroke
}

// Polygon is a closed outline through Points.
type Polygon struct {
	Points []Point
	Fill   Fill
	Stroke Stroke
}

// Anchor says which point of a text's baseline X names.
type Anchor int

const (
	AnchorStart Anchor = iota
	AnchorMiddle
	AnchorEnd
)

// Text is one line of text whose baseline starts (or centres, or ends,
// by Anchor) at (X, Y). Size is the font size in points.
type Text struct {
	X, Y   float64
	Text   string
	Size   float64
	Bold   bool
	Color  color.NRGBA
	Anchor Anchor
}

// Image is a picture stretched over the rectangle (a map's background
// photo, say); the map itself is never an image. A PDF holds each
// picture once however many pages show it, compressed: as a JPEG when it
// is a Photo (opaque), otherwise as a PNG.
type Image struct {
	X, Y, W, H float64
	Img        image.Image
	// Opacity runs from 0 to 1; 0 is read as 1 (opaque), as a Group's
	// Scale is.
	Opacity float64
	// Photo asks for JPEG compression (lossy, far smaller for a photo).
	Photo bool
}

// Group draws its shapes moved by (DX, DY) and scaled by Scale (0 means
// 1) about the page's origin, cut to Clip when Clip is set (Clip is in
// the page's coordinates, before the move). A poster tile is the whole
// map as a Group, moved and clipped to that tile.
type Group struct {
	DX, DY float64
	Scale  float64
	Clip   *Rect
	Shapes []Shape
}

func (Line) isShape()    {}
func (Rect) isShape()    {}
func (Circle) isShape()  {}
func (Polygon) isShape() {}
func (Text) isShape()    {}
func (Image) isShape()   {}
func (Group) isShape()   {}

// Points per inch, and the paper sizes the app prints on.
const (
	PerInch = 72.0
	LetterW = 8.5 * PerInch
	LetterH = 11 * PerInch
	A4W     = 210 / 25.4 * PerInch
	A4H     = 297 / 25.4 * PerInch
)
