package engine

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Stealth ends as its owner starts a Move, an Attack or an Intercept, and
// line of sight leaves out the looker's own area: the Stealth mark never
// counts against its owner's own act. Two scripted combats replay it, and
// each is replayed again without the abilities to show the same fight.

// stealthScript loads a scripted combat and drops the listed abilities
// from every sheet.
func stealthScript(t *testing.T, name string, drop ...sheet.AbilityID) *Document {
	t.Helper()
	doc, err := LoadFile(filepath.Join("testdata", "combat", name+".unhex"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range doc.Characters {
		ch := &doc.Characters[i]
		ch.Abilities = slices.DeleteFunc(slices.Clone(ch.Abilities), func(id sheet.AbilityID) bool { return slices.Contains(drop, id) })
	}
	return doc
}

// replayFirst replays the first n entries of the document's log.
func replayFirst(t *testing.T, doc *Document, n int) *combat.Combat {
	t.Helper()
	c, _, err := combat.Replay(&doc.Map, doc.StartRoster(), nil, doc.Combat.Log[:n])
	if err != nil {
		t.Fatalf("the first %d entries: %v", n, err)
	}
	return c
}

// outcome is what a fight did to the characters: where each stands and
// their body, level and items, abilities left out.
func outcome(c *combat.Combat) []sheet.Character {
	out := slices.Clone(c.Roster.Characters)
	for i := range out {
		out[i].Abilities = nil
	}
	return out
}

func TestScript_StealthNeverBlocksItsOwnersAttackAoEOrInterceptAcrossOneMapMark(t *testing.T) {
	doc := stealthScript(t, "stealth-own-acts")
	// The hiding is real: before anyone acts, each hider's mark and the
	// Loft's map mark keep them out of the Yard's sight.
	start := replayFirst(t, doc, 1)
	for _, id := range []sheet.CharacterID{"shot", "torch", "watch"} {
		if !start.Stealthy(id) {
			t.Fatalf("%s starts stealthy, alone with teammates in the Loft", id)
		}
		chk := start.CheckAttack(mustFind(t, start, "mark"), mustFind(t, start, id), "", sheet.ActAttack, false)
		if chk.LOS || !strings.Contains(chk.Reason, "no line of sight: 2 cover marks") {
			t.Errorf("from the Yard, the map mark and %s's Stealth mark block sight: %+v", id, chk)
		}
	}

	c, lines := replayScript(t, "stealth-own-acts")
	text := strings.Join(lines, "\n")
	for _, want := range []string{
		"Shot attacks Mark from Loft with Pistol (range 1)",
		"Torch attacks Yard (continuous)",
		"Watch intercepts Runner with Pistol",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the narration lacks %q:\n%s", want, text)
		}
	}
	if m := mustFind(t, c, "mark"); m.Body.RightLeg.Slash != 2 {
		t.Errorf("Shot's 23 puts 2 on Mark's right leg: %+v", m.Body)
	}
	if len(c.Effects) != 1 || c.Effects[0].Area != "yard" {
		t.Errorf("Torch's firebomb burns the Yard: %+v", c.Effects)
	}
	if r := mustFind(t, c, "runner"); r.Area != "gate" || r.Body.LeftLeg.Slash != 4 {
		t.Errorf("Watch's 24 puts 4 on Runner's left leg as he reaches the Gate: %s %+v", r.Area, r.Body)
	}
	for _, id := range []sheet.CharacterID{"shot", "torch", "watch"} {
		if c.Stealthy(id) {
			t.Errorf("%s's act ended their Stealth", id)
		}
	}

	plain, plainLines, err := ReplayDocument(stealthScript(t, "stealth-own-acts", "stealth"))
	if err != nil {
		t.Fatalf("without Stealth: %v", err)
	}
	if !reflect.DeepEqual(outcome(c), outcome(plain)) || !reflect.DeepEqual(c.Effects, plain.Effects) {
		t.Errorf("the same fight without Stealth ends otherwise:\n%+v\n%+v", outcome(c), outcome(plain))
	}
	if got := strings.Join(plainLines, "\n"); got != text {
		t.Errorf("the same fight without Stealth is told otherwise:\n%s\n---\n%s", text, got)
	}
}

func TestScript_Stealth0906_KeptThroughAMissAndNeverAgainstItsOwnersAct(t *testing.T) {
	doc := stealthScript(t, "stealth-0906")
	if doc.Rules != sheet.Edition0906 {
		t.Fatalf("the script plays 2020-09-06, not %s", doc.Rules)
	}
	// After round 1: Hider missed Mark, Lurker missed Runner. The
	// 2020-09-06 text keeps Stealth through a miss with its second
	// ability, and the kept mark still hides them from the Yard.
	round1 := replayFirst(t, doc, 8)
	if round1.Phase != combat.PhaseInitiative || round1.Round != 2 || mustFind(t, round1, "runner").Area != "gate" {
		t.Fatalf("entry 8 ends round 1 with Runner at the Gate: round %d, %s", round1.Round, round1.Phase)
	}
	for _, id := range []sheet.CharacterID{"hider", "lurker"} {
		if !round1.Stealthy(id) {
			t.Errorf("%s missed and keeps Stealth", id)
		}
	}
	chk := round1.CheckAttack(mustFind(t, round1, "mark"), mustFind(t, round1, "hider"), "pistol", sheet.ActAttack, false)
	if chk.LOS || !strings.Contains(chk.Reason, "no line of sight: 2 cover marks") {
		t.Errorf("Hider's kept Stealth still hides him from Mark: %+v", chk)
	}

	c, lines := replayScript(t, "stealth-0906")
	if !strings.Contains(strings.Join(lines, "\n"), "Hider hits and loses their stealth") {
		t.Errorf("Hider's hit in round 2 ends his Stealth:\n%s", strings.Join(lines, "\n"))
	}
	if c.Stealthy("hider") || !c.Stealthy("lurker") {
		t.Errorf("after round 2 Hider (hit) is seen and Lurker (missed) is not: %v %v", c.Stealthy("hider"), c.Stealthy("lurker"))
	}
	if chk := c.CheckAttack(mustFind(t, c, "mark"), mustFind(t, c, "hider"), "pistol", sheet.ActAttack, false); chk.Reason != "" {
		t.Errorf("Mark sees Hider once his Stealth is gone: %+v", chk)
	}
	if m := mustFind(t, c, "mark"); m.Body.RightLeg.Slash != 2 || m.Level != 48 {
		t.Errorf("Hider's 23 puts 2 on Mark's right leg: %+v", m.Body)
	}

	// Neither ability changes what the acts do, only who stays hidden.
	for _, drop := range [][]sheet.AbilityID{{"stealth-kept-on-miss"}, {"stealth-kept-on-miss", "stealth"}} {
		other, _, err := ReplayDocument(stealthScript(t, "stealth-0906", drop...))
		if err != nil {
			t.Fatalf("without %v: %v", drop, err)
		}
		if !reflect.DeepEqual(outcome(c), outcome(other)) {
			t.Errorf("without %v the fight ends otherwise:\n%+v\n%+v", drop, outcome(c), outcome(other))
		}
		if other.Stealthy("lurker") {
			t.Errorf("without %v Lurker's Intercept ended his Stealth", drop)
		}
	}
}
