//go:build linux

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every command exits 1, saying so on standard error, when its standard
// output is a full disk (/dev/full): simulate and check used to exit 0.
func TestStdout_EveryCommandExitsOneWhenItsOutputCannotBeWritten(t *testing.T) {
	dir := t.TempDir()
	const combat = "../engine/testdata/combat/recovery.unhex"
	for _, args := range [][]string{
		{"--help"},
		{"--version"},
		{"query", nightclubPath, "--from", "Pool Tables"},
		{"query", nightclubPath, "--from", "Pool Tables", "--to", "Bar"},
		{"check", nightclubPath},
		{"check", "--strict", "warehouse"},
		{"replay", combat},
		{"replay", combat, "--json"},
		{"simulate", "nightclub-brawl", "--runs", "2"},
		{"simulate", "nightclub-brawl", "--runs", "2", "--json"},
		{"export", "nightclub", "-o", filepath.Join(dir, "club.png"), "--dpi", "36"},
		{"export", "nightclub", "-o", filepath.Join(dir, "club.svg")},
		{"export", "nightclub", "-o", filepath.Join(dir, "club.pdf")},
		{"export", "nightclub", "-o", filepath.Join(dir, "club.excalidraw")},
		{"import", handDrawing, "-o", filepath.Join(dir, "club.unhex")},
		{"sheets", "nightclub-brawl", "-o", filepath.Join(dir, "sheets.pdf")},
		{"cards", "-o", filepath.Join(dir, "cards.pdf")},
		{"campaign", "check", exampleCampaign},
		{"campaign", "show", exampleCampaign},
		{"campaign", "show", exampleCampaign, "--json"},
		{"campaign", "party", exampleCampaign, "-o", filepath.Join(dir, "party.json")},
	} {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		code := run(args, full, &stderr)
		full.Close()
		want := "unhexboard: could not write the output: no space left on device\n"
		if code != exitFile || !strings.HasSuffix(stderr.String(), want) {
			t.Errorf("%v over /dev/full: exit %d, %q, want exit 1 and %q", args, code, stderr.String(), want)
		}
	}
}
