package sheet

import (
	"strings"
	"testing"
)

func TestPlainRoll_RecordsTheRollAndLeavesCriticalFailuresToTheGM(t *testing.T) {
	c := pcSheet("c")
	c.Skills = []string{"climbing"}
	r := rosterOf(c)
	res := applied(t, r, &PlainRoll{Character: "c", Purpose: "climb the fence", Roll: RollRecord{Dice: dice(7, 7)}})
	if !strings.Contains(res.Narration, "GM decides") || res.Roll == nil || !res.Roll.Outcome.CriticalFailure {
		t.Errorf("narration %q roll %+v", res.Narration, res.Roll)
	}
	if res.Effects.LoseNextAction {
		t.Error("out of combat a critical failure has no set effect")
	}
	decision(t, r, &PlainRoll{Character: "c", Good: true, Roll: RollRecord{Dice: dice(7, 1)}}, DecideReroll)
	applied(t, r, &PlainRoll{Character: "c", Roll: RollRecord{Dice: dice(7, 1)}})
	noSkill := rosterOf(pcSheet("c"))
	refused(t, noSkill, &PlainRoll{Character: "c", Good: true, Roll: RollRecord{Dice: dice(7, 1)}})
}
