package campaignui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"

	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// campaignStep changes the open map's characters and the campaign
// together, as one undo step: undoing it puts both back. closeFight also
// closes the map's finished combat, keeping its results (they are in
// chars); forgetClosed drops the fight the GM closed, recorded now.
func (cs *Campaigns) campaignStep(label string, chars []sheet.Character, closeFight, forgetClosed bool, next *campaign.Campaign) {
	camp, before := cs.camp, cs.camp.Campaign
	cs.w.ChangeRoster(RosterChange{Label: label, Characters: chars, CloseFight: closeFight, ForgetClosedFight: forgetClosed,
		Along: func(forward bool) {
			if forward {
				camp.Campaign = next
			} else {
				camp.Campaign = before
			}
		}})
}

// fighting reports a combat running on the open map.
func (cs *Campaigns) fighting() bool {
	running, _ := cs.w.Fights()
	return running != nil
}

// addMap adds the open (saved) map to the campaign, by its
// path relative to the campaign file.
func (cs *Campaigns) addMap() {
	rel, err := campaign.RelativePath(cs.camp.Path, cs.w.Path())
	if err == nil {
		var next *campaign.Campaign
		if next, err = campaign.AddMap(cs.camp.Campaign, rel); err == nil {
			cs.change("Add "+rel+" to the campaign", next)
			cs.w.Say("Added "+rel+" to the campaign", false)
			return
		}
	}
	cs.w.ShowError(err)
}

// BringParty puts the party on the open map at an area, when its rule
// allows it now (the area is clicked while the GM may do other things).
func (cs *Campaigns) BringParty(area string) {
	if why := cs.bringWhy(cs.MapHere()); why != "" {
		cs.w.Say(why, true)
		return
	}
	chars, next, err := campaign.Bring(cs.camp.Campaign, cs.MapHere(), cs.w.Editor().Doc, area)
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	cs.campaignStep("Bring the party", chars, false, false, next)
	cs.w.SetMode(host.ModePlay)
	cs.w.Say(fmt.Sprintf("The party arrives in %s: %s", uikit.AreaName(cs.w.Editor().Map(), chars[len(chars)-1].Area), names(cs.camp.Campaign.Party)), false)
}

// PlaceNPCs puts a copy of an NPC group on the open map at an area, when
// its rule allows it now.
func (cs *Campaigns) PlaceNPCs(group int, area string) {
	if why := cs.placeWhy(); why != "" {
		cs.w.Say(why, true)
		return
	}
	chars, err := campaign.PlaceNPCs(cs.camp.Campaign, group, cs.w.Editor().Doc, area)
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	cs.campaignStep("Place "+cs.camp.Campaign.NPCs[group].Name, chars, false, false, cs.camp.Campaign)
	cs.w.SetMode(host.ModePlay)
}

// recruitPCs moves the open map's PCs into the party: off this map, into
// the campaign, in one undo step. Bringing the party here puts them back.
func (cs *Campaigns) recruitPCs() {
	if why := cs.recruitWhy(); why != "" {
		cs.w.Say(why, true)
		return
	}
	pcs := mapPCs(cs.w.Editor().Doc.Characters)
	next, err := campaign.Recruit(cs.camp.Campaign, pcs)
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	var rest []sheet.Character
	for _, ch := range cs.w.Editor().Doc.Characters {
		if ch.Kind != sheet.PC {
			rest = append(rest, ch)
		}
	}
	cs.campaignStep("Move the PCs into the party", rest, false, false, next)
	cs.w.Say(fmt.Sprintf("%s joined the party", names(pcs)), false)
}

// askNPCGroup keeps the open map's NPCs as a named group.
func (cs *Campaigns) askNPCGroup() {
	cs.askText("Keep the NPCs as a group", "The group's name", "", func(name string) {
		next, err := campaign.AddNPCGroup(cs.camp.Campaign, name, mapNPCs(cs.w.Characters()))
		if err != nil {
			cs.w.ShowError(err)
			return
		}
		cs.change("Keep the NPC group "+next.NPCs[len(next.NPCs)-1].Name, next)
	})
}

// partyLeaving is what the map holds when the party leaves: the
// characters as they stand (the finished combat's, recoveries included),
// the fight to record, and whether the combat closes with the departure.
func (cs *Campaigns) partyLeaving() ([]sheet.Character, *campaign.Fight, bool, error) {
	running, closed := cs.w.Fights()
	rel := cs.MapHere()
	if running == nil {
		var fight *campaign.Fight
		if closed != nil {
			f := campaign.FightOf(rel, closed.State())
			fight = &f
		}
		return cs.w.Editor().Doc.Characters, fight, false, nil
	}
	st := running.State()
	if st.Phase != combat.PhaseEnded || running.Pending() != nil {
		return nil, nil, false, errors.New("the combat on this map is still running: end it, and let the PCs recover, before the party leaves")
	}
	f := campaign.FightOf(rel, st)
	return st.Roster.Characters, &f, true, nil
}

// sendPartyBack shows what comes back (after asking about every PC
// changed in both places) and, once the GM confirms, writes the sheets
// to the campaign and takes the party off the map.
func (cs *Campaigns) sendPartyBack() {
	chars, fight, closeFight, err := cs.partyLeaving()
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	rel := cs.MapHere()
	conflicts, err := campaign.Conflicts(cs.camp.Campaign, rel, chars)
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	cs.settleConflicts(conflicts, map[sheet.CharacterID]campaign.Keep{}, func(keep map[sheet.CharacterID]campaign.Keep) {
		ret, err := campaign.SendBack(cs.camp.Campaign, rel, chars, fight, keep)
		if err != nil {
			cs.w.ShowError(err)
			return
		}
		cs.confirmReturn(ret, fight, cs.unrecovered(), func() {
			cs.campaignStep("Send the party back", ret.Characters, closeFight, true, ret.Campaign)
			cs.w.Say("The party is back in the campaign: save the campaign to keep it", false)
		})
	})
}

// unrecovered names the party's members who may still recover after the
// map's finished combat and have not, so the GM can see it before they
// leave (recovery is the players' choice, so leaving without is allowed).
func (cs *Campaigns) unrecovered() []string {
	f, _ := cs.w.Fights()
	if f == nil || f.State().Phase != combat.PhaseEnded {
		return nil
	}
	var out []string
	for _, pc := range cs.camp.Campaign.Party {
		if ch := f.State().Roster.Find(pc.ID); ch != nil && f.State().CanRecover(pc.ID) == "" {
			out = append(out, ch.Label())
		}
	}
	return out
}

// endSession records the session's end and shows the advancement.
func (cs *Campaigns) endSession(e campaign.End) {
	next, err := campaign.EndSession(cs.camp.Campaign, e)
	if err != nil {
		cs.w.ShowError(err)
		return
	}
	cs.change("End the session", next)
	s := next.Sessions[len(next.Sessions)-1]
	var lines []string
	for _, a := range s.Advancement {
		lines = append(lines, a.Narration)
	}
	msg := "The goal was not met: no one advances."
	if s.Met {
		msg = "The goal was met. " + strings.Join(lines, ".\n") + "."
	}
	cs.showInfo("Session ended", msg+"\n\nSave the campaign to keep it.")
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
