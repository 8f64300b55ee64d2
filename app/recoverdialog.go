package app

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// recoverPanel lists, once the combat is over, everyone who may still
// recover, so the GM sees the choice without hunting through sheets.
func (t *tracker) recoverPanel(v combat.View) {
	var buttons []fyne.CanvasObject
	for _, c := range v.Characters {
		if t.p.cast.fight.State().CanRecover(c.ID) != "" {
			continue
		}
		id := c.ID
		// Two to a row; a long name wraps inside its button, never cut.
		buttons = append(buttons, uikit.NewWrapButton("Recover "+c.Name+"…", func() { t.recoverDialog(id) }))
	}
	if len(buttons) == 0 {
		return
	}
	t.box.Add(uikit.WrappedLabel("Recovery: level back to max, \\ and X wounds healed, items restocked. Time passes for everyone."))
	t.box.Add(container.NewGridWithColumns(2, buttons...))
}

// recoverButton is the sheet's Recover action: a button while the
// character may recover, a note once they have.
func (t *tracker) recoverButton(c *sheet.Character) fyne.CanvasObject {
	if !t.active() || t.p.cast.fight.State().Phase != combat.PhaseEnded {
		return nil
	}
	if t.p.cast.fight.State().Recovered[c.ID] {
		return widget.NewLabel("Recovered after the combat")
	}
	if t.p.cast.fight.State().CanRecover(c.ID) != "" {
		return nil
	}
	b := widget.NewButtonWithIcon("Recover…", theme.ViewRefreshIcon(), func() { t.recoverDialog(c.ID) })
	b.Importance = widget.HighImportance
	return b
}

// recoverDialog shows what recovery changes for a character and lets the
// GM choose the items up to the slots; it submits a recover entry, so the
// log shows it and undo takes it back.
func (t *tracker) recoverDialog(id sheet.CharacterID) {
	w := t.p.w
	c := t.p.find(id)
	if c == nil {
		return
	}
	if why := t.p.cast.fight.State().CanRecover(id); why != "" {
		w.status.say("Cannot recover: "+why, true)
		return
	}
	// Start from what recovery without a choice would give: destroyed and
	// dropped items back, stowed.
	var items []sheet.Item
	for _, it := range c.Items {
		if !it.Intact() {
			it.Destroyed, it.Dropped, it.Held = false, false, sheet.NoHand
		}
		if it.Name == "" {
			it.Name = string(it.ID)
		}
		items = append(items, it)
	}
	erased := 0
	for _, l := range sheet.Locations {
		m := c.Body.At(l)
		erased += m.Slash + m.X
	}
	changes := uikit.WrappedLabel(fmt.Sprintf("Level %d → %d (max)\nWounds healed: %d (\\ and X)   ·   permanent wounds kept: %d",
		c.Level, c.MaxLevel, erased, c.Body.Count(sheet.Filled)))
	slots := widget.NewLabel("")
	ed := newItemEditor(items)
	ed.onChange = func() {
		slots.SetText(fmt.Sprintf("Items to take along: %d of %s", len(ed.rows), words.Count(c.Slots(), "slot")))
		slots.Importance = widget.MediumImportance
		if len(ed.rows) > c.Slots() {
			slots.Importance = widget.DangerImportance
		}
		slots.Refresh()
	}
	ed.onChange()
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	problem.Hide()
	var d dialog.Dialog
	submit := func() {
		chosen, err := ed.items()
		if err == nil && len(chosen) > c.Slots() {
			err = fmt.Errorf("%s but %s: remove %d", words.Count(len(chosen), "item"), words.Count(c.Slots(), "slot"), len(chosen)-c.Slots())
		}
		if err != nil {
			problem.SetText(err.Error())
			problem.Show()
			return
		}
		if chosen == nil {
			chosen = []sheet.Item{}
		}
		res, err := t.p.cast.fight.Submit(&combat.SheetEntry{Command: &sheet.Recover{Character: id, Items: &chosen}})
		if err != nil {
			problem.SetText(err.Error())
			problem.Show()
			return
		}
		d.Hide()
		t.after(res, nil)
	}
	ok := widget.NewButtonWithIcon("Recover", theme.ConfirmIcon(), submit)
	ok.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), widget.NewButton("Cancel", func() { d.Hide() }), ok)
	top := container.NewVBox(changes, problem, widget.NewSeparator(), slots,
		uikit.WrappedLabel("Keep, replace or add items (name, kind, hands, armor location / AoE kind)."))
	body := container.NewVBox(ed.box, container.NewHBox(ed.add))
	content := container.NewBorder(top, buttons, nil, nil, container.NewVScroll(body))
	d = dialog.NewCustomWithoutButtons("Recover "+c.Name, content, w.win)
	d.Resize(fyne.NewSize(780, 460))
	d.Show()
}
