package mapprint

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/interop/vector"
)

// withLargePicture is the nightclub with a coloured picture, printed,
// reaching far past the map on every side.
func withLargePicture(t *testing.T) *engine.Document {
	t.Helper()
	doc := loadDoc(t, "nightclub.unhex")
	bounds := canvas.NewBoard(doc).Layout().Bounds
	doc.Map.Background = &battlemap.Background{Image: enginetest.Picture(200, 200),
		X: bounds.Min.X - bounds.Width(), Y: bounds.Min.Y - bounds.Height(), Scale: 3 * bounds.Width() / 200, Opacity: 1, Print: true}
	return doc
}

// images are the pictures among shapes, with the clip of the group each
// lies in (nil when none).
func images(shapes []vector.Shape, clip *vector.Rect) (out []vector.Image, clips []*vector.Rect) {
	for _, s := range shapes {
		switch s := s.(type) {
		case vector.Image:
			out, clips = append(out, s), append(clips, clip)
		case vector.Group:
			c := clip
			if s.Clip != nil {
				c = s.Clip
			}
			i, cs := images(s.Shapes, c)
			out, clips = append(out, i...), append(clips, cs...)
		}
	}
	return out, clips
}

// The PNG printed the picture grey and the PDF in full colour, while the
// README says grey: every format prints it grey.
func TestBackground_PrintedGreyInEveryFormat(t *testing.T) {
	test.NewTempApp(t)
	d, _, err := VectorDocument(withLargePicture(t), DefaultExportOptions())
	if err != nil {
		t.Fatal(err)
	}
	imgs, _ := images(d.Pages[0].Shapes, nil)
	if len(imgs) != 1 {
		t.Fatalf("%d pictures on the page, want 1", len(imgs))
	}
	img := imgs[0].Img
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c.R != c.G || c.G != c.B {
				t.Fatalf("the PDF's picture is in colour: %v at (%d, %d)", c, x, y)
			}
		}
	}
}

// The picture is cut at the map's edge (the board's frame on the page)
// in every format: the PNG drew it under the title and the legend too.
func TestBackground_CutAtTheMapsEdgeInEveryFormat(t *testing.T) {
	test.NewTempApp(t)
	doc := withLargePicture(t)
	o := ExportOptions{Paper: PaperLetter, DPI: 60, MarginIn: 0.5, Legend: true}
	page, err := ExportPage(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	// The board's frame on the page, in pixels.
	board := printBoard(doc, o)
	w, h := PagePixels(o, board.Layout().Bounds, 0)
	scale := float32(o.DPI) / 96
	margin := int(o.MarginIn * float64(o.DPI))
	inner := fyne.NewSize(float32(w-2*margin)/scale, float32(h-2*margin)/scale)
	laid := layoutPrintPage(board, doc, pageLayout{size: inner, scale: scale, title: true, legend: true})
	at, size := laid.board.Position(), laid.board.Size()
	frame := image.Rect(margin+int(at.X*scale)-1, margin+int(at.Y*scale)-1,
		margin+int((at.X+size.Width)*scale)+1, margin+int((at.Y+size.Height)*scale)+1)
	// Outside the frame, the page is the page without the picture.
	doc.Map.Background.Print = false
	bare, err := ExportPage(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	doc.Map.Background.Print = true
	img := page.Image
	shaded := 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if img.At(x, y) == bare.Image.At(x, y) {
				continue
			}
			if !image.Pt(x, y).In(frame) {
				t.Fatalf("the PNG prints the picture at (%d, %d), outside the map's frame %v", x, y, frame)
			}
			shaded++
		}
	}
	if shaded < frame.Dx()*frame.Dy()/2 {
		t.Errorf("the picture shades only %d pixels of the frame's %d", shaded, frame.Dx()*frame.Dy())
	}
	// The PDF's picture is cut to the same frame.
	d, _, err := VectorDocument(doc, o)
	if err != nil {
		t.Fatal(err)
	}
	wIn, hIn := PageInches(o, board.Layout().Bounds, 0)
	vinner := fyne.NewSize(float32((wIn-2*o.MarginIn)*96), float32((hIn-2*o.MarginIn)*96))
	vlaid := layoutPrintPage(printBoard(doc, o), doc, pageLayout{size: vinner, scale: 1, title: true, legend: true})
	m := o.MarginIn * vector.PerInch
	vat, vsize := vlaid.board.Position(), vlaid.board.Size()
	want := vector.Rect{X: m + float64(vat.X)*pointsPerUnit, Y: m + float64(vat.Y)*pointsPerUnit,
		W: float64(vsize.Width) * pointsPerUnit, H: float64(vsize.Height) * pointsPerUnit}
	_, clips := images(d.Pages[0].Shapes, nil)
	if len(clips) != 1 || clips[0] == nil || !nearRect(*clips[0], want) {
		t.Errorf("the PDF's picture is cut to %v, want the board's frame %v", clips, want)
	}
}

func nearRect(a, b vector.Rect) bool {
	near := func(x, y float64) bool { return x-y < 0.5 && y-x < 0.5 }
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.W, b.W) && near(a.H, b.H)
}
