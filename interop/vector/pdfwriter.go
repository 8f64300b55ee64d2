package vector

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// PDFWriter writes a PDF a page at a time, each page's drawing compressed
// and written out as it ends, so a document of any size takes the memory
// of its largest page's compressed content, not of the whole file.
//
// The file is the one the go-pdf/fpdf library would make of the same
// pages drawn the same way (an outline's colour, width and dash set only
// when they change), byte for byte. That library keeps a whole document in memory
// (every page uncompressed, then the whole file again), so it draws only
// the document's skeleton here: a shadow document with the same pages,
// left empty, to which the writer hands what the end of the file is made
// of (the letters used, the pictures, the alpha states). At Close the
// shadow writes its fonts (subset to those letters), pictures and tables,
// and they follow the pages written here, with the offsets of the
// cross-reference table moved to match.
type PDFWriter struct {
	out    *countingWriter
	title  string
	c      *pdfContent
	pen    pdfPen
	shadow *fpdf.Fpdf // made at the first page, whose size is the default

	needs   string // the version the drawing needs, as far as known
	version string // the version written in the header, once it is
	objects []int64
	pages   int
	inPage  bool
	pageW   float64
	pageH   float64
	runes   map[string]map[rune]bool // letters used, by style
	images  int
	// imageIDs are the pictures held, by the image they came from;
	// pictures, those Needs compressed that no page has shown yet.
	imageIDs map[any]string
	pictures map[any]encodedPicture
	err      error
}

// NewPDFWriter starts a PDF on w, titled title. Pages follow with
// BeginPage, Draw and EndPage (or Page); Close ends the file.
func NewPDFWriter(w io.Writer, title string) *PDFWriter {
	p := &PDFWriter{out: &countingWriter{w: bufio.NewWriterSize(w, 256<<10)}, title: title, c: newPDFContent(),
		needs: "1.3", runes: map[string]map[rune]bool{}, imageIDs: map[any]string{}, pictures: map[any]encodedPicture{}}
	p.pen = pdfPen{w: p, c: p.c, alpha: 1}
	return p
}

// Needs tells the writer of shapes still to come. The PDF's version
// (1.4 for transparency, 1.5 for a 16-bit picture) is written at its
// head, before later pages are drawn: a document whose pages come one at
// a time names here whatever of them may need a later version. The
// shapes of the first page need not be named.
func (p *PDFWriter) Needs(shapes ...Shape) {
	for _, s := range shapes {
		p.need(p.shapeVersion(s))
	}
}

func (p *PDFWriter) need(v string) {
	if v > p.needs {
		p.needs = v
	}
}

// BeginPage starts a page w by h points.
func (p *PDFWriter) BeginPage(w, h float64) error {
	if p.err != nil {
		return p.err
	}
	if p.inPage {
		return p.fail(errors.New("a page was begun before the last one ended"))
	}
	if w <= 0 || h <= 0 || w > 200*PerInch || h > 200*PerInch {
		return p.fail(fmt.Errorf("a page of %.0f x %.0f points is out of range (up to 200 inches a side)", w, h))
	}
	if p.pages++; p.pages > MaxPages {
		return p.fail(fmt.Errorf("the document would have more than %d pages", MaxPages))
	}
	size := fpdf.SizeType{Wd: w, Ht: h}
	if p.shadow == nil {
		p.shadow = newShadow(size, p.title)
	}
	p.shadow.AddPageFormat("P", size)
	p.inPage, p.pageW, p.pageH = true, w, h
	p.c.beginPage(h, pdfFontID)
	p.pen.beginPage()
	return p.shadowErr()
}

// Draw adds shapes to the page begun. Its errors are EndPage's.
func (p *PDFWriter) Draw(shapes ...Shape) {
	if p.err != nil || !p.inPage {
		return
	}
	p.pen.shapes(shapes)
}

// EndPage writes the page out.
func (p *PDFWriter) EndPage() error {
	if p.err != nil {
		return p.err
	}
	if !p.inPage {
		return p.fail(errors.New("a page was ended that was not begun"))
	}
	p.inPage = false
	if err := p.shadowErr(); err != nil {
		return err
	}
	if p.c.clips != 0 {
		return p.fail(errors.New("a clip or transform was left open"))
	}
	data, err := p.c.endPage()
	if err != nil {
		return p.fail(err)
	}
	if p.version == "" {
		p.version = p.needs
		p.out.WriteString("%PDF-" + p.version + "\n%µ¶\n")
	}
	n := 2 * p.pages // the page is object n+1, its content n+2
	p.objects = append(p.objects, p.out.n)
	p.out.WriteString(strconv.Itoa(n+1) + " 0 obj\n<</Type /Page\n/Parent 1 0 R\n")
	if p.pages > 1 && (p.pageW != p.first().Wd || p.pageH != p.first().Ht) {
		p.out.WriteString("/MediaBox [0 0 " + p.c.f64(p.pageW, 2) + " " + p.c.f64(p.pageH, 2) + "]\n")
	}
	p.out.WriteString("/Resources 2 0 R\n")
	if p.version > "1.3" {
		p.out.WriteString("/Group <</Type /Group /S /Transparency /CS /DeviceRGB>>\n")
	}
	p.out.WriteString("/Contents " + strconv.Itoa(n+2) + " 0 R>>\nendobj\n")
	p.objects = append(p.objects, p.out.n)
	p.out.WriteString(strconv.Itoa(n+2) + " 0 obj\n<</Filter /FlateDecode /Length " + strconv.Itoa(len(data)) + ">>\nstream\n")
	p.out.Write(data)
	p.out.WriteString("\nendstream\nendobj\n")
	return p.fail(p.out.err)
}

// first is the first page's size, the document's default.
func (p *PDFWriter) first() fpdf.SizeType {
	w, h, _ := p.shadow.PageSize(0)
	return fpdf.SizeType{Wd: w, Ht: h}
}

// Close ends the document: the fonts, pictures and tables the shadow
// writes, then the cross-reference table of every object.
func (p *PDFWriter) Close() error {
	if p.err != nil {
		return p.err
	}
	if p.inPage {
		return p.fail(errors.New("the last page was not ended"))
	}
	if p.pages == 0 {
		return p.fail(fmt.Errorf("nothing to print: the document has no pages"))
	}
	// The letters used, for the font subsets: fpdf keeps them as a set.
	for _, style := range []string{"", "B"} {
		if len(p.runes[style]) == 0 {
			continue
		}
		rs := make([]rune, 0, len(p.runes[style]))
		for r := range p.runes[style] {
			rs = append(rs, r)
		}
		slices.Sort(rs)
		p.shadow.SetFont(pdfFamily, style, 10)
		p.shadow.Text(0, 0, string(rs))
	}
	var shadow bytes.Buffer
	if err := p.shadow.Output(&shadow); err != nil {
		return p.fail(fmt.Errorf("writing the PDF: %w", err))
	}
	if err := p.writeTail(shadow.Bytes()); err != nil {
		return p.fail(err)
	}
	if err := p.out.w.Flush(); err != nil {
		return p.fail(err)
	}
	return p.fail(p.out.err)
}

// writeTail writes the shadow's objects after the pages (the page tree,
// resources, fonts, pictures, information and catalogue), and a
// cross-reference table with their offsets moved to where they now lie.
func (p *PDFWriter) writeTail(shadow []byte) error {
	bad := func(what string) error {
		return fmt.Errorf("writing the PDF: the document's skeleton is not as expected (%s)", what)
	}
	x := bytes.LastIndex(shadow, []byte("\nxref\n"))
	if x < 0 {
		return bad("no cross-reference table")
	}
	xref := shadow[x+len("\nxref\n"):]
	line, rest, _ := bytes.Cut(xref, []byte("\n"))
	var first, count int
	if _, err := fmt.Sscanf(string(line), "%d %d", &first, &count); err != nil || first != 0 || count < 3 {
		return bad("its first line")
	}
	const entry = 20 // "0000000123 00000 n \n"
	if len(rest) < count*entry {
		return bad("a short table")
	}
	offsets := make([]int64, count)
	for j := 1; j < count; j++ {
		off, err := strconv.ParseInt(string(rest[j*entry:j*entry+10]), 10, 64)
		if err != nil {
			return bad("an offset")
		}
		offsets[j] = off
	}
	trailer := rest[count*entry:]
	start := offsets[1] // the page tree comes right after the pages
	if start <= 0 || start > int64(x) || 2*p.pages+3 > count {
		return bad("the page tree")
	}
	tail := p.out.n
	p.out.Write(shadow[start : x+1])
	xrefAt := p.out.n
	p.out.WriteString("xref\n0 " + strconv.Itoa(count) + "\n0000000000 65535 f \n")
	for j := 1; j < count; j++ {
		var off int64
		switch {
		case j >= 3 && j < 3+2*p.pages:
			off = p.objects[j-3]
		case offsets[j] >= start:
			off = offsets[j] - start + tail
		default:
			return bad("an object among the pages")
		}
		p.out.WriteString(fmt.Sprintf("%010d 00000 n \n", off))
	}
	i := bytes.Index(trailer, []byte("startxref\n"))
	if i < 0 {
		return bad("no startxref")
	}
	_, end, ok := bytes.Cut(trailer[i+len("startxref\n"):], []byte("\n"))
	if !ok {
		return bad("the end")
	}
	p.out.Write(trailer[:i])
	p.out.WriteString("startxref\n" + strconv.FormatInt(xrefAt, 10) + "\n")
	p.out.Write(end)
	return p.out.err
}

// newAlpha hands the shadow an alpha the document uses for the first
// time, so its table of alpha states matches the pages'.
func (p *PDFWriter) newAlpha(alpha float64) {
	p.need("1.4")
	p.shadow.SetAlpha(alpha, "Normal")
}

// useRunes notes the letters of a text, for the font subset.
func (p *PDFWriter) useRunes(style, s string) {
	set := p.runes[style]
	if set == nil {
		set = map[rune]bool{}
		p.runes[style] = set
	}
	for _, r := range s {
		set[r] = true
	}
}

// addImage embeds a picture and returns its resource name. A picture
// shown on many pages (a poster's background) is held once.
func (p *PDFWriter) addImage(im Image) (string, error) {
	key, reuse := imageKey(im.Img)
	if id, ok := p.imageIDs[key]; ok && reuse {
		return id, nil
	}
	pic, err := p.encoded(im)
	if err != nil {
		return "", err
	}
	p.need(pic.version)
	p.images++
	opt := fpdf.ImageOptions{ImageType: pic.kind}
	p.shadow.RegisterImageOptionsReader(fmt.Sprintf("picture-%d", p.images), opt, bytes.NewReader(pic.data))
	if err := p.shadowErr(); err != nil {
		return "", err
	}
	id, err := pdfImageID(pic.data, pic.kind)
	if err != nil {
		return "", err
	}
	if reuse {
		p.imageIDs[key] = id
		delete(p.pictures, key) // the shadow holds it now
	}
	return id, nil
}

// encodedPicture is a picture compressed for the PDF.
type encodedPicture struct {
	data    []byte
	kind    string // "PNG" or "JPG"
	version string // of the PDF fpdf makes of it
}

// encoded compresses a picture, once for a picture Needs has seen.
func (p *PDFWriter) encoded(im Image) (encodedPicture, error) {
	key, reuse := imageKey(im.Img)
	if pic, ok := p.pictures[key]; ok && reuse {
		return pic, nil
	}
	data, jpg, err := encodeImage(im)
	if err != nil {
		return encodedPicture{}, err
	}
	pic := encodedPicture{data: data, kind: "PNG", version: pngVersion(data)}
	if jpg {
		pic.kind, pic.version = "JPG", "1.3"
	}
	if reuse {
		p.pictures[key] = pic
	}
	return pic, nil
}

func (p *PDFWriter) shadowErr() error {
	if err := p.shadow.Error(); err != nil {
		return p.fail(fmt.Errorf("writing the PDF: %w", err))
	}
	return nil
}

// fail keeps the first error; later calls return it.
func (p *PDFWriter) fail(err error) error {
	if p.err == nil {
		p.err = err
	}
	return p.err
}

// newShadow is a document set up as the app's PDFs are, with the first
// page's size as its default.
func newShadow(first fpdf.SizeType, title string) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: first})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	// A fixed date makes the same pages give the same file.
	pdf.SetCreationDate(time.Date(2020, 9, 12, 0, 0, 0, 0, time.UTC))
	pdf.SetModificationDate(time.Date(2020, 9, 12, 0, 0, 0, 0, time.UTC))
	pdf.SetTitle(title, true)
	pdf.SetCreator("Unhex Board", true)
	pdf.AddUTF8FontFromBytes(pdfFamily, "", regularTTF)
	pdf.AddUTF8FontFromBytes(pdfFamily, "B", boldTTF)
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	return pdf
}

// shapeVersion is the PDF version a shape needs drawn: 1.4 for
// transparency, more for some pictures.
func (p *PDFWriter) shapeVersion(s Shape) string {
	translucent := func(a uint8) bool { return a > 0 && a < 255 }
	switch s := s.(type) {
	case Line:
		if s.Stroke.Width > 0 && translucent(s.Stroke.Color.A) {
			return "1.4"
		}
	case Rect:
		return paintVersion(s.Fill, s.Stroke)
	case Circle:
		return paintVersion(s.Fill, s.Stroke)
	case Polygon:
		if len(s.Points) > 2 {
			return paintVersion(s.Fill, s.Stroke)
		}
	case Text:
		if s.Text != "" && s.Size > 0 && translucent(s.Color.A) {
			return "1.4"
		}
	case Image:
		if s.Img != nil && s.W > 0 && s.H > 0 {
			v := "1.3"
			if o := s.Opacity; o > 0 && o < 1 && math.Round(o*255) < 255 {
				v = "1.4"
			}
			if pic, err := p.encoded(s); err == nil {
				v = max(v, pic.version)
			}
			return v
		}
	case Group:
		v := "1.3"
		for _, s := range s.Shapes {
			v = max(v, p.shapeVersion(s))
		}
		return v
	}
	return "1.3"
}

// paintVersion is what a fill and outline need, painted at the fill's
// alpha (or the outline's, without a fill), as pdfPen paints them.
func paintVersion(fill Fill, st Stroke) string {
	a := fill.A
	if a == 0 && st.Width > 0 {
		a = st.Color.A
	}
	if a > 0 && a < 255 {
		return "1.4"
	}
	return "1.3"
}

// pngVersion is what fpdf makes of a PNG: a 16-bit one needs 1.5, one
// with an alpha channel (a soft mask) 1.4.
func pngVersion(data []byte) string {
	if len(data) < 26 {
		return "1.3"
	}
	depth, colorType := data[24], data[25]
	switch {
	case depth > 8:
		return "1.5"
	case colorType >= 4:
		return "1.4"
	}
	return "1.3"
}

// The font resource names and widths are fpdf's, learnt once from a
// document it writes uncompressed.
var pdfFonts struct {
	once    sync.Once
	ids     map[string]string
	mu      sync.Mutex
	measure *fpdf.Fpdf // no pages: only asked widths
}

func loadPDFFonts() {
	pdf := newShadow(fpdf.SizeType{Wd: LetterW, Ht: LetterH}, "")
	pdf.SetCompression(false)
	pdf.AddPage()
	pdf.SetFont(pdfFamily, "", 10)
	pdf.SetFont(pdfFamily, "B", 10)
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		panic("vector: the bundled font does not load: " + err.Error()) // a broken build, not bad input
	}
	found := regexp.MustCompile(`BT /F([0-9a-f]+) 10\.00 Tf ET`).FindAllSubmatch(buf.Bytes(), -1)
	if len(found) < 2 {
		panic("vector: fpdf does not name its fonts as expected")
	}
	pdfFonts.ids = map[string]string{"": string(found[0][1]), "B": string(found[1][1])}
	pdfFonts.measure = newShadow(fpdf.SizeType{Wd: LetterW, Ht: LetterH}, "")
}

// pdfFontID is the resource name of the font of a style ("" or "B").
func pdfFontID(style string) string {
	pdfFonts.once.Do(loadPDFFonts)
	return pdfFonts.ids[style]
}

// pdfTextWidth is how wide fpdf measures s.
func pdfTextWidth(s, style string, size float64) float64 {
	pdfFonts.once.Do(loadPDFFonts)
	pdfFonts.mu.Lock()
	defer pdfFonts.mu.Unlock()
	pdfFonts.measure.SetFont(pdfFamily, style, size)
	return pdfFonts.measure.GetStringWidth(s)
}

// pdfImageID is the resource name fpdf gives a picture (kind "PNG" or
// "JPG"): a hash of what it makes of it, learnt from a document of that
// picture alone.
func pdfImageID(data []byte, kind string) (string, error) {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: LetterW, Ht: LetterH}})
	pdf.SetCompression(false)
	pdf.AddPage()
	opt := fpdf.ImageOptions{ImageType: kind}
	pdf.RegisterImageOptionsReader("picture", opt, bytes.NewReader(data))
	pdf.ImageOptions("picture", 0, 0, 10, 10, false, opt, 0, "")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return "", fmt.Errorf("writing the PDF: %w", err)
	}
	m := regexp.MustCompile(`/I([0-9a-f]+) Do`).FindSubmatch(buf.Bytes())
	if m == nil {
		return "", errors.New("writing the PDF: fpdf does not name its pictures as expected")
	}
	return string(m[1]), nil
}

// countingWriter counts the bytes written, for the offsets of objects,
// and keeps the first error.
type countingWriter struct {
	w   *bufio.Writer
	n   int64
	err error
}

func (c *countingWriter) Write(b []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(b)
	c.n += int64(n)
	c.err = err
	return n, err
}

func (c *countingWriter) WriteString(s string) {
	if c.err != nil {
		return
	}
	n, err := c.w.WriteString(s)
	c.n += int64(n)
	c.err = err
}
