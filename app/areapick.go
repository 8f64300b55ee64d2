package app

import (
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// areaPick asks the GM to click an area on the board for a feature (a
// campaign asks where the party arrives). While it asks, the board's
// clicks go to it whatever the mode, a banner across the board says what
// is asked, and Escape, the feature's Cancel or another map opening
// gives up. The board's own hover outline shows the area a click takes.
type areaPick struct {
	w      *mainWindow
	prompt string
	done   func(area string, ok bool) // nil while nothing is asked
}

func newAreaPick(w *mainWindow) *areaPick {
	p := &areaPick{w: w}
	w.board.Overlays = append(w.board.Overlays, p.draw)
	w.changes.Subscribe(func(ch host.Change) {
		if ch == host.Opened {
			p.finish("", false)
		}
	})
	return p
}

// PickArea asks the GM to click an area on the board; done gets the
// area's id, or ok false when the GM gives up. Asking again gives up
// what was asked before. cancel gives up from elsewhere (a Cancel
// button).
func (w *mainWindow) PickArea(prompt string, done func(area string, ok bool)) (cancel func()) {
	p := w.picker
	p.finish("", false)
	p.prompt, p.done = prompt, done
	w.board.Input = w.inputFor()
	w.board.Refresh()
	w.status.say(prompt+" (Escape cancels)", false)
	return func() {
		if p.done != nil && p.prompt == prompt {
			p.finish("", false)
		}
	}
}

// asking reports an area asked for.
func (p *areaPick) asking() bool { return p.done != nil }

// finish ends the question, if one is asked, with the area or without.
func (p *areaPick) finish(area string, ok bool) {
	done := p.done
	if done == nil {
		return
	}
	p.done = nil
	p.w.board.Input = p.w.inputFor()
	p.w.board.Refresh()
	done(area, ok)
}

// draw writes what is asked across the top of the board.
func (p *areaPick) draw(pen *ucanvas.Pen) {
	if p.done != nil {
		pen.Banner(p.prompt+" — Escape cancels", 16, color.White, color.NRGBA{R: 0x1f, G: 0x4e, B: 0x8c, A: 0xf0})
	}
}

// Click takes the area clicked, or the area of the token clicked.
func (p *areaPick) Click(pt battlemap.Point, _ ucanvas.Mods) {
	b := p.w.board
	area := b.HitTest(pt).Area
	if id, ok := b.TokenAt(pt); ok {
		for _, t := range b.Tokens {
			if t.ID == id {
				area = t.Area
			}
		}
	}
	if area == "" {
		p.w.status.say(p.prompt+": click inside an area's box (Escape cancels)", false)
		return
	}
	p.finish(string(area), true)
}

func (p *areaPick) SecondaryClick(battlemap.Point, fyne.Position) {}

// DragStart lets the board pan: the GM may look for the area first.
func (p *areaPick) DragStart(battlemap.Point, ucanvas.Mods) bool { return false }
func (p *areaPick) DragMove(battlemap.Point)                     {}
func (p *areaPick) DragEnd(battlemap.Point)                      {}
func (p *areaPick) Hover(battlemap.Point)                        {}
