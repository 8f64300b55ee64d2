package campaignui

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/campaign"
)

// campaignPanel is the Campaign tab beside the map's panel, shown while
// a campaign is open: its maps (each opens with a click), the party, the
// NPC groups and the session, with the flows between the campaign and
// the open map.
type campaignPanel struct {
	cs     *Campaigns
	holder *fyne.Container // the side of the window: the map's panel alone, or the tabs
	side   fyne.CanvasObject
	tabs   *container.AppTabs
	tab    *container.TabItem
	box    *fyne.Container
	// mapErr says, per map path, why the map does not load (checked when
	// the campaign opens and when a map is added).
	mapErr map[string]error
	// mapTitle is, per map path, the map's title (read when the campaign
	// opens, and whenever the map is the open one).
	mapTitle map[string]string
}

func newCampaignPanel(cs *Campaigns, holder *fyne.Container, side fyne.CanvasObject) *campaignPanel {
	p := &campaignPanel{cs: cs, holder: holder, side: side, box: container.NewVBox()}
	p.tab = container.NewTabItemWithIcon("Campaign", theme.StorageIcon(), container.NewVScroll(container.NewPadded(p.box)))
	return p
}

// showTab shows the tabs while a campaign is open, else the map's panel
// alone, as before any campaign.
func (p *campaignPanel) showTab() {
	if p.cs.camp == nil {
		p.holder.Objects = []fyne.CanvasObject{p.side}
		p.tabs = nil
		p.holder.Refresh()
		return
	}
	p.checkMaps()
	if p.tabs == nil {
		p.tabs = container.NewAppTabs(container.NewTabItemWithIcon("Map", theme.GridIcon(), p.side), p.tab)
		p.holder.Objects = []fyne.CanvasObject{p.tabs}
	}
	p.tabs.Select(p.tab)
	p.refresh()
	p.holder.Refresh()
}

// checkMaps loads every map of the campaign once, so the panel can say
// which are missing or broken.
func (p *campaignPanel) checkMaps() {
	p.mapErr, p.mapTitle = map[string]error{}, map[string]string{}
	for _, m := range campaign.LoadMaps(p.cs.camp.Path, p.cs.camp.Campaign) {
		if m.Err != nil {
			p.mapErr[m.Ref.Path] = m.Err
		} else {
			p.mapTitle[m.Ref.Path] = strings.TrimSpace(m.Doc.Map.Title)
		}
	}
}

// refresh rebuilds the panel from the campaign and the open map.
func (p *campaignPanel) refresh() {
	cs := p.cs
	if cs.camp == nil || p.tabs == nil {
		return
	}
	c := cs.camp.Campaign
	here := cs.MapHere()
	if here != "" {
		p.mapTitle[here] = strings.TrimSpace(cs.w.Editor().Map().Title)
	}
	p.tab.Text = "Campaign"
	if cs.camp.Dirty() {
		p.tab.Text = "Campaign ●"
	}
	p.tabs.Refresh()
	objs := []fyne.CanvasObject{uikit.WrappingHeading(cs.campaignName()), uikit.WrappedLabel(filepath.Base(cs.camp.Path) + unsavedNote(cs.camp.Dirty()))}
	if cs.asking != nil {
		objs = append(objs, cs.askingNote())
	}
	save := widget.NewButtonWithIcon("Save campaign", theme.DocumentSaveIcon(), func() { cs.Save(nil) })
	save.Disable()
	if cs.camp.Dirty() {
		save.Enable()
		save.Importance = widget.HighImportance
	}
	objs = append(objs, uikit.NewFlowBox(save, widget.NewButton("Close campaign", cs.Close)), widget.NewSeparator())

	objs = append(objs, uikit.Heading("Party"))
	for _, pc := range c.Party {
		objs = append(objs, uikit.WrappedLabel(campaign.SheetLine(pc)))
	}
	if len(c.Party) == 0 {
		objs = append(objs, uikit.WrappedLabel("No PCs yet: move the PCs of a map into the party."))
	}
	objs = append(objs, uikit.WrappedLabel(p.whereIsTheParty(here)))
	objs = append(objs, p.partyButtons(here)...)

	objs = append(objs, widget.NewSeparator(), uikit.Heading("Session"))
	objs = append(objs, uikit.WrappedLabel(p.sessionSoFar()))
	end := widget.NewButtonWithIcon("End session…", theme.ConfirmIcon(), cs.askEndSession)
	objs = append(objs, uikit.NewFlowBox(end))
	objs = appendNote(objs, because(end, cs.endWhy()))
	if n := len(c.Sessions); n > 0 {
		last := c.Sessions[n-1]
		objs = append(objs, uikit.WrappedLabel(fmt.Sprintf("%s played. Last: %s", words.Count(n, "session"), sessionLine(last))))
	}
	objs = append(objs, widget.NewSeparator(), uikit.Heading("Maps"))
	for _, m := range c.Maps {
		rel := m.Path
		line := rel
		if t := p.mapTitle[rel]; t != "" {
			line = t + " — " + rel
		}
		switch {
		case rel == here:
			delete(p.mapErr, rel) // it loads after all
			line += " (open)"
		case p.mapErr[rel] != nil:
			line += " — does not load: " + p.mapErr[rel].Error()
		}
		if c.Away != nil && c.Away.Map == rel {
			line += " — the party is here"
		}
		open := widget.NewButtonWithIcon("Open", theme.FolderOpenIcon(), func() { cs.OpenMap(rel) })
		if rel == here {
			open.Disable()
		}
		objs = append(objs, container.NewBorder(nil, nil, nil, open, uikit.WrappedLabel(line)))
	}
	if len(c.Maps) == 0 {
		objs = append(objs, uikit.WrappedLabel("No maps yet: open or save a map, then add it here."))
	}
	if here == "" {
		add := widget.NewButtonWithIcon("Add this map", theme.ContentAddIcon(), cs.addMap)
		if cs.w.Path() == "" {
			add.Disable()
			objs = append(objs, uikit.WrappedLabel("This map is not saved yet: save it to add it to the campaign."))
		}
		objs = append(objs, uikit.NewFlowBox(add))
	}

	objs = append(objs, widget.NewSeparator(), uikit.Heading("NPC groups"))
	placeWhy := cs.placeWhy()
	for i, g := range c.NPCs {
		i := i
		place := widget.NewButton("Place here…", func() {
			cs.askArea("Place "+c.NPCs[i].Name, "the area where the group stands", func(a string) { cs.PlaceNPCs(i, a) })
		})
		because(place, placeWhy)
		objs = append(objs, container.NewBorder(nil, nil, nil, place, uikit.WrappedLabel(fmt.Sprintf("%s: %s", g.Name, names(g.Characters)))))
	}
	if len(c.NPCs) > 0 && placeWhy != "" {
		objs = append(objs, reasonNote(placeWhy))
	}
	keep := widget.NewButton("Keep this map's NPCs as a group…", cs.askNPCGroup)
	objs = append(objs, uikit.NewFlowBox(keep))
	objs = appendNote(objs, because(keep, cs.keepWhy()))

	p.box.Objects = objs
	p.box.Refresh()
}

// unsavedNote marks a campaign with unsaved changes.
func unsavedNote(dirty bool) string {
	if dirty {
		return " — unsaved changes"
	}
	return ""
}

// whereIsTheParty says where the party is, from the open map's side.
func (p *campaignPanel) whereIsTheParty(here string) string {
	c := p.cs.camp.Campaign
	switch {
	case c.Away == nil:
		return "The party is between maps."
	case c.Away.Map == here:
		return "The party is on this map."
	}
	return "The party is on " + p.mapName(c.Away.Map) + "."
}

// mapName is how the tab names one of the campaign's maps: by its title,
// with its file where another of the maps has the same title, or by its
// file when it has no title (or does not load).
func (p *campaignPanel) mapName(rel string) string {
	t := p.mapTitle[rel]
	if t == "" {
		return rel
	}
	for other, o := range p.mapTitle {
		if other != rel && strings.EqualFold(o, t) {
			return t + " (" + rel + ")"
		}
	}
	return t
}

// partyButtons are the flows between the party and the open map; each
// is disabled, with the reason beside it, where it cannot run.
func (p *campaignPanel) partyButtons(here string) []fyne.CanvasObject {
	cs := p.cs
	c := cs.camp.Campaign
	bring := widget.NewButtonWithIcon("Bring the party here…", theme.LoginIcon(), func() {
		cs.askArea("Bring the party", "the area where it arrives", cs.BringParty)
	})
	back := widget.NewButtonWithIcon("Send the party back…", theme.LogoutIcon(), cs.sendPartyBack)
	recruit := widget.NewButton("Move this map's PCs into the party", cs.recruitPCs)
	// Each button is disabled by its own reason; the tab shows the reason
	// of the flow that matters where the party is (home: bring it; away:
	// send it back), the other one's being what the line above says.
	bringNote, backNote := because(bring, cs.bringWhy(here)), because(back, cs.backWhy(here))
	out := []fyne.CanvasObject{uikit.NewFlowBox(bring, back)}
	if c.Away == nil {
		out = appendNote(out, bringNote)
	} else {
		out = appendNote(out, backNote)
	}
	out = append(out, uikit.NewFlowBox(recruit))
	if recruitNote := because(recruit, cs.recruitWhy()); c.Away == nil {
		out = appendNote(out, recruitNote)
	}
	return out
}

// appendNote adds a reason's note, when there is one.
func appendNote(objs []fyne.CanvasObject, note fyne.CanvasObject) []fyne.CanvasObject {
	if note == nil {
		return objs
	}
	return append(objs, note)
}

// sessionSoFar says what the session in progress holds.
func (p *campaignPanel) sessionSoFar() string {
	c := p.cs.camp.Campaign
	if c.Current == nil || len(c.Current.Fights) == 0 {
		return "No fight recorded in this session yet."
	}
	s := "This session:"
	for _, f := range c.Current.Fights {
		s += fmt.Sprintf("\n• %s: %s, %s", p.mapName(f.Map), orNone(f.Outcome), words.Count(f.Rounds, "round"))
	}
	return s
}

// sessionLine is one finished session in a line.
func sessionLine(s campaign.Session) string {
	met := "not met"
	if s.Met {
		met = "met"
	}
	line := fmt.Sprintf("%q, %s, %s", s.Goal, met, words.Count(len(s.Fights), "fight"))
	if s.Date != "" {
		line = s.Date + ": " + line
	}
	return line
}

func orNone(s string) string {
	if s == "" {
		return "no outcome"
	}
	return s
}

// Content is the Campaign tab's content.
func (cs *Campaigns) Content() fyne.CanvasObject { return cs.panel.box }
