package sheet

import "testing"

// A roll handed in already resolved is read only where the attack would
// read its record the same way; else the record is resolved again.
func TestAttackRoll_ReadsARollResolvedAheadOnlyWhenReadTheSameWay(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	rec := RollRecord{Dice: dice(7, 1)} // a miss at level 50
	ahead, _, err := ResolveRoll(r.Edition, RollRecord{Dice: dice(3, 1)}, 50, 50, false, DeciderFor(&att), "roll")
	if err != nil {
		t.Fatal(err)
	}
	attack := func(good bool, level int) *AttackRoll {
		return &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: rec, DamageDie: TensDie,
			Rolled: RolledAs(ahead, level, 50, good, DeciderFor(&att))}
	}
	if res := applied(t, r, attack(false, 50)); res.Roll.Final != *dice(3, 1) || res.State.Find("tgt").Level != 47 {
		t.Errorf("read the same way, the roll resolved ahead (31, a hit) stands: %+v", res.Roll)
	}
	for _, a := range []*AttackRoll{attack(true, 50), attack(false, 49)} {
		if err := refused(t, r, a); err == nil { // the record's 71 misses: no damage die
			t.Errorf("read another way, the record is resolved again")
		}
	}
}

// A caller that reads only the effects (a combat) gets the same effects
// with the roll left unset; the sheet's own Apply still reports it.
func TestAttackRoll_RollUnreadLeavesOnlyTheRollOut(t *testing.T) {
	att := npcSheet("att")
	att.Items = []Item{knife("k", RightHand)}
	r := rosterOf(att, pcSheet("tgt"))
	attack := func() *AttackRoll {
		return &AttackRoll{Attacker: "att", Target: "tgt", Weapon: "k", Roll: RollRecord{Dice: dice(3, 1)}, DamageDie: TensDie}
	}
	read := applied(t, r, attack())
	x := &ApplyCtx{R: r.Clone(), RollUnread: true}
	if err := attack().Apply(x); err != nil {
		t.Fatal(err)
	}
	if read.Roll == nil || x.Res.Roll != nil || x.Res.Effects != read.Effects || x.R.Find("tgt").Level != read.State.Find("tgt").Level {
		t.Errorf("unread: roll %v effects %+v; read: roll %v effects %+v", x.Res.Roll, x.Res.Effects, read.Roll, read.Effects)
	}
}
