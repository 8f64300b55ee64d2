package mapprint

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// denseGrid is a 144-area map on a 12 × 12 grid twice as wide apart as a
// Letter page can print legibly, so a one-page print must draw its areas
// closer together.
func denseGrid() *engine.Document {
	m := enginetest.Map(7, enginetest.Options{Areas: 144, LinksPerArea: 3})
	for i := range m.Areas {
		m.Areas[i].X *= 2
		m.Areas[i].Y *= 2
	}
	return &engine.Document{Map: *m}
}

// farOne is eight areas: seven in a cluster and one far from the rest.
func farOne() *engine.Document {
	m := battlemap.Map{}
	for i := range 7 {
		m.Areas = append(m.Areas, battlemap.Area{ID: battlemap.AreaID(fmt.Sprint("a", i)), Name: fmt.Sprint("Room ", i), X: float64(i%4) * 110, Y: float64(i/4) * 70})
	}
	m.Areas = append(m.Areas, battlemap.Area{ID: "far", Name: "Far away", X: 200_000})
	m.Links = []battlemap.Link{{A: "a0", B: "a1", Kind: battlemap.Solid}, {A: "a2", B: "far", Kind: battlemap.Solid}}
	return &engine.Document{Map: m}
}

// printedSizes measures a laid-out print board: the names' size in
// points, and the shortest link as printed against the room its marks
// need, among the links that have that room on the map.
func printedSizes(b *canvas.Board, doc *engine.Document) (namePt float64, crowded bool) {
	z := b.View().Zoom
	namePt = canvas.LabelSize * b.Layout().TextScale * z * 72 / 96
	onMap := canvas.NewBoard(doc)
	onMap.HideGMContent = true
	lengths := map[[2]battlemap.AreaID]float64{}
	for _, l := range onMap.Layout().Links {
		lengths[[2]battlemap.AreaID{l.Link.A, l.Link.B}] = l.Length()
	}
	for _, l := range b.Layout().Links {
		if need := linkRoom(l.Link); lengths[[2]battlemap.AreaID{l.Link.A, l.Link.B}] >= need && l.Length() < need-1e-6 {
			crowded = true
		}
	}
	return namePt, crowded
}

// A one-page print says what is true of it, from the sizes it prints at:
// a page whose names print under 6 points, or whose links are drawn
// shorter than their marks, says it does not fit, with the names' size,
// and points to table scale; no note claims names legible that are not.
// Eight areas are not "too many areas".
func TestExport_TheNotesSayWhatThePagePrintsAt(t *testing.T) {
	test.NewTempApp(t)
	for name, doc := range map[string]*engine.Document{
		"the 144-area grid": denseGrid(), "eight areas, one far": farOne(),
		"two far apart": farApart(36_000), "the warehouse": loadDoc(t, "warehouse.unhex"),
	} {
		for _, size := range [][2]float32{{720, 960}, {960, 720}} {
			b, notes := printedBoard(t, doc, size[0], size[1])
			pt, crowded := printedSizes(b, doc)
			all := strings.Join(notes, "\n")
			where := fmt.Sprintf("%s on %v × %v", name, size[0], size[1])
			if strings.Contains(all, "legible on the page") || strings.Contains(all, "stays legible") {
				t.Errorf("%s: names print at %.1f pt, yet a note says %q", where, pt, all)
			}
			if strings.Contains(all, "too many areas") && len(doc.Map.Areas) < 100 {
				t.Errorf("%s: %d areas are said to be too many: %q", where, len(doc.Map.Areas), all)
			}
			bad := pt < minNamePt*0.99 || crowded
			says := strings.Contains(all, "does not fit this page legibly")
			switch {
			case bad && !says:
				t.Errorf("%s: names %.2f pt, links crowded %v, yet the notes do not say it does not fit: %q", where, pt, crowded, all)
			case !bad && says:
				t.Errorf("%s: names %.2f pt and links clear, yet the notes say it does not fit: %q", where, pt, all)
			case says && canvas.LabelSize*b.View().Zoom >= canvas.MinTextPx && !strings.Contains(all, fmt.Sprintf("names print at %.1f points", pt)):
				t.Errorf("%s: names print at %.1f pt, the note says otherwise: %q", where, pt, all)
			case says && !strings.Contains(all, "table scale"):
				t.Errorf("%s: the note does not point to table scale: %q", where, all)
			}
		}
	}
}

// A dense map that prints squeezed on a portrait page is turned
// landscape when it fits that better, and says so; a chosen orientation
// is kept, and a map that fits portrait stays so.
func TestChooseOrientation_ADenseWideMapIsPrintedLandscape(t *testing.T) {
	test.NewTempApp(t)
	o := DefaultExportOptions()
	got, note := ChooseOrientation(denseGrid(), o)
	if !got.Landscape || note == "" {
		t.Errorf("the dense grid: landscape %v, note %q; want a landscape page and a note", got.Landscape, note)
	}
	d, notes, err := VectorDocument(denseGrid(), o)
	if err != nil {
		t.Fatal(err)
	}
	if p := d.Pages[0]; p.W <= p.H || len(notes) == 0 || notes[0] != LandscapeNote {
		t.Errorf("the dense grid prints on a %.0f × %.0f page with notes %q, want landscape and the note first", p.W, p.H, notes)
	}
	o.Portrait = true
	if got, note := ChooseOrientation(denseGrid(), o); got.Landscape || note != "" {
		t.Errorf("portrait asked for: landscape %v, note %q", got.Landscape, note)
	}
	if got, note := ChooseOrientation(loadDoc(t, "warehouse.unhex"), DefaultExportOptions()); got.Landscape || !got.Portrait || note != "" {
		t.Errorf("the warehouse fits portrait: got landscape %v, note %q", got.Landscape, note)
	}
	// The page fitted to the map and a poster have no orientation to choose.
	for _, o := range []ExportOptions{{Paper: PaperFit, DPI: 300}, tableScale(1)} {
		if got, _ := ChooseOrientation(denseGrid(), o); got.Landscape != o.Landscape || got.Portrait != o.Portrait {
			t.Errorf("%+v: orientation changed", o)
		}
	}
}
