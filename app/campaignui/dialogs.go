package campaignui

import (
	"fmt"
	"strings"
	"time"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// askText asks for one line of text.
func (cs *Campaigns) askText(title, label, start string, done func(string)) {
	e := widget.NewEntry()
	e.SetText(start)
	d := dialog.NewForm(title, "OK", "Cancel", []*widget.FormItem{widget.NewFormItem(label, e)}, func(ok bool) {
		if ok {
			done(e.Text)
		}
	}, cs.w.Window())
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}

// showInfo shows a message that wraps.
func (cs *Campaigns) showInfo(title, msg string) {
	d := dialog.NewCustom(title, "OK", uikit.WrappedLabel(msg), cs.w.Window())
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// settleConflicts asks, PC by PC, which sheet to keep of one changed both
// in the campaign and on the map since the party arrived, showing what
// changed on each side; done gets every answer. Cancel stops the return.
func (cs *Campaigns) settleConflicts(conflicts []campaign.Conflict, keep map[sheet.CharacterID]campaign.Keep, done func(map[sheet.CharacterID]campaign.Keep)) {
	if len(conflicts) == 0 {
		done(keep)
		return
	}
	cf := conflicts[0]
	side := func(title string, now sheet.Character) fyne.CanvasObject {
		lines := campaign.Diff(cf.Arrived, now).Lines()
		return container.NewVBox(uikit.Heading(title), uikit.WrappedLabel("Since the party arrived: "+strings.Join(lines, "; ")),
			uikit.WrappedLabel(campaign.SheetLine(now)))
	}
	body := container.NewVBox(
		uikit.WrappedLabel(fmt.Sprintf("%s changed both in the campaign and on this map since the party arrived. Which sheet is kept?", cf.Campaign.Label())),
		container.NewGridWithColumns(2, side("In the campaign", cf.Campaign), side("On this map", cf.Map)))
	var d *dialog.CustomDialog
	choose := func(k campaign.Keep) func() {
		return func() {
			d.Hide()
			keep[cf.ID] = k
			cs.settleConflicts(conflicts[1:], keep, done)
		}
	}
	campaignSide := widget.NewButton("Keep the campaign's", choose(campaign.KeepCampaign))
	mapSide := widget.NewButton("Keep the map's", choose(campaign.KeepMap))
	mapSide.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons("Changed in both places: "+cf.Campaign.Label(), body, cs.w.Window())
	d.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", func() { d.Hide() }), campaignSide, mapSide})
	d.Resize(fyne.NewSize(640, 0))
	d.Show()
}

// confirmReturn shows, PC by PC, what the campaign's sheets gain, and the
// fight that is recorded, before the GM confirms the return.
func (cs *Campaigns) confirmReturn(ret *campaign.Return, fight *campaign.Fight, unrecovered []string, ok func()) {
	body := container.NewVBox(uikit.WrappedLabel("The party leaves this map. The campaign's sheets change as follows:"))
	for _, ch := range ret.Changes {
		body.Add(uikit.Heading(ch.Name))
		body.Add(uikit.WrappedLabel(strings.Join(ch.Lines(), "\n")))
	}
	if len(unrecovered) > 0 {
		l := uikit.WrappedLabel(fmt.Sprintf("Not recovered after the fight: %s. Cancel and choose Recover in the Play panel if they recover first.", strings.Join(unrecovered, ", ")))
		l.Importance = widget.WarningImportance
		body.Add(l)
	}
	if fight != nil {
		body.Add(uikit.WrappedLabel(fmt.Sprintf("The fight is recorded in this session: %s, %s.", orNone(fight.Outcome), words.Count(fight.Rounds, "round"))))
	} else {
		body.Add(uikit.WrappedLabel("No combat on this map to record."))
	}
	d := dialog.NewCustomConfirm("Send the party back", "Send back", "Cancel", container.NewVScroll(body), func(yes bool) {
		if yes {
			ok()
		}
	}, cs.w.Window())
	d.Resize(fyne.NewSize(520, 460))
	d.Show()
}

// askEndSession asks for the session's goal and whether the players met
// it; when they did, each player who earns an ability picks it.
func (cs *Campaigns) askEndSession() {
	date := widget.NewEntry()
	date.SetText(time.Now().Format("2006-01-02"))
	goal := widget.NewMultiLineEntry()
	goal.SetPlaceHolder("the goal the players set, in their words")
	goal.Wrapping = fyne.TextWrapWord
	goal.SetMinRowsVisible(2)
	met := widget.NewCheck("The players met their goal", nil)
	items := []*widget.FormItem{widget.NewFormItem("Date", date), widget.NewFormItem("Goal", goal), widget.NewFormItem("", met)}
	d := dialog.NewForm("End session", "End session", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		e := campaign.End{Date: date.Text, Goal: goal.Text, Met: met.Checked, Picks: map[sheet.CharacterID]sheet.AbilityPick{}}
		if strings.TrimSpace(e.Goal) == "" {
			cs.w.ShowError(fmt.Errorf("the session's goal is missing: write the goal the players set"))
			return
		}
		if !e.Met {
			cs.endSession(e)
			return
		}
		cs.askPicks(campaign.PicksNeeded(cs.camp.Campaign), e, cs.endSession)
	}, cs.w.Window())
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// askPicks asks each player whose PC earns an ability to pick it, one
// dialog each, from the sheet's legal choices; done gets every pick.
// Cancel leaves the session open.
func (cs *Campaigns) askPicks(need []campaign.PickNeeded, e campaign.End, done func(campaign.End)) {
	if len(need) == 0 {
		done(e)
		return
	}
	n := need[0]
	var labels []string
	for _, o := range n.Decision.Options {
		labels = append(labels, o.Label)
	}
	sel := widget.NewSelect(labels, nil)
	words := widget.NewEntry()
	words.SetPlaceHolder("the non-combat ability, in the player's words")
	words.Hide()
	sel.OnChanged = func(string) {
		if i := sel.SelectedIndex(); i >= 0 && n.Decision.Options[i].FreeText {
			words.Show()
		} else {
			words.Hide()
		}
	}
	problem := uikit.WrappedLabel("")
	problem.Importance = widget.DangerImportance
	body := container.NewVBox(
		uikit.WrappedLabel(fmt.Sprintf("%s reaches max level %d and may choose another ability. The player chooses:", n.Name, n.MaxLevel)),
		sel, words, problem)
	var d *dialog.CustomDialog
	pick := widget.NewButton("Choose", func() {
		i := sel.SelectedIndex()
		if i < 0 {
			problem.SetText("Choose an ability first.")
			return
		}
		var p sheet.AbilityPick
		if err := json.Unmarshal(n.Decision.Options[i].Value, &p); err != nil {
			problem.SetText(err.Error())
			return
		}
		if n.Decision.Options[i].FreeText {
			if p.Skill = strings.TrimSpace(words.Text); p.Skill == "" {
				problem.SetText("Write the non-combat ability in the player's words.")
				return
			}
		}
		d.Hide()
		e.Picks[n.Character] = p
		cs.askPicks(need[1:], e, done)
	})
	pick.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons("For "+n.Name+"'s player", body, cs.w.Window())
	d.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", func() { d.Hide() }), pick})
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}
