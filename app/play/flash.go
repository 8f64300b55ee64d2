package play

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// flashFor is how long an area pinged at the online table flashes.
const flashFor = 2500 * time.Millisecond

// flash is an area a player pinged, flashing until a moment has passed.
type flash struct {
	area  battlemap.AreaID
	by    string
	until time.Time
}

var flashInk = color.NRGBA{R: 0xff, G: 0x3d, B: 0xb8, A: 0xff}

// Flash makes an area flash for a moment on the GM's board and the
// player view, with the name of who pinged it (a player at the online
// table taps an area for everyone to look at).
func (p *Play) Flash(area battlemap.AreaID, by string) {
	if p.h.Editor().Map().Area(area) == nil {
		return
	}
	p.flashes = append(p.flashes, flash{area: area, by: by, until: time.Now().Add(flashFor)})
	p.redraw()
	time.AfterFunc(flashFor+50*time.Millisecond, func() { fyne.Do(p.dropFlashes) })
}

// dropFlashes forgets the flashes whose moment is over.
func (p *Play) dropFlashes() {
	now := time.Now()
	kept := p.flashes[:0]
	for _, f := range p.flashes {
		if now.Before(f.until) {
			kept = append(kept, f)
		}
	}
	p.flashes = kept
	p.redraw()
}

// drawFlashes rings each flashing area and names who pinged it. The
// player view draws only areas the players see: a ping comes from the
// players' own board.
func (p *Play) drawFlashes(pen *ucanvas.Pen, forPlayers bool) {
	m := p.h.Editor().Map()
	for _, f := range p.flashes {
		a := m.Area(f.area)
		if a == nil || forPlayers && a.Hidden {
			continue
		}
		pen.AreaHalo(f.area, color.NRGBA{R: 0xff, G: 0x3d, B: 0xb8, A: 0x70}, 18)
		pen.AreaOutline(f.area, flashInk, 5)
		if f.by != "" {
			pen.Label(battlemap.Point{X: a.X, Y: a.Y - 40}, f.by, 14, flashInk)
		}
	}
}
