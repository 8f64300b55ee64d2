package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// campaignFile is the open campaign: the party, the maps and the
// sessions that outlive one map. The window shows one campaign and one
// map at a time; the map may be one of the campaign's or any other.
type campaignFile struct {
	c     *campaign.Campaign
	path  string             // where it is saved (always: a campaign is created with its file)
	saved *campaign.Campaign // as last saved or opened, for the unsaved guard
}

func (f *campaignFile) dirty() bool { return f.saved == nil || !reflect.DeepEqual(f.c, f.saved) }

// campaignName is how the window names the open campaign.
func (w *mainWindow) campaignName() string {
	if t := strings.TrimSpace(w.camp.c.Title); t != "" {
		return t
	}
	return filepath.Base(w.camp.path)
}

// chooseCampaignFile asks for a campaign file with the native dialog.
func (w *mainWindow) chooseCampaignFile(save bool, suggested string, pick func(string)) {
	w.ChoosePath(save, suggested, "Unhex campaigns (*"+campaign.Ext+")", []string{strings.TrimPrefix(campaign.Ext, ".")}, pick)
}

// newCampaign asks where to keep a new campaign and creates it there,
// empty: maps and PCs are added from the Campaign panel.
func (w *mainWindow) newCampaign() {
	w.whenCampaignSafe("start a new campaign", func() {
		w.chooseCampaign(true, "Campaign"+campaign.Ext, func(path string) {
			if path == "" {
				return
			}
			if !strings.HasSuffix(strings.ToLower(path), campaign.Ext) {
				path += campaign.Ext
			}
			title := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
			c := campaign.New(title)
			if err := campaign.Save(path, c); err != nil {
				w.showError(fmt.Errorf("could not create %s: %w", filepath.Base(path), err))
				return
			}
			w.setCampaign(c, path)
			w.status.say("Created the campaign "+path+": add this map and its PCs from the Campaign panel", false)
		})
	})
}

// openCampaign asks for a campaign file and opens it.
func (w *mainWindow) openCampaign() {
	w.whenCampaignSafe("open another campaign", func() {
		w.chooseCampaign(false, "", w.openCampaignFile)
	})
}

// openCampaignFile opens a campaign the GM chose (the file dialog, a drop,
// Open Recent) once the open one's changes are safe, then the map it
// resumes on. A recent campaign that is gone leaves the list.
func (w *mainWindow) openCampaignFile(path string) {
	w.whenCampaignSafe("open "+filepath.Base(path), func() {
		if err := w.openCampaignPath(path); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				w.removeRecent(path)
			}
			w.showError(err)
			return
		}
		w.openCampaignStart()
	})
}

// openCampaignPath loads a campaign; on failure nothing changes.
func (w *mainWindow) openCampaignPath(path string) error {
	c, err := campaign.Load(path)
	if err != nil {
		return err
	}
	abs, _ := filepath.Abs(path)
	w.addRecent(abs)
	w.setCampaign(c, abs)
	w.status.say(fmt.Sprintf("Opened the campaign %s: %s, %s", w.campaignName(), Count(len(c.Party), "PC"), Count(len(c.Maps), "map")), false)
	return nil
}

// setCampaign shows a campaign in the Campaign panel, or none.
func (w *mainWindow) setCampaign(c *campaign.Campaign, path string) {
	if c == nil {
		w.camp = nil
	} else {
		w.camp = &campaignFile{c: c, path: path, saved: c.Clone()}
	}
	w.campPanel.showTab()
	w.win.SetMainMenu(w.mainMenu())
}

// campaignChanged takes a new state of the campaign (from a flow or an
// undo) and shows it.
func (w *mainWindow) campaignChanged(c *campaign.Campaign) {
	w.camp.c = c
	w.campChanges++
	w.campPanel.refresh()
}

// saveCampaign writes the campaign to its file; done (optional) learns
// whether it was saved.
func (w *mainWindow) saveCampaign(done func(bool)) {
	if w.camp == nil {
		return
	}
	if err := campaign.Save(w.camp.path, w.camp.c); err != nil {
		w.showError(fmt.Errorf("could not save %s: %w", filepath.Base(w.camp.path), err))
		if done != nil {
			done(false)
		}
		return
	}
	w.camp.saved = w.camp.c.Clone()
	w.recov.removeCampaignCopy()
	w.campPanel.refresh()
	w.status.say("Saved the campaign "+w.camp.path, false)
	if done != nil {
		done(true)
	}
}

// closeCampaign puts the campaign away, once its changes are safe.
func (w *mainWindow) closeCampaign() {
	w.whenCampaignSafe("close the campaign", func() { w.setCampaign(nil, "") })
}

// whenCampaignSafe runs next once the campaign's unsaved changes are
// saved or knowingly dropped, as WhenSafe does for the map.
func (w *mainWindow) whenCampaignSafe(action string, next func()) {
	if w.camp == nil || !w.camp.dirty() {
		next()
		return
	}
	msg := fmt.Sprintf("The campaign %s has changes that are not saved. Save them before you %s?", w.campaignName(), action)
	w.askSaveFirst("Unsaved campaign", msg, "Save campaign", w.saveCampaign, func() {
		w.recov.removeCampaignCopy()
		next()
	}, next)
}

// campaignMap is the open map's path in the campaign, or "" when the open
// map is not one of the campaign's (or no campaign is open).
func (w *mainWindow) campaignMap() string {
	if w.camp == nil || w.path == "" {
		return ""
	}
	here := filepath.Clean(w.path)
	for _, m := range w.camp.c.Maps {
		if abs, err := filepath.Abs(campaign.Resolve(w.camp.path, m.Path)); err == nil && abs == here {
			return m.Path
		}
	}
	return ""
}

// isCampaignPath reports a campaign file by its extension.
func isCampaignPath(path string) bool {
	return strings.HasSuffix(strings.ToLower(path), campaign.Ext)
}

// openCampaignStart opens the map a campaign resumes on: where the party
// is, or else its first map that loads.
func (w *mainWindow) openCampaignStart() {
	c := w.camp.c
	start := ""
	if c.Away != nil {
		start = c.Away.Map
	} else {
		for _, m := range c.Maps {
			if w.campPanel.mapErr[m.Path] == nil {
				start = m.Path
				break
			}
		}
	}
	if start == "" {
		return
	}
	if abs, _ := filepath.Abs(campaign.Resolve(w.camp.path, start)); abs == w.path {
		return // already open: reopening would only ask about its changes
	}
	w.openCampaignMap(start)
}

// openCampaignMap opens one of the campaign's maps, once the open map's
// changes are safe.
func (w *mainWindow) openCampaignMap(rel string) {
	path := campaign.Resolve(w.camp.path, rel)
	w.WhenSafe("open "+rel, func() {
		if err := w.openPath(path); err != nil {
			w.campPanel.mapErr[rel] = err
			w.campPanel.refresh()
			w.showError(fmt.Errorf("the campaign's map %s could not be opened: %w", rel, err))
		}
	})
}

// openExampleCampaign writes the bundled example campaign, with the maps
// it names, to a folder the GM picks, and opens it there: a campaign lives
// in files the GM can save. Files already in that folder are never
// overwritten.
func (w *mainWindow) openExampleCampaign() {
	w.whenCampaignSafe("open the example campaign", func() {
		w.chooseCampaign(true, assets.ExampleCampaign, func(path string) {
			if path == "" {
				return
			}
			if !strings.HasSuffix(strings.ToLower(path), campaign.Ext) {
				path += campaign.Ext
			}
			if err := WriteExampleCampaign(path); err != nil {
				w.showError(err)
				return
			}
			if err := w.openCampaignPath(path); err != nil {
				w.showError(err)
				return
			}
			w.openCampaignStart()
		})
	})
}

// WriteExampleCampaign writes the example campaign at path and its maps
// beside it, refusing, before it writes anything, a file already there.
func WriteExampleCampaign(path string) error {
	data, err := assets.Map(assets.ExampleCampaign)
	if err != nil {
		return err
	}
	c, err := campaign.Parse(data)
	if err != nil {
		return err
	}
	files := map[string][]byte{path: data}
	for _, m := range c.Maps {
		if files[campaign.Resolve(path, m.Path)], err = assets.Map(m.Path); err != nil {
			return err
		}
	}
	for f := range files {
		if _, err := os.Stat(f); err == nil {
			return fmt.Errorf("%s already exists: choose an empty folder for the example campaign", f)
		}
	}
	for f, data := range files {
		if err := engine.WriteFileAtomic(f, data); err != nil {
			return fmt.Errorf("could not write %s: %w", f, err)
		}
	}
	return nil
}
