package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// hurtFighters are two fighters after a rough fight: levels down, every
// kind of mark, an item destroyed.
func hurtFighters() []sheet.Character {
	knife := sheet.Item{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}
	kit := sheet.Item{ID: "kit", Name: "Kit", Kind: sheet.ItemFirstAid, Destroyed: true}
	a := person("ava", "crew", sheet.PC, 60, "bar", nil, knife, kit)
	a.Level = 31
	a.Body = sheet.Body{Head: sheet.Marks{Slash: 1}, Torso: sheet.Marks{X: 2, Filled: 1}, LeftLeg: sheet.Marks{Filled: 2, Slash: 1}}
	dropped := sheet.Item{ID: "club", Name: "Club", Kind: sheet.ItemMelee1H, Dropped: true}
	b := person("vex", "thugs", sheet.NPC, 55, "kitchen", nil, dropped)
	b.Level = 20
	b.Body = sheet.Body{RightArm: sheet.Marks{X: 3}}
	return []sheet.Character{a, b}
}

const endIt = `{"type":"end-combat","reason":"the ledger is taken"}`

func TestRecovery_IsRecordedAfterEndCombatAndReplays(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, hurtFighters()...)
	play(t, s, endIt,
		`{"type":"recover","character":"ava","items":[{"id":"rifle","name":"Rifle","kind":"ranged-2h","held":"both"},{"id":"ammo","name":"Ammo","kind":"ammo"}]}`,
		`{"type":"recover","character":"vex"}`)
	log := s.Log()
	if len(log) != 3 || log[1].Command.Type() != "recover" || !strings.Contains(log[1].Narration, "Rifle, Ammo") {
		t.Fatalf("the log does not name the recovery and its items: %+v", log)
	}
	data, err := json.Marshal(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("the saved recovery does not load: %v\n%s", err, data)
	}
	c, lines, _, err := ReplayRecord(m, rec, rec.StartRoster(sheet.Latest, nil))
	if err != nil {
		t.Fatalf("the saved recovery does not replay: %v", err)
	}
	if viewJSON(t, c) != viewJSON(t, s.State()) || len(lines) != 3 {
		t.Error("the replayed state differs from the played one")
	}
	ava, vex := c.Roster.Find("ava"), c.Roster.Find("vex")
	if ava.Level != 60 || len(ava.Items) != 2 || ava.Items[0].ID != "rifle" {
		t.Errorf("Ava after recovery: level %d, items %+v", ava.Level, ava.Items)
	}
	if vex.Level != 55 || vex.Body != (sheet.Body{}) || len(vex.Items) != 1 || !vex.Items[0].Intact() {
		t.Errorf("Vex after recovery: level %d, body %+v, items %+v", vex.Level, vex.Body, vex.Items)
	}
	if v := c.View(); !v.Characters[0].Recovered || !v.Characters[1].Recovered {
		t.Error("the view does not say who recovered")
	}
}

func TestRecovery_IsRefusedBeforeTheCombatEnds(t *testing.T) {
	s := newSession(t, clubMapFor(t), hurtFighters()...)
	refuse(t, s, `{"type":"recover","character":"ava"}`, "the combat is not over: recovery comes after end-combat")
	play(t, s, crewFirst)
	refuse(t, s, `{"type":"recover","character":"vex"}`, "recovery comes after end-combat")
	if why := s.State().CanRecover("ava"); !strings.Contains(why, "not over") {
		t.Errorf("CanRecover before the end: %q", why)
	}
}

func TestRecovery_KeepsPermanentWoundsAndErasesSlashAndX(t *testing.T) {
	s := newSession(t, clubMapFor(t), hurtFighters()...)
	play(t, s, endIt, `{"type":"recover","character":"ava"}`)
	ava := s.State().Roster.Find("ava")
	want := sheet.Body{Torso: sheet.Marks{Filled: 1}, LeftLeg: sheet.Marks{Filled: 2}}
	if ava.Body != want {
		t.Errorf("body %+v, want only the permanent marks %+v", ava.Body, want)
	}
	if ava.Level != ava.MaxLevel || !ava.Item("kit").Intact() {
		t.Errorf("level %d/%d, kit %+v: level to max and the destroyed kit back", ava.Level, ava.MaxLevel, ava.Item("kit"))
	}
	if n := s.Log()[1].Narration; !strings.Contains(n, "3 permanent wounds remain") {
		t.Errorf("the narration does not say what stays: %q", n)
	}
}

func TestRecovery_OncePerCharacterAfterTheCombat(t *testing.T) {
	s := newSession(t, clubMapFor(t), hurtFighters()...)
	play(t, s, endIt, `{"type":"recover","character":"ava"}`)
	refuse(t, s, `{"type":"recover","character":"ava"}`, "already recovered")
	// Undoing the recovery lets the GM choose again.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.State().Roster.Find("ava").Level != 31 || s.State().CanRecover("ava") != "" {
		t.Error("undo did not take the recovery back")
	}
	play(t, s, `{"type":"recover","character":"ava","items":[]}`)
}

func TestRecovery_TheDeadDoNotRecoverAndItemsStayWithinTheSlots(t *testing.T) {
	cs := hurtFighters()
	dead := person("bo", "crew", sheet.PC, 50, "bar", nil)
	dead.Body.Head = sheet.Marks{Filled: 3}
	s := newSession(t, clubMapFor(t), append(cs, dead)...)
	play(t, s, endIt)
	refuse(t, s, `{"type":"recover","character":"bo"}`, "dead")
	if why := s.State().CanRecover("bo"); !strings.Contains(why, "dead") {
		t.Errorf("CanRecover for the dead: %q", why)
	}
	var items []string
	for i := range 7 {
		items = append(items, `{"id":"k`+string(rune('a'+i))+`","kind":"first-aid"}`)
	}
	refuse(t, s, `{"type":"recover","character":"vex","items":[`+strings.Join(items, ",")+`]}`, "slot")
}
