package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// The key to the board: every mark Play mode draws on the GM's board and
// the player view, each drawn on a small sample map by the board's own
// code, beside what it means. A test draws the board in every state Play
// knows and finds each mark it draws in this key.

// keyRow is one mark and what it means.
type keyRow struct {
	board *ucanvas.Board // the sample: a small map with the mark on it
	text  string
	// top and bottom are room above and below the sample's map, for what
	// is drawn in screen space (the banner, the why's note).
	top, bottom float32
	width       float32 // the sample's least width, when more than its map's
}

// The player view's banner, across the top of its board.
var (
	bannerInk   = color.White
	bannerPlate = color.NRGBA{R: 0x20, G: 0x20, B: 0x40, A: 0xff}
)

// sampleBoard is a small map of areas in a row, each linked to the next.
func sampleBoard(names ...string) *ucanvas.Board {
	doc := &engine.Document{}
	for i, n := range names {
		doc.Map.Areas = append(doc.Map.Areas, battlemap.Area{ID: sampleArea(i), Name: n, X: float64(i) * 80})
		if i > 0 {
			doc.Map.Links = append(doc.Map.Links, battlemap.Link{A: sampleArea(i - 1), B: sampleArea(i), Kind: battlemap.Solid})
		}
	}
	return ucanvas.NewBoard(doc)
}

func sampleArea(i int) battlemap.AreaID { return battlemap.AreaID([]string{"a", "b", "c"}[i]) }

// withToken stands a token in the sample's first area.
func withToken(b *ucanvas.Board, t ucanvas.Token) *ucanvas.Board {
	if t.ID == "" {
		t.ID = "t" + t.Label
	}
	if t.Area == "" {
		t.Area = "a"
	}
	if t.Color == nil {
		t.Color = teamPalette[0]
	}
	b.Tokens = append(b.Tokens, t)
	return b
}

func withOverlay(b *ucanvas.Board, o ucanvas.Overlay) *ucanvas.Board {
	b.Overlays = append(b.Overlays, o)
	return b
}

// keyRows are the board's marks in Play mode, tokens first, then what is
// drawn on and between areas, then the player view's own.
func keyRows() []keyRow {
	tag := func(pen *ucanvas.Pen, text string) {
		if a, ok := pen.Layout().Area("a"); ok {
			size := 11 * pen.Layout().TextScale
			pen.Label(battlemap.Point{X: a.Box.Center().X, Y: a.Box.Max.Y + size}, text, size, colorRangeTag)
		}
	}
	hovered := sampleBoard("Bar")
	hovered.SetHover(ucanvas.Hit{Area: "a", Link: -1})
	hidden := sampleBoard("Bar", "Vault")
	hidden.Document().Map.Areas[1].Hidden = true
	marked := sampleBoard("Vault")
	marked.Document().Map.Areas[0].Objectives = []battlemap.Objective{{Label: "Open it"}, {Label: "Alarm", Hidden: true}}
	marked.Document().Map.Areas[0].Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "3"}}
	players := highContrastPalette()
	player := func(b *ucanvas.Board) *ucanvas.Board {
		b.Palette, b.HideGMContent, b.LabelScale, b.TokenScale = &players, true, 1.4, 1.6
		return b
	}
	return []keyRow{
		{board: withToken(withToken(sampleBoard("Bar"), ucanvas.Token{Label: "PC", Color: pcBlue}), ucanvas.Token{Label: "Ab"}),
			text: "A character, by its initials, in its team's colour (the PCs blue), beside the area it stands in."},
		{board: withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", Acting: true}),
			text: "Thick orange ring: may still act this turn (its team's turn, actions left)."},
		{board: withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", Selected: true}),
			text: "Thick ring in the accent colour: the selected character."},
		{board: withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", State: ucanvas.TokenUnconscious}),
			text: "Grey: unconscious or surrendered."},
		{board: withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", State: ucanvas.TokenDead}),
			text: "Grey with a red X: dead."},
		{board: withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", Hidden: true}),
			text: "Faded: hidden from the players; the player view leaves it out."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) { pen.AreaOutline("a", ucanvas.ColorRange, 4) }),
			text: "Orange outline: where the selected character stands."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) { pen.AreaOutline("a", uikit.NearRing, uikit.NearRingWidth) }),
			text: "Thick green ring: one Move away."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) { pen.AreaOutline("a", uikit.FarRing, uikit.FarRingWidth) }),
			text: "Thin green ring: two or three Moves away."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) { pen.AreaHalo("a", uikit.SightHalo, 12) }),
			text: "Blue glow: in line of sight."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) { tag(pen, "range 2, cover") }), bottom: 18,
			text: "Orange tag: in range of a weapon in hand, and how far; \"cover\" where a target there has cover."},
		{board: withOverlay(sampleBoard("Door", "Bar"), func(pen *ucanvas.Pen) {
			pen.Path([]battlemap.AreaID{"a", "b"}, uikit.SightPath, 6)
			pen.AreaOutline("b", ucanvas.ColorDanger, 3)
		}), text: "Red outline and orange path: the area pointed at or clicked, and the way sight goes there."},
		{board: withOverlay(sampleBoard("Bar"), func(pen *ucanvas.Pen) {
			if a, ok := pen.Layout().Area("a"); ok {
				pen.Callout(a.Box, nil, []string{"Bar: in sight, range 1", "Pistol: range 1"}, whyNoteSize)
			}
		}), bottom: 56, width: 180, text: "A note beside the area pointed at or clicked: why the selected character can or cannot see, reach or hit it; the panel says it in full."},
		{board: hovered, text: "Faint outline: the area or line under the pointer."},
		{board: withOverlay(withToken(withToken(sampleBoard("Bar", "Door"), ucanvas.Token{Label: "Ab"}), ucanvas.Token{Label: "Cd", Area: "b", Color: pcBlue}),
			func(pen *ucanvas.Pen) { suggestionSample(pen) }),
			text: "Magenta arrows, numbered 1 to 3: the acts the tactics suggest, best first; while Play NPC turn runs, the act it takes next. On your screen only, never the player view."},
		{board: hidden, text: "Hatched and dimmed, its lines grey: an area hidden from the players."},
		{board: marked, text: "Diamond: an objective; red triangle: a hazard; in grey, hidden from the players."},
		{board: player(withToken(sampleBoard("Bar"), ucanvas.Token{Label: "Ab", Selected: true})),
			text: "Player view: white on black, large; the gold ring is the character you selected. What you hid is left out."},
		{board: player(withOverlay(sampleBoard("Bar", "Door"), func(pen *ucanvas.Pen) {
			pen.Banner("Round 2 – PCs' turn", 13, bannerInk, bannerPlate)
		})), top: 26, text: "Player view: the banner across the top says whose turn it is."},
	}
}

// suggestionSample draws a suggestion from the token in the sample's first
// area to the token in its second, as drawSuggestions draws the best one.
func suggestionSample(pen *ucanvas.Pen) {
	at := pen.Layout().TokenPositions([]ucanvas.Token{{ID: "tAb", Area: "a"}, {ID: "tCd", Area: "b"}}, 1)
	r := ucanvas.TokenRadius
	casing := pen.Palette().Background
	if casing == nil {
		casing = color.White
	}
	a, b := at["tAb"], at["tCd"]
	d := b.Sub(a).Scale(r / b.Sub(a).Len())
	pen.ArrowUnder([]battlemap.Point{a.Add(d), b.Sub(d)}, 7.5, colorSuggest, casing)
	pen.Disc(a.Add(b).Scale(0.5), 0.85*r, colorSuggest, casing, "1", color.White)
}

// boardKey is the key to the board for the panel, folded under a heading
// the GM opens when a mark needs explaining.
func boardKey(zones bool) fyne.CanvasObject {
	return widget.NewAccordion(widget.NewAccordionItem("Key to the board", Key(zones)))
}

// Key is the key to the board: the line kinds, as a printed map's legend
// draws them, then every other mark with a sample of it. Help shows it
// too. A zones map's key has its obscured border.
func Key(zones bool) fyne.CanvasObject {
	lines := ucanvas.NewLegend(ucanvas.ScreenPalette(), 1)
	lines.Cols = 1
	lines.Zones = zones
	rows := []fyne.CanvasObject{container.NewHBox(lines)}
	key := keyRows()
	var samples []*ucanvas.Sample
	col := float32(0)
	for _, r := range key {
		s := ucanvas.NewSample(r.board)
		s.Top, s.Bottom, s.MinWidth = r.top, r.bottom, r.width
		samples = append(samples, s)
		if r.width == 0 {
			col = max(col, s.MinSize().Width)
		}
	}
	for i, r := range key {
		text := uikit.WrappedLabel(r.text)
		if r.width > 0 { // a wide sample takes the row, its meaning under it
			rows = append(rows, container.NewVBox(container.NewHBox(samples[i]), text))
			continue
		}
		cell := container.New(sampleColumn{col}, samples[i])
		rows = append(rows, container.NewBorder(nil, nil, cell, nil, text))
	}
	return container.NewVBox(rows...)
}

// sampleColumn is the key's column of samples: one width for all, each
// sample centred in it, so the meanings line up.
type sampleColumn struct{ width float32 }

func (c sampleColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(c.width, h)
}

func (c sampleColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		m := o.MinSize()
		o.Move(fyne.NewPos((size.Width-m.Width)/2, (size.Height-m.Height)/2))
		o.Resize(m)
	}
}
