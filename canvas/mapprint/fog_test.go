package mapprint

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// fogged returns the nightclub with its right-most area hidden (so hiding
// it would shrink the bounds) and one link between two shown areas hidden,
// and the same map with those simply removed: what the players must get.
func fogged(t testing.TB) (hidden, without *engine.Document) {
	t.Helper()
	hidden = loadDoc(t, "nightclub.unhex")
	return hidden, &engine.Document{Map: enginetest.Fog(t, &hidden.Map)}
}

func TestExport_PlayersPrintLeavesHiddenAreasOut(t *testing.T) {
	test.NewTempApp(t)
	hidden, without := fogged(t)
	o := ExportOptions{Paper: PaperFit, DPI: 72, MarginIn: 0.25, Legend: true}
	got, err := Export(hidden, o)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Export(without, o)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("the players' page is %v, want %v as if the hidden area were not there", got.Bounds(), want.Bounds())
	}
	if !sameImage(got, want) {
		t.Error("the players' print shows something of the hidden area")
	}
	o.GMCopy = true
	gm, err := Export(hidden, o)
	if err != nil {
		t.Fatal(err)
	}
	if sameImage(gm, want) {
		t.Error("the GM's print leaves the hidden area out too")
	}
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
