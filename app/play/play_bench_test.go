package play

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// BenchmarkOverlay1k rebuilds the play-mode overlay on a 1,000-area map
// when another character is selected: its highlights (searches of the map
// from its area) and a full redraw of the board with them. The side
// panel's widgets are not part of it. Target: at most 4 ms.
func BenchmarkOverlay1k(b *testing.B) {
	w := newTestWindow(b, test.NewTempApp(b), 1400, 900)
	m := enginetest.Map(11, enginetest.Options{Areas: 1000, LinksPerArea: 3})
	doc := &engine.Document{Map: *m}
	for i, id := range []battlemap.AreaID{"a10", "a500", "a990"} {
		c := sheet.NewCharacter(sheet.CharacterID(id), "Hero "+string(id), sheet.PC, "PCs")
		c.Area = id
		c.Items = []sheet.Item{{ID: "rifle", Name: "Rifle", Kind: sheet.ItemRanged2H, Held: sheet.BothHands}}
		if i == 1 {
			c.Items[0] = sheet.Item{ID: "pistol", Name: "Pistol", Kind: sheet.ItemRanged1H, Held: sheet.RightHand}
		}
		doc.Characters = append(doc.Characters, c)
	}
	w.setDocument(doc)
	w.setMode(host.ModePlay)
	ids := []sheet.CharacterID{"a10", "a500", "a990"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		w.play.selected = ids[i%len(ids)]
		w.play.recompute()
		w.board.Tokens = w.play.tokens()
		w.board.Refresh()
		i++
	}
}
