package app

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/unhexboard/unhexboard/app/background"
	"github.com/unhexboard/unhexboard/app/campaignui"
	"github.com/unhexboard/unhexboard/app/drawings"
	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/odds"
	"github.com/unhexboard/unhexboard/app/play"
	"github.com/unhexboard/unhexboard/app/printing"
	"github.com/unhexboard/unhexboard/app/tablewin"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/app/zones"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/assets"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
)

// mainWindow is the GM's window: the board in the middle, tools on top,
// properties and warnings on the right, the status line at the bottom.
type mainWindow struct {
	// The features, each seeing the window through its own host interface.
	odds     *odds.Odds             // the Encounter odds window
	strip    *odds.Strip            // the Odds strip under the board
	turns    *zones.Tracker         // a zones map's plain turn order, in Play
	bg       *background.Background // the background picture and its panel
	print    *printing.Dialogs      // the export, sheets and cards dialogs
	drawings *drawings.Drawings     // excalidraw drawings in and out
	table    *tablewin.Table        // the online table, open or closed
	// campaigns is the open campaign, if any, and its tab beside the
	// map's panel.
	campaigns *campaignui.Campaigns
	// properties edits the selection in Edit mode, in the side pane.
	properties *inspect.Properties

	version, website string // for Help → About
	app              fyne.App
	win              fyne.Window
	prefs            fyne.Preferences

	board   *ucanvas.Board
	ed      *editor.Editor
	view    *boardView
	tools   *toolbar
	props   *sidePane // the mode's panel: the selection's properties in Edit mode
	lint    *inspect.Warnings
	status  *statusBar
	explore *explorer
	play    playMode
	side    *container.Split // the mode's panel above, the warnings or the fight below
	lower   lowerPane        // which is below, and where each left the divider
	recov   *recovery
	history *history     // the document's one undo history
	changes host.Changes // announces every change of the document to the panels

	path    string // where the document is saved; "" until it has a place
	example string // the bundled map's name, when that is what is open
	mode    mode
	closing bool
	// onEscape closes the question on screen, if it is one that Escape
	// answers with Cancel.
	onEscape func()
	// picker asks the GM to click an area for a feature, when one asks.
	picker *areaPick
	// choose asks for a file to open or save (chooseFile; tests stub it).
	choose func(save bool, suggested string, pick func(string))
	// chooseCampaign asks for a campaign file (tests stub it).
	chooseCampaign func(save bool, suggested string, pick func(string))
	// lastClick is the last click on the board in Edit mode, to tell a
	// double-click.
	lastClick struct {
		at  time.Time
		pos fyne.Position
	}

	// sideAuto is where fitWarnings last put the divider above the
	// warnings: once the GM drags it elsewhere, it stays there.
	sideAuto float64
	tips     *uikit.Tips // the toolbar's tooltips
}

type mode = host.Mode

const (
	modeEdit    = host.ModeEdit
	modeExplore = host.ModeExplore
	modePlay    = host.ModePlay
)

func newMainWindow(a fyne.App) *mainWindow {
	w := &mainWindow{app: a, prefs: a.Preferences()}
	// Before any widget exists: widgets built earlier would keep the old
	// theme's colours until the driver starts listening for changes.
	w.restoreTheme()
	w.history = &history{w: w}
	w.choose = w.chooseFile
	w.chooseCampaign = w.chooseCampaignFile
	w.win = a.NewWindow("Unhex Board")
	doc := &engine.Document{}
	w.board = ucanvas.NewBoard(doc)
	w.view = newBoardView(w.board)
	w.ed = editor.New(doc, w.view)
	w.view.onCancel = w.ed.Cancel
	w.status = newStatusBar()
	w.tips = uikit.NewTips()
	w.tools = newToolbar(w)
	w.props = newSidePane()
	w.lint = inspect.NewWarnings(w)
	w.properties = inspect.NewProperties(w, w.props.box)
	w.properties.OnTyping = w.updateTitle
	w.explore = newExplorer(w)
	w.play = play.New(w)
	w.picker = newAreaPick(w)
	w.recov = newRecovery(w)
	w.odds = odds.New(w)
	w.strip = odds.NewStrip(w)
	w.strip.Toggled = func() { w.win.SetMainMenu(w.mainMenu()) }
	w.turns = zones.New(w)
	w.bg = background.New(w)
	w.print = printing.New(w)
	w.drawings = drawings.New(w)
	w.table = tablewin.New(w)
	w.table.OnOpenClose = func() { w.win.SetMainMenu(w.mainMenu()) }
	w.wireEditor()

	side := w.newSideSplit()
	w.side = side
	// The side panel sits right of the board, behind a divider the GM drags.
	holder := container.NewStack(side)
	w.campaigns = campaignui.New(w, holder, side)
	// The online table's panel, while it is open, tops the side panel
	// in every mode.
	w.win.SetContent(w.tips.Over(container.NewBorder(w.tools.content, container.NewVBox(w.strip.Content, w.status.content), nil, nil,
		w.newBodySplit(w.view.content, container.NewBorder(w.table.Panel(), nil, nil, nil, holder)))))
	w.win.SetMainMenu(w.mainMenu())
	w.registerShortcuts()
	w.win.SetOnDropped(w.dropped)
	w.win.SetCloseIntercept(w.quit)
	w.restoreWindowSize()
	return w
}

func (w *mainWindow) wireEditor() {
	w.board.Input = w.inputFor()
	w.board.OnTypedKey = w.typedKey
	w.board.OnTypedRune = w.typedRune
	w.ed.OnChange = func() { w.changes.Announce(host.Edited) }
	w.changes.Subscribe(w.documentChanged)
	w.ed.OnSelect = func() {
		w.board.SetSelection(w.ed.Selection.Areas(w.ed.Map()), w.ed.Selection.Links(w.ed.Map()))
		w.properties.Update()
	}
	w.ed.OnLiveMove = w.board.MapChanged
	w.ed.OnMessage = w.status.say
	w.ed.OnDone = func(editor.Command) { w.history.push(host.Step{Stack: mapStack{w.ed}}) }
	// The Edit menu names the next undo and redo.
	w.ed.History.OnChange = func() { w.win.SetMainMenu(w.mainMenu()) }
	w.board.OnViewChange = func() { w.status.setCounts(w.ed.Map(), w.board.View().Zoom) }
}

// documentChanged refreshes the window's own parts after the document
// changed; every panel subscribes to the changes the same way.
func (w *mainWindow) documentChanged(ch host.Change) {
	if ch == host.Played {
		w.updateTitle() // the dirty mark
		w.layoutSide()  // a combat began or was closed
		return
	}
	// Link indices may have shifted: the board's selection is rebuilt
	// from the editor's, which names links by their areas.
	w.board.SetSelection(w.ed.Selection.Areas(w.ed.Map()), w.ed.Selection.Links(w.ed.Map()))
	w.board.MapChanged()
	w.tools.syncKinds(w.ed)
	w.updateTitle()
	w.status.setCounts(w.ed.Map(), w.board.View().Zoom)
	w.fitWarnings()
}

// start opens the first document: a crash recovery if the GM wants it,
// else the given file (or the bundled example it names), else the
// bundled nightclub map.
func (w *mainWindow) start(path string) {
	name, example := examples.For(path)
	switch {
	case examples.CampaignFor(path):
		w.openExample(assets.DefaultMap)
		if err := w.campaigns.OpenExampleCopy(); err != nil {
			w.showError(err)
		}
	case campaignui.IsCampaign(path):
		w.openExample(assets.DefaultMap)
		if err := w.campaigns.OpenPath(path); err != nil {
			w.showError(err)
		} else {
			w.campaigns.OpenStart()
		}
	case example:
		w.openExample(name)
	case path != "":
		if err := w.openPath(path); err != nil {
			w.openExample(assets.DefaultMap)
			w.showError(err)
		}
	default:
		w.openExample(assets.DefaultMap)
	}
	w.recov.claim()
	w.recov.offerRestore()
	w.campaigns.OfferRestore()
	w.recov.startTimer()
}

// setDocument shows a freshly loaded document.
func (w *mainWindow) setDocument(doc *engine.Document, path, example string) {
	w.commitTyping()
	w.view.finish("", false)
	w.ed.Cancel()
	w.properties.DropDraft() // the old document's field goes with it
	w.ed.Doc = doc
	w.ed.History.Reset()
	w.history.reset()
	w.ed.Selection.Clear()
	w.path, w.example = path, example
	w.board.SetDocument(doc)
	w.applyView(doc.View)
	w.changes.Announce(host.Opened)
	w.applyMode(w.openingMode(doc, example))
	w.ed.OnSelect()
	w.status.say(fmt.Sprintf("Opened %s: %s, %s", w.docName(), words.Count(len(doc.Map.Areas), "area"), words.Count(len(doc.Map.Links), "link")), false)
}

// openingMode is the mode a freshly opened document shows in: the mode
// the GM was in, so opening a map does not throw them out of Play or
// Explore. Two exceptions: a saved combat in progress resumes in Play
// (its map cannot be edited until it is closed), and a bundled example
// that comes with characters opens in Play, which is what it is for.
func (w *mainWindow) openingMode(doc *engine.Document, example string) mode {
	if w.play.Active() || (example != "" && len(doc.Characters) > 0) {
		return modePlay
	}
	return w.mode
}

// docName is how the window names the document.
func (w *mainWindow) docName() string {
	switch {
	case w.path != "":
		return filepath.Base(w.path)
	case w.example != "":
		return w.example + " (example)"
	}
	return "Untitled"
}

// updateTitle names the map by its title (its file name when it has
// none), with a dot while there are unsaved changes.
func (w *mainWindow) updateTitle() {
	mark := ""
	if w.dirty() {
		mark = "● "
	}
	title := strings.TrimSpace(w.ed.Map().Title)
	if title == "" {
		title = w.docName()
	}
	w.win.SetTitle(mark + title + " — Unhex Board")
}

// SuggestedFileName is what Save As offers: the file's own name once it
// has one, else a name made from the map's title.
func (w *mainWindow) SuggestedFileName() string {
	if w.path != "" {
		return filepath.Base(w.path)
	}
	name := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return ' '
		}
		return r
	}, w.ed.Map().Title)
	name = strings.Join(strings.Fields(name), " ")
	name = strings.Trim(name, ". ")
	switch {
	case name != "":
	case w.example != "":
		return w.example
	default:
		name = "Untitled map"
	}
	return name + ".unhex"
}

// dirty reports unsaved changes to the map or the characters, text
// typed in a field of the panel included.
func (w *mainWindow) dirty() bool {
	return w.ed.History.Dirty() || w.play.Dirty() || w.properties.Drafting()
}

// changeCount grows with every change to the document.
func (w *mainWindow) changeCount() uint64 {
	return w.ed.History.Changes() + w.play.Edits() + w.properties.Typed() + w.campaigns.ChangeCount()
}

// commitTyping takes the focus from any text field, so what was typed in it
// becomes a command before the app saves, quits or switches.
func (w *mainWindow) commitTyping() {
	if w.win.Canvas().Focused() != nil {
		w.win.Canvas().Unfocus()
	}
}

// showError shows err in an error dialog. Fyne's own capitalises the
// first letter, which would change a relative path ("cases/…"), so the
// dialog is built here with errorText.
func (w *mainWindow) showError(err error) {
	content := container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, uikit.WrappedLabel(uikit.ErrorText(err)))
	d := dialog.NewCustom("Error", "OK", content, w.win)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

func (w *mainWindow) restoreWindowSize() {
	width := w.prefs.FloatWithFallback("window.width", 1280)
	// The first size fits a 1280×720 screen with room for its task bar;
	// after that the GM's own size is kept.
	height := w.prefs.FloatWithFallback("window.height", 680)
	w.win.Resize(fyne.NewSize(float32(width), float32(height)))
	restoreWindowPosition(w)
}

func (w *mainWindow) rememberWindowSize() {
	s := w.win.Canvas().Size()
	if s.Width > 100 && s.Height > 100 {
		w.prefs.SetFloat("window.width", float64(s.Width))
		w.prefs.SetFloat("window.height", float64(s.Height))
	}
	rememberWindowPosition(w)
}
