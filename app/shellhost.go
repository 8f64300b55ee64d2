package app

import (
	"strings"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// The window as its feature panels see it: host.Host.
var _ host.Host = (*mainWindow)(nil)

func (w *mainWindow) App() fyne.App                { return w.app }
func (w *mainWindow) Window() fyne.Window          { return w.win }
func (w *mainWindow) Board() *ucanvas.Board        { return w.board }
func (w *mainWindow) Editor() *editor.Editor       { return w.ed }
func (w *mainWindow) Mode() host.Mode              { return host.Mode(w.mode) } // the same order
func (w *mainWindow) Say(msg string, isError bool) { w.status.say(msg, isError) }
func (w *mainWindow) ShowError(err error)          { w.showError(err) }
func (w *mainWindow) Changes() *host.Changes       { return &w.changes }
func (w *mainWindow) CommitTyping()                { w.commitTyping() }
func (w *mainWindow) DocName() string              { return w.docName() }
func (w *mainWindow) Path() string                 { return w.path }

// Push records a feature's change in the one undo history.
func (w *mainWindow) Push(s host.Step) {
	label := s.Label
	if label == "" {
		label = s.Stack.Describe()
	}
	w.history.push(step{stack: stackRoster, label: label, undo: s.Stack.Undo, redo: s.Stack.Redo})
}

// OpenUnsaved shows doc as a new map in no file yet (an imported
// drawing): Save asks where, and quitting asks first.
func (w *mainWindow) OpenUnsaved(doc *engine.Document) {
	w.setDocument(doc, "", "")
	w.ed.History.MarkUnsaved()
	w.updateTitle()
}

// OpenMap opens a map file; on failure nothing changes.
func (w *mainWindow) OpenMap(path string) error { return w.openPath(path) }

// RefreshMenus rebuilds the menus after a change they show.
func (w *mainWindow) RefreshMenus() { w.win.SetMainMenu(w.mainMenu()) }

// SetMode switches the mode, as the Mode menu does.
func (w *mainWindow) SetMode(m host.Mode) { w.setMode(mode(m)) }

// ChooseCampaignFile asks for a campaign file (tests stub chooseCampaign).
func (w *mainWindow) ChooseCampaignFile(save bool, suggested string, pick func(string)) {
	w.chooseCampaign(save, suggested, pick)
}

// chooseCampaignFile asks for a campaign file with the native dialog.
func (w *mainWindow) chooseCampaignFile(save bool, suggested string, pick func(string)) {
	w.ChoosePath(save, suggested, "Unhex campaigns (*"+campaign.Ext+")", []string{strings.TrimPrefix(campaign.Ext, ".")}, pick)
}

// RecoveryFile is this window's recovery copy of the map.
func (w *mainWindow) RecoveryFile() string { return w.recov.file }

// RecoveryOrphans are the recovery copies ending in ext that copies of
// the app no longer running left, newest first.
func (w *mainWindow) RecoveryOrphans(ext string) []string { return w.recov.orphansOf(ext) }

// SetAside keeps a recovery copy that cannot be read out of the way.
func (w *mainWindow) SetAside(file string, err error) { w.recov.setAside(file, err) }
