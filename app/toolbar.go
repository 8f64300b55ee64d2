package app

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// toolDef is one editor tool with its key.
type toolDef struct {
	key  fyne.KeyName
	icon fyne.Resource
	make func() editor.Tool
}

var toolDefs = []toolDef{
	{fyne.KeyV, theme.NavigateNextIcon(), func() editor.Tool { return &editor.SelectTool{} }},
	{fyne.KeyA, theme.ContentAddIcon(), func() editor.Tool { return &editor.AreaTool{} }},
	{fyne.KeyL, theme.MoreHorizontalIcon(), func() editor.Tool { return &editor.LinkTool{} }},
	{fyne.KeyC, theme.ConfirmIcon(), func() editor.Tool { return editor.CoverTool{} }},
}

// markDef is a mark a toolbar button and a key set on the selection, by
// the same function as the side panel's control for it.
type markDef struct {
	key       fyne.KeyName
	icon      fyne.Resource
	name, tip string
	do        func(*inspect.Properties)
}

var markDefs = []markDef{
	{fyne.KeyW, oneWayIcon, "One-way", "make the selected solid links (and obscured borders on a zones map) one-way, or two-way again", (*inspect.Properties).ToggleOneWay},
	{fyne.KeyD, doorIcon, "Door", "put a door on the selected solid links: open, then closed, then none", (*inspect.Properties).CycleDoor},
	{fyne.KeyH, theme.VisibilityOffIcon(), "Hidden", "hide the selected areas and links from the players, or reveal them", (*inspect.Properties).ToggleHidden},
	{fyne.KeyO, objectiveIcon, "Objective", "add an objective to the selected area", (*inspect.Properties).AddObjectiveHere},
}

// tip is the mark's tooltip, its key in it.
func (d markDef) tipText() string { return d.name + " (" + string(d.key) + "): " + d.tip }

// toolbar holds the tool buttons, the mark buttons, the link kind for new
// links, and the mode switch.
type toolbar struct {
	w       *mainWindow
	buttons []*widget.Button
	kind    *widget.Select
	modeSel *widget.RadioGroup
	content fyne.CanvasObject
	editBox *fyne.Container
}

func newToolbar(w *mainWindow) *toolbar {
	t := &toolbar{w: w}
	var objs []fyne.CanvasObject
	for i, d := range toolDefs {
		i, d := i, d
		name := d.make().Name()
		b := widget.NewButtonWithIcon(name+" ("+string(d.key)+")", d.icon, func() { t.pick(i) })
		t.buttons = append(t.buttons, b)
		objs = append(objs, b)
	}
	objs = append(objs, widget.NewSeparator())
	for i, d := range markDefs {
		i := i
		objs = append(objs, uikit.NewTipButton("", d.icon, d.tipText(), w.tips, func() { w.mark(i) }))
	}
	objs = append(objs, widget.NewSeparator())
	t.kind = widget.NewSelect(uikit.KindNames(uikit.LinkKinds), func(s string) {
		if k, ok := uikit.KindNamed(s); ok && w.ed.LinkKind != k {
			w.ed.SetLinkKind(k)
		}
	})
	t.kind.SetSelected(uikit.LinkKindNames[battlemap.Solid])
	objs = append(objs, widget.NewLabel("New links:"), container.NewGridWrap(fyne.NewSize(160, t.kind.MinSize().Height), t.kind))
	t.editBox = container.NewHBox(objs...)
	t.modeSel = widget.NewRadioGroup([]string{"Edit", "Explore", "Play"}, func(s string) {
		switch s {
		case "Explore":
			w.setMode(modeExplore)
		case "Play":
			w.setMode(modePlay)
		case "Edit":
			w.setMode(modeEdit)
		}
	})
	t.modeSel.Horizontal = true
	t.modeSel.Required = true
	t.modeSel.SetSelected("Edit")
	fit := uikit.NewTipButton("", theme.ViewFullScreenIcon(), "Fit the map to the window (F)", w.tips, w.board.FitToWindow)
	t.content = container.NewBorder(nil, widget.NewSeparator(), t.editBox,
		container.NewHBox(fit, widget.NewLabel("Mode:"), t.modeSel))
	t.highlight(0)
	return t
}

// pick activates tool i.
func (t *toolbar) pick(i int) {
	if t.w.mode != modeEdit {
		t.w.setMode(modeEdit)
	}
	t.w.ed.SetTool(toolDefs[i].make())
	t.highlight(i)
}

func (t *toolbar) highlight(active int) {
	for i, b := range t.buttons {
		if i == active {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

// typedRune sets a mark by its letter, when no text field has the focus.
// A mark answers the character rather than the key before it: Objective
// puts the focus in the new objective's field, which would otherwise
// receive the letter.
func (w *mainWindow) typedRune(r rune) {
	for i, d := range markDefs {
		if unicode.ToUpper(r) == rune(d.key[0]) {
			w.mark(i)
		}
	}
}

// mark sets mark i on the selection, in Edit mode.
func (w *mainWindow) mark(i int) {
	if w.mode == modeEdit {
		markDefs[i].do(w.properties)
	}
}

// showKind reflects a kind chosen by key.
func (t *toolbar) showKind(k battlemap.LinkKind) { t.kind.SetSelected(uikit.LinkKindNames[k]) }
