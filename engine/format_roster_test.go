package engine

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// SampleSheets is a roster that uses every field of a sheet.
func SampleSheets(area battlemap.AreaID) []sheet.Character {
	rook := sheet.NewCharacter("rook", "Rook", sheet.PC, "pcs")
	rook.MaxLevel, rook.Level = 72, 41
	rook.Abilities = []sheet.AbilityID{"unarmed-combat", "good-unarmed-attack", "aoe-blast"}
	rook.Skills = []string{"forensic accounting"}
	rook.Items = []sheet.Item{
		{ID: "vest", Name: "Kevlar vest", Kind: sheet.ItemArmor, Location: sheet.Torso},
		{ID: "pistol", Name: "Pistol", Kind: sheet.ItemRanged1H, Held: sheet.RightHand},
		{ID: "ammo", Kind: sheet.ItemAmmo},
		{ID: "darts", Kind: sheet.ItemAmmo, LessLethal: true},
		{ID: "grenade", Kind: sheet.ItemAoE, AoE: sheet.Blast, Destroyed: true},
		{ID: "kit", Kind: sheet.ItemFirstAid, Dropped: true},
	}
	rook.Gear = "lock picks, a ledger"
	rook.Body = sheet.Body{Head: sheet.Marks{Slash: 1}, Torso: sheet.Marks{X: 2, Filled: 1}, LeftLeg: sheet.Marks{Slash: 6}}
	rook.Area = area
	rook.Notes = "owes the bartender"
	goon := sheet.NewCharacter("goon-1", "Goon", sheet.NPC, "gang")
	goon.Surrendered, goon.Level = true, 0
	return []sheet.Character{rook, goon}
}

func TestSave_RosterFieldsHaveStableNames(t *testing.T) {
	doc := &Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "bar", Name: "Bar"}}}, Characters: SampleSheets("bar")}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]json.RawMessage
	json.Unmarshal(data, &root)
	for _, want := range []string{`"id": "rook"`, `"kind": "pc"`, `"maxLevel": 72`, `"abilities": [`, `"skills": [`,
		`"held": "right"`, `"lessLethal": true`, `"aoe": "blast"`, `"destroyed": true`, `"dropped": true`,
		`"rightArm": {}`, `"torso": {`, `"filled": 1`, `"surrendered": true`, `"area": "bar"`, `"gear": "lock picks`} {
		if !strings.Contains(string(root["characters"]), want) {
			t.Errorf("characters JSON lacks %s", want)
		}
	}
	empty, _ := Marshal(&Document{})
	if strings.Contains(string(empty), "characters") {
		t.Error("a file with no characters writes an empty roster")
	}
}

func TestLoad_RefusesBadSheetsNamingTheCharacterAndField(t *testing.T) {
	base := `{"format":"unhex","version":1,"areas":[{"id":"bar","name":"Bar"}],"characters":[%s]}`
	sheet := func(fields string) string {
		return strings.Replace(base, "%s", `{"id":"rook","name":"Rook","kind":"pc","team":"pcs","level":50,"maxLevel":50,"body":{}`+fields+`}`, 1)
	}
	cases := []struct{ name, file, want string }{
		{"level above max", strings.Replace(sheet(""), `"level":50`, `"level":60`, 1), `character 1 ("rook"): level: 60 is above the max level 50`},
		{"max level above 95", strings.Replace(sheet(""), `"maxLevel":50`, `"maxLevel":96`, 1), `character 1 ("rook"): maxLevel: 96 is out of range`},
		{"unknown kind", strings.Replace(sheet(""), `"kind":"pc"`, `"kind":"boss"`, 1), `character 1 ("rook"): kind: "boss" is unknown`},
		{"no team", strings.Replace(sheet(""), `"team":"pcs"`, `"team":""`, 1), `character 1 ("rook"): team: is empty`},
		{"too many marks", sheet(`,"body":{"head":{"slash":2,"x":2}}`), `character 1 ("rook"): body.head: 4 marks in 3 boxes`},
		{"negative marks", sheet(`,"body":{"torso":{"x":-1}}`), `body.torso: mark counts cannot be negative`},
		{"unknown ability", sheet(`,"abilities":["flight"]`), `character 1 ("rook"): abilities[0]: "flight" is not an ability`},
		{"too many items", sheet(`,"items":[{"id":"1","kind":"ammo"},{"id":"2","kind":"ammo"},{"id":"3","kind":"ammo"},{"id":"4","kind":"ammo"},{"id":"5","kind":"ammo"},{"id":"6","kind":"ammo"}]`), `character 1 ("rook"): items: 6 items need 6 slots`},
		{"unknown item kind", sheet(`,"items":[{"id":"1","kind":"laser"}]`), `character 1 ("rook"): items[0]: kind: "laser" is unknown`},
		{"area off the map", sheet(`,"area":"moon"`), `character 1 ("rook"): area: "moon" is not an area`},
		{"duplicate ids", strings.Replace(base, "%s", `{"id":"a","kind":"pc","team":"t","level":1,"maxLevel":50,"body":{}},{"id":"a","kind":"npc","team":"t","level":1,"maxLevel":50,"body":{}}`, 1), `character 2 ("a"): id: "a" is already used by character 1`},
		{"missing id", strings.Replace(base, "%s", `{"kind":"pc","team":"t","level":1,"maxLevel":50}`, 1), `character 1: id: is empty`},
		{"wrong type", sheet(`,"level":"high"`), "level should be a whole number, not a JSON string"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.file))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v\nwant %q", err, c.want)
			}
		})
	}
}

func TestLoad_RefusesARosterOverTheLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"format":"unhex","version":1,"characters":[`)
	for i := 0; i <= sheet.MaxCharacters; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{}`)
	}
	b.WriteString(`]}`)
	if _, err := Parse([]byte(b.String())); err == nil || !strings.Contains(err.Error(), "over the limit of 1000") {
		t.Fatalf("err = %v", err)
	}
}

func TestDocument_CloneCopiesTheRosterDeeply(t *testing.T) {
	doc := &Document{Characters: SampleSheets("")}
	c := doc.Clone()
	c.Characters[0].Items[0].Destroyed = true
	c.Characters[0].Abilities[0] = "speed"
	c.Characters[0].Body.Head.X = 2
	if doc.Characters[0].Items[0].Destroyed || doc.Characters[0].Abilities[0] == "speed" || doc.Characters[0].Body.Head.X == 2 {
		t.Error("editing the clone changed the original")
	}
}
