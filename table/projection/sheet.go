package projection

import (
	"bytes"
	"encoding/json"
	"sync"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
	"github.com/unhexboard/unhexboard/printkit"
	"github.com/unhexboard/unhexboard/table/wire"
)

// Projector builds the players' projection for one table: its ids, and
// the sheets it printed last, kept while they do not change (a sheet is
// printed again only when the character, the rules or the title did).
type Projector struct {
	IDs
	mu     sync.Mutex
	sheets map[sheet.CharacterID]printed
}

type printed struct {
	key   string
	sheet *wire.Sheet
}

// NewProjector is the projection of a table whose ids are keyed by key.
func NewProjector(key []byte) *Projector {
	return &Projector{IDs: NewIDs(key), sheets: map[sheet.CharacterID]printed{}}
}

// Project is IDs.Project with the seat's sheet printed once per change.
func (p *Projector) Project(g *Game, seat Seat) wire.State {
	st := p.IDs.project(g, seat)
	if c := g.Find(seat.Character); c != nil && st.Seat.Character != "" {
		st.Sheet = p.sheet(c, g.Rules, g.Map.Title)
	}
	return st
}

// sheet is c's sheet as the sheets print it: one page (A4) as SVG.
func (p *Projector) sheet(c *sheet.Character, rules sheet.Edition, title string) *wire.Sheet {
	data, err := json.Marshal(struct {
		C     *sheet.Character
		Rules sheet.Edition
		Title string
	}{c, rules, title})
	if err != nil {
		return nil
	}
	key := string(data)
	p.mu.Lock()
	defer p.mu.Unlock()
	if got, ok := p.sheets[c.ID]; ok && got.key == key {
		return got.sheet
	}
	page := printkit.SheetPage(c, rules, printkit.A4, title)
	var buf bytes.Buffer
	w := vector.NewSVGWriter(&buf, c.Name)
	if err := w.BeginPage(page.W, page.H); err != nil {
		return nil
	}
	w.Draw(page.Shapes...)
	if w.EndPage() != nil || w.Close() != nil {
		return nil
	}
	s := &wire.Sheet{Name: c.Name, SVG: buf.String()}
	p.sheets[c.ID] = printed{key: key, sheet: s}
	return s
}
