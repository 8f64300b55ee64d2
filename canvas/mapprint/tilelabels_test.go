package mapprint

import (
	"bytes"
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/interop/vector"

	"github.com/unhexboard/unhexboard/interop/vector/pdftest"
)

// Every page of a table-scale poster carries its name and "Title · page N
// of M" in ink a reader can see: the labels come after the map's group on
// the page, and must not take the paper's white when the group ends.
func TestTiledPDF_EveryPageLabelPrintsInInkNotWhiteOnWhite(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	for _, h := range []float64{1, 1.5} {
		o := tableScale(h)
		d, _, err := VectorDocument(doc, o)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := vector.WritePDF(&buf, d); err != nil {
			t.Fatal(err)
		}
		pages := pdftest.PageTexts(t, buf.Bytes())
		if len(pages) != len(d.Pages) || len(pages) < 3 {
			t.Fatalf("%g in: the PDF has %d pages, the document %d; want a poster of several", h, len(pages), len(d.Pages))
		}
		for n, texts := range pages {
			want := fmt.Sprintf("%s · page %d of %d", doc.Map.Title, n+1, len(pages))
			found := false
			for _, tx := range texts {
				if tx.Text != want {
					continue
				}
				found = true
				if lum := 0.299*tx.Fill[0] + 0.587*tx.Fill[1] + 0.114*tx.Fill[2]; lum > 0.5 {
					t.Errorf("%g in, page %d: %q prints in %v, too pale to read on white paper", h, n+1, want, tx.Fill)
				}
			}
			if !found {
				t.Errorf("%g in, page %d: no %q on it", h, n+1, want)
			}
		}
	}
}
