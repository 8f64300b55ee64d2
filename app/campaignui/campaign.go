// Package campaignui is the window's side of a campaign (engine/campaign
// is the campaign itself): the open campaign's file, the Campaign tab
// beside the map's panel, the flows between the campaign and the open
// map (bring the party, send it back, end the session) with their
// dialogs, and the safety copy of its unsaved changes.
package campaignui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Host is what the campaign needs of the window.
type Host interface {
	host.Host
	Files
	Recovery
	Play
	Picks
}

// Picks is how the campaign asks for a place on the open map.
type Picks interface {
	// PickArea asks the GM to click an area on the board, saying prompt
	// there; done gets the area's id, or ok false when the GM gives up
	// (Escape, another map opened, or cancel, for the panel's Cancel).
	PickArea(prompt string, done func(area string, ok bool)) (cancel func())
}

// Files is the window's file handling, for the campaign's files and
// the maps it opens.
type Files interface {
	// ChooseCampaignFile asks for a campaign file; pick runs on the UI
	// thread, with "" when a save is cancelled.
	ChooseCampaignFile(save bool, suggested string, pick func(string))
	// OpenMap opens a map file; on failure nothing changes.
	OpenMap(path string) error
	// WhenSafe runs next once the open map's unsaved changes are saved or
	// knowingly dropped.
	WhenSafe(action string, next func())
	// AskSaveFirst asks before unsaved work would be dropped: Save (save,
	// then next if it was saved), Don't save (drop), or Cancel.
	AskSaveFirst(title, msg, saveLabel string, save func(done func(bool)), drop, next func())
	// AddRecent and RemoveRecent keep File → Open Recent.
	AddRecent(path string)
	RemoveRecent(path string)
	// RefreshMenus rebuilds the menus (Save Campaign is enabled while a
	// campaign is open).
	RefreshMenus()
}

// Recovery is where the window keeps its safety copies.
type Recovery interface {
	// RecoveryFile is this window's copy of the map; the campaign's copy
	// sits beside it.
	RecoveryFile() string
	// RecoveryOrphans are the copies ending in ext that copies of the
	// app no longer running left, newest first.
	RecoveryOrphans(ext string) []string
	// SetAside keeps a copy that cannot be read out of the way, and says
	// where.
	SetAside(file string, err error)
}

// Play is what the flows need of Play mode: the map's characters and
// its fights.
type Play interface {
	// Characters are the open map's characters as they stand (the
	// combat's while one runs).
	Characters() []sheet.Character
	// Fights are the combat running on the open map and the finished one
	// the GM closed on it since it opened, each nil when there is none.
	Fights() (running, closed *combat.Session)
	// ChangeRoster replaces the open map's characters as one step of the
	// undo history.
	ChangeRoster(RosterChange)
	SetMode(host.Mode)
}

// RosterChange is a change to the open map's characters that the
// campaign makes together with its own: undoing it puts both back.
type RosterChange struct {
	Label      string // for the Edit menu
	Characters []sheet.Character
	// CloseFight also closes the map's finished combat, keeping its
	// results (they are in Characters).
	CloseFight bool
	// ForgetClosedFight drops the fight the GM closed on this map: it is
	// recorded in the campaign now. Undo does not bring it back.
	ForgetClosedFight bool
	// Along changes the campaign with the roster: forward when the step
	// is done or redone, back when it is undone.
	Along func(forward bool)
}

// File is the open campaign: the party, the maps and the sessions that
// outlive one map. The window shows one campaign and one map at a time;
// the map may be one of the campaign's or any other.
type File struct {
	Campaign *campaign.Campaign
	Path     string             // where it is saved (always: a campaign is created with its file)
	saved    *campaign.Campaign // as last saved or opened, for the unsaved guard
}

// Dirty reports changes not saved to the file.
func (f *File) Dirty() bool { return f.saved == nil || !reflect.DeepEqual(f.Campaign, f.saved) }

// Campaigns is the window's campaign: the one open, or none, and its tab.
type Campaigns struct {
	w       Host
	camp    *File
	panel   *campaignPanel
	changes uint64 // grows with every change to the campaign, for the autosave
	// asking is the place a flow asks the GM to click on the board, or
	// nil: the tab says what is asked, with a list and Cancel.
	asking *areaAsk
}

// New gives the window its campaign side: none open yet. holder is the
// side of the window, showing side (the map's panel) until a campaign
// opens; then it shows tabs of both.
func New(h Host, holder *fyne.Container, side fyne.CanvasObject) *Campaigns {
	cs := &Campaigns{w: h}
	cs.panel = newCampaignPanel(cs, holder, side)
	h.Changes().Subscribe(func(host.Change) { cs.panel.refresh() })
	return cs
}

// Current is the open campaign, or nil.
func (cs *Campaigns) Current() *File { return cs.camp }

// ChangeCount grows with every change to the campaign.
func (cs *Campaigns) ChangeCount() uint64 { return cs.changes }

// campaignName is how the window names the open campaign.
func (cs *Campaigns) campaignName() string {
	if t := strings.TrimSpace(cs.camp.Campaign.Title); t != "" {
		return t
	}
	return filepath.Base(cs.camp.Path)
}

// NewCampaign asks where to keep a new campaign and creates it there,
// empty: maps and PCs are added from the Campaign panel.
func (cs *Campaigns) NewCampaign() {
	cs.WhenSafe("start a new campaign", func() {
		cs.w.ChooseCampaignFile(true, "Campaign"+campaign.Ext, func(path string) {
			if path == "" {
				return
			}
			if !strings.HasSuffix(strings.ToLower(path), campaign.Ext) {
				path += campaign.Ext
			}
			title := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
			c := campaign.New(title)
			if err := campaign.Save(path, c); err != nil {
				cs.w.ShowError(fmt.Errorf("could not create %s: %w", filepath.Base(path), err))
				return
			}
			cs.set(c, path)
			cs.w.Say("Created the campaign "+path+": add this map and its PCs from the Campaign panel", false)
		})
	})
}

// Open asks for a campaign file and opens it.
func (cs *Campaigns) Open() {
	cs.WhenSafe("open another campaign", func() {
		cs.w.ChooseCampaignFile(false, "", cs.OpenFile)
	})
}

// OpenFile opens a campaign the GM chose (the file dialog, a drop,
// Open Recent) once the open one's changes are safe, then the map it
// resumes on. A recent campaign that is gone leaves the list.
func (cs *Campaigns) OpenFile(path string) {
	cs.WhenSafe("open "+filepath.Base(path), func() {
		if err := cs.OpenPath(path); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				cs.w.RemoveRecent(path)
			}
			cs.w.ShowError(err)
			return
		}
		cs.OpenStart()
	})
}

// OpenPath loads a campaign; on failure nothing changes.
func (cs *Campaigns) OpenPath(path string) error {
	c, err := campaign.Load(path)
	if err != nil {
		return err
	}
	abs, _ := filepath.Abs(path)
	cs.w.AddRecent(abs)
	cs.set(c, abs)
	cs.w.Say(fmt.Sprintf("Opened the campaign %s: %s, %s", cs.campaignName(), words.Count(len(c.Party), "PC"), words.Count(len(c.Maps), "map")), false)
	return nil
}

// set shows a campaign in the Campaign panel, or none.
func (cs *Campaigns) set(c *campaign.Campaign, path string) {
	if c == nil {
		cs.camp = nil
	} else {
		cs.camp = &File{Campaign: c, Path: path, saved: c.Clone()}
	}
	cs.panel.showTab()
	cs.w.RefreshMenus()
}

// Changed takes a new state of the campaign (from a flow or an
// undo) and shows it.
func (cs *Campaigns) Changed(c *campaign.Campaign) {
	cs.camp.Campaign = c
	cs.changes++
	cs.panel.refresh()
}

// Save writes the campaign to its file; done (optional) learns
// whether it was saved.
func (cs *Campaigns) Save(done func(bool)) {
	if cs.camp == nil {
		return
	}
	if err := campaign.Save(cs.camp.Path, cs.camp.Campaign); err != nil {
		cs.w.ShowError(fmt.Errorf("could not save %s: %w", filepath.Base(cs.camp.Path), err))
		if done != nil {
			done(false)
		}
		return
	}
	cs.camp.saved = cs.camp.Campaign.Clone()
	cs.RemoveCopy()
	cs.panel.refresh()
	cs.w.Say("Saved the campaign "+cs.camp.Path, false)
	if done != nil {
		done(true)
	}
}

// Close puts the campaign away, once its changes are safe.
func (cs *Campaigns) Close() {
	cs.WhenSafe("close the campaign", func() { cs.set(nil, "") })
}

// WhenSafe runs next once the campaign's unsaved changes are
// saved or knowingly dropped, as WhenSafe does for the map.
func (cs *Campaigns) WhenSafe(action string, next func()) {
	if cs.camp == nil || !cs.camp.Dirty() {
		next()
		return
	}
	msg := fmt.Sprintf("The campaign %s has changes that are not saved. Save them before you %s?", cs.campaignName(), action)
	cs.w.AskSaveFirst("Unsaved campaign", msg, "Save campaign", cs.Save, func() {
		cs.RemoveCopy()
		next()
	}, next)
}

// MapHere is the open map's path in the campaign, or "" when the open
// map is not one of the campaign's (or no campaign is open).
func (cs *Campaigns) MapHere() string {
	if cs.camp == nil || cs.w.Path() == "" {
		return ""
	}
	here := filepath.Clean(cs.w.Path())
	for _, m := range cs.camp.Campaign.Maps {
		if abs, err := filepath.Abs(campaign.Resolve(cs.camp.Path, m.Path)); err == nil && abs == here {
			return m.Path
		}
	}
	return ""
}

// IsCampaign reports a campaign file by its extension.
func IsCampaign(path string) bool {
	return strings.HasSuffix(strings.ToLower(path), campaign.Ext)
}

// OpenStart opens the map a campaign resumes on: where the party
// is, or else its first map that loads.
func (cs *Campaigns) OpenStart() {
	c := cs.camp.Campaign
	start := ""
	if c.Away != nil {
		start = c.Away.Map
	} else {
		for _, m := range c.Maps {
			if cs.panel.mapErr[m.Path] == nil {
				start = m.Path
				break
			}
		}
	}
	if start == "" {
		return
	}
	if abs, _ := filepath.Abs(campaign.Resolve(cs.camp.Path, start)); abs == cs.w.Path() {
		return // already open: reopening would only ask about its changes
	}
	cs.OpenMap(start)
}

// OpenMap opens one of the campaign's maps, once the open map's
// changes are safe.
func (cs *Campaigns) OpenMap(rel string) {
	path := campaign.Resolve(cs.camp.Path, rel)
	cs.w.WhenSafe("open "+rel, func() {
		if err := cs.w.OpenMap(path); err != nil {
			cs.panel.mapErr[rel] = err
			cs.panel.refresh()
			cs.w.ShowError(fmt.Errorf("the campaign's map %s could not be opened: %w", rel, err))
		}
	})
}

// OpenExample writes the bundled example campaign, with the maps
// it names, to a folder the GM picks, and opens it there: a campaign lives
// in files the GM can save. Files already in that folder are never
// overwritten.
func (cs *Campaigns) OpenExample() {
	cs.WhenSafe("open the example campaign", func() {
		cs.w.ChooseCampaignFile(true, assets.ExampleCampaign, func(path string) {
			if path == "" {
				return
			}
			if !strings.HasSuffix(strings.ToLower(path), campaign.Ext) {
				path += campaign.Ext
			}
			if err := examples.WriteCampaign(path); err != nil {
				cs.w.ShowError(err)
				return
			}
			if err := cs.OpenPath(path); err != nil {
				cs.w.ShowError(err)
				return
			}
			cs.OpenStart()
		})
	})
}
