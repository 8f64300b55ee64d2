package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// campaignStep changes the open map's characters and the campaign
// together, as one undo step: undoing it puts both back. closeFight also
// closes the map's finished combat, keeping its results (they are in
// chars).
func (w *mainWindow) campaignStep(label string, chars []sheet.Character, closeFight bool, next *campaign.Campaign) {
	c, camp := w.play.cast, w.camp
	before := struct {
		chars  []sheet.Character
		sheets *sheet.Session
		fight  *combat.Session
		closed bool
		camp   *campaign.Campaign
	}{w.ed.Doc.Characters, c.sheets, c.fight, c.closed, camp.c}
	afterSheets := sheet.NewSession(c.roster(chars), nil)
	forward := func() {
		c.sheets, w.ed.Doc.Characters = afterSheets, chars
		if closeFight {
			c.fight, c.closed = nil, true
		}
		camp.c = next
	}
	forward()
	refresh := func() {
		if w.camp == camp {
			w.campPanel.refresh()
		}
	}
	w.history.push(step{stack: stackRoster, label: label,
		undo: func() error {
			c.sheets, w.ed.Doc.Characters = before.sheets, before.chars
			c.fight, c.closed = before.fight, before.closed
			camp.c = before.camp
			refresh()
			return nil
		},
		redo: func() error { forward(); refresh(); return nil },
	})
	c.count++
	w.play.tracker.changed()
	refresh()
}

// addMapToCampaign adds the open (saved) map to the campaign, by its
// path relative to the campaign file.
func (w *mainWindow) addMapToCampaign() {
	rel, err := campaign.RelativePath(w.camp.path, w.path)
	if err == nil {
		var next *campaign.Campaign
		if next, err = campaign.AddMap(w.camp.c, rel); err == nil {
			w.campaignChanged(next)
			w.status.say("Added "+rel+" to the campaign", false)
			return
		}
	}
	w.showError(err)
}

// bringParty puts the party on the open map at an area.
func (w *mainWindow) bringParty(area string) {
	chars, next, err := campaign.Bring(w.camp.c, w.campaignMap(), w.ed.Doc, area)
	if err != nil {
		w.showError(err)
		return
	}
	w.campaignStep("Bring the party", chars, false, next)
	w.setMode(modePlay)
	w.status.say(fmt.Sprintf("The party arrives in %s: %s", uikit.AreaName(w.ed.Map(), chars[len(chars)-1].Area), names(w.camp.c.Party)), false)
}

// placeNPCs puts a copy of an NPC group on the open map at an area.
func (w *mainWindow) placeNPCs(group int, area string) {
	chars, err := campaign.PlaceNPCs(w.camp.c, group, w.ed.Doc, area)
	if err != nil {
		w.showError(err)
		return
	}
	w.campaignStep("Place "+w.camp.c.NPCs[group].Name, chars, false, w.camp.c)
	w.setMode(modePlay)
}

// recruitPCs moves the open map's PCs into the party: off this map, into
// the campaign, in one undo step. Bringing the party here puts them back.
func (w *mainWindow) recruitPCs() {
	pcs := mapPCs(w.ed.Doc.Characters)
	next, err := campaign.Recruit(w.camp.c, pcs)
	if err != nil {
		w.showError(err)
		return
	}
	var rest []sheet.Character
	for _, ch := range w.ed.Doc.Characters {
		if ch.Kind != sheet.PC {
			rest = append(rest, ch)
		}
	}
	w.campaignStep("Move the PCs into the party", rest, false, next)
	w.status.say(fmt.Sprintf("%s joined the party", names(pcs)), false)
}

// askNPCGroup keeps the open map's NPCs as a named group.
func (w *mainWindow) askNPCGroup() {
	w.askText("Keep the NPCs as a group", "The group's name", "", func(name string) {
		next, err := campaign.AddNPCGroup(w.camp.c, name, mapNPCs(w.play.characters()))
		if err != nil {
			w.showError(err)
			return
		}
		w.campaignChanged(next)
	})
}

// partyLeaving is what the map holds when the party leaves: the
// characters as they stand (the finished combat's, recoveries included),
// the fight to record, and whether the combat closes with the departure.
func (w *mainWindow) partyLeaving() ([]sheet.Character, *campaign.Fight, bool, error) {
	c, rel := w.play.cast, w.campaignMap()
	if c.fight == nil {
		var fight *campaign.Fight
		if c.closedFight != nil {
			f := campaign.FightOf(rel, c.closedFight.State())
			fight = &f
		}
		return w.ed.Doc.Characters, fight, false, nil
	}
	st := c.fight.State()
	if st.Phase != combat.PhaseEnded || c.fight.Pending() != nil {
		return nil, nil, false, errors.New("the combat on this map is still running: end it, and let the PCs recover, before the party leaves")
	}
	f := campaign.FightOf(rel, st)
	return st.Roster.Characters, &f, true, nil
}

// sendPartyBack shows what comes back (after asking about every PC
// changed in both places) and, once the GM confirms, writes the sheets
// to the campaign and takes the party off the map.
func (w *mainWindow) sendPartyBack() {
	chars, fight, closeFight, err := w.partyLeaving()
	if err != nil {
		w.showError(err)
		return
	}
	rel := w.campaignMap()
	conflicts, err := campaign.Conflicts(w.camp.c, rel, chars)
	if err != nil {
		w.showError(err)
		return
	}
	w.settleConflicts(conflicts, map[sheet.CharacterID]campaign.Keep{}, func(keep map[sheet.CharacterID]campaign.Keep) {
		ret, err := campaign.SendBack(w.camp.c, rel, chars, fight, keep)
		if err != nil {
			w.showError(err)
			return
		}
		w.confirmReturn(ret, fight, w.unrecovered(), func() {
			w.campaignStep("Send the party back", ret.Characters, closeFight, ret.Campaign)
			w.play.cast.closedFight = nil
			w.status.say("The party is back in the campaign: save the campaign to keep it", false)
		})
	})
}

// unrecovered names the party's members who may still recover after the
// map's finished combat and have not, so the GM can see it before they
// leave (recovery is the players' choice, so leaving without is allowed).
func (w *mainWindow) unrecovered() []string {
	f := w.play.cast.fight
	if f == nil || f.State().Phase != combat.PhaseEnded {
		return nil
	}
	var out []string
	for _, pc := range w.camp.c.Party {
		if ch := f.State().Roster.Find(pc.ID); ch != nil && f.State().CanRecover(pc.ID) == "" {
			out = append(out, ch.Label())
		}
	}
	return out
}

// endSession records the session's end and shows the advancement.
func (w *mainWindow) endSession(e campaign.End) {
	next, err := campaign.EndSession(w.camp.c, e)
	if err != nil {
		w.showError(err)
		return
	}
	w.campaignChanged(next)
	s := next.Sessions[len(next.Sessions)-1]
	var lines []string
	for _, a := range s.Advancement {
		lines = append(lines, a.Narration)
	}
	msg := "The goal was not met: no one advances."
	if s.Met {
		msg = "The goal was met. " + strings.Join(lines, ".\n") + "."
	}
	w.showInfo("Session ended", msg+"\n\nSave the campaign to keep it.")
}

// names lists characters by name.
func names(cs []sheet.Character) string {
	out := make([]string, len(cs))
	for i := range cs {
		out[i] = cs[i].Label()
	}
	return strings.Join(out, ", ")
}

func mapPCs(cs []sheet.Character) []sheet.Character  { return ofKind(cs, sheet.PC) }
func mapNPCs(cs []sheet.Character) []sheet.Character { return ofKind(cs, sheet.NPC) }

func ofKind(cs []sheet.Character, k sheet.CharacterKind) []sheet.Character {
	var out []sheet.Character
	for _, c := range cs {
		if c.Kind == k {
			out = append(out, c)
		}
	}
	return out
}
