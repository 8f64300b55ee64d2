package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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

// toolbar holds the tool buttons, the link kind for new links, and the
// mode switch.
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
	var names []string
	for _, k := range uikit.LinkKinds {
		names = append(names, uikit.LinkKindNames[k])
	}
	t.kind = widget.NewSelect(names, func(s string) {
		if k, ok := uikit.KindNamed(s); ok && w.ed.LinkKind != k {
			w.ed.SetLinkKind(k)
		}
	})
	t.kind.SetSelected(uikit.LinkKindNames[battlemap.Solid])
	objs = append(objs, widget.NewLabel("New links:"), container.NewGridWrap(fyne.NewSize(200, t.kind.MinSize().Height), t.kind))
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
	fit := widget.NewButtonWithIcon("Fit", theme.ViewFullScreenIcon(), w.board.FitToWindow)
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

// showKind reflects a kind chosen by key.
func (t *toolbar) showKind(k battlemap.LinkKind) { t.kind.SetSelected(uikit.LinkKindNames[k]) }
