package play

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/assets"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Each bundled zones example plays: selecting any of its tokens tags
// every zone its range reaches with the profile's band of that range.
func TestZonesExamples_EachTokenTagsEveryZoneItReachesWithItsBand(t *testing.T) {
	for _, name := range []string{"forbidden-ruin.unhex", "2d20-vault.unhex", "fate-docks.unhex"} {
		data, err := assets.Map(name)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := engine.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		z := doc.Map.Zones()
		ter, err := battlemap.Compile(&doc.Map, nil)
		if err != nil {
			t.Fatal(err)
		}
		w := newTestWindow(t, test.NewTempApp(t), 1200, 800)
		w.setDocument(doc)
		w.setMode(host.ModePlay)
		got := map[battlemap.AreaID]string{}
		w.board.Overlays = append(w.board.Overlays, func(pen *ucanvas.Pen) {
			for _, tag := range w.play.rangeTags(pen) {
				got[tag.area] = tag.text
			}
		})
		w.win.Show()
		for _, c := range doc.Characters {
			clear(got)
			w.play.selectCharacter(c.ID)
			w.board.Refresh()
			tagged := 0
			for i, r := range ter.From(ter.Index(c.Area), battlemap.SightThreshold) {
				id := ter.IDs[i]
				want := ""
				if r.Range != battlemap.Unreachable {
					want = z.Band(int(r.Range))
					tagged++
				}
				if got[id] != want {
					t.Errorf("%s, %s in %s: %s is tagged %q, want %q", name, c.Name, c.Area, id, got[id], want)
				}
			}
			if tagged < 2 {
				t.Errorf("%s, %s: %d zones tagged, the test proves little", name, c.Name, tagged)
			}
		}
	}
}
