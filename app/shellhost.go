package app

import (
	"strings"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

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
