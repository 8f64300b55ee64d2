package combat

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// listingDisagrees checks the read model against the engine in one state:
// every act and reaction listed as legal is accepted (or asks for a
// decision), and every one listed as illegal is refused with exactly the
// listed reason. It returns the number of options checked and the first
// disagreement.
func listingDisagrees(c *Combat) (int, error) {
	n := 0
	verdict := func(what string, legal bool, reason string, cmd Command) error {
		n++
		if cmd == nil {
			return fmt.Errorf("%s is listed without a command", what)
		}
		_, err := Apply(c, cmd)
		var refused *sheet.RefusedError
		switch {
		case legal && err != nil:
			return fmt.Errorf("%q is listed as legal but the engine refuses it: %v", what, err)
		case !legal && err == nil:
			return fmt.Errorf("%q is listed as illegal (%s) but the engine accepts it", what, reason)
		case !legal && !errors.As(err, &refused):
			return fmt.Errorf("%q: not a refusal: %v", what, err)
		case !legal && refused.Reason != reason:
			return fmt.Errorf("%q is listed as illegal because %q, but the engine refuses it because %q", what, reason, refused.Reason)
		}
		return nil
	}
	for i := range c.Roster.Characters {
		id := c.Roster.Characters[i].ID
		listed := c.LegalActions(id)
		for _, o := range listed {
			if err := verdict(o.Label, o.Legal, o.Reason, o.Command); err != nil {
				return n, err
			}
		}
		if err := allowedAgrees(listed, c.AllowedActs(id)); err != nil {
			return n, fmt.Errorf("%s: %v", id, err)
		}
	}
	for _, o := range c.EnvironmentStep() {
		if err := verdict(o.Label, o.Legal, o.Reason, o.Command); err != nil {
			return n, err
		}
	}
	reactions := c.ReactOptions()
	for _, o := range reactions {
		if err := verdict(o.Label, o.Legal, o.Reason, o.Command); err != nil {
			return n, err
		}
	}
	var legal []ReactOption
	for _, o := range reactions {
		if o.Legal {
			o.Label = ""
			legal = append(legal, o)
		}
	}
	allowed := c.AllowedReactions()
	a, _ := json.Marshal(legal)
	b, _ := json.Marshal(allowed)
	if len(legal) != len(allowed) || string(a) != string(b) {
		return n, fmt.Errorf("AllowedReactions gives %s where ReactOptions gives %s legal", b, a)
	}
	// Unbuilt, each option's command is the one Declare builds.
	unbuilt := c.AppendAllowedReactionsUnbuilt(nil)
	for i := range unbuilt {
		if unbuilt[i].Command != nil {
			return n, fmt.Errorf("AppendAllowedReactionsUnbuilt built %+v", *unbuilt[i].Command)
		}
		unbuilt[i].Command = unbuilt[i].Declare()
	}
	if u, _ := json.Marshal(unbuilt); string(u) != string(b) {
		return n, fmt.Errorf("AppendAllowedReactionsUnbuilt with Declare gives %s where AllowedReactions gives %s", u, b)
	}
	return n, nil
}

// allowedAgrees: the listing without words is the legal part of the full
// listing, in its order, each option the same but for its label.
func allowedAgrees(listed, allowed []ActOption) error {
	var legal []ActOption
	for _, o := range listed {
		if o.Legal {
			o.Label = ""
			legal = append(legal, o)
		}
	}
	if len(legal) != len(allowed) {
		return fmt.Errorf("AllowedActs lists %d acts, LegalActions %d legal ones", len(allowed), len(legal))
	}
	for i := range legal {
		want, _ := json.Marshal(legal[i])
		got, _ := json.Marshal(allowed[i])
		if string(want) != string(got) {
			return fmt.Errorf("AllowedActs gives %s where LegalActions gives %s", got, want)
		}
	}
	return nil
}

// The tracker offers exactly what the engine accepts: random combats are
// played, under every edition and with each house rule on and off, and, in
// every state reached, every listed act and reaction is submitted and must
// meet the verdict the list gave it.
//
// One seed in two plays on a map with hazards and the Environment phase
// house rule on, so the states include the environment step and the
// rounds after it under every edition; Delay and Forced defence take
// turns on their own cycle.
func TestProperty_LegalActionsAndReactOptionsAgreeWithTheEngine(t *testing.T) {
	states, options, environment := 0, 0, 0
	house := map[string]int{} // the house rules' options listed legal
	for seed := uint64(1); states < propertyStates; seed++ {
		m, env := hazardsForSeed(t, seed)
		h := houseForSeed(seed)
		h.Environment = env.Environment
		s := sessionWithRules(t, editionForSeed(seed), callsForSeed(seed), h, m, append(standardTeams(), blaster()))
		check := func(s *Session, _ Command) {
			n, err := listingDisagrees(s.State())
			if err != nil {
				t.Fatalf("seed %d, after %d entries: %v", seed, len(s.Log()), err)
			}
			states++
			options += n
			countHouseOptions(s.State(), house)
			if s.State().Phase == PhaseEnvironment {
				environment++
			}
		}
		check(s, nil)
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 99)), 150, check)
	}
	if environment == 0 {
		t.Error("no state of an environment step was reached")
	}
	t.Logf("checked %d states (%d in an environment step), %d listed acts and reactions", states, environment, options)
	t.Logf("house rules' options legal: %v", house)
	for _, k := range houseOptionKinds {
		if house[k] == 0 {
			t.Errorf("no state offered a legal %s: the house rule was never put to the test", k)
		}
	}
}

// The three disagreements a reviewer found, each pinned down.
func TestLegalActions_ASecondSpeedMoveOwedStillNeedsAnActionForAnythingElse(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("bo", "crew", sheet.PC, 80, "alley", []sheet.AbilityID{"speed"}, pistol, ammo, firstAidKit),
		person("vex", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst, `{"type":"move","character":"bo","to":"kitchen","speed":true}`,
		`{"type":"resolve","roll":{"dice":{"tens":1,"ones":2}}}`)
	c := s.State()
	if !c.tally("bo").SpeedLeg {
		t.Fatalf("the Speed roll succeeded but no second move is owed: %+v", c.tally("bo"))
	}
	for _, o := range c.LegalActions("bo") {
		if o.Legal && (o.Kind == "attack" || o.Kind == "door" || o.Kind == "first-aid") {
			t.Errorf("%q is offered, but bo's one action went on the Speed move", o.Label)
		}
	}
	if _, err := listingDisagrees(c); err != nil {
		t.Error(err)
	}
}

func TestLegalActions_ItemOptionsEachChangeOneThingAndNeverStowEverything(t *testing.T) {
	sheathed := sheet.Item{ID: "knife", Name: "Knife", Kind: sheet.ItemMelee1H}
	s := newSession(t, clubMapFor(t), person("bo", "crew", sheet.PC, 80, "alley", nil, pistol, ammo, firstAidKit, sheathed),
		person("vex", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst)
	var labels []string
	for _, o := range s.State().LegalActions("bo") {
		if o.Kind != "manage-items" {
			continue
		}
		labels = append(labels, o.Label)
		a := o.Command.(*ManageItems).ArrangeItems
		if a.Right == "" && a.Left == "" && len(a.Drop) == 0 && len(a.PickUp) == 0 {
			t.Errorf("%q sends an empty arrangement, which would stow everything", o.Label)
		}
	}
	want := []string{"stow Pistol", "drop Pistol (free)", "stow Kit", "drop Kit (free)",
		"take Knife in the right hand (stows Pistol)", "take Knife in the left hand (stows Kit)"}
	for _, w := range want {
		if !containsString(labels, w) {
			t.Errorf("no %q among %q", w, labels)
		}
	}
	play(t, s, `{"type":"manage-items","character":"bo","left":"","right":"pistol"}`)
	if it := s.State().Roster.Find("bo").Item("pistol"); it.Held != sheet.RightHand {
		t.Errorf("stowing the kit moved the pistol: %+v", it)
	}
}

func TestLegalActions_AllOutDefendIsOfferedToTheTeamNotActing(t *testing.T) {
	s := newSession(t, clubMapFor(t), person("ava", "crew", sheet.PC, 80, "bar", nil, knife1H),
		person("vex", "thugs", sheet.NPC, 50, "bar", []sheet.AbilityID{"all-out-defend"}, knife1H))
	play(t, s, crewFirst)
	var aod *ActOption
	for _, o := range s.State().LegalActions("vex") {
		if o.Kind == "all-out-defend" {
			aod = &o
		}
	}
	if aod == nil || !aod.Legal {
		t.Fatalf("All-Out Defend is not offered to the thugs during the crew's turn: %+v", aod)
	}
	play(t, s, `{"type":"all-out-defend","character":"vex"}`)
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

var firstAidKit = sheet.Item{ID: "kit", Name: "Kit", Kind: sheet.ItemFirstAid, Held: sheet.LeftHand}

// The wordless listing's gate leaves out only what the checks refuse: in
// random combats, for every character the gate shuts out of something (out
// of the fight, not their team's turn, no action, a Speed move owed with
// no action), AllowedActs is exactly the legal part of LegalActions, which
// checks every option in full, and AllowedActsBut the same less one kind.
// Each way of being shut out must be met.
func TestAllowedActs_TheGateLeavesOutOnlyWhatTheChecksRefuse(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		s := sessionWithRules(t, editionForSeed(seed), callsForSeed(seed), houseForSeed(seed), clubWithDoor(t), append(standardTeams(), blaster()))
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 7)), 120, func(s *Session, _ Command) {
			c := s.State()
			for i := range c.Roster.Characters {
				ch := &c.Roster.Characters[i]
				g := c.gateFor(ch, false)
				switch {
				case !g.fighter:
					seen["out of the fight"]++
				case !g.turn:
					seen["not their turn"]++
				case !g.spend && c.tally(ch.ID).SpeedLeg:
					seen["a Speed move owed, no action"]++
				case !g.spend:
					seen["no action"]++
				default:
					seen["free to act"]++
				}
				listed := c.LegalActions(ch.ID)
				if err := allowedAgrees(listed, c.AllowedActs(ch.ID)); err != nil {
					t.Fatalf("seed %d, after %d entries, %s: %v", seed, len(s.Log()), ch.ID, err)
				}
				// AllowedActsBut is the same listing less one kind.
				var noItems []ActOption
				for _, o := range listed {
					if o.Kind != ActManageItems {
						noItems = append(noItems, o)
					}
				}
				if err := allowedAgrees(noItems, c.AllowedActsBut(ch.ID, ActManageItems)); err != nil {
					t.Fatalf("seed %d, after %d entries, %s, without item changes: %v", seed, len(s.Log()), ch.ID, err)
				}
			}
		})
	}
	for _, k := range []string{"out of the fight", "not their turn", "no action", "a Speed move owed, no action", "free to act"} {
		if seen[k] == 0 {
			t.Errorf("no listing of a character %s was compared: %v", k, seen)
		}
	}
	t.Logf("%v", seen)
}

// A first aid kit the actor cannot use now is refused for every patient:
// the wordless listing leaves the kit out by that verdict before probing
// each patient, and must still be the legal part of the full listing.
func TestAllowedActs_AStowedKitIsLeftOutAsItsCheckRefusesIt(t *testing.T) {
	stowed := sheet.Item{ID: "kit", Name: "Kit", Kind: sheet.ItemFirstAid}
	s := newSession(t, clubMapFor(t), person("bo", "crew", sheet.PC, 80, "alley", nil, pistol, ammo, stowed),
		person("vex", "thugs", sheet.NPC, 50, "bar", nil))
	play(t, s, crewFirst)
	c := s.State()
	listed := c.LegalActions("bo")
	offered := 0
	for _, o := range listed {
		if o.Kind == ActFirstAid {
			offered++
			if o.Legal {
				t.Errorf("%q is legal with the kit stowed", o.Label)
			}
		}
	}
	if offered == 0 {
		t.Fatal("no first aid is listed, so nothing was compared")
	}
	if err := allowedAgrees(listed, c.AllowedActs("bo")); err != nil {
		t.Error(err)
	}
}
