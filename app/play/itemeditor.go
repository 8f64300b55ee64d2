package play

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// itemRow is one item being edited.
type itemRow struct {
	item sheet.Item
	name *widget.Entry
	kind *widget.Select
	hand *widget.Select
	loc  *widget.Select
	aoe  *widget.Select
}

var handNames = map[sheet.Hand]string{sheet.NoHand: "stowed", sheet.RightHand: sheet.RightHand.Name(), sheet.LeftHand: sheet.LeftHand.Name(), sheet.BothHands: sheet.BothHands.Name()}

// itemEditor edits a list of items, one row each. The character form and
// the recovery dialog share it, so items are edited the same way in both.
type itemEditor struct {
	rows []*itemRow
	box  *fyne.Container
	add  *widget.Button
	// onChange follows rows added or removed (the recovery dialog counts
	// slots).
	onChange func()
}

func newItemEditor(items []sheet.Item) *itemEditor {
	e := &itemEditor{box: container.NewVBox()}
	for _, it := range items {
		e.addRow(it)
	}
	e.add = widget.NewButtonWithIcon("Add item", theme.ContentAddIcon(), func() {
		e.addRow(sheet.Item{Kind: sheet.ItemMelee1H})
	})
	return e
}

func (e *itemEditor) addRow(it sheet.Item) {
	r := &itemRow{item: it, name: widget.NewEntry()}
	r.name.SetText(it.Name)
	r.name.SetPlaceHolder("item name")
	var kinds []string
	for _, k := range sheet.ItemKinds {
		kinds = append(kinds, k.Name())
	}
	r.kind = widget.NewSelect(kinds, nil)
	r.kind.SetSelected(it.Kind.Name())
	r.hand = widget.NewSelect([]string{handNames[sheet.NoHand], handNames[sheet.RightHand], handNames[sheet.LeftHand], handNames[sheet.BothHands]}, nil)
	r.hand.SetSelected(handNames[it.Held])
	var locs []string
	for _, l := range sheet.Locations {
		locs = append(locs, l.Name())
	}
	r.loc = widget.NewSelect(locs, nil)
	if it.Location != "" {
		r.loc.SetSelected(it.Location.Name())
	}
	r.loc.PlaceHolder = "location"
	r.aoe = widget.NewSelect([]string{string(sheet.Blast), string(sheet.Continuous), string(sheet.CoverAoE), string(sheet.Demolish)}, nil)
	r.aoe.SetSelected(string(it.AoE))
	r.aoe.PlaceHolder = "AoE kind"
	e.rows = append(e.rows, r)
	e.redraw()
}

func (e *itemEditor) redraw() {
	e.box.Objects = nil
	for i, r := range e.rows {
		i := i
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			e.rows = append(e.rows[:i], e.rows[i+1:]...)
			e.redraw()
		})
		e.box.Add(container.NewGridWithColumns(5, r.name, r.kind, r.hand, container.NewGridWithColumns(2, r.loc, r.aoe), remove))
	}
	e.box.Refresh()
	if e.onChange != nil {
		e.onChange()
	}
}

// items reads the rows back, naming the first row that is wrong.
func (e *itemEditor) items() ([]sheet.Item, error) {
	var out []sheet.Item
	used := map[sheet.ItemID]bool{}
	for i, r := range e.rows {
		it := r.item
		it.Name = strings.TrimSpace(r.name.Text)
		if it.Name == "" {
			return nil, fmt.Errorf("item %d has no name", i+1)
		}
		for _, k := range sheet.ItemKinds {
			if k.Name() == r.kind.Selected {
				it.Kind = k
			}
		}
		for h, n := range handNames {
			if n == r.hand.Selected {
				it.Held = h
			}
		}
		it.Location, it.AoE = "", ""
		if it.Kind == sheet.ItemArmor {
			for _, l := range sheet.Locations {
				if l.Name() == r.loc.Selected {
					it.Location = l
				}
			}
		}
		if it.Kind == sheet.ItemAoE {
			it.AoE = sheet.AoEKind(r.aoe.Selected)
		}
		if it.ID == "" || used[it.ID] {
			it.ID = uniqueItemID(used, it.Name)
		}
		used[it.ID] = true
		out = append(out, it)
	}
	return out, nil
}

func uniqueItemID(used map[sheet.ItemID]bool, name string) sheet.ItemID {
	return battlemap.NewID(name, "item", used)
}
