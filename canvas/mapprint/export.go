package mapprint

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// Paper sizes for export.
const (
	PaperLetter = "letter"
	PaperA4     = "a4"
	PaperFit    = "fit"
)

// ExportOptions describe the printed page.
type ExportOptions struct {
	Paper       string  // letter, a4 or fit
	Landscape   bool    // swap the page's width and height
	Portrait    bool    // keep it portrait; neither: see ChooseOrientation
	DPI         int     // pixels per inch, 300 by default
	MarginIn    float64 // margin on every side, in inches
	Legend      bool    // add the key to the line kinds
	Transparent bool    // no white background
	GMCopy      bool    // the GM's copy: print what is hidden from the players too (see GMCopyLabel)
	// AreaHeightIn, when set, prints at table scale: every area box at
	// least this many inches tall, the map tiled across pages (PDF only).
	AreaHeightIn float64
}

// KeyRows are the rows a zones map's legend adds (its bands and the
// traits on the page), for the room a fitted page leaves the legend;
// none for an Unhex map.
func KeyRows(doc *engine.Document, o ExportOptions) int {
	return canvas.ZonesKeyRows(&doc.Map, !o.GMCopy)
}

// GMCopyLabel says what the GM's copy prints that the players' leaves
// out, in the export dialog and the command's --gm help alike.
const GMCopyLabel = "GM copy: print the hidden areas, links, objectives and hazards too"

// DefaultExportOptions is a Letter page at 300 DPI with half-inch margins.
func DefaultExportOptions() ExportOptions {
	return ExportOptions{Paper: PaperLetter, DPI: 300, MarginIn: 0.5, Legend: true}
}

// Export limits keep a typo from asking for a gigapixel page.
const (
	MinDPI       = 36
	MaxDPI       = 1200
	MaxPagePixel = 20000      // on either side
	MaxPageArea  = 60_000_000 // pixels in all: about 240 MB while rendering
	// fitUnitsPerInch is the scale of a "fit" page: 72 map units an inch,
	// so an area label prints at about 16 points.
	fitUnitsPerInch = 72.0
)

// Validate names what is wrong with the options.
func (o ExportOptions) Validate() error {
	var bad []string
	switch o.Paper {
	case PaperLetter, PaperA4, PaperFit:
	default:
		bad = append(bad, fmt.Sprintf("paper %q is unknown (use letter, a4 or fit)", o.Paper))
	}
	if o.DPI < MinDPI || o.DPI > MaxDPI {
		bad = append(bad, fmt.Sprintf("DPI %d is out of range (%d to %d)", o.DPI, MinDPI, MaxDPI))
	}
	if o.Landscape && o.Portrait {
		bad = append(bad, "the page is either portrait or landscape, not both")
	}
	if o.MarginIn < 0 || o.MarginIn > 3 || math.IsNaN(o.MarginIn) {
		bad = append(bad, fmt.Sprintf("margin %.2f in is out of range (0 to 3 inches)", o.MarginIn))
	}
	if o.AreaHeightIn != 0 {
		if !(o.AreaHeightIn >= MinAreaHeightIn && o.AreaHeightIn <= MaxAreaHeightIn) {
			bad = append(bad, fmt.Sprintf("area height %.2f in is out of range (%.2f to %g inches)", o.AreaHeightIn, MinAreaHeightIn, MaxAreaHeightIn))
		}
		if o.Paper == PaperFit {
			bad = append(bad, "an area height tiles the map across letter or a4 pages; paper \"fit\" has no page size to tile")
		}
	}
	if len(bad) > 0 {
		return errors.New(strings.Join(bad, "; "))
	}
	return nil
}

// PageInches is the page size in inches (for fit, from the map's size
// and the rows its legend adds for a zones map: see KeyRows).
func PageInches(o ExportOptions, mapBounds battlemap.Rect, keyRows int) (w, h float64) {
	switch o.Paper {
	case PaperA4:
		w, h = 210/25.4, 297/25.4
	case PaperFit:
		mapW, mapH := mapBounds.Width()/fitUnitsPerInch, mapBounds.Height()/fitUnitsPerInch
		w = math.Max(mapW, 1) + 2*o.MarginIn
		h = mapH + 2*o.MarginIn + titleHeightIn
		if o.Legend {
			h += legendHeightIn(math.Max(mapW, 1)*96, keyRows)
		}
		return w, math.Max(h, 1)
	default:
		w, h = 8.5, 11
	}
	if o.Landscape {
		w, h = h, w
	}
	return w, h
}

// titleHeightIn is the room the map title takes on a fitted page.
const titleHeightIn = 0.4

// legendHeightIn is the height of the legend laid out in a width of
// fyne units (1/96 inch), as Export lays it out.
func legendHeightIn(width float64, keyRows int) float64 {
	return canvas.LegendHeightRows(width, keyRows) / 96
}

// PagePixels is the size of the exported image.
func PagePixels(o ExportOptions, mapBounds battlemap.Rect, keyRows int) (int, int) {
	w, h := PageInches(o, mapBounds, keyRows)
	return int(math.Round(w * float64(o.DPI))), int(math.Round(h * float64(o.DPI)))
}

// Page is an exported page and what its reader should know about it.
type Page struct {
	Image image.Image
	// Notes say where the page departs from the map: not to scale, or
	// too crowded for its names to be read.
	Notes []string
}

// ExportPage renders the map for print, off-screen with the software
// driver: black on white (or transparent), scaled to fit the page, with
// the notes on the page. Every area of a valid map lands on the page,
// however far apart the areas lie. It never touches the live board or the
// app's theme. Fyne's widget caches are shared with any live window and
// are not thread-safe, so the app runs it in a child process (the export
// command) rather than on another thread.
func ExportPage(doc *engine.Document, o ExportOptions) (Page, error) {
	if err := o.Validate(); err != nil {
		return Page{}, err
	}
	board := printBoard(doc, o)
	o, turned, model := chooseOrientation(board.Layout(), doc, o)
	wPx, hPx := PagePixels(o, board.Layout().Bounds, KeyRows(doc, o))
	if wPx > MaxPagePixel || hPx > MaxPagePixel || wPx*hPx > MaxPageArea {
		return Page{}, fmt.Errorf("the page would be %dx%d pixels, over the limit of %d million pixels (%d on a side): lower the DPI or use a paper size",
			wPx, hPx, MaxPageArea/1_000_000, MaxPagePixel)
	}
	// Fyne units are 1/96 inch on this canvas; the scale turns them into
	// printer pixels. Only the printable area inside the margins is
	// rendered: the margins are bare paper, added when the page is built.
	scale := float32(o.DPI) / 96
	marginPx := int(math.Round(o.MarginIn * float64(o.DPI)))
	innerW, innerH := max(wPx-2*marginPx, 1), max(hPx-2*marginPx, 1)
	size := fyne.NewSize(float32(innerW)/scale, float32(innerH)/scale)
	laid := layoutPrintPage(board, doc, pageLayout{size: size, scale: scale, title: true, legend: o.Legend, spread: model})
	c, notes := laid.canvas, withNote(turned, laid.notes)
	// The picture is decoded before the page is drawn, so its decoder's
	// memory is free again by then.
	var pic pagePicture
	if laid.picture {
		var err error
		if pic, laid.picture, err = printPicture(board, float64(scale)); err != nil {
			notes = append(notes, pictureNote(err))
		}
	}
	inner := toNRGBA(c.Capture())
	at := board.Position() // in the page container, itself at the corner
	board.DrawInkUnder(inner, scale, [2]float32{at.X, at.Y})
	if laid.picture {
		drawPictureUnder(inner, pic, scale, [2]float32{at.X, at.Y})
	}
	corner := image.Pt(marginPx, marginPx)
	if o.Transparent {
		out := image.NewNRGBA(image.Rect(0, 0, wPx, hPx))
		placeRows(out.Pix, out.Stride, 4, corner, inner, func(dst, src []byte) { copy(dst, src) })
		return Page{Image: out, Notes: notes}, nil
	}
	out := image.NewGray(image.Rect(0, 0, wPx, hPx))
	for i := range out.Pix {
		out.Pix[i] = 0xff
	}
	placeRows(out.Pix, out.Stride, 1, corner, inner, flattenRow)
	return Page{Image: out, Notes: notes}, nil
}

func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok {
		return n
	}
	out := image.NewNRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

// placeRows writes src into a page buffer at offset at, row by row,
// clipping whatever rounding pushed past the page edge.
func placeRows(pix []byte, stride, bpp int, at image.Point, src *image.NRGBA, row func(dst, src []byte)) {
	b := src.Bounds()
	pageH := len(pix) / stride
	w := min(b.Dx(), stride/bpp-at.X)
	for y := 0; y < b.Dy() && at.Y+y < pageH; y++ {
		s := src.Pix[y*src.Stride : y*src.Stride+w*4]
		d := pix[(at.Y+y)*stride+at.X*bpp : (at.Y+y)*stride+(at.X+w)*bpp]
		row(d, s)
	}
}

// flattenRow composes a row of black ink onto white paper. The print
// style has no colour, so a grey page loses nothing and encodes in a
// quarter of the time.
func flattenRow(dst, src []byte) {
	for x := range dst {
		a := uint32(src[4*x+3])
		if a == 0 {
			continue // bare paper: most of the page
		}
		r, g, bl := uint32(src[4*x]), uint32(src[4*x+1]), uint32(src[4*x+2])
		lum := (299*r + 587*g + 114*bl) / 1000
		dst[x] = uint8((lum*a + 255*(255-a)) / 255)
	}
}

// ExportFile renders the page and writes it as a PNG, atomically: the
// PNG is encoded into the temporary file that takes path's place. It
// returns the page size in pixels and the page's notes.
func ExportFile(doc *engine.Document, o ExportOptions, path string) (image.Point, []string, error) {
	p, err := ExportPage(doc, o)
	if err != nil {
		return image.Point{}, nil, err
	}
	err = fileio.WriteAtomic(path, func(w io.Writer) error { return EncodePNG(w, p.Image) })
	if err != nil {
		return image.Point{}, nil, err
	}
	return p.Image.Bounds().Size(), p.Notes, nil
}

// EncodePNG writes the page. Print pages are mostly bare paper, so the
// fastest compression costs little in size.
func EncodePNG(w io.Writer, img image.Image) error {
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	return enc.Encode(w, img)
}
