package campaign

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The done-when, as the engine sees it: one session, the same
// party on two maps, two fights, Recovery after each, the sheets sent
// back each time; the session ends with its goal met and every PC
// advances (Rook's new slot at 55, Vex's ability at 60, picked by his
// player). Every file is saved and opened again between steps, and the
// last reopen gives the same state.
func TestEndToEnd_TwoFightsOnTwoMapsThenTheSessionEndsWithTheGoalMet(t *testing.T) {
	path := newTable(t)
	c, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, stop := range []struct{ mapPath, party, npcs string }{
		{"nightclub.unhex", "Entrance", "Dance Floor"},
		{"warehouse.unhex", "Street", "Loading Dock"},
	} {
		doc := loadMap(t, path, stop.mapPath)
		roster, next, err := Bring(c, stop.mapPath, doc, stop.party)
		if err != nil {
			t.Fatal(err)
		}
		for _, pc := range c.Party {
			on := (&sheet.Roster{Characters: roster}).Find(pc.ID)
			if on == nil || on.Area == "" || !same(*on, pc) {
				t.Fatalf("%s arrived as %+v, not as the campaign holds it", pc.ID, on)
			}
		}
		doc.Characters = roster
		if doc.Characters, err = PlaceNPCs(next, 0, doc, stop.npcs); err != nil {
			t.Fatal(err)
		}
		c = saveAndReopen(t, path, next)
		doc = saveAndReopenMap(t, Resolve(path, stop.mapPath), doc)

		after, fight := playFight(t, doc, uint64(7+i))
		ret, err := SendBack(c, stop.mapPath, after, ptr(FightOf(stop.mapPath, fight)), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, pc := range pcs(after) {
			back := ret.Campaign.Member(pc.ID)
			if back == nil || !same(*back, pc) || back.Area != "" {
				t.Errorf("map %d: %s came back as %+v, not as the map left it", i+1, pc.ID, back)
			}
			if !pc.Dead() && (back.Level != back.MaxLevel || back.Body.Count(sheet.Slash)+back.Body.Count(sheet.XMark) != 0) {
				t.Errorf("map %d: %s came back unrecovered: level %d/%d", i+1, pc.ID, back.Level, back.MaxLevel)
			}
		}
		if len(ret.Changes) != 2 || len(pcs(ret.Characters)) != 0 {
			t.Errorf("map %d: %d changes, %d PCs left on the map", i+1, len(ret.Changes), len(pcs(ret.Characters)))
		}
		doc.Characters = ret.Characters
		c = saveAndReopen(t, path, ret.Campaign)
		// The map saves as an ordinary .unhex and opens alone.
		saveAndReopenMap(t, Resolve(path, stop.mapPath), doc)
	}
	if c.Current == nil || len(c.Current.Fights) != 2 || c.Current.Fights[1].Map != "warehouse.unhex" || c.Current.Fights[0].Rounds < 1 {
		t.Fatalf("the session's fights: %+v", c.Current)
	}

	need := PicksNeeded(c)
	if len(need) != 1 || need[0].Character != "vex" || need[0].MaxLevel != 60 || !offers(need[0].Decision, "good-first-aid") {
		t.Fatalf("picks needed: %+v", need)
	}
	end := End{Date: "2026-11-24", Goal: "Get the ledger out of the warehouse", Met: true}
	if _, err := EndSession(c, end); err == nil || !strings.Contains(err.Error(), "Vex reaches max level 60 and earns an ability: the player's pick is missing") {
		t.Fatalf("ending without Vex's pick: %v", err)
	}
	end.Picks = map[sheet.CharacterID]sheet.AbilityPick{"vex": {Ability: "good-first-aid"}}
	ended, err := EndSession(c, end)
	if err != nil {
		t.Fatal(err)
	}
	rook, vex := ended.Member("rook"), ended.Member("vex")
	if rook.MaxLevel != 55 || rook.Slots() != 6 || vex.MaxLevel != 60 || !vex.HasAbility("good-first-aid") {
		t.Errorf("rook %d (%d slots), vex %d %v", rook.MaxLevel, rook.Slots(), vex.MaxLevel, vex.Abilities)
	}
	s := ended.Sessions[len(ended.Sessions)-1]
	if !s.Met || s.Goal != end.Goal || len(s.Fights) != 2 || len(s.Advancement) != 2 || ended.Current != nil ||
		!strings.Contains(s.Advancement[0].Narration, "a new item slot") || s.Advancement[1].Pick.Ability != "good-first-aid" {
		t.Errorf("the session log: %+v", s)
	}
	if reopened := saveAndReopen(t, path, ended); !reflect.DeepEqual(reopened, ended) {
		t.Errorf("reopening changed the campaign")
	}
}

func ptr[T any](v T) *T { return &v }

func offers(d sheet.Decision, id sheet.AbilityID) bool {
	for _, o := range d.Options {
		if strings.Contains(string(o.Value), `"`+string(id)+`"`) {
			return true
		}
	}
	return false
}

func saveAndReopen(t *testing.T, path string, c *Campaign) *Campaign {
	t.Helper()
	if err := Save(path, c); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, c) {
		t.Fatalf("%s changed on reopening", filepath.Base(path))
	}
	return back
}

func saveAndReopenMap(t *testing.T, path string, doc *engine.Document) *engine.Document {
	t.Helper()
	if err := engine.SaveFile(path, doc); err != nil {
		t.Fatal(err)
	}
	back, err := engine.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return back
}
