package engine

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A file written before the GM's calls existed has none: it plays every
// call as the engine did then (the finishing blow allowed) and saves
// without them, byte for byte.
func TestCalls_AFileWithoutThemPlaysAsBeforeAndSavesWithoutThem(t *testing.T) {
	src := strings.Replace(bare, "%s", "", 1)
	doc, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Calls.Set() {
		t.Fatalf("a file without calls reads %+v", doc.Calls)
	}
	for _, s := range sheet.CallCatalogue {
		if got := doc.Calls.Value(s.ID); got != s.Before {
			t.Errorf("%s reads %q, files before the calls played %q", s.ID, got, s.Before)
		}
	}
	if doc.Calls.Value(sheet.CallFinishingBlow) != sheet.FinishingBlowAllow {
		t.Errorf("files before the calls allowed finishing blows")
	}
	if data := mustMarshal(t, doc); strings.Contains(string(data), `"calls"`) {
		t.Errorf("a file without calls is saved with them:\n%s", data)
	}
}

// A new map is written with every call at its default: the finishing
// blow asked of the GM, the others as the engine played them before.
func TestCalls_ANewMapIsWrittenWithTheDefaultsAndReadsThemBack(t *testing.T) {
	data := string(mustMarshal(t, NewDocument("new")))
	for _, want := range []string{`"finishingBlow": "ask"`, `"aoeCriticalFailure": "damage"`, `"rallySurrendered": "stay"`,
		`"blastThrower": "never"`, `"initiativeRoller": "highest-conscious"`, `"grapple": "declared"`} {
		if !strings.Contains(data, want) {
			t.Errorf("a new map lacks %s:\n%s", want, data)
		}
	}
	doc, err := Parse([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Calls != sheet.DefaultCalls() {
		t.Errorf("read back %+v, want the defaults", doc.Calls)
	}
	if !doc.Calls.AsksFinishingBlow() {
		t.Errorf("a new map does not ask the GM about finishing blows")
	}
}

// An answer a call does not have is refused, naming the answers it has;
// a call this app does not know is left alone, as any field a reader does
// not know (a later app may add calls).
func TestCalls_AnUnknownAnswerIsRefusedNamingTheKnownOnes(t *testing.T) {
	for calls, want := range map[string]string{
		`{"finishingBlow":"sometimes"}`:                  `calls: the GM's call finishingBlow has no answer "sometimes" (known: ask, allow, never)`,
		`{"grapple":"after-hit","blastThrower":"often"}`: `blastThrower has no answer "often" (known: never, last)`,
	} {
		_, err := Parse([]byte(strings.Replace(bare, "%s", `,"calls":`+calls, 1)))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", calls, err, want)
		}
	}
	doc, err := Parse([]byte(strings.Replace(bare, "%s", `,"calls":{"grapple":"after-hit","someLaterCall":"x"}`, 1)))
	if err != nil || !doc.Calls.GrappleAfterHit() {
		t.Errorf("a call from a later app: %v %+v", err, doc.Calls)
	}
}

// The calls go from the file to the combat as the edition does: the
// roster a fight starts from carries them, and so does a resumed one.
func TestCalls_TravelFromTheFileToTheCombat(t *testing.T) {
	chars := `,"areas":[{"id":"a","name":"A","x":0,"y":0}],"characters":[` +
		`{"id":"p","name":"P","kind":"pc","team":"PCs","level":50,"maxLevel":50,"area":"a"},` +
		`{"id":"n","name":"N","kind":"npc","team":"Club","level":50,"maxLevel":50,"area":"a"}]`
	src := strings.Replace(strings.Replace(bare, "%s", `,"calls":{"finishingBlow":"never","rallySurrendered":"rise"}`+chars, 1), `,"areas"`, `,"links":[],"areas"`, 1)
	doc, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := FightStart(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Roster.Calls.RefusesFinishingBlow() || !c.Roster.Calls.RallyRaisesSurrendered() || c.Roster.Calls.GrappleAfterHit() {
		t.Errorf("the combat plays %+v, the file says %+v", c.Roster.Calls, doc.Calls)
	}
	if got := c.Clone().Roster.Calls; got != doc.Calls {
		t.Errorf("a copy of the state plays %+v", got)
	}
}
