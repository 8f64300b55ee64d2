package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The line an excalidraw export prints counts what the file holds. In the
// players' copy the brawl's hidden NPC is left out, and so is it from the
// count: "4 tokens", never the 5 the GM sees.
func TestExport_ExcalidrawSaysHowManyTokensItWroteAndNoHiddenOne(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--tokens"}, "(8 areas, 10 links, 4 tokens)"},
		{[]string{"--tokens", "--gm"}, "(8 areas, 10 links, 5 tokens)"},
		{nil, "(8 areas, 10 links)"},
	} {
		out := filepath.Join(dir, "brawl.excalidraw")
		code, stdout, stderr := runCLI(append([]string{"export", "nightclub-brawl", "-o", out}, c.args...)...)
		if code != exitOK || !strings.Contains(stdout, c.want) {
			t.Errorf("%v: exit %d, %q%s, want %q", c.args, code, stdout, stderr, c.want)
		}
	}
}

// A hidden area, and the links to it, are not counted in the players'
// copy either.
func TestExport_ExcalidrawPlayersCopyCountsNoHiddenArea(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("../assets/maps/nightclub.unhex")
	if err != nil {
		t.Fatal(err)
	}
	// The catwalk, with its three links.
	hidden := strings.Replace(string(data), `"name": "Catwalk",`, `"name": "Catwalk", "hidden": true,`, 1)
	if hidden == string(data) {
		t.Fatal("the nightclub's catwalk is not where the test expects it")
	}
	m := filepath.Join(dir, "club.unhex")
	if err := os.WriteFile(m, []byte(hidden), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI("export", m, "-o", filepath.Join(dir, "club.excalidraw"))
	if code != exitOK || !strings.Contains(stdout, "(7 areas, 7 links)") {
		t.Errorf("exit %d, %q%s", code, stdout, stderr)
	}
}
