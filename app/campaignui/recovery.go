package campaignui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// The campaign's unsaved changes get the map's safety net: a copy beside
// the map's recovery file (recovery-PID.unhexcampaign, with the
// campaign's own path in recovery-PID.unhexcampaign.json), written on the
// autosave's schedule, removed once the campaign is saved or knowingly
// dropped, and offered back after a crash.

func campaignRecoveryFile(mapFile string) string {
	return strings.TrimSuffix(mapFile, ".unhex") + campaign.Ext
}

func campaignMetaFile(file string) string { return file + ".json" }

// recoveryMeta says which campaign a copy belongs to.
type recoveryMeta struct {
	Path string `json:"path,omitempty"`
}

// Autosave copies the campaign while it has unsaved changes, and removes
// the copy once it has none.
func (cs *Campaigns) Autosave() {
	file := campaignRecoveryFile(cs.w.RecoveryFile())
	if cs.camp == nil || !cs.camp.Dirty() {
		cs.RemoveCopy()
		return
	}
	data, err := campaign.Marshal(cs.camp.Campaign)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(file), 0o755)
	}
	if err == nil {
		err = fileio.WriteFileAtomic(file, data)
	}
	if err == nil {
		meta, _ := json.Marshal(recoveryMeta{Path: cs.camp.Path})
		err = fileio.WriteFileAtomic(campaignMetaFile(file), meta)
	}
	if err != nil {
		cs.w.Say("Autosave of the campaign failed: "+err.Error(), true)
	}
}

// RemoveCopy removes this window's copy of the campaign.
func (cs *Campaigns) RemoveCopy() {
	file := campaignRecoveryFile(cs.w.RecoveryFile())
	for _, f := range []string{file, campaignMetaFile(file)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			cs.w.Say("Could not remove the campaign's recovery file: "+err.Error(), true)
		}
	}
}

// OfferRestore asks, after a crash, whether to bring back a campaign's
// unsaved changes. Only the newest copy is offered; a copy that cannot
// be read is set aside, never deleted.
func (cs *Campaigns) OfferRestore() {
	orphans := cs.w.RecoveryOrphans(campaign.Ext)
	if len(orphans) == 0 {
		return
	}
	file := orphans[0]
	c, err := campaign.Load(file)
	if err != nil {
		cs.w.SetAside(file, err)
		return
	}
	var meta recoveryMeta
	if data, err := os.ReadFile(campaignMetaFile(file)); err == nil {
		_ = json.Unmarshal(data, &meta)
	}
	if meta.Path == "" {
		cs.w.SetAside(file, errors.New("the copy does not say which campaign it belongs to"))
		return
	}
	if err := campaign.CheckMapsInside(meta.Path, c); err != nil { // checked where its maps are, not where the copy is
		cs.w.SetAside(file, err)
		return
	}
	var kept time.Time
	if info, err := os.Stat(file); err == nil {
		kept = info.ModTime()
	}
	msg := fmt.Sprintf("Unhex Board did not close cleanly. Unsaved changes to the campaign %s from %s were kept. Restore them?",
		filepath.Base(meta.Path), kept.Format("Mon 15:04"))
	d := dialog.NewCustomConfirm("Restore the campaign?", "Restore", "Discard", uikit.WrappedLabel(msg), func(yes bool) {
		for _, f := range orphans {
			os.Remove(f)
			os.Remove(campaignMetaFile(f))
		}
		if yes {
			cs.set(c, meta.Path)
			cs.camp.saved = nil // unsaved until the GM saves it
			cs.panel.refresh()
			cs.Autosave()
		}
	}, cs.w.Window())
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}
