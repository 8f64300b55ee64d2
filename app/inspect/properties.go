// Package inspect is the side panel in Edit mode: the properties of the
// selection (with its fog of war controls), and the map's warnings.
package inspect

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Host is what the Edit mode panels need of the window.
type Host interface {
	host.Host
	SetMode(host.Mode)
	// DeleteSelection deletes what is selected, as the Delete key does.
	DeleteSelection()
}

// Properties edits whatever is selected: the map itself, one area, one
// link, or several things at once. Every edit is an undoable command.
type Properties struct {
	w   Host
	box *fyne.Container // the side panel's pane, which the other modes fill with their own panel
	// actions holds the selection's buttons (add an objective or a hazard,
	// delete), below the pane where no scrolling hides them.
	actions *fyne.Container
	// The area on show and its objectives' and hazards' fields, to focus
	// a new one.
	formArea   battlemap.AreaID
	objectives []*CommitEntry
	hazards    []*CommitEntry
	// draft is the field last typed in, until its text is committed;
	// typed counts keystrokes in fields, for the autosave.
	draft *CommitEntry
	typed uint64
	// rulesProblem is why the last change of the map's rules or bands
	// was refused, shown once under them.
	rulesProblem string
	// OnTyping runs after every keystroke in a field: the window's
	// unsaved mark shows at once, not only when the field is left.
	OnTyping func()
}

// NewProperties shows the selection's properties in box while the window
// is in Edit mode, following every change of the map.
func NewProperties(h Host, box *fyne.Container) *Properties {
	p := &Properties{w: h, box: box, actions: container.NewStack()}
	h.Changes().Subscribe(func(ch host.Change) {
		if ch != host.Played {
			p.Update()
		}
	})
	return p
}

// Update rebuilds the form for the selection, in Edit mode.
func (p *Properties) Update() {
	if p.w.Mode() != host.ModeEdit {
		return
	}
	// The fields are about to be rebuilt: what is typed in one becomes
	// its command first, or it would be lost with the field.
	p.flushDraft()
	ed := p.w.Editor()
	m := ed.Map()
	areas := ed.Selection.Areas(m)
	links := ed.Selection.Links(m)
	var objs, acts []fyne.CanvasObject
	p.formArea, p.objectives, p.hazards = "", nil, nil
	switch {
	case len(areas) == 1 && len(links) == 0:
		objs, acts = p.areaForm(m.Area(areas[0]))
	case len(links) == 1 && len(areas) == 0:
		objs, acts = p.linkForm(links[0], m.Links[links[0]])
	case len(areas)+len(links) > 1:
		objs, acts = p.manyForm(len(areas), len(links))
	default:
		objs = p.mapForm(m)
	}
	p.box.Objects = objs
	p.box.Refresh()
	p.actions.Objects = nil
	if len(acts) > 0 {
		p.actions.Objects = []fyne.CanvasObject{container.NewVBox(widget.NewSeparator(), container.NewPadded(uikit.NewFlowBox(acts...)))}
	}
	p.actions.Show()
	p.actions.Refresh()
}

// Actions is the bar of the selection's buttons, for the window to pin
// below the pane.
func (p *Properties) Actions() fyne.CanvasObject { return p.actions }

// HideActions takes the bar away while another mode's panel is on show.
func (p *Properties) HideActions() { p.actions.Hide() }

// do runs an edit from the panel, after the text typed in any field:
// typing a note and then clicking Add objective keeps the note.
func (p *Properties) do(c editor.Command) {
	p.flushDraft()
	_ = p.w.Editor().Do(c)
}

// entry is a field of the panel whose text becomes the command edit
// makes of it.
func (p *Properties) entry(text string, multiLine bool, edit func(string) editor.Command) *CommitEntry {
	e := newCommitEntry(text, multiLine, func(s string) { p.do(edit(s)) })
	e.command = edit
	e.OnChanged = func(string) { p.typing(e) }
	return e
}

// typing notes a keystroke in a field: no undo step yet (that comes
// once, when the field is left or Enter pressed), but the text counts as
// an unsaved change at once and the autosave copies it.
func (p *Properties) typing(e *CommitEntry) {
	if p.draft != nil && p.draft != e {
		p.flushDraft()
	}
	p.draft = e
	p.typed++
	if p.OnTyping != nil {
		p.OnTyping()
	}
}

// flushDraft commits the text typed in a field, before any other edit.
func (p *Properties) flushDraft() {
	if e := p.draft; e != nil {
		p.draft = nil
		e.flush()
	}
}

// Typed counts the keystrokes in the panel's fields.
func (p *Properties) Typed() uint64 { return p.typed }

// Drafting reports text typed and not yet committed.
func (p *Properties) Drafting() bool { return p.draft != nil && p.draft.Text != p.draft.original }

// Draft is the edit the text typed and not yet committed stands for, or
// nil: the autosave copies it before it is a command.
func (p *Properties) Draft() editor.Command {
	if !p.Drafting() {
		return nil
	}
	return p.draft.command(p.draft.Text)
}

// DropDraft forgets the field typed in: its document is gone.
func (p *Properties) DropDraft() { p.draft = nil }

func (p *Properties) mapForm(m *battlemap.Map) []fyne.CanvasObject {
	title := p.entry(m.Title, false, func(s string) editor.Command { return &editor.SetTitle{Title: s} })
	notes := p.entry(m.Notes, true, func(s string) editor.Command { return &editor.SetMapNotes{Notes: s} })
	notes.SetPlaceHolder("Notes for the GM only")
	hint := widget.NewLabel("Nothing selected. Click an area or a link to edit it, or pick a tool above to draw.")
	hint.Wrapping = fyne.TextWrapWord
	objs := append([]fyne.CanvasObject{uikit.Heading("Map"), widget.NewForm(
		widget.NewFormItem("Title", title),
		widget.NewFormItem("Notes", notes),
	), hint}, p.rulesControls(m)...)
	return append(objs, fogMapControls(p.w)...)
}

func (p *Properties) areaForm(a *battlemap.Area) (objs, actions []fyne.CanvasObject) {
	if a == nil {
		return nil, nil
	}
	id := a.ID
	p.formArea = id
	name := p.entry(a.Name, false, func(s string) editor.Command { return &editor.RenameArea{ID: id, Name: s} })
	notes := p.entry(a.Notes, true, func(s string) editor.Command { return &editor.SetAreaNotes{ID: id, Notes: s} })
	notes.SetPlaceHolder("GM only: never shown to players")
	objs = []fyne.CanvasObject{uikit.Heading("Area"), widget.NewForm(
		widget.NewFormItem("Name", name),
		widget.NewFormItem("Notes", notes),
	)}
	objs = append(objs, uikit.NewFlowBox(fogAreaControls(p.w, a)...))
	objs = append(objs, p.traitControls(p.w.Editor().Map(), a)...)
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
	if len(a.Objectives) == 0 {
		objs = append(objs, uikit.Note("None yet."))
	}
	objs = append(objs, p.hazardRows(a)...)
	actions = []fyne.CanvasObject{
		widget.NewButtonWithIcon("Objective", theme.ContentAddIcon(), func() { p.AddObjective(id) }),
		widget.NewButtonWithIcon("Hazard", theme.ContentAddIcon(), func() { p.AddHazard(id) }),
		widget.NewButtonWithIcon("Delete area", theme.DeleteIcon(), p.w.DeleteSelection),
	}
	if p.w.Editor().Map().Zones() != nil { // Unhex hazards play no part there: a trait says it
		actions = append(actions[:1], actions[2])
	}
	return objs, actions
}

func (p *Properties) objective(id battlemap.AreaID, i int) (battlemap.Objective, bool) {
	a := p.w.Editor().Map().Area(id)
	if a == nil || i >= len(a.Objectives) {
		return battlemap.Objective{}, false
	}
	return a.Objectives[i], true
}

// AddObjective puts a new objective on an area, its label focused and
// selected: typing names it.
func (p *Properties) AddObjective(id battlemap.AreaID) {
	p.do(&editor.AddObjective{Area: id, Objective: battlemap.Objective{Label: "New objective"}})
	a := p.w.Editor().Map().Area(id)
	if a == nil || p.formArea != id || len(p.objectives) != len(a.Objectives) || len(a.Objectives) == 0 {
		return
	}
	e := p.objectives[len(p.objectives)-1]
	p.w.Window().Canvas().Focus(e)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
}

func (p *Properties) linkForm(i int, l battlemap.Link) (objs, actions []fyne.CanvasObject) {
	m := p.w.Editor().Map()
	nameA, nameB := uikit.AreaName(m, l.A), uikit.AreaName(m, l.B)
	kind := widget.NewSelect(uikit.KindNames(uikit.KindsFor(m)), nil)
	kind.SetSelected(uikit.LinkKindNames[l.Kind])
	kind.OnChanged = func(s string) {
		if k, ok := uikit.KindNamed(s); ok {
			p.do(&editor.SetLinkKind{Link: i, Kind: k})
		}
	}
	coverA := widget.NewCheck("Cover at "+nameA, func(bool) { p.do(&editor.ToggleCover{Link: i, At: l.A}) })
	coverA.Checked = l.CoverA
	coverB := widget.NewCheck("Cover at "+nameB, func(bool) { p.do(&editor.ToggleCover{Link: i, At: l.B}) })
	coverB.Checked = l.CoverB
	oneWay := widget.NewCheck(fmt.Sprintf("One-way: %s → %s", nameA, nameB), func(on bool) { p.do(oneWayEdit(i, on)) })
	oneWay.Checked = l.OneWay
	flip := widget.NewButtonWithIcon("Flip direction", theme.MediaReplayIcon(), func() { p.do(&editor.FlipLink{Link: i}) })
	door := widget.NewRadioGroup([]string{"No door", "Open", "Closed"}, nil)
	door.Horizontal = true
	door.Required = true
	door.SetSelected(uikit.DoorLabel(l.Door))
	door.OnChanged = func(s string) { p.do(doorEdit(i, uikit.DoorFromLabel(s))) }
	if l.Kind != battlemap.Solid {
		door.Disable()
	}
	if l.Kind != battlemap.Solid && l.Kind != battlemap.Obscured {
		oneWay.Disable()
	}
	if !l.OneWay {
		flip.Disable()
	}
	del := widget.NewButtonWithIcon("Delete link", theme.DeleteIcon(), p.w.Editor().DeleteSelection)
	note := widget.NewLabel("Tip: with the Cover tool, click a link near one end to toggle its tick.")
	note.Wrapping = fyne.TextWrapWord
	objs = []fyne.CanvasObject{
		uikit.Heading(fmt.Sprintf("Link: %s — %s", nameA, nameB)),
		widget.NewForm(widget.NewFormItem("Kind", kind)),
		coverA, coverB, oneWay, flip,
		widget.NewForm(widget.NewFormItem("Door", door)),
	}
	if m.Zones() != nil && !l.CoverA && !l.CoverB { // cover marks are Unhex's alone
		objs = slices.Delete(objs, 2, 4)
		note.SetText("An obscured border is a passage no one sees across: smoke, a curtain, thick brush.")
	}
	objs = append(objs, fogLinkControls(p.w, i, l)...)
	return append(objs, note), []fyne.CanvasObject{del}
}

func (p *Properties) manyForm(areas, links int) (objs, actions []fyne.CanvasObject) {
	del := widget.NewButtonWithIcon("Delete selection", theme.DeleteIcon(), p.w.DeleteSelection)
	return []fyne.CanvasObject{uikit.Heading("Selection"),
		widget.NewLabel(fmt.Sprintf("%s and %s selected", words.Count(areas, "area"), words.Count(links, "link")))}, []fyne.CanvasObject{del}
}

// CommitEntry commits its text when Enter is pressed (single line) or when
// it loses focus, and only if the text changed: one undo step per edit,
// not one per keystroke. Until then the text is a draft, which the
// autosave copies (command makes the edit the text stands for).
type CommitEntry struct {
	widget.Entry
	original string
	commit   func(string)
	command  func(string) editor.Command
}

func newCommitEntry(text string, multiLine bool, commit func(string)) *CommitEntry {
	e := &CommitEntry{original: text, commit: commit}
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

func (e *CommitEntry) flush() {
	if e.Text != e.original {
		e.original = e.Text
		e.commit(e.Text)
	}
}

func (e *CommitEntry) FocusLost() {
	e.Entry.FocusLost()
	e.flush()
}
