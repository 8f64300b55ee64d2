package printkit

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/interop/vector"
)

func loadDoc(t *testing.T, path string) *engine.Document {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := engine.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func brawl(t *testing.T) *engine.Document { return loadDoc(t, "../assets/maps/nightclub-brawl.unhex") }

// The bundled brawl has two PCs and three NPCs, the Cook hidden from the
// players: a player's print leaves the Cook out, the GM's has everyone.
func TestSheets_OnePagePerCharacterHiddenOnesOnlyForTheGM(t *testing.T) {
	doc := brawl(t)
	for _, gm := range []bool{false, true} {
		d, _, err := Sheets(doc, SheetsOptions{Paper: Letter, Roster: true, GM: gm})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"Rook", "Vex", "Bouncer", "DJ"}
		if gm {
			want = append(want, "Cook")
		}
		if len(d.Pages) != len(want) {
			t.Fatalf("gm=%v: %d pages, want %d", gm, len(d.Pages), len(want))
		}
		for i, name := range want {
			if !hasText(d.Pages[i], name) {
				t.Errorf("gm=%v: page %d does not name %s", gm, i+1, name)
			}
		}
		if !gm && strings.Contains(joined(d.Pages[len(d.Pages)-1]), "Cook") {
			t.Error("the hidden Cook is on the players' print")
		}
	}
	_, n, err := Sheets(doc, SheetsOptions{Paper: Letter, Roster: true, Blank: 3})
	if err != nil {
		t.Fatal(err)
	}
	if want := "4 character sheets and 3 blank sheets"; n.String() != want {
		t.Errorf("the print says %q, want %q", n, want)
	}
	if want := "1 character hidden from the players left out"; n.HiddenNote() != want {
		t.Errorf("the note says %q, want %q", n.HiddenNote(), want)
	}
}

// A sheet carries what the book's character sheet holds: name, team,
// level and max level, the abilities with their effect (the catalogue's
// words, one source with the app), the items in their slots and what each
// hand holds.
func TestSheet_ShowsNameTeamLevelsAbilitiesItemsAndHands(t *testing.T) {
	doc := brawl(t)
	vex := &doc.Characters[1]
	p := SheetPage(vex, sheet.Latest, Letter, "")
	for _, want := range []string{"Vex", "PCs", "58", "60", "Rifle", "Ammo", "First aid kit", "Climbing", "RIGHT HAND", "LEFT HAND", "CONCEPT"} {
		if !hasText(p, want) {
			t.Errorf("Vex's sheet lacks %q", want)
		}
	}
	text := joined(p)
	for _, id := range vex.Abilities {
		if a := sheet.LookupAbility(id); !strings.Contains(text, a.Name) {
			t.Errorf("Vex's sheet lacks the effect of %s: %q", id, a.Name)
		}
	}
	if !strings.Contains(text, "Rifle (both hands)") {
		t.Error("the rifle is not shown in both hands")
	}
	// 6 slots at max level 60: slot 7 comes at max 65.
	if !hasText(p, "3 of 6 slots used") || !hasText(p, fromMax(65)) {
		t.Error("the slots used and the next slot's level are not shown")
	}
}

// The hit location table: 3 boxes each for the head and arms, 9 for the
// torso, 6 for each leg, each group captioned with the die faces that
// select it (9, 8, 7, 4-6, 1 or 3, 0 or 2), on a character's sheet and a
// blank one alike.
func TestSheet_HitLocationBoxesFollowTheTableWithTheirDieFaces(t *testing.T) {
	for _, c := range []*sheet.Character{nil, &brawl(t).Characters[0]} {
		p := SheetPage(c, sheet.Latest, A4, "")
		boxes := boxesOf(t, p, A4)
		total := 0
		for _, l := range sheet.Locations {
			if len(boxes[l]) != l.Boxes() {
				t.Errorf("%s: %d boxes, want %d", l, len(boxes[l]), l.Boxes())
			}
			total += len(boxes[l])
			if !hasText(p, strings.ToUpper(l.Name())) {
				t.Errorf("%s has no caption", l)
			}
			for _, d := range sheet.Latest.DiceFor(l) {
				if !hasText(p, strconv.Itoa(d)) {
					t.Errorf("die face %d of %s is not printed", d, l)
				}
			}
		}
		if total != 30 {
			t.Errorf("%d wound boxes, want 30", total)
		}
	}
}

// The book's damage example: three \ already on the right leg, then 4
// damage there fills its last three boxes and spills one \ onto the
// torso. And its first aid critical failure: the head's X and the right
// arm's three X become permanent, the head's \ becomes X. Each mark is
// drawn in its location's boxes as a pencil would: \ one stroke, X two,
// permanent filled.
func TestSheet_MarksAreDrawnInTheirLocationsBoxes_TheBooksDamageAndFirstAidExamples(t *testing.T) {
	c := sheet.NewCharacter("pc", "Example", sheet.PC, "PCs")
	c.Body.RightLeg = sheet.Marks{Slash: 6}
	c.Body.Torso = sheet.Marks{Slash: 1}
	c.Body.Head = sheet.Marks{X: 1, Filled: 1}
	c.Body.RightArm = sheet.Marks{Filled: 3}
	c.Body.LeftLeg = sheet.Marks{Slash: 1, X: 1, Filled: 1}
	p := SheetPage(&c, sheet.Latest, Letter, "")
	boxes := boxesOf(t, p, Letter)
	for _, l := range sheet.Locations {
		if got, want := marksShown(p, boxes[l]), *c.Body.At(l); got != want {
			t.Errorf("%s shows %+v, the sheet holds %+v", l, got, want)
		}
		for i, r := range boxes[l] {
			if m := readMark(p, r); m != "" && m != sheet.Slash && m != sheet.XMark && m != sheet.Filled {
				t.Errorf("%s box %d holds %s", l, i+1, m)
			}
		}
	}
	blank := SheetPage(nil, sheet.Latest, Letter, "")
	for l, bs := range boxesOf(t, blank, Letter) {
		if m := marksShown(blank, bs); m.Total() != 0 {
			t.Errorf("a blank sheet shows marks on the %s: %+v", l, m)
		}
	}
}

// Marks are shown as the character stands now: after the saved combat.
// The scripted first aid combat ends with the book's critical failure
// (Pal: head X and permanent, right arm all permanent); the melee script
// leaves the Thug with \ marks on the right leg and the Guard with X
// marks on the torso.
func TestSheets_ShowTheMarksTheSavedCombatLeft(t *testing.T) {
	for _, file := range []string{"first-aid", "melee"} {
		doc := loadDoc(t, "../engine/testdata/combat/"+file+".unhex")
		chars, err := RosterNow(doc)
		if err != nil {
			t.Fatal(err)
		}
		d, _, err := Sheets(doc, SheetsOptions{Paper: Letter, Roster: true, GM: true})
		if err != nil {
			t.Fatal(err)
		}
		printed := PrintedCharacters(chars, true)
		marked := 0
		for i, c := range printed {
			p := d.Pages[i]
			if !hasText(p, c.Name) {
				t.Errorf("%s: page %d is not %s's", file, i+1, c.Name)
			}
			boxes := boxesOf(t, p, Letter)
			for _, l := range sheet.Locations {
				if got, want := marksShown(p, boxes[l]), *c.Body.At(l); got != want {
					t.Errorf("%s: %s's %s shows %+v, the replayed sheet holds %+v", file, c.Name, l, got, want)
				}
			}
			if c.Body.At(sheet.Head).Total()+c.Body.At(sheet.Torso).Total()+c.Body.At(sheet.RightLeg).Total()+c.Body.At(sheet.RightArm).Total() > 0 {
				marked++
			}
		}
		if marked == 0 {
			t.Errorf("%s: no character has marks after the combat: the test proves nothing", file)
		}
	}
}

// Bad requests name what is wrong: a negative or too large blank count,
// nothing to print, a roster with nobody a player may see.
func TestSheets_RefuseWhatCannotBePrinted(t *testing.T) {
	doc := brawl(t)
	empty := &engine.Document{}
	hidden := brawl(t)
	for i := range hidden.Characters {
		hidden.Characters[i].HiddenFromPlayers = true
	}
	for _, tc := range []struct {
		name string
		doc  *engine.Document
		o    SheetsOptions
		want string
	}{
		{"negative", nil, SheetsOptions{Paper: Letter, Blank: -1}, "negative"},
		{"too many", nil, SheetsOptions{Paper: Letter, Blank: MaxBlank + 1}, "at most 200"},
		{"nothing", doc, SheetsOptions{Paper: Letter}, "nothing to print"},
		{"no characters", empty, SheetsOptions{Paper: Letter, Roster: true}, "no characters"},
		{"all hidden", hidden, SheetsOptions{Paper: Letter, Roster: true}, "hidden"},
	} {
		_, _, err := Sheets(tc.doc, tc.o)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
	d, _, err := Sheets(nil, SheetsOptions{Paper: A4, Blank: MaxBlank})
	if err != nil || len(d.Pages) != MaxBlank {
		t.Errorf("%d blank sheets: %d pages, %v", MaxBlank, len(d.Pages), err)
	}
	d, _, err = Sheets(empty, SheetsOptions{Paper: Letter, Roster: true, Blank: 2})
	if err != nil || len(d.Pages) != 2 {
		t.Errorf("an empty roster with 2 blank sheets: %d pages, %v", len(d.Pages), err)
	}
}

// The longest names, teams, items, abilities and gear shrink or wrap
// inside their boxes: no text runs past the margins or over another.
func TestSheet_LongTextNeverOverflowsOrOverlaps(t *testing.T) {
	c := stressCharacter()
	for _, paper := range []Paper{Letter, A4} {
		for _, ch := range []*sheet.Character{&c, nil} {
			p := SheetPage(ch, sheet.Latest, paper, "Unhex Board  ·  "+strings.Repeat("a long map title ", 20))
			texts := pageTexts(p)
			for i, a := range texts {
				ra := textBounds(a)
				if ra.X < margin-0.5 || ra.X+ra.W > paper.W-margin+0.5 || ra.Y < margin-0.5 || ra.Y+ra.H > paper.H-margin/2 {
					t.Errorf("%s: %q runs past the margins: %+v", paper.Name, a.Text, ra)
				}
				if a.Size < 5.5 {
					t.Errorf("%s: %q is set at %.1f pt, too small to read", paper.Name, a.Text, a.Size)
				}
				for _, b := range texts[i+1:] {
					if overlap(ra, textBounds(b)) {
						t.Errorf("%s: %q overlaps %q", paper.Name, a.Text, b.Text)
					}
				}
			}
		}
	}
}

// The document writes as a PDF (the lead's writer) with one page per sheet.
func TestSheets_WriteAsPDF(t *testing.T) {
	d, _, err := Sheets(brawl(t), SheetsOptions{Paper: Letter, Roster: true, Blank: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := vector.WritePDF(&b, d); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "%PDF-") {
		t.Error("not a PDF")
	}
}

// The book's character has a concept and a description; the sheet's notes
// hold them (docs/rules.md). A short one is printed as the concept, a long
// one in the Notes box, whole.
func TestSheet_TheConceptIsTheNotesShortOnesInTheFieldLongOnesInTheNotesBox(t *testing.T) {
	c := sheet.NewCharacter("pc", "Rook", sheet.PC, "PCs")
	c.Notes = "Ex-cop turned fixer"
	g := geometryFor(Letter)
	if !conceptFits(g, c.Notes) || !strings.Contains(joined(SheetPage(&c, sheet.Latest, Letter, "")), c.Notes) {
		t.Error("a short concept is not printed in the Concept field")
	}
	c.Notes = strings.Repeat("Left the force after a case went wrong, and owes favours all over the docks. ", 6)
	if conceptFits(g, c.Notes) {
		t.Fatal("the long description fits the Concept field: the test proves nothing")
	}
	if text := joined(SheetPage(&c, sheet.Latest, Letter, "")); !strings.Contains(text, strings.TrimSpace(c.Notes)) {
		t.Error("a long description is not printed whole")
	}
}

// The die faces and the max level on a sheet depend on the edition, so
// every sheet names the edition it was filled under.
func TestSheets_NameTheRulesEditionTheyFollow(t *testing.T) {
	for _, e := range sheet.Editions() {
		doc := brawl(t)
		doc.Rules = e
		d, _, err := Sheets(doc, SheetsOptions{Roster: true, Blank: 1, Paper: Letter})
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range d.Pages {
			if !strings.Contains(joined(p), "rules: "+e.Label()) {
				t.Errorf("%s: sheet %d does not name its rules", e, i+1)
			}
		}
	}
}
