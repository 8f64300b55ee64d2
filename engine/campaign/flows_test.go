package campaign

import (
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Bringing the party refuses, naming why, and changes nothing: an area
// the map lacks, a map the campaign lacks, a party already away, an id
// the map already uses.
func TestBring_RefusesNamingWhyAndChangesNothing(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	doc := loadMap(t, path, "nightclub.unhex")
	before := c.Clone()
	_, away, err := Bring(c, "nightclub.unhex", doc, "Bar")
	if err != nil {
		t.Fatal(err)
	}
	clash := loadMap(t, path, "nightclub.unhex")
	clash.Characters = []sheet.Character{sheet.NewCharacter("rook", "Other Rook", sheet.NPC, "club")}
	cases := []struct {
		rule string
		c    *Campaign
		map_ string
		area string
		says string
	}{
		{"an area the map lacks", c, "nightclub.unhex", "Moon", `no area has the id or name "Moon"`},
		{"a map the campaign lacks", c, "elsewhere.unhex", "Bar", `"elsewhere.unhex" is not one of the campaign's maps`},
		{"the party is already away", away, "warehouse.unhex", "Street", `the party is on "nightclub.unhex": send it back`},
	}
	for _, k := range cases {
		if _, _, err := Bring(k.c, k.map_, doc, k.area); err == nil || !strings.Contains(err.Error(), k.says) {
			t.Errorf("%s: err = %v", k.rule, err)
		}
	}
	if _, _, err := Bring(c, "nightclub.unhex", clash, "Bar"); err == nil || !strings.Contains(err.Error(), `already has a character with the id "rook" (Other Rook)`) {
		t.Errorf("an id clash: err = %v", err)
	}
	if !reflect.DeepEqual(c, before) || len(doc.Characters) != 0 {
		t.Error("a flow changed what it was given")
	}
}

// An NPC group can be placed on any map, twice over: the second copy
// gets ids and names of its own.
func TestPlaceNPCs_TwiceGivesEachCopyItsOwnIDs(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	doc := loadMap(t, path, "warehouse.unhex")
	var err error
	for range 2 {
		if doc.Characters, err = PlaceNPCs(c, 0, doc, "Office"); err != nil {
			t.Fatal(err)
		}
	}
	r := &sheet.Roster{Characters: doc.Characters}
	if len(doc.Characters) != 6 || r.Find("bouncer-2") == nil || r.Find("bouncer-2").Name != "Bouncer 2" || r.Find("cook").Area != "office" {
		t.Errorf("roster: %+v", doc.Characters)
	}
	if _, err := PlaceNPCs(c, 3, doc, "Office"); err == nil || !strings.Contains(err.Error(), "no NPC group 4") {
		t.Errorf("a missing group: %v", err)
	}
}

// A PC changed in the campaign and on the map since the party arrived is
// a conflict: both versions are shown, the return waits for the GM's
// choice, and the chosen sheet is the one kept. A PC changed on one side
// only comes back without a question.
func TestSendBack_APCChangedInBothPlacesWaitsForTheGMsChoice(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	doc := loadMap(t, path, "nightclub.unhex")
	roster, away, err := Bring(c, "nightclub.unhex", doc, "Bar")
	if err != nil {
		t.Fatal(err)
	}
	onMap := &sheet.Roster{Characters: roster}
	onMap.Find("rook").Level = 30
	onMap.Find("rook").Body.At(sheet.Torso).X = 2
	onMap.Find("vex").Items = onMap.Find("vex").Items[:2]
	away.Member("rook").Notes = "owes the DJ money" // changed at home too

	conflicts, err := Conflicts(away, "nightclub.unhex", roster)
	if err != nil || len(conflicts) != 1 || conflicts[0].ID != "rook" || conflicts[0].Map.Level != 30 || conflicts[0].Campaign.Notes == "" {
		t.Fatalf("conflicts %+v, %v", conflicts, err)
	}
	if _, err := SendBack(away, "nightclub.unhex", roster, nil, nil); err == nil || !strings.Contains(err.Error(), "Rook changed both in the campaign and on the map since the party arrived: choose which sheet to keep") {
		t.Fatalf("unanswered conflict: %v", err)
	}
	ret, err := SendBack(away, "nightclub.unhex", roster, nil, map[sheet.CharacterID]Keep{"rook": KeepMap})
	if err != nil {
		t.Fatal(err)
	}
	if r := ret.Campaign.Member("rook"); r.Level != 30 || r.Notes != "" {
		t.Errorf("keeping the map's Rook: %+v", r)
	}
	if v := ret.Campaign.Member("vex"); len(v.Items) != 2 {
		t.Errorf("Vex's change on the map did not come back: %+v", v.Items)
	}
	lines := strings.Join(ret.Changes[0].Lines(), "; ")
	for _, want := range []string{"changed in both places: the map's sheet is kept", "level 54 → 30", `torso: no marks → 2 X`} {
		if !strings.Contains(lines, want) {
			t.Errorf("rook's change %q lacks %q", lines, want)
		}
	}
	if got := strings.Join(ret.Changes[1].Lines(), "; "); got != "items lost: First aid kit" {
		t.Errorf("vex's change: %q", got)
	}
	kept, _ := SendBack(away, "nightclub.unhex", roster, nil, map[sheet.CharacterID]Keep{"rook": KeepCampaign})
	if r := kept.Campaign.Member("rook"); r.Level != 54 || r.Notes == "" {
		t.Errorf("keeping the campaign's Rook: %+v", r)
	}
	if _, err := SendBack(c, "nightclub.unhex", roster, nil, nil); err == nil || !strings.Contains(err.Error(), "the party is not on any map") {
		t.Errorf("a party at home: %v", err)
	}
	if _, err := SendBack(away, "warehouse.unhex", roster, nil, nil); err == nil || !strings.Contains(err.Error(), `the party is on "nightclub.unhex", not on "warehouse.unhex"`) {
		t.Errorf("the wrong map: %v", err)
	}
}

// A PC the GM removed from the map keeps the campaign's sheet, and the
// return says so rather than dropping the PC.
func TestSendBack_APCNoLongerOnTheMapKeepsItsSheetAndIsNamed(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	doc := loadMap(t, path, "nightclub.unhex")
	roster, away, _ := Bring(c, "nightclub.unhex", doc, "Bar")
	ret, err := SendBack(away, "nightclub.unhex", roster[1:], nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ret.Campaign.Member("rook"), c.Member("rook")) || !strings.Contains(ret.Changes[0].Lines()[0], "not on the map any more") {
		t.Errorf("rook: %+v, %v", ret.Campaign.Member("rook"), ret.Changes[0].Lines())
	}
}

// Ending a session: refused while the party is away or without a goal; a
// goal not met advances no one; a PC at max level 95 stays there; a pick
// for a PC who earns none is refused by the sheet's own rule.
func TestEndSession_RefusalsAndAGoalNotMet(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	doc := loadMap(t, path, "nightclub.unhex")
	_, away, _ := Bring(c, "nightclub.unhex", doc, "Bar")
	if _, err := EndSession(away, End{Goal: "g", Met: true}); err == nil || !strings.Contains(err.Error(), "send it back before the session ends") {
		t.Errorf("away: %v", err)
	}
	if _, err := EndSession(c, End{Goal: "  ", Met: true}); err == nil || !strings.Contains(err.Error(), "goal is missing") {
		t.Errorf("no goal: %v", err)
	}
	notMet, err := EndSession(c, End{Goal: "rob the bank", Met: false})
	if err != nil || !reflect.DeepEqual(notMet.Party, c.Party) || len(notMet.Sessions) != 1 || notMet.Sessions[0].Met || notMet.Sessions[0].Advancement != nil {
		t.Errorf("goal not met: %+v, %v", notMet, err)
	}
	if _, err := EndSession(c, End{Goal: "g", Met: true, Picks: map[sheet.CharacterID]sheet.AbilityPick{"vex": {Ability: "good-first-aid"}, "rook": {Skill: "Cards"}}}); err == nil || !strings.Contains(err.Error(), "Rook: advance refused: max level 55 unlocks no ability") {
		t.Errorf("a pick Rook did not earn: %v", err)
	}
	top := c.Clone()
	top.Member("rook").MaxLevel, top.Member("rook").Level = 95, 95
	top.Member("rook").Skills = append(top.Member("rook").Skills, "a", "b", "c", "d")
	ended, err := EndSession(top, End{Goal: "g", Met: true, Picks: map[sheet.CharacterID]sheet.AbilityPick{"vex": {Skill: "Lockpicking"}}})
	if err != nil {
		t.Fatal(err)
	}
	if r := ended.Member("rook"); r.MaxLevel != 95 || !strings.Contains(ended.Sessions[0].Advancement[0].Narration, "highest max level") {
		t.Errorf("rook at 95: %+v", ended.Sessions[0].Advancement[0])
	}
	if v := ended.Member("vex"); v.MaxLevel != 60 || v.Skills[len(v.Skills)-1] != "Lockpicking" {
		t.Errorf("vex's non-combat pick: %+v", v.Skills)
	}
}

// Diff names every kind of change a GM reads before the party comes
// back, and nothing for a sheet that only moved on the map.
func TestDiff_NamesEachKindOfChange(t *testing.T) {
	before := sheet.NewCharacter("rook", "Rook", sheet.PC, "crew")
	before.Items = []sheet.Item{{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H}, {ID: "vest", Name: "Vest", Kind: sheet.ItemArmor, Location: sheet.Torso},
		{ID: "ammo", Name: "Ammo", Kind: sheet.ItemAmmo, Destroyed: true}}
	after := before.Clone()
	after.Area = "bar"
	if ch := Diff(before, after); !ch.None() || strings.Join(ch.Lines(), "") != "no change" {
		t.Errorf("a move on the map is a change: %v", ch.Lines())
	}
	after.Level, after.MaxLevel = 30, 51
	after.Body.At(sheet.LeftLeg).Filled = 1
	after.Items = []sheet.Item{{ID: "vest", Name: "Vest", Kind: sheet.ItemArmor, Location: sheet.Torso, Destroyed: true},
		{ID: "ammo", Name: "Ammo", Kind: sheet.ItemAmmo}, {ID: "bat", Name: "Bat", Kind: sheet.ItemMelee2H}}
	after.Skills = []string{"Cards"}
	after.Gear, after.Surrendered = "rope", true
	got := strings.Join(Diff(before, after).Lines(), "; ")
	want := "level 50 → 30; max level 50 → 51; left leg: no marks → 1 filled box; items gained: Bat; items lost: Knife; " +
		"items destroyed: Vest; items back in use: Ammo; abilities gained: Cards; gear, surrender changed"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
