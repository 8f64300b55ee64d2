package engine

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestScript_Recovery_AfterEndCombatRookTakesARifleAvaGetsHerPistolBackPermanentWoundsStay(t *testing.T) {
	c, lines := replayScript(t, "recovery")
	rook, ava := mustFind(t, c, "rook"), mustFind(t, c, "ava")
	if rook.Level != 55 || rook.Body != (sheet.Body{Torso: sheet.Marks{Filled: 1}}) {
		t.Errorf("Rook: level %d, body %+v; want max level and only the filled torso box", rook.Level, rook.Body)
	}
	if rook.Item("knife") != nil || rook.Item("rifle") == nil || !rook.Item("kit").Intact() {
		t.Errorf("Rook's items %+v: the knife replaced by a rifle, the kit restocked", rook.Items)
	}
	if ava.Level != 50 || ava.Body != (sheet.Body{RightLeg: sheet.Marks{Filled: 2}}) || !ava.Item("pistol").Intact() {
		t.Errorf("Ava: level %d, body %+v, pistol %+v", ava.Level, ava.Body, ava.Item("pistol"))
	}
	if !c.Recovered["rook"] || !c.Recovered["ava"] || c.Recovered["vex"] {
		t.Errorf("recovered: %v", c.Recovered)
	}
	if len(lines) != 4 || !strings.Contains(lines[2], "Rook recovers") || !strings.Contains(lines[2], "Rifle, Ammo, First aid kit") {
		t.Errorf("the log does not tell who recovered with what: %q", lines)
	}
}
