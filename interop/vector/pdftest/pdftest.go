// Package pdftest reads back the texts of a PDF that vector.WritePDF
// wrote, with the colour each is painted in, for the tests of the
// packages that write PDFs (interop/vector, canvas/mapprint): one reader,
// so both check prints the same way.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"testing"
	"unicode/utf16"
)

// Text is a text as a PDF reader paints it: its words and the fill
// colour in force when it is shown (text is painted in the fill colour).
type Text struct {
	Text string
	Fill [3]float64 // red, green, blue from 0 to 1
}

var (
	pdfObject   = regexp.MustCompile(`(?s)(\d+) 0 obj\s*(.*?)endobj`)
	pdfKids     = regexp.MustCompile(`/Kids \[([^\]]*)\]`)
	pdfRef      = regexp.MustCompile(`(\d+) 0 R`)
	pdfContents = regexp.MustCompile(`/Contents (\d+) 0 R`)
)

// PageTexts reads the texts of each page of a PDF that vector.WritePDF wrote,
// with the colour each is painted in: it follows q/Q, g and rg through the
// page's content stream as a reader does, so a colour lost at the end of a
// group shows.
func PageTexts(t testing.TB, pdf []byte) [][]Text {
	t.Helper()
	objs := map[string][]byte{}
	for _, m := range pdfObject.FindAllSubmatch(pdf, -1) {
		objs[string(m[1])] = m[2]
	}
	var kids []string
	for _, body := range objs {
		if k := pdfKids.FindSubmatch(body); k != nil {
			for _, r := range pdfRef.FindAllSubmatch(k[1], -1) {
				kids = append(kids, string(r[1]))
			}
		}
	}
	if len(kids) == 0 {
		t.Fatal("the PDF has no pages")
	}
	var out [][]Text
	for _, k := range kids {
		c := pdfContents.FindSubmatch(objs[k])
		if c == nil {
			t.Fatalf("page object %s has no contents", k)
		}
		body := objs[string(c[1])]
		start := bytes.Index(body, []byte("stream\n"))
		end := bytes.LastIndex(body, []byte("endstream"))
		if start < 0 || end < start {
			t.Fatalf("object %s holds no stream", c[1])
		}
		z, err := zlib.NewReader(bytes.NewReader(body[start+len("stream\n") : end]))
		if err != nil {
			t.Fatal(err)
		}
		ops, err := io.ReadAll(z)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, paintedTexts(ops))
	}
	return out
}

// paintedTexts runs a content stream's colour and text operators.
func paintedTexts(ops []byte) []Text {
	var (
		out      []Text
		fill     [3]float64 // black, the PDF default
		saved    [][3]float64
		operands []string
	)
	num := func(i int) float64 {
		f, _ := strconv.ParseFloat(operands[len(operands)-i], 64)
		return f
	}
	for i := 0; i < len(ops); {
		c := ops[i]
		switch {
		case c == ' ' || c == '\n' || c == '\r' || c == '\t':
			i++
		case c == '(':
			s, n := pdfString(ops[i:])
			operands = append(operands, s)
			i += n
		case c == '[' || c == ']':
			i++
		default:
			j := i
			for j < len(ops) && !bytes.ContainsRune([]byte(" \n\r\t()[]"), rune(ops[j])) {
				j++
			}
			tok := string(ops[i:j])
			i = j
			if (tok[0] >= '0' && tok[0] <= '9') || tok[0] == '-' || tok[0] == '.' || tok[0] == '/' {
				operands = append(operands, tok)
				continue
			}
			switch tok {
			case "q":
				saved = append(saved, fill)
			case "Q":
				if len(saved) > 0 {
					fill, saved = saved[len(saved)-1], saved[:len(saved)-1]
				}
			case "g":
				v := num(1)
				fill = [3]float64{v, v, v}
			case "rg":
				fill = [3]float64{num(3), num(2), num(1)}
			case "Tj":
				out = append(out, Text{Text: operands[len(operands)-1], Fill: fill})
			}
			operands = operands[:0]
		}
	}
	return out
}

// pdfString reads a literal string at the start of b: the UTF-16 text
// vector.WritePDF writes for its embedded font. It returns the text and the
// bytes read.
func pdfString(b []byte) (string, int) {
	var raw []byte
	depth := 0
	i := 0
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\\' && i+1 < len(b):
			i++
			switch b[i] {
			case 'r':
				raw = append(raw, '\r')
			case 'n':
				raw = append(raw, '\n')
			default:
				raw = append(raw, b[i])
			}
			continue
		case c == '(':
			depth++
			if depth == 1 {
				continue
			}
		case c == ')':
			depth--
			if depth == 0 {
				i++
				goto done
			}
		}
		raw = append(raw, b[i])
	}
done:
	units := make([]uint16, len(raw)/2)
	for k := range units {
		units[k] = uint16(raw[2*k])<<8 | uint16(raw[2*k+1])
	}
	return string(utf16.Decode(units)), i
}
