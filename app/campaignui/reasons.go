package campaignui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// Each flow of the Campaign tab has one rule for whether it may run now,
// as a reason: "" when it may. Its button is disabled exactly when there
// is a reason, and the reason is what the tab shows beside it: the
// engine's own check where the campaign decides, the open map's state
// where the map does.

// bringWhy says why the party cannot be brought onto the open map.
func (cs *Campaigns) bringWhy(here string) string {
	if here == "" {
		return "Open one of the campaign's maps to bring the party onto it."
	}
	if err := campaign.CanBring(cs.camp.Campaign, here); err != nil {
		return sentence(err.Error())
	}
	return cs.mapWhy("the party arrives", "for the party to arrive in")
}

// backWhy says why the party cannot be sent back from the open map.
func (cs *Campaigns) backWhy(here string) string {
	c := cs.camp.Campaign
	if c.Away != nil && c.Away.Map != here {
		return "Open " + cs.panel.mapName(c.Away.Map) + " to send the party back from it."
	}
	if err := campaign.CanSendBack(c, here); err != nil {
		return sentence(err.Error())
	}
	return ""
}

// recruitWhy says why the open map's PCs cannot move into the party.
func (cs *Campaigns) recruitWhy() string {
	if err := campaign.CanRecruit(cs.camp.Campaign, mapPCs(cs.w.Characters())); err != nil {
		return sentence(err.Error())
	}
	if cs.fighting() {
		return "A combat is running on this map: close it before its PCs join the party."
	}
	return ""
}

// placeWhy says why no NPC group can be placed on the open map.
func (cs *Campaigns) placeWhy() string {
	return cs.mapWhy("a group is placed", "for a group to stand in")
}

// keepWhy says why the open map's NPCs cannot be kept as a group.
func (cs *Campaigns) keepWhy() string {
	if len(mapNPCs(cs.w.Characters())) == 0 {
		return "This map has no NPCs to keep as a group."
	}
	return ""
}

// endWhy says why the session cannot end now.
func (cs *Campaigns) endWhy() string {
	if err := campaign.CanEndSession(cs.camp.Campaign); err != nil {
		return sentence(err.Error())
	}
	return ""
}

// mapWhy says why characters cannot be put on the open map: a combat
// runs, or the map has no area yet.
func (cs *Campaigns) mapWhy(when, forWhat string) string {
	switch {
	case cs.fighting():
		return "A combat is running on this map: close it before " + when + "."
	case len(cs.w.Editor().Map().Areas) == 0:
		return "This map has no area yet: draw one " + forWhat + "."
	}
	return ""
}

// because disables b when there is a reason, and is the note that says
// it beside the button (nil when there is none).
func because(b *widget.Button, why string) fyne.CanvasObject {
	if why == "" {
		return nil
	}
	b.Disable()
	return reasonNote(why)
}

// reasonNote is a reason a button is disabled, as the tab shows it.
func reasonNote(why string) *widget.Label {
	l := uikit.WrappedLabel(why)
	l.TextStyle.Italic = true
	return l
}

// sentence is an engine's reason as a sentence of the tab.
func sentence(s string) string {
	s = uikit.Capitalise(s)
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
