package app

import (
	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/play"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// The window is the host every feature panel sees: these methods are
// all a panel may reach of it.
var _ host.Host = (*mainWindow)(nil)

func (w *mainWindow) App() fyne.App                { return w.app }
func (w *mainWindow) Window() fyne.Window          { return w.win }
func (w *mainWindow) Board() *ucanvas.Board        { return w.board }
func (w *mainWindow) Editor() *editor.Editor       { return w.ed }
func (w *mainWindow) Mode() host.Mode              { return w.mode }
func (w *mainWindow) Say(msg string, isError bool) { w.status.say(msg, isError) }
func (w *mainWindow) ShowError(err error)          { w.showError(err) }
func (w *mainWindow) Push(s host.Step)             { w.history.push(s) }
func (w *mainWindow) Changes() *host.Changes       { return &w.changes }
func (w *mainWindow) CommitTyping()                { w.commitTyping() }
func (w *mainWindow) DocName() string              { return w.docName() }
func (w *mainWindow) Path() string                 { return w.path }

// The window as Play sees it.
var _ play.Host = (*mainWindow)(nil)

func (w *mainWindow) PanelScroll() fyne.Scrollable            { return w.panelScroll() }
func (w *mainWindow) FogItems(h ucanvas.Hit) []*fyne.MenuItem { return inspect.FogItems(w, h) }
func (w *mainWindow) Undo()                                   { w.history.undo() }
func (w *mainWindow) Stepping() bool                          { return w.history.stepping }

func (w *mainWindow) HookUndo(before func(), resumed func() host.Stack) {
	w.history.before, w.history.resumed = before, resumed
}

// playMode is what the window asks of Play mode.
type playMode interface {
	ucanvas.Input               // the board's clicks in Play mode
	Panel() []fyne.CanvasObject // the side panel in Play mode
	Refresh()                   // show the characters afresh
	Redraw()                    // repaint the boards (the player view's too)
	Active() bool               // a combat runs: no map edits
	Characters() []sheet.Character
	Apply(sheet.Command) error
	SaveInto(*engine.Document)
	MarkSaved()
	MarkUnsaved()
	Dirty() bool
	Edits() uint64
	ToggleNPCTurn()
	OpenPlayerView()
	TogglePlayerView()
	// What a campaign's flows ask of the map's characters and combat.
	Fight() *combat.Session
	ClosedFight() *combat.Session
	ForgetClosedFight()
	ChangeRoster(label string, chars []sheet.Character, closeFight bool, also func(forward bool))
	// The pane below the side panel while a combat runs: the turn list
	// and the log.
	FightPane() fyne.CanvasObject
	// The bar pinned under the panel while a combat runs (Undo, End
	// combat), and hiding it in another mode.
	Actions() fyne.CanvasObject
	HideActions()
	// What the online table asks of the game (app/tablehost.go).
	TableGame() *projection.Game
	ActFor(sheet.CharacterID, combat.Command) error
	AnswerFor(sheet.CharacterID, projection.Settlement) error
	PassFor(sheet.CharacterID) error
	WithdrawFor(sheet.CharacterID) error
	SetSeats(map[sheet.CharacterID]play.Seat)
	Watch(func())
	Flash(battlemap.AreaID, string)
}

var _ playMode = (*play.Play)(nil)

// mapStack is the map's edits in the window's one undo history: the
// editor's own history.
type mapStack struct{ ed *editor.Editor }

func (s mapStack) Undo() error { return s.ed.Undo() }
func (s mapStack) Redo() error { return s.ed.Redo() }

func (s mapStack) Describe(redo bool) string {
	label := s.ed.History.UndoLabel()
	if redo {
		label = s.ed.History.RedoLabel()
	}
	if label == "" {
		return "the map edit"
	}
	return label
}
