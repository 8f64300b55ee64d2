package mapprint

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// The printed page (PDF, SVG, and the PNG drawn from the same board) lays
// a white plate under every objective label, so a label stays readable
// over a background picture printed under the map and over the lines it
// crosses.
func TestVectorDocument_EveryObjectiveLabelSitsOnAWhitePlate(t *testing.T) {
	test.NewTempApp(t)
	doc := loadDoc(t, "warehouse.unhex")
	o := DefaultExportOptions()
	o.GMCopy = true // the hidden objective too
	shapes := onePage(t, doc, o)
	labels := map[string]bool{}
	for _, a := range doc.Map.Areas {
		for _, ob := range a.Objectives {
			l := ob.Label
			if ob.Hidden {
				l += " (hidden)"
			}
			labels[l] = true
		}
	}
	found := 0
	for i, s := range shapes {
		txt, ok := s.(vector.Text)
		if !ok || !labels[txt.Text] {
			continue
		}
		found++
		plated := false
		for _, under := range shapes[:i] {
			r, ok := under.(vector.Rect)
			if !ok || r.Fill.R != 0xff || r.Fill.G != 0xff || r.Fill.B != 0xff || r.Fill.A < 0xc0 || r.Stroke.Width > 0 {
				continue
			}
			// The plate holds the text's start, is about a line high
			// (not the page's own white) and as wide as the text.
			if r.X <= txt.X && txt.X <= r.X+r.W && r.Y <= txt.Y && txt.Y-txt.Size*0.6 >= r.Y-0.01 && r.W >= float64(len(txt.Text))*txt.Size*0.4 && r.H <= 2*txt.Size {
				plated = true
			}
		}
		if !plated {
			t.Errorf("the label %q at (%.1f, %.1f) has no white plate under it", txt.Text, txt.X, txt.Y)
		}
	}
	if found != len(labels) {
		t.Errorf("found %d of the %d objective labels on the page", found, len(labels))
	}
}
