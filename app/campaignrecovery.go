package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/process"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	json "github.com/goccy/go-json"

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

// autosaveCampaign copies the campaign while it has unsaved changes, and
// removes the copy once it has none.
func (r *recovery) autosaveCampaign() {
	w, file := r.w, campaignRecoveryFile(r.file)
	if w.camp == nil || !w.camp.dirty() {
		r.removeCampaignCopy()
		return
	}
	data, err := campaign.Marshal(w.camp.c)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(file), 0o755)
	}
	if err == nil {
		err = fileio.WriteFileAtomic(file, data)
	}
	if err == nil {
		meta, _ := json.Marshal(recoveryMeta{Path: w.camp.path})
		err = fileio.WriteFileAtomic(campaignMetaFile(file), meta)
	}
	if err != nil {
		w.status.say("Autosave of the campaign failed: "+err.Error(), true)
	}
}

// removeCampaignCopy removes this copy's campaign recovery file.
func (r *recovery) removeCampaignCopy() {
	file := campaignRecoveryFile(r.file)
	for _, f := range []string{file, campaignMetaFile(file)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			r.w.status.say("Could not remove the campaign's recovery file: "+err.Error(), true)
		}
	}
}

// campaignOrphans lists campaign copies left by copies of the app that
// are no longer running, newest first.
func (r *recovery) campaignOrphans() []string {
	files, _ := filepath.Glob(filepath.Join(r.dir, "recovery-*"+campaign.Ext))
	var out []string
	for _, f := range files {
		pid, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "recovery-"), campaign.Ext))
		if err == nil && pid != os.Getpid() && !process.Alive(pid) {
			out = append(out, f)
		}
	}
	newestFirst(out)
	return out
}

// offerCampaignRestore asks, after a crash, whether to bring back a
// campaign's unsaved changes. Only the newest copy is offered; a copy that
// cannot be read is set aside, never deleted.
func (r *recovery) offerCampaignRestore() {
	orphans := r.campaignOrphans()
	if len(orphans) == 0 {
		return
	}
	file := orphans[0]
	c, err := campaign.Load(file)
	if err != nil {
		r.setAside(file, err)
		return
	}
	var meta recoveryMeta
	if data, err := os.ReadFile(campaignMetaFile(file)); err == nil {
		_ = json.Unmarshal(data, &meta)
	}
	if meta.Path == "" {
		r.setAside(file, errors.New("the copy does not say which campaign it belongs to"))
		return
	}
	msg := fmt.Sprintf("Unhex Board did not close cleanly. Unsaved changes to the campaign %s from %s were kept. Restore them?",
		filepath.Base(meta.Path), modTime(file).Format("Mon 15:04"))
	d := dialog.NewCustomConfirm("Restore the campaign?", "Restore", "Discard", uikit.WrappedLabel(msg), func(yes bool) {
		for _, f := range orphans {
			os.Remove(f)
			os.Remove(campaignMetaFile(f))
		}
		if yes {
			r.w.setCampaign(c, meta.Path)
			r.w.camp.saved = nil // unsaved until the GM saves it
			r.w.campPanel.refresh()
			r.autosaveCampaign()
		}
	}, r.w.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}
