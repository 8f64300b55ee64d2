package inspect

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// hazardRows edit an area's hazards as its objectives are edited: a label,
// the damage ("3" or "d10") and whether players see it, each change one
// undoable command.
func (p *Properties) hazardRows(a *battlemap.Area) []fyne.CanvasObject {
	id := a.ID
	objs := []fyne.CanvasObject{uikit.Heading("Hazards"),
		uikit.Note("They hurt everyone here at each round's end, under the Environment phase house rule (Play panel).")}
	for i, h := range a.Hazards {
		i := i
		// Callbacks read the hazard as it is now: another field may have
		// changed it since the panel was built.
		edit := func(change func(*battlemap.Hazard)) editor.Command {
			if cur, ok := p.hazard(id, i); ok {
				change(&cur)
				return &editor.EditHazard{Area: id, Index: i, Hazard: cur}
			}
			return nil
		}
		label := p.entry(h.Label, false, func(s string) editor.Command {
			return edit(func(h *battlemap.Hazard) { h.Label = s })
		})
		damage := p.entry(h.Damage, false, func(s string) editor.Command {
			return edit(func(h *battlemap.Hazard) { h.Damage = s })
		})
		damage.SetPlaceHolder("3 or d10")
		hidden := widget.NewCheck("Hidden", func(on bool) {
			if c := edit(func(h *battlemap.Hazard) { h.Hidden = on }); c != nil {
				p.do(c)
			}
		})
		hidden.Checked = h.Hidden
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			p.do(&editor.RemoveHazard{Area: id, Index: i})
		})
		p.hazards = append(p.hazards, label)
		dmg := container.NewGridWrap(fyne.NewSize(72, damage.MinSize().Height), damage)
		objs = append(objs, container.NewBorder(nil, nil, nil, container.NewHBox(dmg, hidden, remove), label))
	}
	return objs
}

func (p *Properties) hazard(id battlemap.AreaID, i int) (battlemap.Hazard, bool) {
	a := p.w.Editor().Map().Area(id)
	if a == nil || i >= len(a.Hazards) {
		return battlemap.Hazard{}, false
	}
	return a.Hazards[i], true
}

// AddHazard puts a new hazard on an area (one die of damage), its label
// focused and selected: typing names it.
func (p *Properties) AddHazard(id battlemap.AreaID) {
	p.do(&editor.AddHazard{Area: id, Hazard: battlemap.Hazard{Label: "New hazard", Damage: battlemap.HazardDie}})
	a := p.w.Editor().Map().Area(id)
	if a == nil || p.formArea != id || len(p.hazards) != len(a.Hazards) || len(a.Hazards) == 0 {
		return
	}
	e := p.hazards[len(p.hazards)-1]
	p.w.Window().Canvas().Focus(e)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}
