package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// The GM's calls in a fight: each setting, where the call arises.

// callsSession starts a combat on the nightclub playing the calls given.
func callsSession(t testing.TB, calls sheet.Calls, e sheet.Edition, chars ...sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(clubMapFor(t), &sheet.Roster{Characters: chars, Edition: e, Calls: calls}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func withCall(t testing.TB, id sheet.CallID, value string) sheet.Calls {
	t.Helper()
	c, err := sheet.Calls{}.With(id, value)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// submitWants submits js and wants a decision of kind back.
func submitWants(t testing.TB, s *Session, js string, kind sheet.DecisionKind) *sheet.Decision {
	t.Helper()
	res, err := s.Submit(cmd(t, js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	if res.Decision == nil || res.Decision.Kind != kind {
		t.Fatalf("%s: want a %s decision, got %+v", js, kind, res.Decision)
	}
	return res.Decision
}

func answer(t testing.TB, s *Session, v any) Result {
	t.Helper()
	res, err := s.Answer(v)
	if err != nil {
		t.Fatalf("answer %v: %v", v, err)
	}
	return res
}

// finishers: Bo with a pistol in the Alley, two thugs in the Kitchen, one
// down (level 5, unconscious), one still standing.
func finishers() []sheet.Character {
	return []sheet.Character{person("bo", "crew", sheet.PC, 80, "alley", nil, pistol, ammo),
		person("vex", "thugs", sheet.NPC, 5, "kitchen", nil), person("rat", "thugs", sheet.NPC, 50, "kitchen", nil)}
}

func optionAt(t testing.TB, c *Combat, by, target sheet.CharacterID) ActOption {
	t.Helper()
	for _, o := range c.LegalActions(by) {
		if o.Kind == ActAttack && o.Target == target {
			return o
		}
	}
	t.Fatalf("no attack of %s on %s is listed", by, target)
	return ActOption{}
}

// Attacking the fallen, "ask": the attack is listed as the GM's call, and
// submitting it asks the GM before anything happens; a refusal is logged
// and spends nothing, an allowance opens the attack as usual.
func TestGMCall_FinishingBlowUnderAskWaitsForTheGMAndTheLogKeepsTheAnswer(t *testing.T) {
	s := callsSession(t, sheet.DefaultCalls(), sheet.Latest, finishers()...)
	play(t, s, crewFirst)
	o := optionAt(t, s.State(), "bo", "vex")
	if !o.Legal || o.Call != sheet.CallFinishingBlow {
		t.Fatalf("the attack on the fallen is listed %+v, want legal and marked the GM's call", o)
	}
	if rat := optionAt(t, s.State(), "bo", "rat"); rat.Call != "" {
		t.Errorf("an attack on a standing thug is marked %q", rat.Call)
	}
	const shoot = `{"type":"attack","attacker":"bo","target":"vex","weapon":"pistol"}`
	d := submitWants(t, s, shoot, DecideFinishingBlow)
	if d.Decider != sheet.GM || d.Field != "gmAllows" || !strings.Contains(d.Prompt, "The GM's call") {
		t.Errorf("the question goes to %+v at %s: %s", d.Decider, d.Field, d.Prompt)
	}
	res := answer(t, s, false)
	if !strings.Contains(res.Narration, "the GM does not allow bo's attack on vex") {
		t.Errorf("the refusal narrates %q", res.Narration)
	}
	if c := s.State(); c.Window != nil || c.tally("bo").Actions != 1 {
		t.Errorf("a refused finishing blow opened %+v or spent the action (%d left)", c.Window, c.tally("bo").Actions)
	}
	submitWants(t, s, shoot, DecideFinishingBlow)
	answer(t, s, true)
	if w := s.State().Window; w == nil || w.Target != "vex" {
		t.Fatalf("the allowed attack did not open: %+v", w)
	}
	var got []string
	for _, e := range s.Log() {
		data, _ := MarshalCommand(e.Command)
		got = append(got, string(data))
	}
	log := strings.Join(got, "\n")
	if !strings.Contains(log, `"gmAllows":false`) || !strings.Contains(log, `"gmAllows":true`) {
		t.Errorf("the log does not keep the GM's answers:\n%s", log)
	}
	// The log replays to the same state with the answers in it.
	c, _, err := Replay(clubMapFor(t), &sheet.Roster{Characters: finishers(), Calls: sheet.DefaultCalls()}, nil, s.Log())
	if err != nil || c.Window == nil || c.Window.Target != "vex" {
		t.Errorf("the log does not replay: %v", err)
	}
}

// A surrendered character is fallen too: a finishing blow on them is the
// same call.
func TestGMCall_FinishingBlowOnASurrenderedCharacterIsTheSameCall(t *testing.T) {
	s := callsSession(t, sheet.DefaultCalls(), sheet.Latest, append(finishers(), person("dj", "thugs", sheet.NPC, 45, "dj-booth", nil))...)
	play(t, s, crewFirst, `{"type":"surrender","character":"rat"}`)
	if o := optionAt(t, s.State(), "bo", "rat"); o.Call != sheet.CallFinishingBlow {
		t.Errorf("an attack on the surrendered rat is listed %+v", o)
	}
}

// "never": the attack is listed as refused, the reason naming the call,
// and the engine refuses it for that reason.
func TestGMCall_FinishingBlowUnderNeverIsRefusedNamingTheCall(t *testing.T) {
	s := callsSession(t, withCall(t, sheet.CallFinishingBlow, sheet.FinishingBlowNever), sheet.Latest, finishers()...)
	play(t, s, crewFirst)
	o := optionAt(t, s.State(), "bo", "vex")
	if o.Legal || !strings.Contains(o.Reason, "the GM's call") {
		t.Fatalf("listed %+v, want refused naming the GM's call", o)
	}
	refuse(t, s, `{"type":"attack","attacker":"bo","target":"vex","weapon":"pistol"}`, o.Reason)
	play(t, s, `{"type":"attack","attacker":"bo","target":"rat","weapon":"pistol"}`) // the standing one is fair game
}

// "allow", and a file written before the calls: the attack goes ahead at
// once, as it always did; no answer is asked or taken.
func TestGMCall_FinishingBlowUnderAllowAndInOldFilesGoesAheadAtOnce(t *testing.T) {
	for _, calls := range []sheet.Calls{{}, withCall(t, sheet.CallFinishingBlow, sheet.FinishingBlowAllow)} {
		s := callsSession(t, calls, sheet.Latest, finishers()...)
		play(t, s, crewFirst)
		if _, err := s.Submit(cmd(t, `{"type":"attack","attacker":"bo","target":"vex","weapon":"pistol","gmAllows":true}`)); err == nil {
			t.Errorf("%+v: an answer no one was asked is taken", calls)
		}
		play(t, s, `{"type":"attack","attacker":"bo","target":"vex","weapon":"pistol"}`)
		if w := s.State().Window; w == nil || w.Target != "vex" {
			t.Errorf("%+v: the attack did not open: %+v", calls, w)
		}
	}
}

// answerAll answers every decision left with the first legal answer (a
// spread of damage on the torso).
func answerAll(t testing.TB, s *Session, res Result) Result {
	t.Helper()
	for tries := 0; res.Decision != nil; tries++ {
		if tries > 20 {
			t.Fatalf("still asking: %+v", res.Decision)
		}
		d := res.Decision
		var v any
		switch {
		case d.Spread != nil:
			v = []sheet.LocationCount{{Location: sheet.Torso, Count: d.Spread.Total}}
		case len(d.Options) > 0:
			v = d.Options[0].Value
		default:
			t.Fatalf("cannot answer %+v", d)
		}
		res = answer(t, s, v)
	}
	return res
}

func submit(t testing.TB, s *Session, js string) Result {
	t.Helper()
	res, err := s.Submit(cmd(t, js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return res
}

var grenade = sheet.Item{ID: "grenade", Name: "Grenade", Kind: sheet.ItemAoE, AoE: sheet.Blast, Held: sheet.BothHands}

// AoE critical failure: the user takes the sum of the dice (88: 16); the
// next action goes too only where the map's call says so.
func TestGMCall_AoECriticalFailureCostsTheNextActionOnlyWhereTheMapSaysSo(t *testing.T) {
	for _, tc := range []struct {
		calls    sheet.Calls
		loseNext int
	}{{sheet.Calls{}, 0}, {sheet.DefaultCalls(), 0}, {withCall(t, sheet.CallAoECriticalFailure, sheet.AoEFailureDamageAndAction), 1}} {
		s := callsSession(t, tc.calls, sheet.Latest, person("clumsy", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"aoe-blast"}, grenade),
			person("vex", "thugs", sheet.NPC, 50, "dance-floor", nil))
		play(t, s, crewFirst, `{"type":"attack","attacker":"clumsy","area":"dance-floor","weapon":"grenade"}`)
		notes := s.State().CallNotes()
		if len(notes) != 1 || notes[0].Call != sheet.CallAoECriticalFailure {
			t.Errorf("%+v: the window notes %+v", tc.calls, notes)
		}
		res := answerAll(t, s, submit(t, s, `{"type":"resolve","roll":{"dice":{"tens":8,"ones":8}}}`))
		c := s.State()
		if got := c.Roster.Find("clumsy").Level; got != 34 {
			t.Errorf("%+v: 88 fails critically for 16 damage, level %d", tc.calls, got)
		}
		if got := c.tally("clumsy").LoseNext; got != tc.loseNext {
			t.Errorf("%+v: %d actions lost next round, want %d (%s)", tc.calls, got, tc.loseNext, res.Narration)
		}
		if said := strings.Contains(res.Narration, "the GM's call"); said != (tc.loseNext == 1) {
			t.Errorf("%+v: the narration %q", tc.calls, res.Narration)
		}
	}
}

// Rally: "anyone on your team"; a surrendered teammate is asked to rise,
// and rises back into the fight, only where the map's call says so.
func TestGMCall_RallyRaisesASurrenderedTeammateOnlyWhereTheMapSaysSo(t *testing.T) {
	team := func() []sheet.Character {
		return []sheet.Character{person("boss", "crew", sheet.PC, 50, "entrance", []sheet.AbilityID{"rally"}),
			person("kid", "crew", sheet.PC, 30, "entrance", nil), person("b", "thugs", sheet.NPC, 40, "bar", nil)}
	}
	const rally = `{"type":"rally","leader":"boss","roll":{"dice":{"tens":4,"ones":2}}}`
	s := callsSession(t, sheet.DefaultCalls(), sheet.Latest, team()...)
	play(t, s, crewFirst, `{"type":"surrender","character":"kid"}`)
	for _, o := range s.State().LegalActions("boss") {
		if o.Kind == ActRally && o.Call != sheet.CallRallySurrendered {
			t.Errorf("the rally is not marked the GM's call while kid has surrendered: %+v", o)
		}
	}
	play(t, s, rally)
	if kid := s.State().Roster.Find("kid"); kid.Level != 0 || !kid.Surrendered {
		t.Errorf("by default a surrendered teammate stays down: %+v", kid)
	}

	s = callsSession(t, withCall(t, sheet.CallRallySurrendered, sheet.RallySurrenderedRise), sheet.Latest, team()...)
	play(t, s, crewFirst, `{"type":"surrender","character":"kid"}`)
	d := submitWants(t, s, rally, DecideRallyAccept)
	if d.Decider.Character != "kid" || !strings.Contains(d.Prompt, "has surrendered") || !strings.Contains(d.Prompt, "the GM's call") {
		t.Errorf("the question %+v: %s", d.Decider, d.Prompt)
	}
	res := answer(t, s, true)
	kid := s.State().Roster.Find("kid")
	if kid.Level != 42 || kid.Surrendered || kid.Unconscious() {
		t.Errorf("kid rises to 42 and fights on: %+v (%s)", kid, res.Narration)
	}
}

// Blast: the thrower in the area they blast is never a target by default;
// where the map's call says so, they are the last one, once no one else
// is left.
func TestGMCall_BlastHitsItsThrowerLastOnlyWhereTheMapSaysSo(t *testing.T) {
	chars := func() []sheet.Character {
		return []sheet.Character{person("clumsy", "crew", sheet.PC, 50, "dance-floor", []sheet.AbilityID{"aoe-blast"}, grenade),
			person("vex", "thugs", sheet.NPC, 50, "dance-floor", nil)}
	}
	// 42: 4 damage and 2 more targets, three in all; the area holds vex
	// and the thrower.
	const blast = `{"type":"resolve","roll":{"dice":{"tens":4,"ones":2}},"damageDie":"tens"}`
	for _, tc := range []struct {
		calls sheet.Calls
		want  string
	}{{sheet.DefaultCalls(), `["vex"]`}, {withCall(t, sheet.CallBlastThrower, sheet.BlastThrowerLast), `["vex","clumsy"]`}} {
		s := callsSession(t, tc.calls, sheet.Latest, chars()...)
		play(t, s, crewFirst, `{"type":"attack","attacker":"clumsy","area":"dance-floor","weapon":"grenade"}`)
		var noted bool
		for _, n := range s.State().CallNotes() {
			noted = noted || n.Call == sheet.CallBlastThrower
		}
		if !noted {
			t.Errorf("%+v: the window does not say the thrower's place is the GM's call", tc.calls)
		}
		d := submitWants(t, s, blast, DecideBlastTargets)
		if len(d.Options) != 1 || string(d.Options[0].Value) != tc.want {
			t.Fatalf("%+v: the targets offered %+v, want only %s", tc.calls, d.Options, tc.want)
		}
		answerAll(t, s, answer(t, s, d.Options[0].Value))
		hurt := s.State().Roster.Find("clumsy").Level < 50
		if hurt != strings.Contains(tc.want, "clumsy") {
			t.Errorf("%+v: the thrower's level is %d", tc.calls, s.State().Roster.Find("clumsy").Level)
		}
	}
	// The thrower is never chosen before an ally or an enemy who is left.
	s := callsSession(t, withCall(t, sheet.CallBlastThrower, sheet.BlastThrowerLast), sheet.Latest,
		append(chars(), person("pal", "crew", sheet.PC, 40, "dance-floor", nil))...)
	play(t, s, crewFirst, `{"type":"attack","attacker":"clumsy","area":"dance-floor","weapon":"grenade"}`)
	submitWants(t, s, `{"type":"resolve","roll":{"dice":{"tens":4,"ones":1}},"damageDie":"tens"}`, DecideBlastTargets)
	if _, err := s.Answer([]sheet.CharacterID{"vex", "clumsy"}); err == nil || !strings.Contains(err.Error(), "only when no one else") {
		t.Errorf("the thrower is hit before the ally: %v", err)
	}
}

// Initiative roller: the book has the highest level roll; when that one
// is down, the highest-level conscious member rolls by default, or the
// team picks any conscious member where the map's call says so.
func TestGMCall_InitiativeRollerWhenTheHighestLevelIsDown(t *testing.T) {
	chars := func() []sheet.Character {
		ava := person("ava", "crew", sheet.PC, 60, "entrance", nil)
		ava.Body.Torso.X = 9 // every torso box marked: unconscious at level 60
		return []sheet.Character{ava, person("bo", "crew", sheet.PC, 40, "alley", nil),
			person("cy", "crew", sheet.PC, 30, "alley", nil), person("vex", "thugs", sheet.NPC, 50, "bar", nil)}
	}
	const roll = `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["crew","thugs"]}`
	s := callsSession(t, sheet.DefaultCalls(), sheet.Latest, chars()...)
	if n := s.State().CallNotes(); len(n) != 1 || n[0].Call != sheet.CallInitiativeRoller || !strings.Contains(n[0].Text, "highest-level conscious") {
		t.Errorf("before initiative the tracker is told %+v", n)
	}
	res := submit(t, s, roll)
	if res.Decision != nil || !strings.Contains(res.Narration, "bo (crew)") {
		t.Errorf("bo, the highest conscious, rolls at once: %+v %q", res.Decision, res.Narration)
	}

	s = callsSession(t, withCall(t, sheet.CallInitiativeRoller, sheet.InitiativeTeamPicks), sheet.Latest, chars()...)
	d := submitWants(t, s, roll, DecideInitiativeRoller)
	if len(d.Options) != 2 || !strings.Contains(d.Prompt, "ava, the highest level, is unconscious") || !strings.Contains(d.Prompt, "the GM's call") {
		t.Errorf("the team is offered %+v: %s", d.Options, d.Prompt)
	}
	res = answer(t, s, "cy")
	if !strings.Contains(res.Narration, "cy (crew)") {
		t.Errorf("cy rolls for the crew: %s", res.Narration)
	}
	// With everyone standing, the call does not arise: the book's roller.
	standing := chars()
	standing[0].Body = sheet.Body{}
	s = callsSession(t, withCall(t, sheet.CallInitiativeRoller, sheet.InitiativeTeamPicks), sheet.Latest, standing...)
	if res := submit(t, s, roll); res.Decision != nil || !strings.Contains(res.Narration, "ava (crew)") || len(s.State().CallNotes()) != 0 {
		t.Errorf("ava, standing, rolls: %+v %q", res.Decision, res.Narration)
	}
}

// Grapple (2020-09-06): declared with the attack by default; where the
// map's call says so, chosen after an unarmed hit instead, and then no
// grapple is declared.
func TestGMCall_Grapple0906ChosenAfterAHitOnlyWhereTheMapSaysSo(t *testing.T) {
	chars := func() []sheet.Character {
		return []sheet.Character{person("gus", "crew", sheet.PC, 50, "bar", []sheet.AbilityID{"unarmed-combat", "grapple"}),
			person("vex", "thugs", sheet.NPC, 50, "bar", nil)}
	}
	const punch = `{"type":"attack","attacker":"gus","target":"vex"}`
	const hit = `{"type":"resolve","roll":{"dice":{"tens":1,"ones":2}}}`
	s := callsSession(t, sheet.DefaultCalls(), sheet.Edition0906, chars()...)
	play(t, s, crewFirst)
	var grapple bool
	for _, o := range s.State().LegalActions("gus") {
		grapple = grapple || (o.Kind == ActGrapple && o.Legal && o.Call == sheet.CallGrapple)
	}
	if !grapple {
		t.Errorf("by default the grapple is an act of its own, marked the GM's call")
	}
	play(t, s, punch)
	if res := submit(t, s, hit); res.Decision != nil && res.Decision.Kind == DecideGrappleAfterHit {
		t.Errorf("by default an unarmed hit asks nothing of a grapple")
	}

	s = callsSession(t, withCall(t, sheet.CallGrapple, sheet.GrappleAfterHit), sheet.Edition0906, chars()...)
	play(t, s, crewFirst)
	for _, o := range s.State().LegalActions("gus") {
		if o.Kind == ActGrapple {
			t.Errorf("a grapple is declared where it is chosen after a hit: %+v", o)
		}
		if o.Kind == ActAttack && o.Weapon == "" && o.Call != sheet.CallGrapple {
			t.Errorf("the unarmed attack is not marked the GM's call: %+v", o)
		}
	}
	refuse(t, s, `{"type":"attack","attacker":"gus","target":"vex","grapple":true}`, "the GM's call")
	play(t, s, punch)
	d := submitWants(t, s, hit, DecideGrappleAfterHit)
	if d.Decider.Character != "gus" || !strings.Contains(d.Prompt, "the GM's call") {
		t.Errorf("the choice goes to %+v: %s", d.Decider, d.Prompt)
	}
	res := answer(t, s, true)
	c := s.State()
	if c.Grapples["gus"] != "vex" || c.Roster.Find("vex").Level != 50 {
		t.Errorf("gus holds vex, no damage: %+v, level %d (%s)", c.Grapples, c.Roster.Find("vex").Level, res.Narration)
	}
	// Choosing the damage instead is an ordinary hit.
	s = callsSession(t, withCall(t, sheet.CallGrapple, sheet.GrappleAfterHit), sheet.Edition0906, chars()...)
	play(t, s, crewFirst, punch)
	submitWants(t, s, hit, DecideGrappleAfterHit)
	answerAll(t, s, answer(t, s, false))
	if c := s.State(); len(c.Grapples) != 0 || c.Roster.Find("vex").Level != 49 {
		t.Errorf("the damage: %+v, level %d", c.Grapples, c.Roster.Find("vex").Level)
	}
}

// The book's own rule where the engine picked an order itself: when two
// intercepts stop a move at the same moment, the side with initiative
// decides whose stop comes first, and that interceptor picks the area.
func TestSideWithInitiative_DecidesWhoseStopComesFirstWhenTwoInterceptsStopAMove(t *testing.T) {
	stopper := func(id string) sheet.Character {
		return person(id, "crew", sheet.PC, 50, "bar", []sheet.AbilityID{"unarmed-combat", "unarmed-intercept-stop"})
	}
	s := callsSession(t, sheet.DefaultCalls(), sheet.Latest, stopper("ike"), stopper("jo"),
		person("runner", "thugs", sheet.NPC, 50, "bar", nil), person("vex", "thugs", sheet.NPC, 40, "kitchen", nil))
	// The crew win initiative and let the thugs go first.
	play(t, s, `{"type":"initiative","rolls":{"crew":{"dice":{"tens":1,"ones":2}},"thugs":{"dice":{"tens":8,"ones":1}}},"order":["thugs","crew"],"rollers":{"crew":"ike"}}`,
		`{"type":"move","character":"runner","to":"dance-floor"}`,
		`{"type":"react","character":"ike","kind":"intercept"}`, `{"type":"react","character":"jo","kind":"intercept"}`)
	d := submitWants(t, s, `{"type":"resolve","reactions":{"ike":{"roll":{"dice":{"tens":1,"ones":2}},"damageDie":"tens","stop":true},`+
		`"jo":{"roll":{"dice":{"tens":1,"ones":3}},"damageDie":"tens","stop":true}}}`, DecideFirstStop)
	if d.Decider.Role != sheet.RolePlayer || len(d.Options) != 2 || !strings.Contains(d.Prompt, "crew, who hold initiative") {
		t.Fatalf("the crew's player is asked: %+v %s", d.Decider, d.Prompt)
	}
	res := answer(t, s, "jo")
	if res.Decision == nil || res.Decision.Kind != DecideStopAt || res.Decision.Decider.Character != "jo" {
		t.Fatalf("jo's stop came first, so jo picks the area: %+v", res.Decision)
	}
	answer(t, s, "bar")
	if s.State().Roster.Find("runner").Area != "bar" {
		t.Errorf("jo kept the runner in the Bar")
	}
	if !strings.Contains(strings.Join(s.View().Log, "\n"), "crew, who hold initiative, put jo's stop first") {
		t.Errorf("the log does not say who put whose stop first:\n%s", strings.Join(s.View().Log, "\n"))
	}
}

// callsForSeed plays every answer of every GM's call across the seeds of
// a property test: the editions cycle with the seed, the calls with the
// seed's third, each call a step behind the one before it.
func callsForSeed(seed uint64) sheet.Calls {
	var calls sheet.Calls
	for i, s := range sheet.CallCatalogue {
		var err error
		if calls, err = calls.With(s.ID, s.Options[(seed/3+uint64(i))%uint64(len(s.Options))].Value); err != nil {
			panic(err)
		}
	}
	return calls
}

// sessionWithCalls is sessionFor with the GM's calls given.
func sessionWithCalls(t testing.TB, e sheet.Edition, calls sheet.Calls, m *battlemap.Map, chars []sheet.Character) *Session {
	t.Helper()
	s, err := NewSession(m, &sheet.Roster{Characters: teamsUnder(e, chars), Edition: e, Calls: calls}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// blaster joins the crew for the property tests of the calls: two Blast
// grenades on the Dance Floor, so a Blast can fall where its thrower
// stands.
func blaster() sheet.Character {
	g2 := grenade
	g2.ID, g2.Held = "grenade-2", sheet.NoHand
	return person("ivy", "crew", sheet.PC, 70, "dance-floor", []sheet.AbilityID{"aoe-blast", "rally"}, grenade, g2)
}
