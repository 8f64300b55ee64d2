package canvas

import (
	"image/color"
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// TokenState is how a character's token looks.
type TokenState int

const (
	TokenFine TokenState = iota
	TokenUnconscious
	TokenDead
)

// Token is one character on the board. The board draws tokens; it does not
// know what a character is.
type Token struct {
	ID       string
	Area     battlemap.AreaID
	Label    string // a few letters inside the disc
	Color    color.Color
	State    TokenState
	Hidden   bool // GM-only: not drawn where GM content is hidden
	Selected bool
	Acting   bool // its turn: drawn with a heavier ring
	// Picture is the character's token art (a PNG or JPEG file), drawn
	// inside the ring in place of the letters; none when empty.
	Picture []byte
}

// TokenRadius is a token's radius in map units.
const TokenRadius = 14.0

// tokensPerRow is how many tokens sit side by side above an area.
const tokensPerRow = 4

// TokenPositions places each area's tokens in rows of four beside its
// box, on the side the fewest links leave from (above when free), centred,
// in the order given; tokens whose area is not on the map are left out.
// The same positions serve drawing and hit-testing.
func (l *Layout) TokenPositions(tokens []Token, scale float64) map[string]battlemap.Point {
	r := TokenRadius * scale
	out := make(map[string]battlemap.Point, len(tokens))
	byArea := map[battlemap.AreaID][]string{}
	var order []battlemap.AreaID
	for _, t := range tokens {
		if _, ok := l.Area(t.Area); !ok {
			continue
		}
		if byArea[t.Area] == nil {
			order = append(order, t.Area)
		}
		byArea[t.Area] = append(byArea[t.Area], t.ID)
	}
	if len(order) == 0 {
		return out
	}
	incident := map[battlemap.AreaID][]LinkShape{}
	for _, s := range l.Links {
		if byArea[s.Link.A] != nil {
			incident[s.Link.A] = append(incident[s.Link.A], s)
		}
		if byArea[s.Link.B] != nil && s.Link.B != s.Link.A {
			incident[s.Link.B] = append(incident[s.Link.B], s)
		}
	}
	for _, id := range order {
		a, _ := l.Area(id)
		ids := byArea[id]
		for i, p := range placeGroup(a, len(ids), r, incident[id]) {
			out[ids[i]] = p
		}
	}
	return out
}

// TokenAt returns the id of the token under a map point.
func (b *Board) TokenAt(p battlemap.Point) (string, bool) {
	pos := b.Layout().TokenPositions(b.visibleTokens(), b.TokenScale)
	r := TokenRadius * b.TokenScale
	best, bestD := "", math.Inf(1)
	for id, c := range pos {
		if d := p.Sub(c).Len(); d <= r && d < bestD {
			best, bestD = id, d
		}
	}
	return best, best != ""
}

// fitBounds is what a fit must show: the map and the tokens standing
// over its areas, so a token above the top area is not cut off.
func (b *Board) fitBounds() battlemap.Rect {
	lay := b.Layout()
	r := lay.Bounds
	if len(lay.Areas) == 0 {
		return b.withPicture(r, true)
	}
	r = b.withPicture(r, false)
	rad := TokenRadius * b.TokenScale
	for _, at := range lay.TokenPositions(b.visibleTokens(), b.TokenScale) {
		r = r.Union(battlemap.Rect{Min: at.Sub(battlemap.Point{X: rad, Y: rad}), Max: at.Add(battlemap.Point{X: rad, Y: rad})})
	}
	return r
}

func (b *Board) visibleTokens() []Token {
	if !b.HideGMContent {
		return b.Tokens
	}
	out := make([]Token, 0, len(b.Tokens))
	for _, t := range b.Tokens {
		if !t.Hidden {
			out = append(out, t)
		}
	}
	return out
}

var (
	tokenDown = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	tokenInk  = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

func (p *Pen) tokens(b *Board) {
	tokens := b.visibleTokens()
	if len(tokens) == 0 {
		return
	}
	pos := p.lay.TokenPositions(tokens, b.TokenScale)
	r := TokenRadius * b.TokenScale
	for _, t := range tokens {
		at, ok := pos[t.ID]
		if !ok {
			continue
		}
		if b.dragToken != nil && b.dragToken.id == t.ID {
			at = b.dragToken.at
		}
		p.token(b, t, at, r)
	}
}

func (p *Pen) token(b *Board, t Token, at battlemap.Point, r float64) {
	fill := t.Color
	if t.State != TokenFine {
		fill = tokenDown
	}
	if t.Hidden {
		fill = WithAlpha(fill, 0x70)
	}
	ring := p.pal.Ink
	width := 1.5
	switch {
	case t.Selected:
		ring, width = p.pal.Accent, 3.5
	case t.Acting:
		ring, width = ColorRange, 3.5
	}
	x, y := p.xy(at)
	rad := p.px(r, 6)
	l := &p.r.layers[depthOver]
	l.circle(x, y, rad, fill, ring, p.px(width, 1))
	// A picture says who it is: no letters over it.
	if !p.art(b, t, x, y, rad, p.px(width, 1)) && rad >= 6 {
		l.text(t.Label, x, y, 2*rad, 2*rad, rad*0.85, tokenInk, true, false)
	}
	if t.State == TokenDead {
		// A layer draws its lines under its discs: the cross goes on the
		// layer above, or the disc would cover it.
		d := float64(rad) * 0.7
		top := &p.r.layers[depthTop]
		top.line(x-float32(d), y-float32(d), x+float32(d), y+float32(d), p.px(2, 1.5), ColorDanger)
		top.line(x-float32(d), y+float32(d), x+float32(d), y-float32(d), p.px(2, 1.5), ColorDanger)
	}
}

// DragToken shows a token following the pointer while it is dragged; nil
// id ends the drag.
func (b *Board) DragToken(id string, at battlemap.Point) {
	if id == "" {
		b.dragToken = nil
	} else {
		b.dragToken = &draggedToken{id: id, at: at}
	}
	b.Refresh()
}

type draggedToken struct {
	id string
	at battlemap.Point
}
