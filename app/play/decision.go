package play

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/projection"
)

// ask shows a pending decision as a dialog addressed to the person who
// makes it, offering only the legal answers.
func (t *tracker) ask(d *sheet.Decision) {
	if t.dialog != nil || d == nil {
		return
	}
	h := t.p.h
	who := uikit.Capitalise(projection.WhoAnswers(d.Decider, t.name)) + " decides"
	body := container.NewVBox()
	if t.lastRoll != "" {
		body.Add(uikit.Heading(t.lastRoll))
	}
	if what := t.pendingWhat(d); what != "" {
		body.Add(widget.NewLabel(what))
	}
	prompt := uikit.WrappedLabel(d.Prompt)
	body.Add(prompt)
	if hint := t.orderHint(d); hint != "" {
		body.Add(uikit.WrappedLabel(hint))
	}
	var dlg dialog.Dialog
	session := t.p.cast.fight
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	problem.Hide()
	// settle gives the answer to the engine before closing: a refused
	// answer stays in the dialog with its reason, and what was typed stays.
	settle := func(try func(*combat.Session) (combat.Result, error)) {
		if t.p.cast.fight != session || session == nil {
			t.closeDialog()
			return
		}
		res, err := try(session)
		if err != nil {
			problem.SetText(err.Error())
			problem.Show()
			return
		}
		t.closeDialog()
		t.after(res, nil)
	}
	answer := func(v any) {
		settle(func(s *combat.Session) (combat.Result, error) { return s.Answer(v) })
	}
	t.showProblem = func(msg string) {
		problem.SetText(msg)
		problem.Show()
	}
	switch {
	case d.Dice != nil:
		t.diceForm(body, d, settle)
	case len(d.Options) > 0:
		for _, o := range d.Options {
			o := o
			b := widget.NewButton(o.Label, func() { answer(o.Value) })
			b.Alignment = widget.ButtonAlignLeading
			body.Add(b)
		}
	case d.Range != nil:
		e := widget.NewEntry()
		e.SetPlaceHolder(fmt.Sprintf("%d to %d", d.Range.Min, d.Range.Max))
		ok := widget.NewButton("OK", func() {
			n, err := strconv.Atoi(strings.TrimSpace(e.Text))
			if err != nil || n < d.Range.Min || n > d.Range.Max {
				t.showProblem(fmt.Sprintf("Give a whole number from %d to %d", d.Range.Min, d.Range.Max))
				return
			}
			answer(n)
		})
		body.Add(container.NewBorder(nil, nil, nil, ok, e))
	case d.Spread != nil:
		t.spreadForm(body, d.Spread, answer)
	case d.Items != nil:
		var checks []*widget.Check
		for _, it := range d.Items.Proposals {
			c := widget.NewCheck(itemLine(it), nil)
			c.Checked = true
			checks = append(checks, c)
			body.Add(c)
		}
		body.Add(widget.NewButton("OK", func() {
			var chosen []sheet.Item
			for i, c := range checks {
				if c.Checked {
					chosen = append(chosen, d.Items.Proposals[i])
				}
			}
			answer(chosen)
		}))
	}
	withdraw := widget.NewButton("Withdraw the action", func() {
		if t.p.cast.fight != session || session == nil {
			t.closeDialog()
			return
		}
		if err := session.Cancel(); err != nil {
			problem.SetText(err.Error())
			problem.Show()
			return
		}
		t.closeDialog()
		h.Say("Withdrawn: nothing happened", false)
		t.changed()
	})
	later := widget.NewButton("Later", t.closeDialog)
	body.Add(problem)
	body.Add(widget.NewSeparator())
	// Only what the engine lets be withdrawn offers it: not initiative,
	// not a command whose dice are rolled.
	if session.CanCancel() != nil {
		withdraw.Hide()
	}
	body.Add(container.NewHBox(withdraw, later))
	dlg = dialog.NewCustomWithoutButtons(who, container.NewVScroll(body), h.Window())
	dlg.Resize(fyne.NewSize(480, 420))
	t.dialog = dlg
	dlg.Show()
}

// diceForm asks for dice: the app rolls them, or the person types what
// their own dice show. Both take the engine's one dice path.
func (t *tracker) diceForm(body *fyne.Container, d *sheet.Decision, settle func(func(*combat.Session) (combat.Result, error))) {
	level, who := -1, "Rolled"
	if c := t.p.find(d.Decider.Character); c != nil {
		level, who = c.Level, c.Name+" rolled"
	}
	// told keeps what the dice mean for the next dialog, once taken.
	told := func(r sheet.Roll, res combat.Result, err error) (combat.Result, error) {
		if err == nil {
			t.lastRoll = who + " " + r.String()
			if level >= 0 {
				t.lastRoll = who + " " + t.p.cast.rules().RollMeaning(r, level)
			}
		}
		return res, err
	}
	roll := widget.NewButton("Roll for me", func() {
		settle(func(s *combat.Session) (combat.Result, error) { return told(s.RollDice(t.dice)) })
	})
	roll.Importance = widget.HighImportance
	typed := widget.NewEntry()
	example, useLabel := diceWords(d.Dice)
	typed.SetPlaceHolder(example)
	one := oneDie(d.Dice)
	use := widget.NewButton(useLabel, func() {
		text := strings.TrimSpace(typed.Text)
		if one && len(text) == 1 {
			text += text // one die thrown: the digit stands for it, the other die is kept
		}
		r, err := sheet.ParseRoll(text)
		if err != nil {
			t.showProblem(err.Error())
			return
		}
		settle(func(s *combat.Session) (combat.Result, error) { return told(s.AnswerDice(r)) })
	})
	typed.OnSubmitted = func(string) { use.OnTapped() }
	body.Add(roll)
	body.Add(container.NewBorder(nil, nil, nil, use, typed))
}

// spreadForm shares a number of boxes or points over locations.
func (t *tracker) spreadForm(body *fyne.Container, s *sheet.SpreadRule, answer func(any)) {
	body.Add(widget.NewLabel(fmt.Sprintf("Share %d over at most %s:", s.Total, words.Count(s.MaxLocations, "location"))))
	locs := sheet.Locations
	limits := map[sheet.Location]int{}
	if s.Limits != nil {
		locs = nil
		for _, l := range s.Limits {
			locs = append(locs, l.Location)
			limits[l.Location] = l.Count
		}
	}
	entries := map[sheet.Location]*widget.Entry{}
	for _, l := range locs {
		e := widget.NewEntry()
		e.SetPlaceHolder("0")
		label := l.Name()
		if n, ok := limits[l]; ok {
			label += fmt.Sprintf(" (up to %d)", n)
		}
		entries[l] = e
		body.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(160, 36), widget.NewLabel(label)), nil, e))
	}
	body.Add(widget.NewButton("OK", func() {
		var out []sheet.LocationCount
		for _, l := range locs {
			txt := strings.TrimSpace(entries[l].Text)
			if txt == "" {
				continue
			}
			n, err := strconv.Atoi(txt)
			if err != nil || n < 0 {
				t.showProblem(fmt.Sprintf("%q is not a number of boxes", txt))
				return
			}
			if n > 0 {
				out = append(out, sheet.LocationCount{Location: l, Count: n})
			}
		}
		answer(out)
	}))
}

// pendingWhat says what the decision is part of: the command waiting for
// it, and the team or character its field names.
func (t *tracker) pendingWhat(d *sheet.Decision) string {
	pend := t.p.cast.fight.Pending()
	if pend == nil {
		return ""
	}
	what := map[string]string{"initiative": "Initiative", "resolve": "The dice of the declared action",
		"attack": "An attack", "move": "A move", "react": "A reaction", "use-first-aid": "First aid",
		"rally": "A rally", "door": "A door", "manage-items": "Items in hand", "environment": "The environment"}[pend.Command.Type()]
	if what == "" {
		what = uikit.Capitalise(strings.ReplaceAll(pend.Command.Type(), "-", " ")) // "Break free", not break-free
	}
	for _, part := range strings.Split(d.Field, ".") {
		if c := t.p.find(sheet.CharacterID(part)); c != nil {
			return fmt.Sprintf("%s: %s (level %d)", what, c.Name, c.Level)
		}
		for _, team := range t.p.cast.fight.State().Teams {
			if team == part {
				return fmt.Sprintf("%s: %s", what, team)
			}
		}
	}
	return what
}
