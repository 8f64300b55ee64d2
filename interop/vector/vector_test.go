package vector

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var black = color.NRGBA{A: 255}

// samplePage uses every kind of shape, with a label in the middle.
func samplePage(label string) Page {
	p := Page{W: LetterW, H: LetterH}
	thin := Stroke{Width: 1, Color: black}
	p.Add(
		Line{X1: 72, Y1: 72, X2: 300, Y2: 72, Stroke: thin},
		Line{X1: 72, Y1: 90, X2: 300, Y2: 90, Stroke: Stroke{Width: 1, Color: black, Dash: []float64{6, 4}}},
		Rect{X: 72, Y: 120, W: 200, H: 60, Radius: 8, Fill: color.NRGBA{R: 240, G: 240, B: 240, A: 255}, Stroke: thin},
		Circle{CX: 400, CY: 150, R: 20, Fill: color.NRGBA{R: 200, A: 128}},
		Polygon{Points: []Point{{400, 300}, {420, 340}, {380, 340}}, Fill: black},
		Text{X: LetterW / 2, Y: 400, Text: label, Size: 14, Bold: true, Color: black, Anchor: AnchorMiddle},
		Group{DX: 10, DY: 10, Clip: &Rect{X: 0, Y: 500, W: 200, H: 50},
			Shapes: []Shape{Text{X: 72, Y: 520, Text: "clipped group", Size: 10, Color: black}}},
	)
	return p
}

func need(t *testing.T, tool, pkg string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed (Debian package %s)", tool, pkg)
	}
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

func writePDF(t *testing.T, d Document) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WritePDF(&buf, d); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestWritePDF_TextIsRealTextInTheEmbeddedAppFont(t *testing.T) {
	need(t, "pdftotext", "poppler-utils")
	path := writePDF(t, Document{Title: "Sample", Pages: []Page{samplePage("Dance Floor — Bar")}})
	if text := run(t, "pdftotext", path, "-"); !strings.Contains(text, "Dance Floor — Bar") || !strings.Contains(text, "clipped group") {
		t.Errorf("pdftotext does not find the labels:\n%s", text)
	}
	fonts := run(t, "pdffonts", path)
	rows := strings.Split(strings.TrimSpace(fonts), "\n")[2:]
	if len(rows) != 2 {
		t.Errorf("want the regular and the bold font, got:\n%s", fonts)
	}
	for _, row := range rows {
		if f := strings.Fields(row); !strings.Contains(f[0], "notosans") || f[4] != "yes" {
			t.Errorf("font %q is not the app's font, embedded:\n%s", f[0], fonts)
		}
	}
	if images := run(t, "pdfimages", "-list", path); strings.Count(images, "\n") > 2 {
		t.Errorf("a page of shapes holds raster images:\n%s", images)
	}
}

func TestWritePDF_OnePagePerPageEachItsOwnSize(t *testing.T) {
	need(t, "pdfinfo", "poppler-utils")
	d := Document{Pages: []Page{samplePage("one"), {W: A4W, H: A4H}, {W: 3 * PerInch, H: 2 * PerInch}}}
	info := run(t, "pdfinfo", "-f", "1", "-l", "3", writePDF(t, d))
	for _, want := range []string{"Pages: 3", "612 x 792 pts", "595.28 x 841.89 pts", "216 x 144 pts"} {
		if !strings.Contains(strings.Join(strings.Fields(info), " "), want) {
			t.Errorf("pdfinfo lacks %q:\n%s", want, info)
		}
	}
}

func TestWritePDF_APictureIsEmbeddedAsAnImage(t *testing.T) {
	need(t, "pdfimages", "poppler-utils")
	img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	p := Page{W: 200, H: 200}
	p.Add(Image{X: 10, Y: 10, W: 100, H: 100, Img: img})
	if images := run(t, "pdfimages", "-list", writePDF(t, Document{Pages: []Page{p}})); !strings.Contains(images, " 4     4 ") {
		t.Errorf("the 4x4 picture is not in the PDF:\n%s", images)
	}
}

func TestWritePDF_SamePagesGiveTheSameBytes(t *testing.T) {
	var a, b bytes.Buffer
	d := Document{Title: "Sample", Pages: []Page{samplePage("same")}}
	if err := WritePDF(&a, d); err != nil {
		t.Fatal(err)
	}
	if err := WritePDF(&b, d); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of the same document differ")
	}
}

func TestWritePDF_RefusesNoPagesTooManyAndAbsurdSizes(t *testing.T) {
	cases := map[string]Document{
		"no pages":           {},
		"over the limit of":  {Pages: make([]Page, MaxPages+1)},
		"is out of range":    {Pages: []Page{{W: 0, H: 100}}},
		"up to 200 inches a": {Pages: []Page{{W: 300 * PerInch, H: 100}}},
	}
	for want, d := range cases {
		err := WritePDF(&bytes.Buffer{}, d)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want one saying %q", err, want)
		}
	}
}

func TestWriteSVG_IsWellFormedAndRendersWithRsvg(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteSVG(&buf, samplePage(`Bar & "Kitchen" <back>`), "Sample & co"); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(buf.Bytes()))
	texts := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("the SVG is not well-formed XML: %v", err)
			}
			break
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "text" {
			texts++
		}
	}
	if texts != 2 {
		t.Errorf("%d text elements, want 2", texts)
	}
	if !strings.Contains(buf.String(), `Bar &amp; &#34;Kitchen&#34; &lt;back&gt;`) {
		t.Error("the label is not escaped as text")
	}
	need(t, "rsvg-convert", "librsvg2-bin")
	path := filepath.Join(t.TempDir(), "page.svg")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, "rsvg-convert", "-o", filepath.Join(t.TempDir(), "page.png"), path)
}

func TestTextWidth_GrowsWithTheTextItsSizeAndBoldness(t *testing.T) {
	narrow, wide := TextWidth("iiii", 12, false), TextWidth("MMMM", 12, false)
	if !(narrow > 0 && wide > 2*narrow) {
		t.Errorf("iiii is %.1f pt and MMMM %.1f pt wide", narrow, wide)
	}
	if TextWidth("Catwalk", 24, false) <= 1.9*TextWidth("Catwalk", 12, false) {
		t.Error("twice the size is not about twice as wide")
	}
	if TextWidth("Catwalk", 12, true) <= TextWidth("Catwalk", 12, false) {
		t.Error("bold is not wider")
	}
	if a, d := Ascent(10), Descent(10); !(a > 7 && a < 13 && d > 1 && d < 5) {
		t.Errorf("ascent %.2f and descent %.2f at 10 pt are not a text font's", a, d)
	}
}

func TestWrap_KeepsEveryWordAndNoLineIsTooWide(t *testing.T) {
	text := "A character in cover is hard to hit: every attack against them rolls at a disadvantage.\nNew line; and Supercalifragilisticexpialidocious"
	lines := Wrap(text, 10, false, 100)
	for _, l := range lines {
		if TextWidth(l, 10, false) > 100 {
			t.Errorf("line %q is %.1f pt wide, over 100", l, TextWidth(l, 10, false))
		}
	}
	joined := strings.Join(lines, " ")
	for _, w := range strings.Fields(strings.ReplaceAll(text, "Supercalifragilisticexpialidocious", "")) {
		if !strings.Contains(joined, w) {
			t.Errorf("word %q was lost: %q", w, lines)
		}
	}
	if !strings.Contains(strings.Join(lines, ""), "Supercalifragilisticexpialidocious") {
		t.Errorf("the long word was not kept whole across its pieces: %q", lines)
	}
	if got := Wrap("x", 10, false, 0.1); len(got) != 1 || got[0] != "x" {
		t.Errorf("a too-narrow width gives %q, want the one letter", got)
	}
}
