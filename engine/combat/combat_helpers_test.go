package combat

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

var (
	clubOnce sync.Once
	clubMap  *battlemap.Map
)

// clubMapFor is the rulebook's example map.
func clubMapFor(t testing.TB) *battlemap.Map {
	clubOnce.Do(func() {
		clubMap = enginetest.LoadMap(t, enginetest.Asset("nightclub.unhex"))
	})
	if clubMap == nil {
		t.Fatal("cannot load the nightclub map")
	}
	return clubMap
}

// fighter builds a sheet: level and max level, area, abilities, items.
func person(id, team string, kind sheet.CharacterKind, level int, area battlemap.AreaID, abilities []sheet.AbilityID, items ...sheet.Item) sheet.Character {
	c := sheet.NewCharacter(sheet.CharacterID(id), id, kind, team)
	c.Level, c.MaxLevel = level, max(level, 50)
	if len(abilities) > 0 {
		c.MaxLevel = max(c.MaxLevel, 80)
	}
	c.Area, c.Abilities, c.Items = area, abilities, items
	return c
}

func newSession(t testing.TB, m *battlemap.Map, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(m, &sheet.Roster{Characters: chars}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cmd parses a combat command written as JSON, as a script would hold it.
func cmd(t testing.TB, js string) Command {
	t.Helper()
	c, err := UnmarshalCommand([]byte(js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return c
}

// play submits commands that must apply without a decision.
func play(t testing.TB, s *Session, cmds ...string) {
	t.Helper()
	for _, js := range cmds {
		res, err := s.Submit(cmd(t, js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		if res.Decision != nil {
			t.Fatalf("%s waits for %s: %s", js, res.Decision.Field, res.Decision.Prompt)
		}
	}
}

// refuse submits a command that must be refused with a reason containing
// want, leaving the state as it was.
func refuse(t testing.TB, s *Session, js, want string) {
	t.Helper()
	before := viewJSON(t, s.State())
	_, err := s.Submit(cmd(t, js))
	if err == nil {
		t.Fatalf("%s was accepted; want a refusal about %q", js, want)
	}
	if want != "" && !containsFold(err.Error(), want) {
		t.Errorf("%s refused with %q; want it to say %q", js, err, want)
	}
	if viewJSON(t, s.State()) != before {
		t.Errorf("%s was refused but changed the state", js)
	}
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

func viewJSON(t testing.TB, c *Combat) string {
	t.Helper()
	data, err := json.Marshal(c.View())
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// randomAnswer picks a legal answer to a decision.
func randomAnswer(rng *rand.Rand, d *sheet.Decision) any {
	switch {
	case len(d.Options) > 0:
		return d.Options[rng.IntN(len(d.Options))].Value
	case d.Range != nil:
		return d.Range.Min + rng.IntN(d.Range.Max-d.Range.Min+1)
	case d.Dice != nil:
		r := sheet.Roll{Tens: rng.IntN(10), Ones: rng.IntN(10), By: sheet.ByTyped}
		if d.Dice.Keep != nil {
			r = sheet.Rerolled(*d.Dice.Keep, d.Dice.Throw, r)
		}
		return r
	case d.Spread != nil:
		sp := d.Spread
		if sp.Limits == nil {
			return []sheet.LocationCount{{Location: sheet.Torso, Count: sp.Total}}
		}
		left := sp.Total
		out := []sheet.LocationCount{}
		for _, l := range sp.Limits {
			if left == 0 || len(out) == sp.MaxLocations {
				break
			}
			n := min(left, l.Count)
			if n > 0 {
				out = append(out, sheet.LocationCount{Location: l.Location, Count: n})
				left -= n
			}
		}
		return out
	}
	return nil
}

// candidates are the commands a table could submit now: every legal act
// of the acting team, every legal reaction, and the moves that move the
// round along.
func candidates(c *Combat) []Command {
	switch {
	case c.Phase == PhaseEnded:
		return nil
	case c.Phase == PhaseInitiative:
		return []Command{&Initiative{}}
	case c.Phase == PhaseEnvironment:
		var out []Command
		for _, o := range c.EnvironmentStep() {
			out = append(out, o.Command)
		}
		return out
	case c.Window != nil:
		out := []Command{&Resolve{}}
		for _, o := range c.ReactOptions() {
			if o.Legal {
				out = append(out, o.Command)
			}
		}
		return out
	}
	out := []Command{&EndTurn{Team: c.Acting()}}
	for _, ch := range c.members(c.Acting()) {
		for _, o := range c.LegalActions(ch.ID) {
			if o.Legal && o.Kind != "end-turn" && o.Kind != "surrender" {
				out = append(out, o.Command)
			}
		}
	}
	// Delay: a holder of another team may cut in with the held action.
	for i := range c.Roster.Characters {
		if ch := &c.Roster.Characters[i]; c.interrupts(ch) {
			for _, o := range c.LegalActions(ch.ID) {
				if o.Legal && o.Kind != "end-turn" && o.Kind != "surrender" {
					out = append(out, o.Command)
				}
			}
		}
	}
	return out
}

// randomPlay plays n entries of a random legal combat, answering every
// decision with a random legal answer, and returns the session.
func randomPlay(t testing.TB, s *Session, rng *rand.Rand, n int, after func(s *Session, cmd Command)) {
	t.Helper()
	for len(s.Log()) < n && s.State().Phase != PhaseEnded {
		cands := candidates(s.State())
		if len(cands) == 0 {
			return
		}
		// Prefer moving the round along over fights that end the combat.
		pick := cands[rng.IntN(len(cands))]
		if _, ok := pick.(*Attack); ok && rng.IntN(4) != 0 {
			pick = cands[0]
		}
		res, err := s.Submit(pick)
		for tries := 0; err == nil && res.Decision != nil && tries < 50; tries++ {
			res, err = s.Answer(randomAnswer(rng, res.Decision))
		}
		if err != nil || res.Decision != nil {
			if s.Pending() != nil {
				if cerr := s.Cancel(); cerr != nil {
					t.Fatalf("stuck on %s: %v / %v", pick.Type(), err, cerr)
				}
			}
			continue
		}
		if after != nil {
			after(s, pick)
		}
	}
}

// clubWithDoor is the nightclub with a closed door between the Kitchen
// and the Alley, so random play opens and closes doors too.
func clubWithDoor(t testing.TB) *battlemap.Map {
	m := clubMapFor(t).Clone()
	m.Links[m.LinkBetween("kitchen", "alley")].Door = battlemap.DoorClosed
	return m
}

// standardTeams is a mixed fight on the nightclub for random play.
func standardTeams() []sheet.Character {
	knife := sheet.Item{ID: "knife", Kind: sheet.ItemMelee1H, Held: sheet.RightHand}
	shield := sheet.Item{ID: "shield", Kind: sheet.ItemShield, Held: sheet.LeftHand}
	pistol := sheet.Item{ID: "pistol", Kind: sheet.ItemRanged1H, Held: sheet.RightHand}
	ammo := sheet.Item{ID: "ammo", Kind: sheet.ItemAmmo}
	rifle := sheet.Item{ID: "rifle", Kind: sheet.ItemRanged2H, Held: sheet.BothHands}
	vest := sheet.Item{ID: "vest", Kind: sheet.ItemArmor, Location: sheet.Torso}
	kit := sheet.Item{ID: "kit", Kind: sheet.ItemFirstAid, Held: sheet.LeftHand}
	return []sheet.Character{
		person("ava", "crew", sheet.PC, 90, "entrance", []sheet.AbilityID{"good-initiative", "direct", "direct-on-initiative", "rally"}, knife, shield, vest),
		person("bo", "crew", sheet.PC, 85, "alley", []sheet.AbilityID{"speed"}, pistol, ammo, kit),
		person("cy", "crew", sheet.PC, 80, "pool-tables", []sheet.AbilityID{"stealth"}, rifle, ammo),
		person("vex", "thugs", sheet.NPC, 90, "bar", []sheet.AbilityID{"good-defend", "defend-others", "all-out-defend"}, knife, shield),
		person("rat", "thugs", sheet.NPC, 85, "kitchen", []sheet.AbilityID{"unarmed-combat", "unarmed-intercept-stop"}),
		person("dj", "thugs", sheet.NPC, 80, "dj-booth", []sheet.AbilityID{"2h-ranged-sight"}, rifle, ammo, vest),
	}
}

// editionForSeed plays a share of random combats under the early editions:
// one seed in three under 2020-09-06, one under 2020-09-07.
func editionForSeed(seed uint64) sheet.Edition {
	return []sheet.Edition{sheet.Latest, sheet.Edition0906, sheet.Edition0907}[seed%3]
}

// teamsUnder fits characters to edition e's book: abilities it lacks are
// dropped, and under 2020-09-06 the unarmed fighter grapples and the
// stealthy one keeps Stealth on a miss, so its own acts are played too.
func teamsUnder(e sheet.Edition, chars []sheet.Character) []sheet.Character {
	out := make([]sheet.Character, len(chars))
	for i, ch := range chars {
		var abs []sheet.AbilityID
		for _, id := range ch.Abilities {
			if e.Offers(sheet.LookupAbility(id)) {
				abs = append(abs, id)
			}
		}
		if e == sheet.Edition0906 && slices.Contains(abs, "unarmed-combat") {
			abs = append(abs, "grapple", "good-grapple")
		}
		if e == sheet.Edition0906 && slices.Contains(abs, "stealth") {
			abs = append(abs, "stealth-kept-on-miss")
		}
		ch.Abilities = abs
		out[i] = ch
	}
	return out
}

// sessionFor starts random play on m under e.
func sessionFor(t testing.TB, e sheet.Edition, m *battlemap.Map, chars []sheet.Character) *Session {
	return sessionWith(t, e, sheet.HouseRules{}, m, chars)
}

// houseForSeed plays a share of random combats with house rules on,
// independently of the edition: one seed in four with none, then Delay,
// Forced defence, and both.
func houseForSeed(seed uint64) sheet.HouseRules {
	return []sheet.HouseRules{{}, {Delay: true}, {ForcedDefence: true}, {Delay: true, ForcedDefence: true}}[(seed/3)%4]
}

// sessionWith starts random play on m under e with house rules h.
func sessionWith(t testing.TB, e sheet.Edition, h sheet.HouseRules, m *battlemap.Map, chars []sheet.Character) *Session {
	t.Helper()
	return sessionWithRules(t, e, sheet.Calls{}, h, m, chars)
}

// sessionWithRules starts random play on m under e with the GM's calls
// and house rules h.
func sessionWithRules(t testing.TB, e sheet.Edition, calls sheet.Calls, h sheet.HouseRules, m *battlemap.Map, chars []sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(m, &sheet.Roster{Characters: teamsUnder(e, chars), Edition: e, Calls: calls, HouseRules: h}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hazardsForSeed is, for one seed in two, the nightclub with a door and
// hazards where random fights meet (a fire of one die in the Bar, falling
// debris dealing 2 on the Dance Floor, a hidden spark of 1 in the Kitchen
// and another fire in the Alley) with the Environment phase on; for the
// others, the same map without either.
func hazardsForSeed(t testing.TB, seed uint64) (*battlemap.Map, sheet.HouseRules) {
	m := clubWithDoor(t)
	if seed%2 == 1 {
		return m, sheet.HouseRules{}
	}
	m = m.Clone()
	m.Area("bar").Hazards = []battlemap.Hazard{{Label: "Fire", Damage: "d10"}}
	m.Area("dance-floor").Hazards = []battlemap.Hazard{{Label: "Debris", Damage: "2"}}
	m.Area("kitchen").Hazards = []battlemap.Hazard{{Label: "Spark", Damage: "1", Hidden: true}}
	m.Area("alley").Hazards = []battlemap.Hazard{{Label: "Burning bin", Damage: "d10"}}
	return m, sheet.HouseRules{Environment: true}
}
