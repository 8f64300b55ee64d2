package app

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// propsPanel edits whatever is selected: the map itself, one area, one
// link, or several things at once. Every edit is an undoable command.
type propsPanel struct {
	w       *mainWindow
	box     *fyne.Container
	content fyne.CanvasObject
	// The area on show and its objectives' fields, to focus a new one.
	formArea   battlemap.AreaID
	objectives []*commitEntry
}

func newPropsPanel(w *mainWindow) *propsPanel {
	p := &propsPanel{w: w, box: container.NewVBox()}
	p.content = container.NewVScroll(container.NewPadded(p.box))
	return p
}

func (p *propsPanel) update() {
	if p.w.mode != modeEdit {
		return
	}
	// The fields are about to be rebuilt: what is typed in one becomes
	// its command first, or it would be lost with the field.
	p.w.flushDraft()
	m := p.w.ed.Map()
	areas := p.w.ed.Selection.Areas(m)
	links := p.w.ed.Selection.Links(m)
	var objs []fyne.CanvasObject
	p.formArea, p.objectives = "", nil
	switch {
	case len(areas) == 1 && len(links) == 0:
		objs = p.areaForm(m.Area(areas[0]))
	case len(links) == 1 && len(areas) == 0:
		objs = p.linkForm(links[0], m.Links[links[0]])
	case len(areas)+len(links) > 1:
		objs = p.manyForm(len(areas), len(links))
	default:
		objs = p.mapForm(m)
	}
	p.box.Objects = objs
	p.box.Refresh()
}

// do runs an edit from the panel, after the text typed in any field:
// typing a note and then clicking Add objective keeps the note.
func (p *propsPanel) do(c editor.Command) {
	p.w.flushDraft()
	_ = p.w.ed.Do(c)
}

// entry is a field of the panel whose text becomes the command edit
// makes of it.
func (p *propsPanel) entry(text string, multiLine bool, edit func(string) editor.Command) *commitEntry {
	e := newCommitEntry(text, multiLine, func(s string) { p.do(edit(s)) })
	e.command = edit
	e.OnChanged = func(string) { p.w.typing(e) }
	return e
}

func (p *propsPanel) mapForm(m *battlemap.Map) []fyne.CanvasObject {
	title := p.entry(m.Title, false, func(s string) editor.Command { return &editor.SetTitle{Title: s} })
	notes := p.entry(m.Notes, true, func(s string) editor.Command { return &editor.SetMapNotes{Notes: s} })
	notes.SetPlaceHolder("Notes for the GM only")
	hint := widget.NewLabel("Nothing selected. Click an area or a link to edit it, or pick a tool above to draw.")
	hint.Wrapping = fyne.TextWrapWord
	return []fyne.CanvasObject{uikit.Heading("Map"), widget.NewForm(
		widget.NewFormItem("Title", title),
		widget.NewFormItem("Notes", notes),
	), hint}
}

func (p *propsPanel) areaForm(a *battlemap.Area) []fyne.CanvasObject {
	if a == nil {
		return nil
	}
	id := a.ID
	p.formArea = id
	name := p.entry(a.Name, false, func(s string) editor.Command { return &editor.RenameArea{ID: id, Name: s} })
	notes := p.entry(a.Notes, true, func(s string) editor.Command { return &editor.SetAreaNotes{ID: id, Notes: s} })
	notes.SetPlaceHolder("GM only: never shown to players")
	objs := []fyne.CanvasObject{uikit.Heading("Area"), widget.NewForm(
		widget.NewFormItem("Name", name),
		widget.NewFormItem("Notes", notes),
	)}
	objs = append(objs, p.w.fogAreaControls(a)...)
	objs = append(objs, uikit.Heading("Objectives"))
	for i, o := range a.Objectives {
		i, o := i, o
		// Callbacks read the objective as it is now, not as it was when the
		// panel was built: another field may have changed it since.
		label := p.entry(o.Label, false, func(s string) editor.Command {
			if cur, ok := p.objective(id, i); ok {
				cur.Label = s
				return &editor.EditObjective{Area: id, Index: i, Objective: cur}
			}
			return nil
		})
		hidden := widget.NewCheck("Hidden", func(on bool) {
			if cur, ok := p.objective(id, i); ok {
				cur.Hidden = on
				p.do(&editor.EditObjective{Area: id, Index: i, Objective: cur})
			}
		})
		hidden.Checked = o.Hidden
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			p.do(&editor.RemoveObjective{Area: id, Index: i})
		})
		p.objectives = append(p.objectives, label)
		objs = append(objs, container.NewBorder(nil, nil, nil, container.NewHBox(hidden, remove), label))
	}
	add := widget.NewButtonWithIcon("Add objective", theme.ContentAddIcon(), func() { p.addObjective(id) })
	del := widget.NewButtonWithIcon("Delete area", theme.DeleteIcon(), p.w.deleteSelection)
	return append(objs, add, widget.NewSeparator(), del)
}

func (p *propsPanel) objective(id battlemap.AreaID, i int) (battlemap.Objective, bool) {
	a := p.w.ed.Map().Area(id)
	if a == nil || i >= len(a.Objectives) {
		return battlemap.Objective{}, false
	}
	return a.Objectives[i], true
}

// addObjective puts a new objective on an area, its label focused and
// selected: typing names it.
func (p *propsPanel) addObjective(id battlemap.AreaID) {
	p.do(&editor.AddObjective{Area: id, Objective: battlemap.Objective{Label: "New objective"}})
	a := p.w.ed.Map().Area(id)
	if a == nil || p.formArea != id || len(p.objectives) != len(a.Objectives) || len(a.Objectives) == 0 {
		return
	}
	e := p.objectives[len(p.objectives)-1]
	p.w.win.Canvas().Focus(e)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}

func (p *propsPanel) linkForm(i int, l battlemap.Link) []fyne.CanvasObject {
	m := p.w.ed.Map()
	nameA, nameB := uikit.AreaName(m, l.A), uikit.AreaName(m, l.B)
	kind := widget.NewSelect([]string{linkKindNames[battlemap.Solid], linkKindNames[battlemap.Dashed], linkKindNames[battlemap.Blocked]}, nil)
	kind.SetSelected(linkKindNames[l.Kind])
	kind.OnChanged = func(s string) {
		if k, ok := kindNamed(s); ok {
			p.do(&editor.SetLinkKind{Link: i, Kind: k})
		}
	}
	coverA := widget.NewCheck("Cover at "+nameA, func(bool) { p.do(&editor.ToggleCover{Link: i, At: l.A}) })
	coverA.Checked = l.CoverA
	coverB := widget.NewCheck("Cover at "+nameB, func(bool) { p.do(&editor.ToggleCover{Link: i, At: l.B}) })
	coverB.Checked = l.CoverB
	oneWay := widget.NewCheck(fmt.Sprintf("One-way: %s → %s", nameA, nameB), func(on bool) { p.do(&editor.SetOneWay{Link: i, On: on}) })
	oneWay.Checked = l.OneWay
	flip := widget.NewButtonWithIcon("Flip direction", theme.MediaReplayIcon(), func() { p.do(&editor.FlipLink{Link: i}) })
	door := widget.NewRadioGroup([]string{"No door", "Open", "Closed"}, nil)
	door.Horizontal = true
	door.Required = true
	door.SetSelected(doorLabel(l.Door))
	door.OnChanged = func(s string) { p.do(&editor.SetDoor{Link: i, Door: doorFromLabel(s)}) }
	if l.Kind != battlemap.Solid {
		oneWay.Disable()
		door.Disable()
	}
	if !l.OneWay {
		flip.Disable()
	}
	del := widget.NewButtonWithIcon("Delete link", theme.DeleteIcon(), p.w.ed.DeleteSelection)
	note := widget.NewLabel("Tip: with the Cover tool, click a link near one end to toggle its tick.")
	note.Wrapping = fyne.TextWrapWord
	objs := []fyne.CanvasObject{
		uikit.Heading(fmt.Sprintf("Link: %s — %s", nameA, nameB)),
		widget.NewForm(widget.NewFormItem("Kind", kind)),
		coverA, coverB, oneWay, flip,
		widget.NewForm(widget.NewFormItem("Door", door)),
	}
	objs = append(objs, p.w.fogLinkControls(i, l)...)
	return append(objs, widget.NewSeparator(), del, note)
}

func (p *propsPanel) manyForm(areas, links int) []fyne.CanvasObject {
	del := widget.NewButtonWithIcon("Delete selection", theme.DeleteIcon(), p.w.deleteSelection)
	return []fyne.CanvasObject{uikit.Heading("Selection"),
		widget.NewLabel(fmt.Sprintf("%s and %s selected", words.Count(areas, "area"), words.Count(links, "link"))), del}
}

func doorLabel(d battlemap.Door) string {
	switch d {
	case battlemap.DoorOpen:
		return "Open"
	case battlemap.DoorClosed:
		return "Closed"
	}
	return "No door"
}

func doorFromLabel(s string) battlemap.Door {
	switch s {
	case "Open":
		return battlemap.DoorOpen
	case "Closed":
		return battlemap.DoorClosed
	}
	return battlemap.NoDoor
}

// commitEntry commits its text when Enter is pressed (single line) or when
// it loses focus, and only if the text changed: one undo step per edit,
// not one per keystroke. Until then the text is a draft, which the
// autosave copies (command makes the edit the text stands for).
type commitEntry struct {
	widget.Entry
	original string
	commit   func(string)
	command  func(string) editor.Command
}

func newCommitEntry(text string, multiLine bool, commit func(string)) *commitEntry {
	e := &commitEntry{original: text, commit: commit}
	e.ExtendBaseWidget(e)
	e.MultiLine = multiLine
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
		e.SetMinRowsVisible(3)
	}
	e.SetText(text)
	e.OnSubmitted = func(string) { e.flush() }
	return e
}

func (e *commitEntry) flush() {
	if e.Text != e.original {
		e.original = e.Text
		e.commit(e.Text)
	}
}

func (e *commitEntry) FocusLost() {
	e.Entry.FocusLost()
	e.flush()
}
