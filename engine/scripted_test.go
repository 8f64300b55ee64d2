package engine

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The worked examples of the Combat and Abilities chapters, and the rules
// around them, played as scripted combats in testdata/combat.

func TestScript_InitiativeExample_PCsRoll34NPCsFail62AndLetTheNPCsGoFirst(t *testing.T) {
	c, lines := replayScript(t, "initiative")
	if c.Holder != "crew" {
		t.Errorf("initiative went to %q, want the PCs' crew (34 beats a failed 62)", c.Holder)
	}
	if got := strings.Join(c.Order, ","); got != "thugs,crew" {
		t.Errorf("order %s, want the NPCs first as the PCs chose", got)
	}
	if c.Acting() != "crew" || c.Round != 1 {
		t.Errorf("after the thugs' turn the crew acts in round 1; got %q in round %d", c.Acting(), c.Round)
	}
	if mustFind(t, c, "vex").Area != "kitchen" {
		t.Error("Vex's retreat to the kitchen did not happen")
	}
	if !strings.Contains(lines[0], "Ava (crew) 34") || !strings.Contains(lines[0], "Vex (thugs) 62 failure") {
		t.Errorf("narration %q does not name the two rollers and their rolls", lines[0])
	}
}

func TestScript_InterceptExample_LegFillsSpillsToTorsoAndTheInterceptorStopsTheMoverOnTheDanceFloor(t *testing.T) {
	c, _ := replayScript(t, "intercept")
	you := mustFind(t, c, "you")
	if you.Level != 46 {
		t.Errorf("level %d, want 50-4", you.Level)
	}
	if you.Body.LeftLeg.Slash != 6 || you.Body.Torso.Slash != 1 {
		t.Errorf("marks %+v, want the leg full (3 old + 3) and 1 on the torso", you.Body)
	}
	if you.Area != "dance-floor" {
		t.Errorf("the interceptor chose the Dance Floor; the mover is in %s", you.Area)
	}
	if n := c.Tallies["opp"].Actions; n != 0 {
		t.Errorf("the interceptor has %d actions left; the Intercept spends one", n)
	}
}

func TestScript_BlastExample_DefenderTakesNothingArmorStopsFourTheOtherSpreadsOverTheLegs(t *testing.T) {
	c, _ := replayScript(t, "blast")
	if it := mustFind(t, c, "bomber").Item("grenade"); !it.Destroyed {
		t.Error("the AoE item must be destroyed by the attempt")
	}
	if e1 := mustFind(t, c, "e1"); e1.Level != 55 || e1.Body.Count(sheet.Slash) != 0 {
		t.Errorf("the successful defender took damage: %+v", e1)
	}
	e2 := mustFind(t, c, "e2")
	if e2.Level != 50 || !e2.Item("vest").Destroyed {
		t.Errorf("the armored target should destroy the torso armor and keep level 50: level %d", e2.Level)
	}
	e3 := mustFind(t, c, "e3")
	if e3.Level != 46 || e3.Body.RightLeg.Slash != 2 || e3.Body.LeftLeg.Slash != 2 {
		t.Errorf("the third target takes 2 in each leg: %+v", e3.Body)
	}
	if pal := mustFind(t, c, "pal"); pal.Level != 50 {
		t.Error("the ally was hit although three enemies were available")
	}
}

func TestScript_FirstAidExamples_AsUseActions(t *testing.T) {
	c, _ := replayScript(t, "first-aid")
	ally := mustFind(t, c, "ally")
	if ally.Body.Head.Total() != 0 || ally.Body.RightArm.Total() != 0 || ally.Body.LeftArm.X != 1 {
		t.Errorf("ally after first aid: %+v, want head and right arm clear, the left arm mark an X", ally.Body)
	}
	pal := mustFind(t, c, "pal")
	if pal.Body.Count(sheet.Filled) != 4 || pal.Body.Head.X != 1 {
		t.Errorf("pal after the 66: %+v, want 4 permanent and the head's \\ turned X", pal.Body)
	}
	for _, id := range []sheet.CharacterID{"medic", "doc"} {
		if n := c.Tallies[id].Actions; n != 0 {
			t.Errorf("%s has %d actions left; first aid is a Use action", id, n)
		}
		if n := c.Tallies[id].LoseNext; n != 0 {
			t.Errorf("%s loses %d next round; a first aid critical failure replaces the lost action", id, n)
		}
	}
}

func TestScript_CoverExamples_TheTargetInTheBarChoosesAgainstTheDanceFloorNotAgainstTheCatwalk(t *testing.T) {
	c, lines := replayScript(t, "cover")
	if !strings.Contains(lines[1], "target in cover") || strings.Contains(lines[3], "cover") {
		t.Errorf("cover verdicts wrong:\n%s\n%s", lines[1], lines[3])
	}
	vex := mustFind(t, c, "vex")
	// Vex (cover) chose tens of 34: 3 to the torso. Nix chose ones of 25:
	// 5 to location 2, the left leg.
	if vex.Body.Torso.Slash != 3 || vex.Body.LeftLeg.Slash != 5 || vex.Level != 32 {
		t.Errorf("vex %+v level %d", vex.Body, vex.Level)
	}
}

func TestScript_SightExample_TheAlleyCannotSeeTheBarSoTheReplayStopsAtThatEntry(t *testing.T) {
	c, lines, err := replayScriptErr(t, "sight")
	var re *combat.ReplayError
	if !errors.As(err, &re) {
		t.Fatalf("the attack without sight must stop the replay, got %v", err)
	}
	if re.Entry != 2 || !strings.Contains(err.Error(), "no line of sight: 2 cover marks") {
		t.Errorf("error %q, want entry 2 and the reason", err)
	}
	if len(lines) != 1 || c.Window != nil {
		t.Errorf("the state must be the one before the illegal entry")
	}
	chk := c.CheckAttack(mustFind(t, c, "ash"), mustFind(t, c, "kit"), "rifle", sheet.ActAttack, false)
	if chk.Reason != "" || !chk.Cover {
		t.Errorf("the Alley sees the Kitchen (which has cover): %+v", chk)
	}
}

func TestScript_Melee_CounterattackDefendAllOutCriticalsAndSurrender(t *testing.T) {
	c, lines := replayScript(t, "melee")
	thug, duelist := mustFind(t, c, "thug"), mustFind(t, c, "duelist")
	if thug.Body.RightLeg.Slash != 3 || duelist.Body.RightLeg.Slash != 2 {
		t.Error("the attack and the counterattack must both land")
	}
	guard := mustFind(t, c, "guard")
	if guard.Body.Torso.X != 4 || !guard.Item("shield").Destroyed {
		t.Errorf("the 2H critical marks X and destroys the shield: %+v", guard.Body)
	}
	if mustFind(t, c, "tank").Body.Count(sheet.Slash) != 0 {
		t.Error("Tank's winning Defend must stop the maul")
	}
	gunner := mustFind(t, c, "gunner")
	if !gunner.Item("ammo").Destroyed {
		t.Error("a ranged critical failure destroys an ammo slot")
	}
	if c.Phase != combat.PhaseEnded || !strings.Contains(c.EndReason, "crew") {
		t.Errorf("phase %s (%s): the combat ends when only the crew fights", c.Phase, c.EndReason)
	}
	// Round 2: the critical failures carried over, and the surrender
	// withdrew Duelist's attack without spending it.
	joined := strings.Join(lines, "\n")
	for _, want := range []string{"Gunner has lost this round's action", "Thug has lost this round's action", "withdrawn and not spent"} {
		if !strings.Contains(joined, want) {
			t.Errorf("narration lacks %q", want)
		}
	}
	if c.Tallies["duelist"].Actions != 1 {
		t.Errorf("Duelist has %d actions; the withdrawn attack is not spent", c.Tallies["duelist"].Actions)
	}
}

func TestScript_AoEEffects_ContinuousCoverDemolishAndTheCriticalFailureSum(t *testing.T) {
	c, lines := replayScript(t, "aoe-effects")
	if clumsy := mustFind(t, c, "clumsy"); clumsy.Level != 34 {
		t.Errorf("88 critical failure: 16 damage, level %d", clumsy.Level)
	}
	vex := mustFind(t, c, "vex")
	if vex.Body.Torso.Slash != 3 {
		t.Error("Vex started an attack in the burning Bar and must take 3")
	}
	if mustFind(t, c, "rat").Level != 40 {
		t.Error("moving into a burning area does not hurt")
	}
	if !strings.Contains(lines[10], "target in cover") {
		t.Errorf("the smoke gives the Dance Floor cover: %s", lines[10])
	}
	if len(c.Effects) != 0 || c.Round != 3 {
		t.Errorf("both effects last to the end of round 2; round %d has %v", c.Round, c.Effects)
	}
	if !c.Demolished["bar"] {
		t.Error("the Bar's cover stays demolished for the rest of the combat")
	}
	ter := c.Terrain()
	if r := ter.From(ter.Index("dance-floor"), battlemap.SightThreshold)[ter.Index("bar")]; r.Cover {
		t.Error("after Demolish the Bar has no cover from the Dance Floor")
	}
}

func TestScript_LeaderSpeedStealthUnarmedStopAndDoor(t *testing.T) {
	c, lines := replayScript(t, "leader-speed-stealth")
	if mustFind(t, c, "kid").Level != 44 || !c.Rallied["boss"] {
		t.Error("the rally raised Kid to 44 and is spent")
	}
	runner := mustFind(t, c, "runner")
	if runner.Area != "dance-floor" || runner.Body.Torso.Slash != 3 {
		t.Errorf("runner stopped in the Pool Tables, then moved on: %s", runner.Area)
	}
	if c.Tallies["boss"].Spent != 2 || c.Tallies["boss"].Had != 2 {
		t.Errorf("boss had 2 actions (1 + direct-only) and spent both: %+v", c.Tallies["boss"])
	}
	if c.DoorState(9) != battlemap.DoorOpen {
		t.Error("Kid opened the Kitchen door")
	}
	if !c.Stealthy("shade") {
		t.Error("Shade moved to an area without enemies and is stealthy again")
	}
	if !strings.Contains(strings.Join(lines, "\n"), "Sniper attacks Shade from Catwalk with Rifle (range 2, target in cover)") {
		t.Error("the stealth mark gives cover, and the 3-mark sight sees through two")
	}
}

func TestScript_AWholeCombatInTheNightclubFromTheFirstInitiativeToTheEnd(t *testing.T) {
	c, lines := replayScript(t, "nightclub-brawl")
	if c.Phase != combat.PhaseEnded || c.Round != 3 || !strings.Contains(c.EndReason, "only crew") {
		t.Errorf("round %d, %s: %s", c.Round, c.Phase, c.EndReason)
	}
	if b := mustFind(t, c, "brick"); b.Status() != sheet.StatusUnconscious || !b.Body.Full(sheet.Torso) {
		t.Errorf("Brick is knocked out by the maul: %s", b.Status())
	}
	if v := mustFind(t, c, "vex"); v.Body.LeftArm.Slash != 3 || v.Body.Torso.Slash != 1 {
		t.Error("Vex (cover) chose 4 to the left arm; one spills to the torso")
	}
	if mara := mustFind(t, c, "mara"); mara.Level != 50 || mara.Area != "dj-booth" {
		t.Errorf("mara level %d in %s", mara.Level, mara.Area)
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, "Round ") || !strings.Contains(l, " – ") {
			t.Errorf("line %d is not a round-stamped narration: %q", i+1, l)
		}
	}
}

// chooserAt replays a script up to entry n (1-based, a resolve), then
// retries that entry without its damage die: the decision says who picks.
func chooserAt(t *testing.T, name string, n int) sheet.CharacterID {
	t.Helper()
	doc, err := LoadFile("testdata/combat/" + name + ".unhex")
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := combat.Replay(&doc.Map, doc.StartRoster(), nil, doc.Combat.Log[:n-1])
	if err != nil {
		t.Fatal(err)
	}
	r := *doc.Combat.Log[n-1].Command.(*combat.Resolve)
	r.DamageDie = ""
	res, err := combat.Apply(c, &r)
	if err != nil || res.Decision == nil || res.Decision.Kind != sheet.DecideAssignDice {
		t.Fatalf("entry %d without its damage die: %+v %v", n, res.Decision, err)
	}
	return res.Decision.Decider.Character
}

func TestScript_MapExamples_RangeSightAndCoverAsTheBookDescribesThem(t *testing.T) {
	c, lines := replayScript(t, "map-examples")
	for i, want := range map[int]string{
		1:  "Gun attacks Dancer from Entrance with Pistol (range 1)",                       // Entrance to Dance Floor: range 1
		3:  "Sniper attacks Barman from Pool Tables with Rifle (range 2, target in cover)", // the Pool Tables see the Bar
		5:  "Deejay attacks Barman from DJ Booth with Rifle (range 2, target in cover)",    // the Bar has cover against the DJ Booth
		7:  "Spot attacks Dancer from Catwalk with Pistol (range 1)",                       // sight over the dashed line
		9:  "Brawl attacks Roadie from DJ Booth with Knife (range 0)",                      // the DJ Booth sees into itself
		11: "Long attacks Lights from Entrance with Rifle (range 2)",                       // Entrance to Catwalk: range 2
		17: "Barman attacks Walker from Bar with Pistol (range 1).",                        // no cover on the Dance Floor against the Bar
	} {
		if !strings.HasPrefix(lines[i], "Round 1 – "+want) {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], want)
		}
	}
	for entry, want := range map[int]sheet.CharacterID{5: "t2", 7: "t2", 3: "gun", 19: "t2"} {
		if got := chooserAt(t, "map-examples", entry); got != want {
			t.Errorf("entry %d: %s picks the damage die, want %s", entry, got, want)
		}
	}
	if m := mustFind(t, c, "mover"); m.Area != "dj-booth" || c.Tallies["watch"].Spent != 1 {
		t.Error("the Doorman intercepts the Dance Floor-DJ Booth move from the Entrance (range 1) and misses")
	}
	// The Catwalk sees the Dance Floor but cannot move straight to it.
	if _, err := combat.Apply(c, &combat.Move{Character: mustFind(t, c, "t4").ID, To: "dance-floor"}); err == nil || !strings.Contains(err.Error(), "not one move") {
		t.Errorf("moving from the Catwalk to the Dance Floor: %v", err)
	}
}

func TestView_ShowsPhaseActingTeamActionsEffectsAndTheOverlayForCompile(t *testing.T) {
	doc, err := LoadFile("testdata/combat/aoe-effects.unhex")
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := combat.Replay(&doc.Map, doc.StartRoster(), nil, doc.Combat.Log[:10])
	if err != nil {
		t.Fatal(err)
	}
	v := c.View()
	if v.Round != 1 || v.Phase != combat.PhaseTurn || v.Acting != "thugs" {
		t.Errorf("round %d, %s, %s acting", v.Round, v.Phase, v.Acting)
	}
	if len(v.Effects) != 2 || v.Effects[0].RoundsLeft != 1 || v.Effects[1].Kind != sheet.CoverAoE {
		t.Errorf("effects %+v", v.Effects)
	}
	if am := v.Overlay.Marks["dance-floor"]; !am.AllCovered || !v.Overlay.Marks["bar"].Demolished {
		t.Errorf("overlay %+v", v.Overlay.Marks)
	}
	ter, err := battlemap.Compile(&doc.Map, v.Overlay)
	if err != nil {
		t.Fatal(err)
	}
	if r := ter.From(ter.Index("bar"), battlemap.SightThreshold)[ter.Index("dance-floor")]; !r.Cover {
		t.Error("compiled with the overlay, the smoke covers the Dance Floor against the Bar")
	}
	for _, ch := range v.Characters {
		if ch.ID == "vex" && ch.Actions != 1 {
			t.Errorf("vex has %d actions on the thugs' turn", ch.Actions)
		}
	}
	legal := map[combat.ActKind]bool{}
	for _, o := range c.LegalActions("vex") {
		legal[o.Kind] = legal[o.Kind] || o.Legal
	}
	if !legal["attack"] || !legal["move"] || !legal["end-turn"] {
		t.Errorf("vex may attack, move or end the turn: %v", legal)
	}
}

// The Environment phase house rule: once both teams have acted, the
// falling lights (a fixed 3) hit everyone on the Dance Floor, the
// unconscious Bo included, and the grease fire (one die, 6) everyone in
// the Kitchen, each spreading the damage and Ava's vest stopping its
// share; the empty Bar's broken glass is passed; then round 2's
// initiative.
func TestScript_EnvironmentPhase_HazardsHitEveryoneInTheirAreaOnceEveryTeamHasActed(t *testing.T) {
	c, lines := replayScript(t, "environment")
	if c.Round != 2 || c.Phase != combat.PhaseTurn || c.Acting() != "thugs" {
		t.Errorf("round %d, %s, %s acting: want round 2 under way", c.Round, c.Phase, c.Acting())
	}
	if !strings.HasSuffix(lines[5], "thugs' turn ends; the environment acts.") {
		t.Errorf("the last turn hands over to the environment: %q", lines[5])
	}
	if bo := mustFind(t, c, "bo"); bo.Level != 5 || bo.Body.LeftLeg.Slash != 3 {
		t.Errorf("the unconscious Bo takes the falling lights' 3 too: level %d, %+v", bo.Level, bo.Body)
	}
	if vex := mustFind(t, c, "vex"); vex.Level != 47 || vex.Body.LeftArm.Slash != 1 || vex.Body.RightLeg.Slash != 2 {
		t.Errorf("Vex spreads 3 as he chose: level %d, %+v", vex.Level, vex.Body)
	}
	if ava := mustFind(t, c, "ava"); ava.Level != 48 || !ava.Item("vest").Destroyed || ava.Body.RightArm.Slash != 2 || ava.Body.Torso.Total() != 0 {
		t.Errorf("Ava's vest stops the 4 she put on the torso, the arm takes 2: level %d, %+v", ava.Level, ava.Body)
	}
	if rat := mustFind(t, c, "rat"); rat.Level != 3 || rat.Body.Torso.Slash != 9 {
		t.Errorf("the unconscious Rat takes the fire's 6: level %d, %+v", rat.Level, rat.Body)
	}
	if !strings.Contains(lines[6], "the Falling lights on Dance Floor (3) deals 3 and hits Bo, Vex") ||
		!strings.Contains(lines[7], "the Grease fire on Kitchen (d10) rolls 6 and hits Ava, Rat") || !strings.HasSuffix(lines[7], "round 1 ends.") {
		t.Errorf("one log entry per hazard, the last ending the round:\n%s\n%s", lines[6], lines[7])
	}
}

// Off (the same map and fight, no houseRules), the hazards do nothing:
// the last turn ends the round. Played with the rule switched on, that
// log stops where the hazards were due, at round 2's initiative.
func TestScript_EnvironmentPhase_OffTheSameFightEndsTheRoundUnharmed(t *testing.T) {
	c, lines := replayScript(t, "environment-off")
	if !strings.HasSuffix(lines[5], "thugs' turn ends; round 1 ends.") {
		t.Errorf("off, the last turn ends the round: %q", lines[5])
	}
	if ava, bo := mustFind(t, c, "ava"), mustFind(t, c, "bo"); ava.Level != 50 || ava.Item("vest").Destroyed || bo.Level != 8 {
		t.Errorf("off, no hazard hurts anyone: Ava %d, Bo %d", ava.Level, bo.Level)
	}
	doc, err := LoadFile(filepath.Join("testdata", "combat", "environment-off.unhex"))
	if err != nil {
		t.Fatal(err)
	}
	doc.HouseRules.Environment = true
	_, _, err = ReplayDocument(doc)
	if err == nil || !strings.Contains(err.Error(), "log entry 7 (initiative): initiative refused: round 1's hazards act before the next initiative") {
		t.Errorf("on, the log must stop at round 2's initiative: %v", err)
	}
}
