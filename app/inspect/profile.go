package inspect

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// rulesChoices are the rules a map may play, in the picker's order:
// Unhex, then each zones profile.
func rulesChoices() []battlemap.ProfileID {
	return append([]battlemap.ProfileID{""}, battlemap.ProfileIDs()...)
}

// rulesControls are the map's settings of what it plays: the rules
// picker with a line on the one chosen, and the custom profile's band
// table. Each change is one undo step, refused with the engine's reasons
// (shown under the controls) when the map does not fit the new rules.
func (p *Properties) rulesControls(m *battlemap.Map) []fyne.CanvasObject {
	// A refusal rebuilds the form as the map stands, its reason under it.
	problem := uikit.WrappedLabel(p.rulesProblem)
	problem.Importance = widget.DangerImportance
	if p.rulesProblem == "" {
		problem.Hide()
	}
	p.rulesProblem = ""
	try := func(c *editor.SetProfile) {
		p.flushDraft()
		c.Doc = p.w.Editor().Doc
		if err := p.w.Editor().Do(c); err != nil {
			p.rulesProblem = uikit.ErrorText(err)
			p.Update()
		}
	}
	var names []string
	for _, id := range rulesChoices() {
		names = append(names, editor.ProfileName(id))
	}
	pick := widget.NewSelect(names, nil)
	pick.SetSelected(editor.ProfileName(m.Profile))
	pick.OnChanged = func(s string) {
		for _, id := range rulesChoices() {
			if editor.ProfileName(id) != s || id == p.w.Editor().Map().Profile {
				continue
			}
			c := &editor.SetProfile{Profile: id}
			if id == battlemap.ProfileCustom {
				c.Bands = uikit.DefaultCustomBands()
			}
			try(c)
			return
		}
	}
	objs := []fyne.CanvasObject{uikit.Heading("Rules"),
		container.NewBorder(nil, nil, widget.NewLabel("Plays"), nil, pick),
		uikit.Note(uikit.ProfileLine(m.Profile, m.Bands))}
	if m.Profile == battlemap.ProfileCustom {
		objs = append(objs, p.bandTable(m.Bands, try)...)
	}
	return append(objs, problem)
}

// bandTable edits the custom profile's bands: a name and the fewest
// links each starts at, a row each, with rows to add and remove.
func (p *Properties) bandTable(bands []battlemap.Band, try func(*editor.SetProfile)) []fyne.CanvasObject {
	with := func(change func(b []battlemap.Band) []battlemap.Band) {
		next := change(slices.Clone(p.w.Editor().Map().Bands))
		try(&editor.SetProfile{Profile: battlemap.ProfileCustom, Bands: next})
	}
	objs := []fyne.CanvasObject{uikit.Note("Bands: each band's name and the fewest links away it starts at (0 is the same zone); it reaches up to the next band.")}
	for i, b := range bands {
		i := i
		name := newCommitEntry(b.Name, false, func(s string) {
			with(func(b []battlemap.Band) []battlemap.Band {
				if i < len(b) {
					b[i].Name = s
				}
				return b
			})
		})
		from := newCommitEntry(strconv.Itoa(b.From), false, func(s string) {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil {
				p.rulesProblem = fmt.Sprintf("Band %d: %q is not a whole number of links.", i+1, s)
				p.Update()
				return
			}
			with(func(b []battlemap.Band) []battlemap.Band {
				if i < len(b) {
					b[i].From = n
				}
				return b
			})
		})
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			with(func(b []battlemap.Band) []battlemap.Band {
				if i < len(b) {
					b = slices.Delete(b, i, i+1)
				}
				return b
			})
		})
		if len(bands) == 1 {
			remove.Disable()
		}
		count := container.NewGridWrap(fyne.NewSize(64, from.MinSize().Height), from)
		objs = append(objs, container.NewBorder(nil, nil, nil, container.NewHBox(count, remove), name))
	}
	add := widget.NewButtonWithIcon("Add band", theme.ContentAddIcon(), func() {
		with(func(b []battlemap.Band) []battlemap.Band {
			next := 0
			if len(b) > 0 {
				next = b[len(b)-1].From + 1
			}
			return append(b, battlemap.Band{Name: fmt.Sprintf("Band %d", len(b)+1), From: next})
		})
	})
	if len(bands) >= battlemap.MaxBands {
		add.Disable()
	}
	return append(objs, add)
}
