package app

import (
	"path/filepath"

	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func ctrlShift(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	it.Shortcut = sc
	return it
}

func (w *mainWindow) mainMenu() *fyne.MainMenu {
	recent := fyne.NewMenuItem("Open Recent", nil)
	var recentItems []*fyne.MenuItem
	for _, p := range w.recent() {
		p := p
		recentItems = append(recentItems, fyne.NewMenuItem(filepath.Base(p)+"  —  "+filepath.Dir(p), func() { w.openRecent(p) }))
	}
	if len(recentItems) == 0 {
		none := fyne.NewMenuItem("No recent maps or campaigns", nil)
		none.Disabled = true
		recentItems = append(recentItems, none)
	}
	recent.ChildMenu = fyne.NewMenu("", recentItems...)
	var examples []*fyne.MenuItem
	for _, name := range assets.MapNames() {
		name := name
		examples = append(examples, fyne.NewMenuItem(name, func() {
			w.WhenSafe("open an example", func() { w.openExample(name) })
		}))
	}
	exampleItem := fyne.NewMenuItem("Open Example", nil)
	exampleItem.ChildMenu = fyne.NewMenu("", examples...)

	saveCampaign := fyne.NewMenuItem("Save Campaign", func() { w.campaigns.Save(nil) })
	closeCampaign := fyne.NewMenuItem("Close Campaign", w.campaigns.Close)
	saveCampaign.Disabled, closeCampaign.Disabled = w.campaigns.Current() == nil, w.campaigns.Current() == nil
	// One entry with a submenu: the File menu still fits a 720-pixel screen.
	campaignItem := fyne.NewMenuItem("Campaign", nil)
	campaignItem.ChildMenu = fyne.NewMenu("",
		item("New Campaign…", nil, w.campaigns.NewCampaign),
		item("Open Campaign…", nil, w.campaigns.Open),
		item("Open Example Campaign…", nil, w.campaigns.OpenExample),
		fyne.NewMenuItemSeparator(),
		saveCampaign, closeCampaign)
	quit := fyne.NewMenuItem("Quit", w.quit)
	quit.IsQuit = true
	quit.Shortcut = ctrl(fyne.KeyQ)
	file := fyne.NewMenu("File",
		item("New Unhex Map", ctrl(fyne.KeyN), w.newMap),
		item("New Zone Map…", nil, w.newZoneMap),
		item("Open…", ctrl(fyne.KeyO), w.open),
		recent, exampleItem,
		fyne.NewMenuItemSeparator(),
		campaignItem,
		fyne.NewMenuItemSeparator(),
		item("Save", ctrl(fyne.KeyS), func() { w.save(nil) }),
		item("Save As…", ctrlShift(fyne.KeyS), func() { w.saveAs(nil) }),
		item("Export for Print…", ctrl(fyne.KeyE), w.print.Export),
		item("Print Sheets…", nil, w.print.Sheets),
		item("Print Action Cards…", nil, w.print.Cards),
		fyne.NewMenuItemSeparator(),
		item("Import Excalidraw…", nil, w.drawings.Import),
		item("Export Excalidraw…", nil, w.drawings.Export),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	// Fyne reports Ctrl+Z, Ctrl+Y, Ctrl+A, Ctrl+C and Ctrl+V as its
	// standard shortcuts.
	// One history whatever the mode: the most recent change of any kind.
	undo := item(w.history.undoLabel(), &fyne.ShortcutUndo{}, w.undo)
	redo := item(w.history.redoLabel(), ctrlShift(fyne.KeyZ), w.redo)
	edit := fyne.NewMenu("Edit",
		undo, redo,
		fyne.NewMenuItemSeparator(),
		item("Copy", &fyne.ShortcutCopy{}, w.copyAreas),
		item("Paste", &fyne.ShortcutPaste{}, w.paste),
		item("Duplicate", ctrl(fyne.KeyD), w.duplicate),
		fyne.NewMenuItemSeparator(),
		item("Paste Excalidraw Drawing", nil, w.drawings.Paste),
		item("Select All", &fyne.ShortcutSelectAll{}, w.selectAll),
		item("Delete", &desktop.CustomShortcut{KeyName: fyne.KeyDelete}, w.DeleteSelection),
	)
	grid := fyne.NewMenuItem("Show Grid", func() { w.toggleGrid(false) })
	grid.Checked = w.board.Grid.Show
	snap := fyne.NewMenuItem("Snap to Grid", func() { w.toggleGrid(true) })
	snap.Checked = w.board.Grid.Snap
	strip := fyne.NewMenuItem("Show Odds Strip", w.toggleOddsStrip)
	strip.Checked = w.strip.On()
	adjustBg := fyne.NewMenuItem("Adjust Background…", w.bg.ShowPanel)
	removeBg := fyne.NewMenuItem("Remove Background", w.bg.Remove)
	adjustBg.Disabled = w.ed.Map().Background == nil
	removeBg.Disabled = adjustBg.Disabled
	view := fyne.NewMenu("View",
		item("Fit Map to Window", ctrl(fyne.Key0), w.board.FitToWindow),
		item("Zoom In", ctrl(fyne.KeyEqual), func() { w.board.ZoomBy(1.25) }),
		item("Zoom Out", ctrl(fyne.KeyMinus), func() { w.board.ZoomBy(0.8) }),
		fyne.NewMenuItemSeparator(),
		grid, snap,
		fyne.NewMenuItemSeparator(),
		strip,
		fyne.NewMenuItemSeparator(),
		item("Background Image…", nil, w.bg.Choose),
		adjustBg, removeBg,
		fyne.NewMenuItemSeparator(),
		w.themeMenu(),
	)
	editMode := fyne.NewMenuItem("Edit Map", func() { w.setMode(modeEdit) })
	editMode.Checked = w.mode == modeEdit
	editMode.Shortcut = ctrl(fyne.Key1)
	exploreMode := fyne.NewMenuItem("Explore Sight and Range", func() { w.setMode(modeExplore) })
	exploreMode.Checked = w.mode == modeExplore
	exploreMode.Shortcut = ctrl(fyne.Key2)
	playMode := fyne.NewMenuItem("Play", func() { w.setMode(modePlay) })
	playMode.Checked = w.mode == modePlay
	playMode.Shortcut = ctrl(fyne.Key3)
	npc := item("Play NPC Turn", ctrl(fyne.KeyT), w.play.ToggleNPCTurn)
	zones := w.ed.Map().Zones() != nil // no Unhex combat to play or simulate
	npc.Disabled = w.mode != modePlay || zones
	odds := item("Encounter Odds…", ctrlShift(fyne.KeyO), w.odds.Show)
	odds.Disabled = w.mode != modePlay || zones
	modeMenu := fyne.NewMenu("Mode", append([]*fyne.MenuItem{editMode, exploreMode, playMode, fyne.NewMenuItemSeparator(), npc, odds,
		fyne.NewMenuItemSeparator()}, w.tableItems()...)...)
	window := fyne.NewMenu("Window", item("Player View", ctrlShift(fyne.KeyP), w.play.TogglePlayerView))
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard Shortcuts", w.showShortcuts),
		fyne.NewMenuItem("Key to the Map", w.showMapKey),
		fyne.NewMenuItem("How the Map Rules Work", w.showRulesHelp),
		fyne.NewMenuItem("About Unhex Board", w.showAbout),
	)
	return fyne.NewMainMenu(file, edit, view, modeMenu, window, help)
}

// registerShortcuts binds the Ctrl shortcuts (menus show them; tests and
// some platforms need them on the canvas too) and the single keys.
func (w *mainWindow) registerShortcuts() {
	c := w.win.Canvas()
	bind := func(sc fyne.Shortcut, f func()) { c.AddShortcut(sc, func(fyne.Shortcut) { f() }) }
	bind(ctrl(fyne.KeyN), w.newMap)
	bind(ctrl(fyne.KeyO), w.open)
	bind(ctrl(fyne.KeyS), func() { w.save(nil) })
	bind(ctrlShift(fyne.KeyS), func() { w.saveAs(nil) })
	bind(ctrl(fyne.KeyE), w.print.Export)
	bind(ctrl(fyne.KeyQ), w.quit)
	bind(&fyne.ShortcutUndo{}, w.undo)
	bind(ctrlShift(fyne.KeyZ), w.redo)
	bind(&fyne.ShortcutRedo{}, w.redo)
	bind(&fyne.ShortcutSelectAll{}, w.selectAll)
	bind(&fyne.ShortcutCopy{}, w.copyAreas)
	bind(&fyne.ShortcutPaste{}, w.paste)
	bind(ctrl(fyne.KeyD), w.duplicate)
	bind(ctrl(fyne.Key0), w.board.FitToWindow)
	bind(ctrl(fyne.KeyEqual), func() { w.board.ZoomBy(1.25) })
	bind(ctrl(fyne.KeyMinus), func() { w.board.ZoomBy(0.8) })
	bind(ctrl(fyne.Key1), func() { w.setMode(modeEdit) })
	bind(ctrl(fyne.Key2), func() { w.setMode(modeExplore) })
	bind(ctrl(fyne.Key3), func() { w.setMode(modePlay) })
	bind(ctrlShift(fyne.KeyP), w.play.TogglePlayerView)
	bind(ctrl(fyne.KeyT), func() {
		if w.mode == modePlay {
			w.play.ToggleNPCTurn()
		}
	})
	bind(ctrlShift(fyne.KeyO), func() {
		if w.mode == modePlay {
			w.odds.Show()
		}
	})
	c.SetOnTypedKey(w.typedKey)
	c.SetOnTypedRune(w.typedRune)
}

// typedKey handles single keys when no text field has the focus.
func (w *mainWindow) typedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && w.onEscape != nil {
		w.onEscape()
		return
	}
	if ev.Name == fyne.KeyEscape && w.picker.asking() {
		w.picker.finish("", false)
		return
	}
	switch ev.Name {
	case fyne.KeyDelete, fyne.KeyBackspace:
		w.DeleteSelection()
	case fyne.KeyEscape:
		if w.mode == modeEdit {
			w.ed.Cancel()
			w.ed.Select(nil, nil)
		} else {
			w.explore.clear()
		}
	case fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4:
		if kinds := uikit.KindsFor(w.ed.Map()); int(ev.Name[0]-'1') < len(kinds) {
			k := kinds[ev.Name[0]-'1']
			w.ed.SetLinkKind(k)
			w.tools.showKind(k)
		}
	case fyne.KeyF:
		w.board.FitToWindow()
	case fyne.KeyG:
		w.toggleGrid(false)
	case fyne.KeyPlus, fyne.KeyEqual:
		w.board.ZoomBy(1.25)
	case fyne.KeyMinus:
		w.board.ZoomBy(0.8)
	default:
		for i, d := range toolDefs {
			if ev.Name == d.key {
				w.tools.pick(i)
			}
		}
	}
}

// mapShortcut runs a map-editing shortcut, unless a text field has the
// focus (then the field gets it: Ctrl+Z undoes typing) or a dialog is up.
func (w *mainWindow) mapShortcut(sc fyne.Shortcut, action func()) {
	c := w.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok && f != nil {
		f.TypedShortcut(sc)
		return
	}
	if c.Overlays().Top() != nil || w.mode != modeEdit {
		return
	}
	action()
}

// undo steps back the document's most recent change, whatever the mode:
// a map edit, a change to the characters, or a combat entry.
func (w *mainWindow) undo() { w.historyShortcut(&fyne.ShortcutUndo{}, w.history.undo) }

// redo does the most recently undone change again.
func (w *mainWindow) redo() { w.historyShortcut(&fyne.ShortcutRedo{}, w.history.redo) }

// historyShortcut gives Ctrl+Z to a focused text field (it undoes typing
// there) and to nothing while a dialog is up.
func (w *mainWindow) historyShortcut(sc fyne.Shortcut, action func()) {
	c := w.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok && f != nil {
		f.TypedShortcut(sc)
		return
	}
	if c.Overlays().Top() == nil {
		action()
	}
}
func (w *mainWindow) selectAll() { w.mapShortcut(&fyne.ShortcutSelectAll{}, w.ed.SelectAll) }
func (w *mainWindow) DeleteSelection() {
	if w.mode == modeEdit && w.win.Canvas().Overlays().Top() == nil {
		w.ed.DeleteSelection()
	}
}

func (w *mainWindow) toggleGrid(snap bool) {
	if snap {
		w.board.Grid.Snap = !w.board.Grid.Snap
		w.prefs.SetBool("grid.snap", w.board.Grid.Snap)
	} else {
		w.board.Grid.Show = !w.board.Grid.Show
		w.prefs.SetBool("grid.show", w.board.Grid.Show)
	}
	w.board.Refresh()
	w.win.SetMainMenu(w.mainMenu())
}

// setMode switches between editing and exploring.
func (w *mainWindow) setMode(m mode) {
	if w.mode == m {
		return
	}
	if m == modeEdit && w.play.Active() {
		// The combat's doors, positions and log refer to this map as it is.
		w.status.say("The map cannot change during a combat: close the combat (Play panel) to edit it", true)
		w.tools.modeSel.SetSelected(modeName(w.mode))
		return
	}
	w.applyMode(m)
}

// applyMode shows mode m's tools and panel, even when m is the mode
// already on show (a newly opened document needs its panel afresh).
func (w *mainWindow) applyMode(m mode) {
	w.commitTyping()
	w.view.finish("", false)
	w.ed.Cancel()
	w.mode = m
	w.board.Input = w.inputFor()
	w.explore.clear()
	// The warnings matter while drawing, the fight while one runs; the
	// other modes need the room, so the lower pane goes.
	if m != modeEdit {
		w.properties.HideActions()
	}
	if m != modePlay {
		w.play.HideActions()
	}
	w.layoutSide()
	w.fitWarnings()
	w.strip.ModeChanged()
	switch m {
	case modeExplore:
		w.tools.editBox.Hide()
		w.tools.modeSel.SetSelected("Explore")
		w.props.box.Objects = w.explore.panel()
		w.props.box.Refresh()
		w.board.SetSelection(nil, nil)
		w.status.say("Explore: click an area to see what it can reach, see and hit; then point at another area to see why", false)
	case modePlay:
		w.tools.editBox.Hide()
		w.tools.modeSel.SetSelected("Play")
		w.props.box.Objects = append(w.play.Panel(), w.turns.Panel()...)
		w.props.box.Refresh()
		w.board.SetSelection(nil, nil)
		w.play.Refresh()
		w.status.say("Play: select a character, then click an area to place it; drag a token to move it", false)
	default:
		w.tools.editBox.Show()
		w.tools.modeSel.SetSelected("Edit")
		w.ed.OnSelect()
		w.status.say(w.ed.Tool().Hint(), false)
	}
	w.win.SetMainMenu(w.mainMenu())
}

func modeName(m mode) string {
	switch m {
	case modeExplore:
		return "Explore"
	case modePlay:
		return "Play"
	}
	return "Edit"
}

// contextMenu offers the properties of the link or area under the pointer.
func (w *mainWindow) contextMenu(p battlemap.Point, at fyne.Position) {
	h := w.board.HitTest(p)
	var items []*fyne.MenuItem
	switch {
	case h.Link >= 0:
		w.ed.Select(nil, []int{h.Link})
		items = w.linkMenu(h.Link)
	case h.Area != "":
		w.ed.Select([]battlemap.AreaID{h.Area}, nil)
		items = []*fyne.MenuItem{
			fyne.NewMenuItem("Add Objective", func() { w.properties.AddObjective(h.Area) }),
			fyne.NewMenuItem("Add Hazard", func() { w.properties.AddHazard(h.Area) }),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("Delete Area", func() {
				if w.ed.Map().Area(h.Area) != nil {
					_ = w.ed.Do(&editor.DeleteAreas{IDs: []battlemap.AreaID{h.Area}})
				}
			}),
		}
	default:
		return
	}
	items = append(items, inspect.FogItems(w, h)...)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), w.win.Canvas(), at)
}

// linkMenu is the right-click menu of a link: every property the
// properties panel offers.
func (w *mainWindow) linkMenu(i int) []*fyne.MenuItem {
	m := w.ed.Map()
	l := m.Links[i]
	key := editor.KeyOf(l)
	// The menu may stay open while the map changes: each item finds its
	// link again by the areas it joins when it is chosen.
	do := func(make func(i int) editor.Command) func() {
		return func() {
			if i := key.Index(w.ed.Map()); i >= 0 && w.mode == modeEdit {
				_ = w.ed.Do(make(i))
			}
		}
	}
	var items []*fyne.MenuItem
	for _, k := range uikit.KindsFor(m) {
		it := fyne.NewMenuItem(uikit.LinkKindNames[k], do(func(i int) editor.Command { return &editor.SetLinkKind{Link: i, Kind: k} }))
		it.Checked = l.Kind == k
		items = append(items, it)
	}
	coverA := fyne.NewMenuItem("Cover at "+uikit.AreaName(m, l.A), do(func(i int) editor.Command { return &editor.ToggleCover{Link: i, At: l.A} }))
	coverA.Checked = l.CoverA
	coverB := fyne.NewMenuItem("Cover at "+uikit.AreaName(m, l.B), do(func(i int) editor.Command { return &editor.ToggleCover{Link: i, At: l.B} }))
	coverB.Checked = l.CoverB
	items = append(items, fyne.NewMenuItemSeparator(), coverA, coverB, fyne.NewMenuItemSeparator())
	oneWay := fyne.NewMenuItem("One-way "+uikit.AreaName(m, l.A)+" → "+uikit.AreaName(m, l.B), do(func(i int) editor.Command { return &editor.SetOneWay{Link: i, On: !l.OneWay} }))
	oneWay.Checked = l.OneWay
	flip := fyne.NewMenuItem("Flip Direction", do(func(i int) editor.Command { return &editor.FlipLink{Link: i} }))
	flip.Disabled = !l.OneWay
	items = append(items, oneWay, flip, fyne.NewMenuItemSeparator())
	for _, d := range []battlemap.Door{battlemap.NoDoor, battlemap.DoorOpen, battlemap.DoorClosed} {
		it := fyne.NewMenuItem("Door: "+uikit.DoorLabel(d), do(func(i int) editor.Command { return &editor.SetDoor{Link: i, Door: d} }))
		it.Checked = l.Door == d
		items = append(items, it)
	}
	oneWay.Disabled = l.Kind != battlemap.Solid && l.Kind != battlemap.Obscured
	if l.Kind != battlemap.Solid {
		for _, it := range items[len(items)-3:] {
			it.Disabled = true
		}
	}
	return append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Delete Link",
		do(func(i int) editor.Command { return &editor.DeleteLinks{Indices: []int{i}} })))
}
