package app

import (
	"fmt"
	"image/color"
	"sort"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// play is Play mode: characters stand on the board as tokens; selecting
// one shows where it can go, what it can see and what it can hit, and
// pointing at an area explains why.
type play struct {
	w                              *mainWindow
	cast                           *cast
	selected                       sheet.CharacterID
	target                         battlemap.AreaID
	pinned                         bool
	showMove, showSight, showRange bool
	showSuggest                    bool // the tactics' suggestions, on the panel and the GM's board

	terrain *battlemap.Terrain
	mapSeen uint64 // map change count the terrain was built for
	hl      *sheet.Highlights
	why     *battlemap.Explanation

	tracker *tracker
	list    *widget.List
	order   []sheet.CharacterID
	sheet   *fyne.Container
	explain *widget.Label
	content fyne.CanvasObject
	dragged sheet.CharacterID
}

func newPlay(w *mainWindow) *play {
	p := &play{w: w, showMove: true, showSight: true, showRange: true, showSuggest: true}
	p.cast = newCast(w)
	p.tracker = newTracker(p)
	p.explain = uikit.WrappedLabel("")
	p.sheet = container.NewVBox()
	p.list = widget.NewList(
		func() int { return len(p.order) },
		func() fyne.CanvasObject {
			dot := widget.NewIcon(theme.AccountIcon())
			// Two short lines fit the narrowest panel; the sheet below
			// shows the selected character in full.
			l := widget.NewLabel("name\nwhere")
			l.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, dot, nil, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			c := p.find(p.order[i])
			if c == nil {
				return
			}
			line := rosterLine(c, w.ed.Map())
			if p.tracker.npc.manual[c.ID] {
				line += " · played by hand"
			}
			row.Objects[0].(*widget.Label).SetText(line)
		})
	p.list.OnSelected = func(i widget.ListItemID) { p.selectCharacter(p.order[i]) }
	w.board.Overlays = append(w.board.Overlays, p.draw)
	return p
}

// characters are the combat's roster while a combat runs, else the
// document's: the cast owns them.
func (p *play) characters() []sheet.Character { return p.cast.characters() }

// standingIn names the characters standing in an area: the editor asks
// before it removes one.
func (p *play) standingIn(id battlemap.AreaID) []string {
	var out []string
	for _, c := range p.characters() {
		if c.Area == id {
			out = append(out, c.Name)
		}
	}
	return out
}

func (p *play) find(id sheet.CharacterID) *sheet.Character {
	cs := p.characters()
	for i := range cs {
		if cs[i].ID == id {
			return &cs[i]
		}
	}
	return nil
}

// rosterLine is a character's line in the roster list.
func rosterLine(c *sheet.Character, m *battlemap.Map) string {
	where := "off the board"
	if c.Area != "" {
		where = uikit.AreaName(m, c.Area)
	}
	line := fmt.Sprintf("%s · %s\n%d/%d · %s", c.Name, c.Team, c.Level, c.MaxLevel, where)
	if s := c.Status(); s != sheet.StatusConscious {
		line += " · " + string(s)
	}
	if c.HiddenFromPlayers {
		line += " · hidden"
	}
	return line
}

// panel is the right-hand side in Play mode.
func (p *play) panel() []fyne.CanvasObject {
	addPC := widget.NewButtonWithIcon("Add PC", theme.ContentAddIcon(), func() { p.editCharacter(nil, sheet.PC) })
	addNPC := widget.NewButtonWithIcon("Add NPC", theme.ContentAddIcon(), func() { p.editCharacter(nil, sheet.NPC) })
	move := widget.NewCheck("Reach", func(on bool) { p.showMove = on; p.redraw() })
	move.Checked = p.showMove
	sight := widget.NewCheck("Sight", func(on bool) { p.showSight = on; p.redraw() })
	sight.Checked = p.showSight
	rng := widget.NewCheck("In range", func(on bool) { p.showRange = on; p.redraw() })
	rng.Checked = p.showRange
	suggest := widget.NewCheck("Suggest", func(on bool) {
		p.showSuggest = on
		if p.tracker.active() {
			p.tracker.build()
		}
		p.redraw()
	})
	suggest.Checked = p.showSuggest
	legend := uikit.WrappedLabel("Thick green ring: one Move away; thin green ring: two or three Moves. " +
		"Blue glow: in line of sight. Orange tag: in range of a weapon in hand, \"cover\" where a target there has cover. " +
		"Magenta arrows, numbered 1 to 3: the acts the tactics suggest, best first (on your screen only, never the player view).")
	p.tracker.build()
	return []fyne.CanvasObject{
		p.tracker.box, widget.NewSeparator(),
		uikit.Heading("Characters"), uikit.NewFlowBox(addPC, addNPC), uikit.WrappedLabel(placeHint),
		container.New(uikit.MinHeight{Height: 190}, uikit.NewWheelRelay(p.list,
			func(ev *fyne.ScrollEvent) { p.list.ScrollToOffset(p.list.GetScrollOffset() - ev.Scrolled.DY) },
			p.list.GetScrollOffset, p.w.panelScroll)),
		p.sheet,
		widget.NewSeparator(), uikit.Heading("Show"), uikit.NewFlowBox(move, sight, rng, suggest), legend,
		widget.NewSeparator(), p.explain,
	}
}

// changed refreshes everything that shows characters.
func (p *play) changed() {
	p.order = p.order[:0]
	cs := p.characters()
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return cs[idx[a]].Team < cs[idx[b]].Team })
	for _, i := range idx {
		p.order = append(p.order, cs[i].ID)
	}
	if p.find(p.selected) == nil {
		p.selected = ""
	}
	p.list.Refresh()
	p.recompute()
	p.showSheet()
	if p.w.mode == modePlay {
		p.tracker.build()
	}
	p.w.board.Tokens = p.tokens()
	p.w.board.DoorStates = nil
	if p.tracker.active() {
		p.w.board.DoorStates = p.tracker.view().Doors
	}
	p.redraw()
	p.w.players.sync()
	p.w.changes.Announce(host.Played)
}

// tokens turns the characters on the board into tokens.
func (p *play) tokens() []ucanvas.Token {
	cs := p.characters()
	colors := teamColors(cs)
	acting := map[sheet.CharacterID]bool{}
	if p.tracker.active() {
		v := p.tracker.view()
		for _, c := range v.Characters {
			if v.Phase == combat.PhaseTurn && c.Team == v.Acting && c.Actions > 0 && c.Status == sheet.StatusConscious {
				acting[c.ID] = true
			}
		}
	}
	var out []ucanvas.Token
	for _, c := range cs {
		if c.Area == "" {
			continue
		}
		state := ucanvas.TokenFine
		switch {
		case c.Dead():
			state = ucanvas.TokenDead
		case c.Unconscious() || c.Surrendered:
			state = ucanvas.TokenUnconscious
		}
		out = append(out, ucanvas.Token{ID: string(c.ID), Area: c.Area, Label: initials(c.Name),
			Color: colors[c.Team], State: state, Hidden: c.HiddenFromPlayers, Selected: c.ID == p.selected,
			Acting: acting[c.ID]})
	}
	return out
}

func (p *play) selectCharacter(id sheet.CharacterID) {
	if p.selected == id {
		return
	}
	p.selected, p.target, p.pinned, p.why = id, "", false, nil
	for i, o := range p.order {
		if o == id {
			p.list.Select(i)
		}
	}
	p.changed()
}

// recompute rebuilds the highlights of the selected character.
func (p *play) recompute() {
	p.hl, p.why = nil, nil
	c := p.find(p.selected)
	if c == nil || c.Area == "" {
		p.describe()
		return
	}
	// The combat's doors, effects and demolished cover change the map.
	seen := p.w.ed.History.Changes() + p.cast.count<<32
	if p.terrain == nil || p.mapSeen != seen {
		var ov *battlemap.Overlay
		if p.tracker.active() {
			ov = p.cast.fight.State().Overlay()
		}
		t, err := battlemap.Compile(p.w.ed.Map(), ov)
		if err != nil {
			return
		}
		p.terrain, p.mapSeen = t, seen
	}
	p.hl = sheet.HighlightsFor(p.terrain, c)
	if p.target != "" && p.hl != nil {
		p.why, _ = p.terrain.Explain(c.Area, p.target, p.hl.Threshold)
	}
	p.describe()
}

func (p *play) describe() {
	c := p.find(p.selected)
	switch {
	case c == nil:
		p.explain.SetText("Select a character (click its token or its line) to see what it can reach, see and hit.")
	case c.Area == "":
		p.explain.SetText(c.Name + " is not on the board yet: click an area to place " + c.Name + " there.")
	case p.why == nil:
		p.explain.SetText("Point at an area to see why " + c.Name + " can or cannot see, reach or hit it; click to keep it.")
	default:
		p.explain.SetText(explanationText(p.w.ed.Map(), p.why))
	}
}

// showSheet fills the sheet view of the selected character.
func (p *play) showSheet() {
	c := p.find(p.selected)
	if c == nil {
		p.sheet.Objects = nil
		p.sheet.Refresh()
		return
	}
	p.sheet.Objects = []fyne.CanvasObject{newSheetView(p, c)}
	p.sheet.Refresh()
}

// redraw repaints the GM's board and the player view, which follow the
// same highlights.
func (p *play) redraw() {
	p.w.board.Refresh()
	if p.w.players.board != nil {
		p.w.players.board.Refresh()
	}
}

// Input, in Play mode.

func (p *play) Click(pt battlemap.Point, _ ucanvas.Mods) {
	if id, ok := p.w.board.TokenAt(pt); ok {
		// On a team's turn, clicking another side's token with one of the
		// acting team selected picks that token's area as the target.
		if t := p.tracker; t.active() {
			v := t.view()
			me, them := p.find(p.selected), p.find(sheet.CharacterID(id))
			if me != nil && them != nil && v.Phase == combat.PhaseTurn && me.Team == v.Acting && them.Team != me.Team {
				p.target, p.pinned = them.Area, true
				p.recompute()
				t.build()
				p.redraw()
				return
			}
		}
		p.selectCharacter(sheet.CharacterID(id))
		return
	}
	h := p.w.board.HitTest(pt)
	if h.Area == "" {
		p.target, p.pinned = "", false
		p.recompute()
		p.redraw()
		return
	}
	if c := p.find(p.selected); c != nil && c.Area == "" {
		// Place a character that is not yet on the board.
		area := h.Area
		_ = p.cast.apply(&sheet.Override{Character: c.ID, Area: &area, Reason: "placed on the board"})
		return
	}
	if p.target == h.Area && p.pinned {
		h.Area = "" // a second click on the same area lets it go
	}
	p.target, p.pinned = h.Area, h.Area != ""
	p.recompute()
	if p.tracker.active() {
		p.tracker.build()
	}
	p.redraw()
}

func (p *play) Hover(pt battlemap.Point) {
	if p.pinned || p.hl == nil {
		return
	}
	h := p.w.board.HitTest(pt)
	if h.Area != p.target {
		p.target = h.Area
		p.recompute()
		p.redraw()
	}
}

// SecondaryClick offers the GM's corrections for what is under the
// pointer: during a combat, opening or closing a door without an action;
// at any time, hiding or revealing it (fog of war).
func (p *play) SecondaryClick(pt battlemap.Point, at fyne.Position) {
	h := p.w.board.HitTest(pt)
	t := p.tracker
	fog := inspect.FogItems(p.w, h)
	if h.Link < 0 || !t.active() || p.w.ed.Map().Links[h.Link].Door == battlemap.NoDoor {
		if len(fog) > 1 {
			widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", fog[1:]...), p.w.win.Canvas(), at)
		}
		return
	}
	link := h.Link
	state := p.cast.fight.State().DoorState(link)
	next, label := battlemap.DoorOpen, "GM: open this door"
	if state == battlemap.DoorOpen {
		next, label = battlemap.DoorClosed, "GM: close this door"
	}
	menu := fyne.NewMenu("", append([]*fyne.MenuItem{fyne.NewMenuItem(label, func() {
		t.submit(&combat.GMDoor{Link: link, Door: next, Reason: "GM correction"})
	})}, fog...)...)
	widget.ShowPopUpMenuAtPosition(menu, p.w.win.Canvas(), at)
}

func (p *play) DragStart(pt battlemap.Point, _ ucanvas.Mods) bool {
	id, ok := p.w.board.TokenAt(pt)
	if !ok {
		return false
	}
	p.dragged = sheet.CharacterID(id)
	p.selectCharacter(p.dragged)
	p.w.board.DragToken(id, pt)
	return true
}

func (p *play) DragMove(pt battlemap.Point) { p.w.board.DragToken(string(p.dragged), pt) }

func (p *play) DragEnd(pt battlemap.Point) {
	id := p.dragged
	p.dragged = ""
	p.w.board.DragToken("", pt)
	h := p.w.board.HitTest(pt)
	c := p.find(id)
	if c == nil || h.Area == "" || h.Area == c.Area {
		return
	}
	area := h.Area
	move := func() { _ = p.cast.apply(&sheet.Override{Character: id, Area: &area, Reason: "moved on the board"}) }
	if !p.tracker.active() {
		move() // outside a combat a token goes anywhere: the GM is setting up
		return
	}
	// In a combat, a drag is a GM correction, not a Move: ask first.
	msg := fmt.Sprintf("Put %s in %s as a GM correction? This is not a Move action: no action is spent and no one may intercept.",
		c.Name, uikit.AreaName(p.w.ed.Map(), area))
	dialog.ShowConfirm("Move a token by hand", msg, func(ok bool) {
		if ok {
			move()
		}
	}, p.w.win)
}

var (
	colorRangeTag = color.NRGBA{R: 0xd9, G: 0x6c, B: 0x1e, A: 0xff}
)

// draw is the board overlay of Play mode (and of the player view).
func (p *play) draw(pen *ucanvas.Pen) {
	if p.w.mode != modePlay {
		return
	}
	if p.hl != nil {
		p.drawHighlights(pen)
	}
	p.drawSuggestions(pen)
}

// drawForPlayers is the player view's overlay: the same highlights, unless
// they would give away a character the players cannot see.
func (p *play) drawForPlayers(pen *ucanvas.Pen) {
	if c := p.find(p.selected); c != nil && c.HiddenFromPlayers || p.w.mode != modePlay || p.hl == nil {
		return
	}
	p.drawHighlights(pen) // never the suggestions: they would tell the players the NPCs' plans
}

func (p *play) drawHighlights(pen *ucanvas.Pen) {
	hl := p.hl
	lay := pen.Layout()
	if p.showSight {
		for id := range hl.Sight {
			if id != hl.From {
				pen.AreaHalo(id, colorSightHalo, 12)
			}
		}
	}
	if p.showMove {
		for id, n := range hl.Moves {
			if n == 1 {
				pen.AreaOutline(id, colorNearRing, nearRingWidth)
			} else {
				pen.AreaOutline(id, colorFarRing, farRingWidth)
			}
		}
	}
	if p.showRange {
		tags := map[battlemap.AreaID]string{}
		for _, wpn := range hl.Weapons {
			for id, t := range wpn.Targets {
				tag := fmt.Sprintf("%s: range %d", wpn.Name, t.Range)
				if t.Cover {
					tag += ", cover"
				}
				if tags[id] != "" {
					tag = tags[id] + " · " + tag
				}
				tags[id] = tag
			}
		}
		for id, tag := range tags {
			if a, ok := lay.Area(id); ok {
				size := 11 * lay.TextScale
				pen.Label(battlemap.Point{X: a.Box.Center().X, Y: a.Box.Max.Y + size}, tag, size, colorRangeTag)
			}
		}
	}
	pen.AreaOutline(hl.From, ucanvas.ColorRange, 4)
	if p.why != nil {
		if p.why.WorstFromSource != nil {
			pen.Path(p.why.WorstFromSource.Areas, colorPath, 6)
		}
		pen.AreaOutline(p.why.To, ucanvas.ColorDanger, 3)
	}
}
