package play

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// players is the player view: a second window for screen-sharing that shows
// the board only — large, high contrast, with the tokens and the current
// highlights, and none of the GM's secrets (notes, hidden NPCs, hidden
// objectives, hidden areas and links). It follows the GM's window live.
type players struct {
	p     *Play
	win   fyne.Window
	board *ucanvas.Board
	turns *playersTurnList // the turn list, right of the board during a combat
}

func newPlayers(p *Play) *players { return &players{p: p} }

// highContrastPalette is the player view's style: white ink on black.
func highContrastPalette() ucanvas.Palette {
	white := color.White
	return ucanvas.Palette{
		Background: color.Black, Ink: white, Text: white,
		AreaFill:   color.NRGBA{R: 0x18, G: 0x18, B: 0x18, A: 0xff},
		Grid:       color.Transparent,
		Accent:     color.NRGBA{R: 0xff, G: 0xd7, B: 0x00, A: 0xff},
		AccentSoft: color.Transparent, Hover: color.Transparent,
		Hidden: color.Transparent,
	}
}

// toggle opens the player view, or brings it forward when it is open.
func (p *players) toggle() {
	if p.win != nil {
		p.win.RequestFocus()
		return
	}
	p.open()
}

func (p *players) open() {
	p.win = p.p.h.App().NewWindow("Unhex Board — Player View")
	p.board = ucanvas.NewBoard(p.p.h.Editor().Doc)
	pal := highContrastPalette()
	p.board.Palette = &pal
	p.board.HideGMContent = true
	p.board.LabelScale = 1.4
	p.board.TokenScale = 1.6
	p.board.Margin = 64 // room for the banner across the top
	p.board.Overlays = []ucanvas.Overlay{p.highlights, p.banner}
	p.turns = newPlayersTurnList(pal.Accent)
	p.win.SetContent(container.NewBorder(nil, nil, nil, p.turns.content, p.board))
	p.win.Resize(fyne.NewSize(1024, 700))
	p.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyF11, fyne.KeyF:
			p.win.SetFullScreen(!p.win.FullScreen())
		case fyne.KeyEscape:
			p.win.SetFullScreen(false)
		}
	})
	p.win.SetOnClosed(func() { p.win, p.board, p.turns = nil, nil, nil })
	p.sync()
	p.win.Show()
}

// sync copies what the GM's board shows: the document and the tokens.
func (p *players) sync() {
	if p.board == nil {
		return
	}
	before := p.board.Layout().Bounds
	if p.board.Document() != p.p.h.Editor().Doc {
		p.board.SetDocument(p.p.h.Editor().Doc)
	} else {
		p.board.MapChanged()
	}
	p.board.Tokens = p.p.h.Board().Tokens
	p.board.DoorStates = p.p.h.Board().DoorStates
	p.turns.set(p.rows())
	if p.board.Layout().Bounds != before {
		// Areas were revealed or hidden: what the players may see has a
		// new shape, so the view fits it again.
		p.board.FitToWindow()
	}
	p.board.Refresh()
}

// highlights are Play mode's highlights as the players may see them. The
// board already leaves hidden areas out of every ring, glow, tag and path;
// a character standing in a hidden area shows none at all, or what it
// reaches and sees would tell the players where it is.
func (p *players) highlights(pen *ucanvas.Pen) {
	p.p.drawForPlayers(pen)
}

// banner says what is happening, across the top of the player view.
func (p *players) banner(pen *ucanvas.Pen) {
	text := p.bannerText()
	if text != "" {
		pen.Banner(text, 22, bannerInk, bannerPlate)
	}
}

func (p *players) bannerText() string {
	m := p.p.h.Editor().Map()
	if t := p.p.tracker; t.active() {
		return bannerLine(t.view(), p.p, true)
	}
	if p.p.h.Mode() == host.ModePlay {
		if c := p.p.find(p.p.selected); c != nil && !p.p.hiddenFromPlayers(c) {
			return fmt.Sprintf("%s — %s selected", titleOr(m), c.Name)
		}
	}
	return titleOr(m)
}

func titleOr(m *battlemap.Map) string {
	if m.Title != "" {
		return m.Title
	}
	return "Unhex Board"
}

// hiddenFromPlayers reports whether the players may not know of c: the GM
// hid it, or it stands in a hidden area. Nothing the player view draws or
// says may name it, point at it or count it (sheet's HiddenOn, the rule
// the PCs' sight reveals by too).
func (p *Play) hiddenFromPlayers(c *sheet.Character) bool {
	return c.HiddenOn(p.h.Editor().Map())
}
