package cli

import (
	"strings"
	"testing"
)

// check, replay and simulate read the map's GM's calls: the combat is
// checked and replayed under them, and each names where the map departs
// from the app's defaults. A file without calls reads as it always did.
func TestCalls_CheckReplayAndSimulateNameTheCallsAMapDepartsFrom(t *testing.T) {
	const path = "../engine/testdata/combat/gm-calls.unhex"
	const want = "GM's calls: Rally and the surrendered: yes: they may rise and fight on"
	code, out, errOut := runCLI("check", path)
	if code != 0 || !strings.Contains(out, want) || !strings.Contains(out, "a combat of 9 log entries that replays") {
		t.Errorf("check: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = runCLI("replay", path)
	if code != 0 || !strings.Contains(out, want) || !strings.Contains(out, "the GM does not allow Boss's attack on Vex") {
		t.Errorf("replay: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = runCLI("simulate", path, "--runs", "20")
	if code != 0 || !strings.Contains(out, "played under the map's "+want) {
		t.Errorf("simulate: exit %d, %q %q", code, out, errOut)
	}
	for _, cmd := range []string{"check", "replay"} {
		if _, out, _ := runCLI(cmd, "../engine/testdata/combat/initiative.unhex"); strings.Contains(out, "GM's calls") {
			t.Errorf("%s names calls a file without them never had: %q", cmd, out)
		}
	}
}
