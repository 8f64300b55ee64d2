package play

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// editCharacter opens the sheet form: c nil adds a new character.
func (p *Play) editCharacter(c *sheet.Character, kind sheet.CharacterKind) {
	isNew := c == nil
	var ch sheet.Character
	if isNew {
		team := "PCs"
		if kind == sheet.NPC {
			team = "NPCs"
		}
		ch = sheet.NewCharacter("", "", kind, team)
	} else {
		ch = c.Clone()
	}
	name := widget.NewEntry()
	name.SetText(ch.Name)
	name.SetPlaceHolder("Name")
	teams := map[string]bool{"PCs": true, "NPCs": true}
	for _, o := range p.characters() {
		teams[o.Team] = true
	}
	var teamNames []string
	for t := range teams {
		teamNames = append(teamNames, t)
	}
	sort.Strings(teamNames)
	team := widget.NewSelectEntry(teamNames)
	team.SetText(ch.Team)
	kindSel := widget.NewRadioGroup([]string{"PC", "NPC"}, nil)
	kindSel.Horizontal, kindSel.Required = true, true
	kindSel.SetSelected(strings.ToUpper(string(ch.Kind)))
	level, maxLevel := widget.NewEntry(), widget.NewEntry()
	level.SetText(strconv.Itoa(ch.Level))
	maxLevel.SetText(strconv.Itoa(ch.MaxLevel))
	var abilityLabels []string
	labelToID := map[string]sheet.AbilityID{}
	for _, a := range p.cast.rules().Abilities() { // only the map's edition's
		l := a.Group + ": " + a.Name
		abilityLabels = append(abilityLabels, l)
		labelToID[l] = a.ID
	}
	abilities := widget.NewCheckGroup(abilityLabels, nil)
	for _, id := range ch.Abilities {
		if a := sheet.LookupAbility(id); a != nil {
			abilities.Selected = append(abilities.Selected, a.Group+": "+a.Name)
		}
	}
	skills := widget.NewEntry()
	skills.SetText(strings.Join(ch.Skills, ", "))
	skills.SetPlaceHolder("non-combat abilities, comma separated")

	itemEd := newItemEditor(ch.Items)

	// Wounds: the GM can set the marks of every location directly.
	type markEntries struct{ slash, x, filled *widget.Entry }
	wounds := map[sheet.Location]markEntries{}
	woundsBox := container.NewVBox()
	for _, loc := range sheet.Locations {
		m := *ch.Body.At(loc)
		me := markEntries{widget.NewEntry(), widget.NewEntry(), widget.NewEntry()}
		me.slash.SetText(strconv.Itoa(m.Slash))
		me.x.SetText(strconv.Itoa(m.X))
		me.filled.SetText(strconv.Itoa(m.Filled))
		wounds[loc] = me
		label := fmt.Sprintf("%s (%d boxes)", loc.Name(), loc.Boxes())
		woundsBox.Add(container.NewGridWithColumns(4, widget.NewLabel(label), me.slash, me.x, me.filled))
	}
	readMarks := func() ([]sheet.LocationMarks, error) {
		var out []sheet.LocationMarks
		for _, loc := range sheet.Locations {
			me := wounds[loc]
			var m sheet.Marks
			for _, f := range []struct {
				e   *widget.Entry
				dst *int
			}{{me.slash, &m.Slash}, {me.x, &m.X}, {me.filled, &m.Filled}} {
				n, err := strconv.Atoi(strings.TrimSpace(f.e.Text))
				if err != nil || n < 0 {
					return nil, fmt.Errorf("%s: %q is not a number of marks", loc.Name(), f.e.Text)
				}
				*f.dst = n
			}
			if m != *ch.Body.At(loc) {
				out = append(out, sheet.LocationMarks{Location: loc, Marks: m})
			}
		}
		return out, nil
	}

	form := container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Name", name),
			widget.NewFormItem("Kind", kindSel),
			widget.NewFormItem("Team", team),
			widget.NewFormItem("Level / max", container.NewGridWithColumns(2, level, maxLevel)),
			widget.NewFormItem("Non-combat", skills),
		),
		uikit.Heading("Items (one slot each: name, kind, hands, armor location / AoE kind)"), itemEd.box, itemEd.add,
		uikit.Heading("Wounds (marks per location: \\ treatable, X recovery only, filled permanent)"),
		container.NewGridWithColumns(4, widget.NewLabel(""), widget.NewLabel("\\"), widget.NewLabel("X"), widget.NewLabel("filled")),
		woundsBox,
		uikit.Heading("Combat abilities"), abilities,
	)
	title := "Edit " + ch.Name
	if isNew {
		title = "New " + strings.ToUpper(string(kind))
	}
	hidden := widget.NewCheck("Hidden from players until revealed", nil)
	// A new NPC starts hidden: the shared screen must not give it away.
	hidden.SetChecked(ch.HiddenFromPlayers || (isNew && kind == sheet.NPC))
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	problem.Hide()
	var d dialog.Dialog
	// save checks the sheet (here and in the engine) before the dialog
	// closes: a mistake is shown in the dialog and nothing typed is lost.
	save := func() {
		fail := func(err error) {
			problem.SetText(err.Error())
			problem.Show()
		}
		out, err := readCharacterForm(ch, name.Text, team.Text, kindSel.Selected, level.Text, maxLevel.Text, skills.Text, abilities.Selected, labelToID, itemEd)
		if err != nil {
			fail(err)
			return
		}
		marks, err := readMarks()
		if err != nil {
			fail(err)
			return
		}
		for _, lm := range marks {
			*out.Body.At(lm.Location) = lm.Marks
		}
		out.HiddenFromPlayers = hidden.Checked && out.Kind == sheet.NPC
		if isNew {
			out.ID = newCharacterID(p.characters(), out.Name)
			if err := p.cast.apply(&sheet.AddCharacter{Character: out}); err != nil {
				fail(err)
				return
			}
			d.Hide()
			p.selectCharacter(out.ID)
			return
		}
		edit := sheetEdit(ch, out, marks)
		if edit == nil {
			d.Hide()
			p.h.Say("Nothing changed on "+ch.Label()+"'s sheet", false)
			return
		}
		if err := p.cast.apply(edit); err != nil {
			fail(err)
			return
		}
		d.Hide()
		if now := p.find(ch.ID); now != nil {
			p.h.Say(editLine(ch, *now), false)
		}
	}
	saveButton := widget.NewButtonWithIcon("Save", theme.ConfirmIcon(), save)
	saveButton.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), widget.NewButton("Cancel", func() { d.Hide() }), saveButton)
	content := container.NewBorder(container.NewVBox(hidden, problem), buttons, nil, nil, container.NewVScroll(form))
	d = dialog.NewCustomWithoutButtons(title, content, p.h.Window())
	d.Resize(fyne.NewSize(860, 640))
	d.Show()
}

// readCharacterForm turns the form into a sheet, naming what is wrong.
func readCharacterForm(base sheet.Character, name, team, kind, level, maxLevel, skills string,
	abilities []string, labelToID map[string]sheet.AbilityID, itemEd *itemEditor) (sheet.Character, error) {
	c := base.Clone()
	c.Name = strings.TrimSpace(name)
	if c.Name == "" {
		return c, fmt.Errorf("the character needs a name")
	}
	c.Team = strings.TrimSpace(team)
	if c.Team == "" {
		return c, fmt.Errorf("the character needs a team")
	}
	c.Kind = sheet.CharacterKind(strings.ToLower(kind))
	var err error
	if c.Level, err = strconv.Atoi(strings.TrimSpace(level)); err != nil {
		return c, fmt.Errorf("level %q is not a whole number", level)
	}
	if c.MaxLevel, err = strconv.Atoi(strings.TrimSpace(maxLevel)); err != nil {
		return c, fmt.Errorf("max level %q is not a whole number", maxLevel)
	}
	c.Skills = nil
	for _, s := range strings.Split(skills, ",") {
		if s = strings.TrimSpace(s); s != "" {
			c.Skills = append(c.Skills, s)
		}
	}
	c.Abilities = nil
	for _, l := range abilities {
		c.Abilities = append(c.Abilities, labelToID[l])
	}
	if c.Items, err = itemEd.items(); err != nil {
		return c, err
	}
	return c, nil
}
