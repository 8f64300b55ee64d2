package mapprint

import (
	"bytes"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/interop/vector"

	"github.com/unhexboard/unhexboard/interop/vector/pdftest"
)

// zonesMaps are the bundled maps of each zones preset.
var zonesMaps = []string{"forbidden-ruin.unhex", "2d20-vault.unhex", "fate-docks.unhex"}

// The printed key of a zones map names every band of its profile and
// every trait its zones carry, as text a PDF and an SVG reader can find.
func TestPrintedZonesMap_KeyNamesItsBandsAndTraitsInPDFAndSVG(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	for _, name := range zonesMaps {
		doc := loadDoc(t, name)
		z := doc.Map.Zones()
		if z == nil {
			t.Fatalf("%s is not a zones map", name)
		}
		var want []string
		for r := 0; r < 3; r++ {
			want = append(want, z.Band(r))
		}
		for _, b := range z.Bands {
			want = append(want, b.Name)
		}
		if z.Engaged != "" {
			want = append(want, z.Engaged)
		}
		want = append(want, "Obscured: move, no sight")
		for _, a := range doc.Map.Areas {
			for _, w := range a.Traits {
				tr, _ := z.Trait(w)
				want = append(want, tr.Label)
			}
		}
		// The PDF: its pages' texts.
		d, _, err := VectorDocument(doc, DefaultExportOptions())
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := vector.WritePDF(&buf, d); err != nil {
			t.Fatal(err)
		}
		texts := map[string]int{}
		for _, tx := range pdftest.PageTexts(t, buf.Bytes())[0] {
			texts[tx.Text]++
		}
		// The SVG: its text elements.
		svg := filepath.Join(dir, name+".svg")
		if _, _, err := ExportVectorFile(doc, DefaultExportOptions(), svg); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(svg)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if texts[w] == 0 {
				t.Errorf("%s: the PDF prints no %q", name, w)
			}
			if !strings.Contains(string(data), ">"+html.EscapeString(w)+"<") {
				t.Errorf("%s: the SVG has no text %q", name, w)
			}
		}
		// A trait is on the page twice: its tag on the zone and in the key.
		for _, a := range doc.Map.Areas {
			for _, w := range a.Traits {
				tr, _ := z.Trait(w)
				if texts[tr.Label] < 2 {
					t.Errorf("%s: %q is printed %d times, want its tag on the zone and in the key", name, tr.Label, texts[tr.Label])
				}
			}
		}
	}
}

// The players' copy keeps a hidden zone's traits out of its key.
func TestPrintedZonesMap_PlayersKeyLeavesOutAHiddenZonesTraits(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "forbidden-ruin.unhex")
	for i := range doc.Map.Areas {
		if doc.Map.Areas[i].ID == "well" {
			doc.Map.Areas[i].Hidden = true
			doc.Map.Areas[i].Traits = []string{"open"}
		}
	}
	count := func(gm bool) int {
		o := DefaultExportOptions()
		o.GMCopy = gm
		d, _, err := VectorDocument(doc, o)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := vector.WritePDF(&buf, d); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, tx := range pdftest.PageTexts(t, buf.Bytes())[0] {
			if tx.Text == "on 2 zones" {
				n++
			}
		}
		return n
	}
	// "open" is on the Watchtower and the Courtyard, and the hidden Well.
	if got := count(false); got != 1 {
		t.Errorf("the players' key has %d traits on 2 zones, want 1 (open, the hidden Well left out)", got)
	}
	if got := count(true); got != 0 {
		t.Errorf("the GM's key has %d traits on 2 zones, want none (open is on 3 with the Well)", got)
	}
}

// An Unhex map's key is the line kinds alone, as before.
func TestPrintedUnhexMap_KeyHasNoZonesRows(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	if doc.Map.Zones() != nil || doc.Map.Profile != battlemap.ProfileID("") {
		t.Fatal("the warehouse is an Unhex map")
	}
	d, _, err := VectorDocument(doc, DefaultExportOptions())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := vector.WritePDF(&buf, d); err != nil {
		t.Fatal(err)
	}
	for _, tx := range pdftest.PageTexts(t, buf.Bytes())[0] {
		if strings.HasPrefix(tx.Text, "Obscured") || strings.HasPrefix(tx.Text, "on ") || strings.HasSuffix(tx.Text, "links away") {
			t.Errorf("an Unhex map's key prints %q", tx.Text)
		}
	}
}
