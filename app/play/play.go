package play

import (
	"fmt"
	"image/color"
	"slices"
	"sort"

	"github.com/unhexboard/unhexboard/app/host"
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

// Play is Play mode: characters stand on the board as tokens; selecting
// one shows where it can go, what it can see and what it can hit, and
// pointing at an area explains why.
type Play struct {
	h                              Host
	cast                           *cast
	players                        *players // the player view
	selected                       sheet.CharacterID
	target                         battlemap.AreaID
	pinned                         bool
	showMove, showSight, showRange bool
	showSuggest                    bool // the tactics' suggestions, on the panel and the GM's board

	terrain *battlemap.Terrain
	mapSeen uint64 // map change count the terrain was built for
	hl      *sheet.Highlights
	bands   map[battlemap.AreaID]string // on a zones map, each zone's band from the selected token
	// seen is hl and bands as the players can work them out from what
	// they see (projection.Terrain): what the player view draws.
	seen        reach
	seenTerrain *battlemap.Terrain // the players' terrain, built at map change count seenAt
	seenAt      uint64
	why         *battlemap.Explanation
	// whyShort and whyWhole are why's text (whyText): beside the
	// pointer on the board, and atop the panel.
	whyShort, whyWhole string

	tracker *tracker
	follow  *fightPane // the turn list and the log, below the panel
	list    *widget.List
	order   []sheet.CharacterID
	lines   []string // the list's line for each character in order
	sheet   *fyne.Container
	explain *widget.Label // the why, atop the panel
	hint    *widget.Label // how to get a why, below the legend
	content fyne.CanvasObject
	dragged sheet.CharacterID
	fog     sightFog // where the PCs stood, for Reveal what the PCs see
	net     online   // the online table's seats, passes and players' acts
	flashes []flash  // areas pinged at the table, flashing for a moment
}

func New(h Host) *Play {
	p := &Play{h: h, showMove: true, showSight: true, showRange: true, showSuggest: true}
	p.cast = newCast(p)
	p.players = newPlayers(p)
	p.tracker = newTracker(p)
	p.follow = newFightPane(p)
	p.explain = uikit.WrappedLabel("")
	p.hint = uikit.WrappedLabel("")
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
			if l := o.(*fyne.Container).Objects[0].(*widget.Label); i < len(p.lines) && l.Text != p.lines[i] {
				l.SetText(p.lines[i])
			}
		})
	p.list.OnSelected = func(i widget.ListItemID) { p.selectCharacter(p.order[i]) }
	h.Board().Overlays = append(h.Board().Overlays, p.draw)
	h.Changes().Subscribe(p.documentChanged)
	// No edit, undo or redo takes an area from under a character.
	h.Editor().Occupancy = p.standingIn
	h.HookUndo(func() { p.tracker.npc.halt() }, p.cast.resumedLog)
	return p
}

// documentChanged follows the document: a newly opened one resumes its
// saved combat; a map edit changes what everyone reaches and sees.
func (p *Play) documentChanged(ch host.Change) {
	switch ch {
	case host.Opened:
		p.tracker.reset()
		if err := p.cast.reset(p.h.Editor().Doc); err != nil {
			p.h.ShowError(fmt.Errorf("the saved combat could not be resumed, so it is set aside: %w", err))
		}
		p.restartSight()
		p.changed()
	case host.Edited:
		p.changed()
	}
}

// played refreshes everything that shows characters after the
// characters or the combat changed, and tells the window.
func (p *Play) played() {
	p.changed()
	p.h.Changes().Announce(host.Played)
}

// characters are the combat's roster while a combat runs, else the
// document's: the cast owns them.
func (p *Play) characters() []sheet.Character { return p.cast.characters() }

// standingIn names the characters standing in an area: the editor asks
// before it removes one.
func (p *Play) standingIn(id battlemap.AreaID) []string {
	var out []string
	for _, c := range p.characters() {
		if c.Area == id {
			out = append(out, c.Name)
		}
	}
	return out
}

func (p *Play) find(id sheet.CharacterID) *sheet.Character {
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
	if m.Zones() != nil { // a token: no sheet, no level
		line = fmt.Sprintf("%s · %s\n%s", c.Name, c.Team, where)
		if c.Engaged {
			line += " · engaged"
		}
	}
	if c.HiddenFromPlayers {
		line += " · hidden"
	}
	return line
}

// panel is the right-hand side in Play mode.
func (p *Play) panel() []fyne.CanvasObject {
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
	legend := boardKey(p.h.Editor().Map().Zones() != nil)
	p.tracker.build()
	if note := p.zonesNote(); note != nil {
		// A zones map: no Unhex combat, so no tracker and no assistant.
		rng.Text = "Bands"
		return []fyne.CanvasObject{
			p.explain, note, widget.NewSeparator(),
			uikit.Heading("Tokens"), uikit.NewFlowBox(addPC, addNPC), uikit.WrappedLabel(placeHint),
			container.New(&rosterFit{p: p}, uikit.NewWheelRelay(p.list,
				func(ev *fyne.ScrollEvent) { p.list.ScrollToOffset(p.list.GetScrollOffset() - ev.Scrolled.DY) },
				p.list.GetScrollOffset, p.h.PanelScroll)),
			p.sheet,
			widget.NewSeparator(), uikit.Heading("Show"), uikit.NewFlowBox(move, sight, rng), legend,
			widget.NewSeparator(), p.hint,
		}
	}
	return []fyne.CanvasObject{
		p.explain,
		p.tracker.box, widget.NewSeparator(),
		uikit.Heading("Characters"), uikit.NewFlowBox(addPC, addNPC), uikit.WrappedLabel(placeHint),
		container.New(&rosterFit{p: p}, uikit.NewWheelRelay(p.list,
			func(ev *fyne.ScrollEvent) { p.list.ScrollToOffset(p.list.GetScrollOffset() - ev.Scrolled.DY) },
			p.list.GetScrollOffset, p.h.PanelScroll)),
		p.sheet,
		widget.NewSeparator(), uikit.Heading("Show"), uikit.NewFlowBox(move, sight, rng, suggest), legend,
		widget.NewSeparator(), p.hint,
	}
}

// changed refreshes everything that shows characters.
func (p *Play) changed() {
	if p.followSight() {
		return // the reveal's own change refreshed everything
	}
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
	p.showRoster()
	p.recompute()
	p.showSheet()
	if p.h.Mode() == host.ModePlay {
		p.tracker.build()
		p.follow.show()
	}
	p.h.Board().Tokens = p.tokens()
	p.h.Board().DoorStates = nil
	if p.tracker.active() {
		p.h.Board().DoorStates = p.tracker.view().Doors
	}
	p.redraw()
	p.players.sync()
	p.notify()
}

// showRoster shows a line for each character in the list, refreshing the
// list only when a line changed: an act changes one or two.
func (p *Play) showRoster() {
	lines := make([]string, len(p.order))
	for i, id := range p.order {
		c := p.find(id)
		lines[i] = rosterLine(c, p.h.Editor().Map())
		if p.tracker.npc.manual[id] {
			lines[i] += " · played by hand"
		}
		if _, ok := p.seated(id); ok {
			lines[i] += " · " + p.seatWords(id)
		}
	}
	if slices.Equal(lines, p.lines) {
		return
	}
	p.lines = lines
	p.list.Refresh()
}

// tokens turns the characters on the board into tokens.
func (p *Play) tokens() []ucanvas.Token {
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
			Acting: acting[c.ID], Picture: c.Picture})
	}
	return out
}

func (p *Play) selectCharacter(id sheet.CharacterID) {
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
func (p *Play) recompute() {
	p.hl, p.why, p.whyShort, p.whyWhole, p.bands, p.seen = nil, nil, "", "", nil, reach{}
	c := p.find(p.selected)
	if c == nil || c.Area == "" {
		p.describe()
		return
	}
	// The combat's doors, effects and demolished cover change the map.
	seen := p.h.Editor().History.Changes() + p.cast.count<<32
	if p.terrain == nil || p.mapSeen != seen {
		var ov *battlemap.Overlay
		if p.tracker.active() {
			ov = p.cast.fight.State().Overlay()
		}
		t, err := battlemap.Compile(p.h.Editor().Map(), ov)
		if err != nil {
			return
		}
		p.terrain, p.mapSeen = t, seen
	}
	p.hl = sheet.HighlightsFor(p.terrain, c)
	p.bands = p.bandTexts(p.terrain, c, false)
	p.seen = p.seenReach(c, seen)
	if p.target != "" && p.hl != nil {
		p.why, _ = p.terrain.Explain(c.Area, p.target, p.hl.Threshold)
	}
	if p.why != nil {
		p.whyShort, p.whyWhole = p.whyText(c, p.why)
	}
	p.describe()
}

// describe shows the why atop the panel, or what to do to get one
// below the legend.
func (p *Play) describe() {
	c := p.find(p.selected)
	top, hint := "", ""
	switch {
	case c == nil && p.zones() != nil:
		hint = "Select a token (click it or its line) to see each zone's band, where it can move and what it sees."
	case c == nil:
		hint = "Select a character (click its token or its line) to see what it can reach, see and hit."
	case p.why == nil && c.Area != "" && p.zones() != nil:
		hint = "Point at a zone to see why " + c.Name + " can or cannot see or reach it, in the profile's words; click the zone to keep it there."
	case c.Area == "":
		top = c.Name + " is not on the board yet: click an area to place " + c.Name + " there."
	case p.why == nil:
		hint = "Point at an area to see why " + c.Name + " can or cannot see, reach or hit it, beside the pointer and atop this panel; click the area to keep it there and to list only the acts aimed at it."
	default:
		top = p.whyWhole
		hint = "Click an area to keep its why and to list only the acts aimed at it; click it again to let it go."
		if p.zones() != nil {
			hint = "Click the zone to keep its why; click it again to let it go."
		}
	}
	p.explain.SetText(top)
	if top == "" {
		p.explain.Hide()
	} else {
		p.explain.Show()
	}
	p.hint.SetText(hint)
}

// showSheet fills the sheet view of the selected character.
func (p *Play) showSheet() {
	c := p.find(p.selected)
	if c == nil {
		p.sheet.Objects = nil
		p.sheet.Refresh()
		return
	}
	if p.zones() != nil {
		p.sheet.Objects = []fyne.CanvasObject{p.tokenView(c)}
	} else {
		p.sheet.Objects = []fyne.CanvasObject{newSheetView(p, c)}
	}
	p.sheet.Refresh()
}

// redraw repaints the GM's board and the player view, which follow the
// same highlights.
func (p *Play) redraw() {
	p.h.Board().Refresh()
	if p.players.board != nil {
		p.players.board.Refresh()
	}
}

// Input, in Play mode.

func (p *Play) Click(pt battlemap.Point, _ ucanvas.Mods) {
	if id, ok := p.h.Board().TokenAt(pt); ok {
		// On a team's turn, clicking another side's token with one of the
		// acting team selected picks that token's area as the target.
		if t := p.tracker; t.active() {
			v := t.view()
			me, them := p.find(p.selected), p.find(sheet.CharacterID(id))
			if me != nil && them != nil && v.Phase == combat.PhaseTurn && me.Team == v.Acting && them.Team != me.Team && !p.holdsAction(them.ID) {
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
	h := p.h.Board().HitTest(pt)
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

// PointerLeft forgets the area pointed at, unless it was clicked: what
// the pointer left, the board no longer explains.
func (p *Play) PointerLeft() {
	if p.pinned || p.target == "" {
		return
	}
	p.target = ""
	p.recompute()
	p.h.Board().Refresh()
}

// narrowedTo is the area the GM clicked to narrow the act list to, or ""
// when the list is whole: pointing at an area explains it, and only a
// click narrows.
func (p *Play) narrowedTo() battlemap.AreaID {
	if !p.pinned {
		return ""
	}
	return p.target
}

func (p *Play) Hover(pt battlemap.Point) {
	if p.pinned || p.hl == nil {
		return
	}
	area := p.h.Board().HitTest(pt).Area
	if id, ok := p.h.Board().TokenAt(pt); ok {
		if c := p.find(sheet.CharacterID(id)); c != nil {
			area = c.Area // a token points at the area it stands in
		}
	}
	if area != p.target {
		p.target = area
		p.recompute()
		// The pointer is the GM's alone: only the GM's board follows it.
		p.h.Board().Refresh()
	}
}

// SecondaryClick offers the GM's corrections for what is under the
// pointer: during a combat, opening or closing a door without an action;
// at any time, hiding or revealing it (fog of war).
func (p *Play) SecondaryClick(pt battlemap.Point, at fyne.Position) {
	h := p.h.Board().HitTest(pt)
	t := p.tracker
	fog := p.h.FogItems(h)
	if h.Link < 0 || !t.active() || p.h.Editor().Map().Links[h.Link].Door == battlemap.NoDoor {
		if len(fog) > 1 {
			widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", fog[1:]...), p.h.Window().Canvas(), at)
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
	widget.ShowPopUpMenuAtPosition(menu, p.h.Window().Canvas(), at)
}

func (p *Play) DragStart(pt battlemap.Point, _ ucanvas.Mods) bool {
	id, ok := p.h.Board().TokenAt(pt)
	if !ok {
		return false
	}
	p.dragged = sheet.CharacterID(id)
	p.selectCharacter(p.dragged)
	p.h.Board().DragToken(id, pt)
	return true
}

func (p *Play) DragMove(pt battlemap.Point) { p.h.Board().DragToken(string(p.dragged), pt) }

func (p *Play) DragEnd(pt battlemap.Point) {
	id := p.dragged
	p.dragged = ""
	p.h.Board().DragToken("", pt)
	h := p.h.Board().HitTest(pt)
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
		c.Name, uikit.AreaName(p.h.Editor().Map(), area))
	dialog.ShowConfirm("Move a token by hand", msg, func(ok bool) {
		if ok {
			move()
		}
	}, p.h.Window())
}

// placeHint says how characters get onto the board and move on it.
const placeHint = "To place a character, select it in the list, then click an area. To move one already on the board, drag its token."

var (
	colorRangeTag = color.NRGBA{R: 0xd9, G: 0x6c, B: 0x1e, A: 0xff}
)

// draw is the board overlay of Play mode (and of the player view).
func (p *Play) draw(pen *ucanvas.Pen) {
	p.drawFlashes(pen, false)
	if p.h.Mode() != host.ModePlay {
		return
	}
	if p.hl != nil {
		p.drawHighlights(pen, reach{p.hl, p.bands})
		p.drawWhy(pen)
	}
	p.drawSuggestions(pen)
}

// drawForPlayers is the player view's overlay: the same highlights, unless
// they would give away a character the players cannot see. Never the
// suggestions (they would tell the players the NPCs' plans) and never what
// the GM points at (the why: its outline and path), which follows the GM's
// pointer and may lead toward what is hidden.
func (p *Play) drawForPlayers(pen *ucanvas.Pen) {
	p.drawFlashes(pen, true)
	if c := p.find(p.selected); c != nil && p.hiddenFromPlayers(c) || p.h.Mode() != host.ModePlay || p.seen.hl == nil {
		return
	}
	p.drawHighlights(pen, p.seen)
}

func (p *Play) drawHighlights(pen *ucanvas.Pen, r reach) {
	hl := r.hl
	if p.showSight {
		for id := range hl.Sight {
			if id != hl.From {
				pen.AreaHalo(id, uikit.SightHalo, 12)
			}
		}
	}
	if p.showMove {
		for id, n := range hl.Moves {
			if n == 1 {
				pen.AreaOutline(id, uikit.NearRing, uikit.NearRingWidth)
			} else {
				pen.AreaOutline(id, uikit.FarRing, uikit.FarRingWidth)
			}
		}
	}
	for _, tag := range p.rangeTagsOf(pen, r) {
		pen.Label(tag.at, tag.text, tag.size, colorRangeTag)
	}
	pen.AreaOutline(hl.From, ucanvas.ColorRange, 4)
}

// drawWhy draws, on the GM's board only, why the selected character can or
// cannot reach the area the GM points at.
func (p *Play) drawWhy(pen *ucanvas.Pen) {
	if p.why != nil {
		if p.why.WorstFromSource != nil {
			pen.Path(p.why.WorstFromSource.Areas, uikit.SightPath, 6)
		}
		pen.AreaOutline(p.why.To, ucanvas.ColorDanger, 3)
		p.drawWhyNote(pen)
	}
}
