package play

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// confirmEnd asks before End combat ends the fight: the button sits beside
// Undo, and one slip would end it. The question says what ending does,
// where the fight stands and that Undo takes it back. While a decision
// waits the engine refuses the end, and says so without a question.
func (t *tracker) confirmEnd() {
	s := t.p.cast.fight
	if s.Pending() != nil {
		t.submit(&combat.EndCombat{Reason: gmEndReason(t.view())}) // refused: the status line says what waits
		return
	}
	msg := endQuestion(t.view(), t.name)
	d := dialog.NewCustomConfirm("End the combat?", "End the combat", "Keep playing", uikit.WrappedLabel(msg), func(ok bool) {
		if !ok || !t.active() || t.p.cast.fight != s {
			return
		}
		t.npc.halt()
		t.submit(&combat.EndCombat{Reason: gmEndReason(t.view())})
	}, t.p.h.Window())
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}

// endQuestion is the confirmation's text for the combat as v shows it.
func endQuestion(v combat.View, name func(sheet.CharacterID) string) string {
	where := fmt.Sprintf("round %d", v.Round)
	if v.Acting != "" && v.Phase != combat.PhaseInitiative {
		where += ", " + combat.Possessive(v.Acting) + " turn"
	}
	msg := "End the combat now, in " + where + "? No one acts again: every character keeps the level, wounds, items and place they have now, " +
		"and the panel then offers recovery and Close combat."
	if w := v.Window; w != nil {
		act := name(w.Actor) + "'s declared move"
		if w.Kind == "attack" {
			act = name(w.Actor) + "'s declared attack"
		}
		msg += " " + act + " is not rolled."
	}
	return msg + " Undo (Ctrl+Z) takes the end back."
}
