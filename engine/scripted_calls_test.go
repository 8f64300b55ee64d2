package engine

import (
	"strings"
	"testing"
)

// The scripted combat of the GM's calls: on a map whose calls ask the GM
// about finishing blows and let a rally raise the surrendered, the GM
// refuses Boss's first shot at the unconscious Vex (nothing happens, no
// action spent), Boss rallies and the surrendered Kid rises to 42 and
// fights on, and next round the GM allows the shot.
func TestScript_GMCalls_AFinishingBlowRefusedThenAllowedAndASurrenderedTeammateRallied(t *testing.T) {
	c, lines := replayScript(t, "gm-calls")
	if !strings.Contains(lines[2], "the GM does not allow Boss's attack on Vex") {
		t.Errorf("entry 3 is the GM's no: %s", lines[2])
	}
	if !strings.Contains(lines[3], "Kid rises from surrender, 0 to 42") {
		t.Errorf("entry 4 raises the surrendered Kid: %s", lines[3])
	}
	if kid := mustFind(t, c, "kid"); kid.Surrendered || kid.Level != 42 {
		t.Errorf("Kid fights on at 42: %+v", kid)
	}
	if !strings.Contains(lines[7], "the GM allows Boss's attack on Vex") || mustFind(t, c, "vex").Level != 4 {
		t.Errorf("the allowed shot hits Vex for 1: %s", lines[7])
	}
	// Without its calls the same log is another game: the shot at the
	// fallen asked nothing then, so the GM's answer is refused.
	doc, err := LoadFile("testdata/combat/gm-calls.unhex")
	if err != nil {
		t.Fatal(err)
	}
	doc.Calls.FinishingBlow = ""
	if _, _, err := ReplayDocument(doc); err == nil || !strings.Contains(err.Error(), "log entry 3 (attack)") {
		t.Errorf("replayed without the call: %v", err)
	}
}
