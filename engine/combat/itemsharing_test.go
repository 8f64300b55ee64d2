package combat

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A state's copy shares each character's items with the state until a
// command writes one: the command copies the list first, so the state it
// ran on keeps its items.
func TestCopy_SharesItemsUntilACommandWritesOne(t *testing.T) {
	s := newSession(t, clubWithDoor(t), standardTeams()...)
	c := s.State()
	cp := c.Clone()
	for i := range c.Roster.Characters {
		was, now := c.Roster.Characters[i].Items, cp.Roster.Characters[i].Items
		if len(was) > 0 && &was[0] != &now[0] {
			t.Fatalf("%s: the copy's items are copied, not shared", c.Roster.Characters[i].ID)
		}
		if cap(now) != len(now) {
			t.Fatalf("%s: a shared list has room to grow in place (%d of %d)", c.Roster.Characters[i].ID, len(now), cap(now))
		}
	}
	// Play until someone drops what they hold, an in-place write of an item.
	rng := rand.New(rand.NewPCG(3, 5))
	dropped := 0
	randomPlay(t, s, rng, 400, func(s *Session, _ Command) {
		c := s.State()
		if c.Phase != PhaseTurn || c.Window != nil || dropped > 0 {
			return
		}
		for i := range c.Roster.Characters {
			ch := &c.Roster.Characters[i]
			held := ch.Holding(sheet.RightHand)
			if held == nil || ch.Team != c.Acting() {
				continue
			}
			before := slices.Clone(ch.Items)
			arrange := sheet.ArrangeItems{Character: ch.ID, Drop: []sheet.ItemID{held.ID}}
			if left := ch.Holding(sheet.LeftHand); left != nil && left != held {
				arrange.Left = left.ID
			}
			res, err := Apply(c, &ManageItems{ArrangeItems: arrange})
			if err != nil || res.State == nil {
				continue
			}
			if !slices.Equal(ch.Items, before) {
				t.Fatalf("%s dropped %s in the copy, and the state it ran on changed too", ch.ID, held.ID)
			}
			after := res.State.Roster.Find(ch.ID)
			if it := after.Item(held.ID); it == nil || !it.Dropped {
				t.Fatalf("%s: the copy does not show %s dropped", ch.ID, held.ID)
			}
			if &after.Items[0] == &ch.Items[0] {
				t.Fatalf("%s: the copy still shares the items it wrote", ch.ID)
			}
			dropped++
			return
		}
	})
	if dropped == 0 {
		t.Fatal("no one could drop a held item: the test proves nothing")
	}
}

// No command changes the state it is applied to, though its copy shares
// every character's items with it: in random combats every candidate
// command and every answer to its decisions is applied loud, silent and
// rolling, and the state's sheets must read as before each time.
func TestApply_NeverWritesTheItemsOfTheStateItRunsOn(t *testing.T) {
	var itemWrites, applied int
	undo := WatchApply(watchUnchanged(t, &applied, &itemWrites))
	defer undo()
	for seed := uint64(1); seed <= propertySeeds/4+1; seed++ {
		teams := standardTeams()
		if seed%2 == 0 {
			teams = itemWritingTeams()
		}
		s := sessionFor(t, editionForSeed(seed), clubWithDoor(t), teams)
		rng := rand.New(rand.NewPCG(seed, 11))
		src := sheet.NewDiceSource(seed)
		randomPlay(t, s, rng, 150, func(s *Session, _ Command) {
			c := s.State()
			for _, cmd := range candidates(c) {
				res, err := ApplySilently(c, cmd)
				applyRolling(c, cmd, src, nil)
				for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
					if cmd, err = Answer(cmd, res.Decision, randomAnswer(rng, res.Decision)); err != nil {
						t.Fatalf("seed %d: answering %s: %v", seed, res.Decision.Field, err)
					}
					res, err = Apply(c, cmd)
					applyRolling(c, cmd, src, nil)
				}
			}
		})
	}
	t.Logf("%d commands applied, %d of them wrote items", applied, itemWrites)
	if itemWrites == 0 {
		t.Fatal("no command wrote an item: the test proves nothing")
	}
}

// itemWritingTeams is a fight whose commands write items in place each
// way the rules do: a 2H melee critical destroying an item, an AoE item
// used up, armor destroyed in place of damage, ammunition lost, hands
// emptied as arms fill, first aid used up, items dropped and held.
func itemWritingTeams() []sheet.Character {
	club := sheet.Item{ID: "club", Kind: sheet.ItemMelee2H, Held: sheet.BothHands}
	grenade := sheet.Item{ID: "grenade", Kind: sheet.ItemAoE, AoE: sheet.Blast, Held: sheet.BothHands}
	fire := sheet.Item{ID: "fire", Kind: sheet.ItemAoE, AoE: sheet.Continuous}
	vest := sheet.Item{ID: "vest", Kind: sheet.ItemArmor, Location: sheet.Torso}
	helmet := sheet.Item{ID: "helmet", Kind: sheet.ItemArmor, Location: sheet.Head}
	knife := sheet.Item{ID: "knife", Kind: sheet.ItemMelee1H}
	pistol := sheet.Item{ID: "pistol", Kind: sheet.ItemRanged1H, Held: sheet.RightHand}
	ammo := sheet.Item{ID: "ammo", Kind: sheet.ItemAmmo}
	kit := sheet.Item{ID: "kit", Kind: sheet.ItemFirstAid, Held: sheet.LeftHand}
	return append(standardTeams()[:3],
		person("ogre", "thugs", sheet.NPC, 95, "bar", []sheet.AbilityID{"2h-melee-critical-destroy"}, club, vest, helmet),
		person("pyro", "thugs", sheet.NPC, 90, "kitchen", []sheet.AbilityID{sheet.AoEAbility(sheet.Blast), sheet.AoEAbility(sheet.Continuous)}, grenade, fire, vest),
		person("doc", "thugs", sheet.NPC, 85, "dj-booth", nil, pistol, ammo, kit, knife),
	)
}

// watchUnchanged is a WatchApply watch that fails t when a command
// changes any sheet of the state it was applied to (its JSON, items and
// all), counting the commands and those whose copy's items differ.
func watchUnchanged(t *testing.T, applied, itemWrites *int) func(c *Combat) func(out *Combat) {
	return func(c *Combat) func(out *Combat) {
		was, err := json.Marshal(c.Roster)
		if err != nil {
			t.Fatal(err)
		}
		return func(out *Combat) {
			now, _ := json.Marshal(c.Roster)
			if string(now) != string(was) {
				t.Fatalf("a command changed the state it ran on:\n was %s\n now %s", was, now)
			}
			*applied++
			for i := range c.Roster.Characters {
				if i < len(out.Roster.Characters) && !slices.Equal(c.Roster.Characters[i].Items, out.Roster.Characters[i].Items) {
					*itemWrites++
					return
				}
			}
		}
	}
}

// A 2H melee critical that destroys an item of the target's writes the
// target's items in place: random play seldom reaches it, so the attack
// is resolved here under many dice, each destroying what it may.
func TestApply_NeverWritesTheItemsOfTheStateItRunsOn_DestroyedByACritical(t *testing.T) {
	club := sheet.Item{ID: "club", Kind: sheet.ItemMelee2H, Held: sheet.BothHands}
	vest := sheet.Item{ID: "vest", Kind: sheet.ItemArmor, Location: sheet.Torso}
	s := newSession(t, clubMapFor(t), person("ogre", "crew", sheet.PC, 95, "bar", []sheet.AbilityID{"2h-melee-critical-destroy"}, club),
		person("g", "thugs", sheet.NPC, 60, "bar", nil, knife1H, vest))
	play(t, s, crewFirst, `{"type":"attack","attacker":"ogre","target":"g","weapon":"club"}`)
	var itemWrites, applied int
	undo := WatchApply(watchUnchanged(t, &applied, &itemWrites))
	defer undo()
	destroyed := 0
	for k := uint64(1); k <= 300; k++ {
		c := s.State()
		res, err := ApplySilently(c, &Resolve{})
		rng := rand.New(rand.NewPCG(k, 3))
		src := sheet.NewDiceSource(k)
		for tries := 0; err == nil && res.Decision != nil && tries < 30; tries++ {
			var cmd Command
			ans := randomAnswer(rng, res.Decision)
			if res.Decision.Kind == DecideDestroyItem {
				ans = sheet.ItemID("knife")
			}
			if cmd, err = Answer(res.Command, res.Decision, ans); err != nil {
				t.Fatalf("dice seed %d: answering %s: %v", k, res.Decision.Field, err)
			}
			res, err = applyRolling(c, cmd, src, nil)
		}
		if err == nil && res.State != nil {
			if it := res.State.Roster.Find("g").Item("knife"); it != nil && it.Destroyed {
				destroyed++
			}
		}
	}
	if destroyed == 0 {
		t.Fatal("no critical destroyed the knife: the test proves nothing")
	}
	t.Logf("%d of 300 attacks destroyed the knife", destroyed)
}

// The check after a command validates every sheet the command wrote,
// whether a field of its own, its body or a list it copied to write, and
// passes the sheets it left alone, bit for bit or in other memory.
func TestValidateChanged_ChecksEverySheetACommandWrote(t *testing.T) {
	c := newSession(t, clubWithDoor(t), standardTeams()...).State()
	writes := map[string]func(cp *Combat) *sheet.Character{
		"level": func(cp *Combat) *sheet.Character {
			ch := &cp.Roster.Characters[1]
			ch.Level = ch.MaxLevel + 1
			return ch
		},
		"body": func(cp *Combat) *sheet.Character {
			ch := &cp.Roster.Characters[2]
			ch.Body.Head.X = 99
			return ch
		},
		"items": func(cp *Combat) *sheet.Character {
			ch := &cp.Roster.Characters[0]
			(&ctx{c: cp}).OwnItems(ch)
			for i := range ch.Items {
				ch.Items[i].Held = sheet.RightHand
			}
			return ch
		},
	}
	for name, write := range writes {
		cp := c.Clone()
		ch := write(cp)
		err := cp.validateChanged(c)
		if err == nil || !strings.Contains(err.Error(), string(ch.ID)) {
			t.Errorf("%s: %s's broken sheet passed the check: %v", name, ch.ID, err)
		}
	}
	cp := c.Clone()
	if err := cp.validateChanged(c); err != nil {
		t.Errorf("an untouched copy fails the check: %v", err)
	}
	apart := c.Clone()
	for i := range apart.Roster.Characters {
		ch := &apart.Roster.Characters[i]
		ch.Name = strings.Clone(ch.Name + " ")[:len(ch.Name)] // the same text in other bytes
		ch.Items = sheet.CloneSlice(ch.Items)
	}
	if err := apart.validateChanged(c); err != nil {
		t.Errorf("the same sheets in other memory fail the check: %v", err)
	}
}
