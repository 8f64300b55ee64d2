package printkit

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
	"github.com/unhexboard/unhexboard/interop/vector"
)

const (
	margin   = 36.0 // half an inch all round: inside every printer's reach
	fieldH   = 46.0
	fieldGap = 8.0
	leftW    = 236.0 // the wound figure's column
	colGap   = 22.0
	itemRowH = 19.0
)

// sheetGeometry is where the parts of a sheet go on a paper size. Tests
// read it to find the wound boxes on a built page.
type sheetGeometry struct {
	W, H           float64
	X, Content     float64 // left edge and width inside the margins
	ColumnsTop     float64
	LeftX, RightX  float64
	RightW         float64
	FigureTop      float64
	FigureCentreX  float64
	Bottom         float64 // the lowest y the body of the sheet may use
	FooterBaseline float64
}

func geometryFor(p Paper) sheetGeometry {
	g := sheetGeometry{W: p.W, H: p.H, X: margin, Content: p.W - 2*margin}
	g.ColumnsTop = margin + 14 + 2*fieldH + fieldGap + 16
	g.LeftX = margin
	g.RightX = margin + leftW + colGap
	g.RightW = g.Content - leftW - colGap
	g.FigureTop = g.ColumnsTop + 20
	g.FigureCentreX = g.LeftX + leftW/2
	g.FooterBaseline = p.H - margin + 14
	g.Bottom = p.H - margin
	return g
}

// SheetPage is one character sheet: c's name, team, concept, level, wound
// marks, items, hands and abilities, or, for a nil c, the same sheet
// empty, to fill in by hand. footer is printed small at the bottom (the
// map's title, say).
func SheetPage(c *sheet.Character, e sheet.Edition, p Paper, footer string) vector.Page {
	g := geometryFor(p)
	page := vector.Page{W: p.W, H: p.H}
	page.Add(header(g, c)...)

	var body *sheet.Body
	if c != nil {
		body = &c.Body
	}
	hd, y := heading(g.LeftX, g.ColumnsTop, leftW, "Hit locations", "roll the location die")
	page.Add(hd...)
	fig, h := drawFigure(e, g.FigureCentreX, y, body)
	page.Add(fig...)
	keyTop := y + h + 18
	kh, ky := heading(g.LeftX, keyTop, leftW, "Marks", "")
	page.Add(kh...)
	key, kH := markKey(g.LeftX, ky, leftW)
	page.Add(key...)
	leftEnd := ky + kH

	items, y := itemsSection(g, c, g.ColumnsTop)
	page.Add(items...)
	hands, y := handsSection(g, c, y+12)
	page.Add(hands...)
	modKey, modH := modifierKey(g.X, 0, g.Content)
	notesBottom := g.Bottom - modH - 10
	abil, y := abilitiesSection(g, c, y+12, notesBottom-90)
	page.Add(abil...)

	notesTop := max(y, leftEnd) + 14
	page.Add(notesSection(g, c, notesTop, notesBottom)...)
	page.Add(vector.Group{DY: notesBottom + 10, Shapes: modKey})
	page.Add(textBox{X: g.X, Y: g.FooterBaseline - 8, W: g.Content, H: 10, Max: 7, Min: 6, Color: grey, OneLine: true}.set(footer)...)
	return page
}

// header is the title line and the name, team, concept and level fields.
func header(g sheetGeometry, c *sheet.Character) []vector.Shape {
	out := []vector.Shape{label(g.X, margin+8, "UNHEX  ·  CHARACTER SHEET", 8, true, grey, vector.AnchorStart)}
	var name, team, concept, level, maxLevel, tag string
	if c != nil {
		name, team = c.Name, c.Team
		if conceptFits(g, c.Notes) {
			concept = c.Notes
		}
		level, maxLevel = strconv.Itoa(c.Level), strconv.Itoa(c.MaxLevel)
		tag = strings.ToUpper(string(c.Kind))
		if c.HiddenFromPlayers {
			tag += "  ·  HIDDEN FROM PLAYERS (GM COPY)"
		}
		if st := c.Status(); st != sheet.StatusConscious {
			tag = strings.ToUpper(string(st)) + "  ·  " + tag
		}
	}
	if tag != "" {
		out = append(out, label(g.X+g.Content, margin+8, tag, 8, true, ink, vector.AnchorEnd))
	}
	top := margin + 14
	wide := g.Content * 0.62
	rest := g.Content - wide - fieldGap
	out = append(out, field(g.X, top, wide, fieldH, "Name", name, 18, false)...)
	out = append(out, field(g.X+wide+fieldGap, top, rest, fieldH, "Team", team, 14, false)...)
	top += fieldH + fieldGap
	half := (rest - fieldGap) / 2
	out = append(out, field(g.X, top, wide, fieldH, "Concept", concept, conceptMax, false)...)
	out = append(out, field(g.X+wide+fieldGap, top, half, fieldH, "Level", level, 20, true)...)
	out = append(out, field(g.X+wide+2*fieldGap+half, top, half, fieldH, "Max level", maxLevel, 20, true)...)
	return out
}

// The sheet's notes hold the character's concept and description (see
// docs/rules.md): short ones go in the Concept field, longer ones in the
// Notes box at the foot, where they have room.
const conceptMax = 11

func conceptFits(g sheetGeometry, notes string) bool {
	return valueBox(g.X, margin+14+fieldH+fieldGap, g.Content*0.62, fieldH, conceptMax, false).whole(notes)
}

// itemsSection lists every slot a character can ever earn: the earned
// ones to write in, the rest faint with the max level that brings them.
func itemsSection(g sheetGeometry, c *sheet.Character, top float64) ([]vector.Shape, float64) {
	slots := sheet.SlotsAt(sheet.StartLevel)
	var items []sheet.Item
	note := words.Count(slots, "slot") + " to start"
	if c != nil {
		slots, items = c.Slots(), c.Items
		note = fmt.Sprintf("%d of %s used", c.SlotsUsed(), words.Count(slots, "slot"))
	}
	out, y := heading(g.RightX, top, g.RightW, "Items", note)
	rows := max(sheet.SlotsAt(sheet.HighestMaxLevel), len(items))
	for i := 0; i < rows; i++ {
		rowTop := y + float64(i)*itemRowH
		base := rowTop + itemRowH
		earned := i < max(slots, len(items))
		line := faint
		if earned {
			line = grey
		}
		out = append(out, vector.Line{X1: g.RightX, Y1: base, X2: g.RightX + g.RightW, Y2: base, Stroke: pen(0.6, line)})
		out = append(out, label(g.RightX+6, base-5, strconv.Itoa(i+1), 7.5, true, line, vector.AnchorMiddle))
		if !earned {
			out = append(out, label(g.RightX+g.RightW, base-5, fromMax(earnedAt(sheet.SlotsAt, i)), 7, false, faint, vector.AnchorEnd))
			continue
		}
		if i >= len(items) {
			continue
		}
		out = append(out, itemRow(items[i], g.RightX+16, rowTop, g.RightW-16)...)
	}
	return out, y + float64(rows)*itemRowH
}

// itemRow is an item's name, its kind and where it is.
func itemRow(it sheet.Item, x, top, w float64) []vector.Shape {
	const kindW, stateW = 78.0, 56.0
	nameW := w - kindW - stateW - 8
	colour := ink
	if it.Destroyed {
		colour = grey
	}
	out := textBox{X: x, Y: top + 2, W: nameW, H: itemRowH - 3, Max: 10, Min: 6, Bold: true, Color: colour, Middle: true}.set(it.Label())
	out = append(out, textBox{X: x + nameW + 4, Y: top + 4, W: kindW, H: itemRowH - 5, Max: 8, Min: 6, Color: grey, Middle: true}.set(kindLabel(it))...)
	out = append(out, textBox{X: x + w - stateW, Y: top + 4, W: stateW, H: itemRowH - 5, Max: 8, Min: 6, Bold: true,
		Color: colour, Anchor: vector.AnchorEnd, Middle: true, OneLine: true}.set(itemState(it))...)
	if it.Destroyed {
		// Struck through, as the book has a destroyed item noted on the sheet.
		y := top + itemRowH/2 + 2
		out = append(out, vector.Line{X1: x - 2, Y1: y, X2: x + nameW + kindW, Y2: y, Stroke: pen(1, ink)})
	}
	return out
}

// handsSection shows what each hand holds.
func handsSection(g sheetGeometry, c *sheet.Character, top float64) ([]vector.Shape, float64) {
	out, y := heading(g.RightX, top, g.RightW, "Hands", "")
	half := (g.RightW - fieldGap) / 2
	var right, left string
	if c != nil {
		right, left = handLine(c, sheet.RightHand), handLine(c, sheet.LeftHand)
	}
	out = append(out, field(g.RightX, y, half, 38, "Right hand", right, 11, false)...)
	out = append(out, field(g.RightX+half+fieldGap, y, half, 38, "Left hand", left, 11, false)...)
	return out, y + 38
}

// abilityLine is one row of the abilities list.
type abilityLine struct {
	group, text string
	faint       bool
}

// abilityLines lists the combat abilities with their effect (the
// catalogue's words), the non-combat ones, then a line for each pick still
// open and each pick a higher max level brings.
func abilityLines(c *sheet.Character) []abilityLine {
	var out []abilityLine
	picks, used := sheet.AbilitiesAt(sheet.StartLevel), 0
	if c == nil {
		out = append(out, abilityLine{group: "combat"}, abilityLine{group: "non-combat"})
		used = 2
	} else {
		picks = c.AbilityPicks()
		for _, id := range c.Abilities {
			l := abilityLine{group: "combat", text: string(id)}
			if a := sheet.LookupAbility(id); a != nil {
				l = abilityLine{group: a.Group, text: a.Name}
			}
			out = append(out, l)
		}
		for _, s := range c.Skills {
			out = append(out, abilityLine{group: "non-combat", text: s})
		}
		used = len(out)
	}
	for i := used; i < max(picks, used); i++ {
		out = append(out, abilityLine{group: "open pick"})
	}
	for i := max(picks, used); i < sheet.AbilitiesAt(sheet.HighestMaxLevel); i++ {
		out = append(out, abilityLine{group: fromMax(earnedAt(sheet.AbilitiesAt, i)), faint: true})
	}
	return out
}

// abilitiesSection writes the abilities list between top and bottom,
// shrinking the text when a long list would run past bottom.
func abilitiesSection(g sheetGeometry, c *sheet.Character, top, bottom float64) ([]vector.Shape, float64) {
	lines := abilityLines(c)
	note := ""
	if c != nil {
		note = fmt.Sprintf("%d of %s used", len(c.Abilities)+len(c.Skills), words.Count(c.AbilityPicks(), "pick"))
	}
	out, y := heading(g.RightX, top, g.RightW, "Abilities", note)
	const groupW = 70.0
	textW := g.RightW - groupW - 6
	size := 9.5
	var heights []float64
	for ; ; size -= 0.5 {
		heights = heights[:0]
		total := 0.0
		for _, l := range lines {
			n := 1
			if l.text != "" {
				n = len(wrap(l.text, size, false, textW))
			}
			h := max(itemRowH, float64(n)*size*lineGap+8)
			heights = append(heights, h)
			total += h
		}
		if y+total <= bottom || size <= 6.5 {
			break
		}
	}
	for i, l := range lines {
		h := heights[i]
		colour := grey
		if l.faint {
			colour = faint
		}
		out = append(out, vector.Line{X1: g.RightX, Y1: y + h, X2: g.RightX + g.RightW, Y2: y + h, Stroke: pen(0.6, colour)})
		out = append(out, textBox{X: g.RightX, Y: y + 4, W: groupW, H: 9, Max: 7, Min: 5.5, Bold: true, Color: colour,
			OneLine: true}.set(strings.ToUpper(l.group))...)
		out = append(out, textBox{X: g.RightX + groupW + 6, Y: y + 4, W: textW, H: h - 6, Max: size, Min: 5.5, Color: ink}.set(l.text)...)
		y += h
	}
	return out, y
}

// notesSection is two boxes to write in: the non-combat gear and notes.
func notesSection(g sheetGeometry, c *sheet.Character, top, bottom float64) []vector.Shape {
	var gear, notes string
	if c != nil {
		gear = c.Gear
		if !conceptFits(g, c.Notes) {
			notes = c.Notes
		}
	}
	half := (g.Content - fieldGap) / 2
	h := max(bottom-top, 40)
	out := field(g.X, top, half, h, "Non-combat gear", "", 10, false)
	out = append(out, textBox{X: g.X + 6, Y: top + 14, W: half - 12, H: h - 18, Max: 9.5, Min: 6, Color: ink}.set(gear)...)
	out = append(out, field(g.X+half+fieldGap, top, half, h, "Notes", "", 10, false)...)
	out = append(out, textBox{X: g.X + half + fieldGap + 6, Y: top + 14, W: half - 12, H: h - 18, Max: 9.5, Min: 6, Color: ink}.set(notes)...)
	return out
}

// modifierKey explains good, precise and powerful in the engine's words,
// at the foot of the sheet. It is built at y = 0 and moved into place.
func modifierKey(x, y, w float64) ([]vector.Shape, float64) {
	var out []vector.Shape
	const size = 7.5
	for _, m := range sheet.ModifierKinds {
		name := strings.ToUpper(string(m)) + ": "
		nw := textWidth(name, size, true)
		out = append(out, label(x, y+ascent(size), name, size, true, ink, vector.AnchorStart))
		lines := wrap(m.Meaning(), size, false, w-nw)
		for i, l := range lines {
			out = append(out, label(x+nw, y+ascent(size)+float64(i)*size*lineGap, l, size, false, ink, vector.AnchorStart))
		}
		y += float64(len(lines))*size*lineGap + 2
	}
	return out, y
}
