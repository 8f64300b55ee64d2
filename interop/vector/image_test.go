package vector

import (
	"bytes"
	"image"
	"image/color"
	"strings"
	"testing"
)

// countingImage counts how often its pixels are read.
type countingImage struct {
	*image.Gray
	reads int
}

func (c *countingImage) At(x, y int) color.Color {
	c.reads++
	return c.Gray.At(x, y)
}

func (c *countingImage) Opaque() bool { return true }

// A poster shows the map's picture on every page: it is written into
// the PDF once, not once a page (a large picture took seconds a page).
func TestPDF_APictureOnManyPagesIsWrittenOnce(t *testing.T) {
	img := &countingImage{Gray: image.NewGray(image.Rect(0, 0, 40, 30))}
	var d Document
	for range 6 {
		p := Page{W: LetterW, H: LetterH}
		p.Add(Group{Clip: &Rect{W: 100, H: 100}, Shapes: []Shape{Image{X: 10, Y: 10, W: 80, H: 60, Img: img}}})
		d.Pages = append(d.Pages, p)
	}
	if err := WritePDF(&bytes.Buffer{}, d); err != nil {
		t.Fatal(err)
	}
	if img.reads > 40*30 {
		t.Errorf("the picture's pixels were read %d times over for 6 pages", img.reads/(40*30))
	}
}

// A photo is held as a JPEG, anything else as a PNG; either keeps its
// opacity, in the PDF as the page's alpha and in the SVG as an attribute.
func TestImage_APhotoIsAJPEGAndOpacityIsKept(t *testing.T) {
	grey := image.NewGray(image.Rect(0, 0, 20, 10))
	p := Page{W: LetterW, H: LetterH}
	p.Add(Image{X: 10, Y: 10, W: 80, H: 40, Img: grey, Photo: true, Opacity: 0.5},
		Image{X: 10, Y: 100, W: 80, H: 40, Img: grey})
	var svg bytes.Buffer
	if err := WriteSVG(&svg, p, "t"); err != nil {
		t.Fatal(err)
	}
	s := svg.String()
	if !strings.Contains(s, `opacity="0.5" href="data:image/jpeg;base64,`) || strings.Count(s, `href="data:image/png;base64,`) != 1 {
		t.Errorf("the SVG's pictures: %s", s)
	}
	var pdf bytes.Buffer
	if err := WritePDF(&pdf, Document{Pages: []Page{p}}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(pdf.Bytes(), []byte("/DCTDecode")) || !bytes.Contains(pdf.Bytes(), []byte("/ca 0.5")) {
		t.Error("the PDF holds no JPEG, or no half opacity")
	}
}
