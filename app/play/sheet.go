package play

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// newSheetView mirrors the rulebook's character sheet: level and max, the
// hit-location boxes with their marks, the slots, and what each hand holds.
func newSheetView(p *Play, c *sheet.Character) fyne.CanvasObject {
	title := uikit.WrappingHeading(fmt.Sprintf("%s — %s, team %s", c.Name, strings.ToUpper(string(c.Kind)), c.Team))
	level := uikit.WrappedLabel(fmt.Sprintf("Level %d / max %d · %s", c.Level, c.MaxLevel, c.Status()))
	rows := []fyne.CanvasObject{title, level}
	for _, loc := range sheet.Locations {
		rows = append(rows, woundRow(loc, *c.Body.At(loc)))
	}
	rows = append(rows, uikit.WrappedLabel(fmt.Sprintf("Slots: %d of %d used", c.SlotsUsed(), c.Slots())))
	for _, it := range c.Items {
		rows = append(rows, uikit.WrappedLabel("• "+itemLine(it)))
	}
	rows = append(rows, uikit.WrappedLabel("Hands: "+handsLine(c)))
	if len(c.Abilities) > 0 {
		names := make([]string, len(c.Abilities))
		for i, id := range c.Abilities {
			names[i] = string(id)
			if a := sheet.LookupAbility(id); a != nil {
				names[i] = a.Name
			}
		}
		l := uikit.WrappedLabel("Abilities: " + strings.Join(names, "; "))
		rows = append(rows, l)
	}
	rows = append(rows, uikit.WrappedLabel(hitChanceLine(p.cast.rules(), c)))
	if r := p.tracker.recoverButton(c); r != nil {
		rows = append(rows, r)
	}
	rows = append(rows, uikit.NewFlowBox(sheetButtons(p, c)...))
	if c.Kind == sheet.NPC {
		rows = append(rows, p.tracker.npc.toggle(c))
	}
	return container.NewVBox(rows...)
}

// sheetButtons are the buttons under a character: edit, remove, hide
// from or reveal to the players, take off the board.
func sheetButtons(p *Play, c *sheet.Character) []fyne.CanvasObject {
	edit := widget.NewButtonWithIcon("Edit", theme.DocumentCreateIcon(), func() { p.editCharacter(c, c.Kind) })
	remove := widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
		_ = p.cast.apply(&sheet.RemoveCharacter{Character: c.ID})
	})
	buttons := []fyne.CanvasObject{edit, remove}
	if c.Kind == sheet.NPC {
		label := "Hide from players"
		if c.HiddenFromPlayers {
			label = "Reveal to players"
		}
		hidden := !c.HiddenFromPlayers
		buttons = append(buttons, widget.NewButton(label, func() {
			_ = p.cast.apply(&sheet.Override{Character: c.ID, Hidden: &hidden})
		}))
	}
	if c.Area != "" {
		buttons = append(buttons, widget.NewButton("Off the board", func() {
			none := battlemap.AreaID("")
			_ = p.cast.apply(&sheet.Override{Character: c.ID, Area: &none, Reason: "taken off the board"})
		}))
	}
	return append(buttons, p.pictureButtons(c)...)
}

// hitChanceLine is the exact chance to succeed at the character's level,
// and with good when an ability makes some attack good, under edition e.
func hitChanceLine(e sheet.Edition, c *sheet.Character) string {
	line := "Chance to succeed: " + e.HitChance(c.Level, false).Percent()
	for _, it := range c.Items {
		w := it.Kind.Weapon()
		if it.Held == sheet.NoHand || w == "" {
			continue
		}
		if c.ModifiersFor(sheet.ActAttack, w).Good {
			line += fmt.Sprintf("; attacking with %s (good): %s", it.Name, e.HitChance(c.Level, true).Percent())
		}
	}
	return line
}

func itemLine(it sheet.Item) string {
	var b strings.Builder
	b.WriteString(it.Name)
	if kind := it.Kind.Name(); !strings.EqualFold(kind, it.Name) { // "Ammo", not "Ammo (ammo)"
		b.WriteString(" (" + kind + ")")
	}
	switch {
	case it.Destroyed:
		b.WriteString(" — destroyed")
	case it.Dropped:
		b.WriteString(" — dropped")
	case it.Held != sheet.NoHand:
		b.WriteString(" — " + it.Held.In())
	}
	if it.Location != "" {
		b.WriteString(", covers the " + it.Location.Name())
	}
	return b.String()
}

func handsLine(c *sheet.Character) string {
	var parts []string
	for _, h := range []sheet.Hand{sheet.RightHand, sheet.LeftHand} {
		switch {
		case !c.HandUsable(h):
			parts = append(parts, string(h)+": unusable")
		case c.Holding(h) != nil:
			parts = append(parts, string(h)+": "+c.Holding(h).Name)
		default:
			parts = append(parts, string(h)+": empty")
		}
	}
	return strings.Join(parts, ", ")
}

// woundRow draws a location's boxes: \ treatable, X recovery only, filled
// permanent, as on the paper sheet.
func woundRow(loc sheet.Location, m sheet.Marks) fyne.CanvasObject {
	var boxes []fyne.CanvasObject
	fill := func(i int) string {
		switch {
		case i < m.Filled:
			return "filled"
		case i < m.Filled+m.X:
			return "X"
		case i < m.Filled+m.X+m.Slash:
			return "\\"
		}
		return ""
	}
	ink := theme.Color(theme.ColorNameForeground)
	for i := 0; i < loc.Boxes(); i++ {
		box := canvas.NewRectangle(color.Transparent)
		box.StrokeColor, box.StrokeWidth = ink, 1
		mark := fill(i)
		var obj fyne.CanvasObject = box
		switch mark {
		case "filled":
			box.FillColor = ink
		case "X", "\\":
			t := canvas.NewText(mark, ink)
			t.Alignment = fyne.TextAlignCenter
			t.TextStyle = fyne.TextStyle{Bold: true}
			obj = container.NewStack(box, t)
		}
		boxes = append(boxes, container.NewGridWrap(fyne.NewSize(14, 14), obj))
	}
	name := widget.NewLabel(loc.Name())
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(84, 24), name), nil, container.NewHBox(boxes...))
}
