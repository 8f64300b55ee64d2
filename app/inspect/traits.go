package inspect

import (
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// traitControls edit an area's zone traits on a zones map: a box for
// each word of the profile's vocabulary with what it does, or, where any
// text is a trait (Fate's aspects), a field for each and a button to add
// one. An Unhex map's areas have none.
func (p *Properties) traitControls(m *battlemap.Map, a *battlemap.Area) []fyne.CanvasObject {
	z := m.Zones()
	if z == nil {
		return nil
	}
	id := a.ID
	set := func(change func([]string) []string) {
		cur := p.w.Editor().Map().Area(id)
		if cur == nil {
			return
		}
		p.do(&editor.SetTraits{Area: id, Traits: change(slices.Clone(cur.Traits))})
	}
	if !z.FreeTraits() {
		objs := []fyne.CanvasObject{uikit.Heading("Zone traits (" + z.Name + ")")}
		for _, t := range z.Traits() {
			word := t.ID
			check := widget.NewCheck(t.Label, func(on bool) {
				set(func(ts []string) []string {
					if on {
						if !slices.Contains(ts, word) {
							ts = append(ts, word)
						}
						return ts
					}
					return slices.DeleteFunc(ts, func(s string) bool { return s == word })
				})
			})
			check.Checked = slices.Contains(a.Traits, word)
			objs = append(objs, check, uikit.Note(uikit.Capitalise(t.Effect)+"."))
		}
		return objs
	}
	noun, example := "trait", "\"Slippery\""
	if z.ID == battlemap.ProfileFate {
		noun, example = "aspect", "\"Thick smoke\""
	}
	objs := []fyne.CanvasObject{uikit.Heading(uikit.Capitalise(noun) + "s (" + z.Name + ")")}
	for i, t := range a.Traits {
		i := i
		field := p.entry(t, false, func(s string) editor.Command {
			cur := p.w.Editor().Map().Area(id)
			ts := []string{}
			if cur != nil {
				ts = slices.Clone(cur.Traits)
			}
			if i < len(ts) {
				ts[i] = s
			}
			return &editor.SetTraits{Area: id, Traits: ts}
		})
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			set(func(ts []string) []string {
				if i < len(ts) {
					ts = slices.Delete(ts, i, i+1)
				}
				return ts
			})
		})
		objs = append(objs, container.NewBorder(nil, nil, nil, remove, field))
	}
	if len(a.Traits) == 0 {
		objs = append(objs, uikit.Note("None yet. A "+noun+" is a short phrase, as "+example+"."))
	}
	add := widget.NewButtonWithIcon("Add "+noun, theme.ContentAddIcon(), func() {
		set(func(ts []string) []string {
			name := "New " + noun
			for n := 2; slices.ContainsFunc(ts, func(t string) bool { return strings.EqualFold(t, name) }); n++ {
				name = fmt.Sprintf("New %s %d", noun, n)
			}
			return append(ts, name)
		})
	})
	if len(a.Traits) >= battlemap.MaxTraitsPerArea {
		add.Disable()
	}
	return append(objs, add)
}
