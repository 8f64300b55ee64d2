package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// poppler runs one of poppler-utils' tools on a PDF, or skips the test
// when the package is not installed.
func poppler(t *testing.T, tool string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is missing: install the Debian package poppler-utils (make installs it)", tool)
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", tool, args, err, out)
	}
	return string(out)
}

func pdfPages(t *testing.T, path string) int {
	t.Helper()
	for _, line := range strings.Split(poppler(t, "pdfinfo", path), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatalf("pdfinfo gives no page count for %s", path)
	return 0
}

// The brawl's roster is five characters, the Cook hidden from the
// players: the players' print has four pages, the GM's five, each naming
// its character; --blank 3 adds three empty sheets, or prints only them.
func TestSheets_CLIPrintsAPagePerCharacterHiddenOnesOnlyWithGM(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		args  []string
		pages int
		names []string
		says  string
	}{
		{[]string{"nightclub-brawl.unhex"}, 4, []string{"Rook", "Vex", "Bouncer", "DJ"}, "note: 1 character hidden from the players left out"},
		{[]string{"nightclub-brawl.unhex", "--gm"}, 5, []string{"Rook", "Vex", "Bouncer", "DJ", "Cook"}, "5 character sheets"},
		{[]string{"--blank", "3"}, 3, nil, "3 blank sheets"},
		{[]string{"nightclub-brawl.unhex", "--blank", "2", "--paper", "a4"}, 6, []string{"Rook"}, "4 character sheets and 2 blank sheets, A4 paper"},
	}
	for i, c := range cases {
		out := filepath.Join(dir, strconv.Itoa(i)+".pdf")
		code, stdout, stderr := runCLI(append([]string{"sheets", "-o", out}, c.args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, stderr)
		}
		if !strings.Contains(stdout, c.says) {
			t.Errorf("%v: stdout %q does not say %q", c.args, stdout, c.says)
		}
		if n := pdfPages(t, out); n != c.pages {
			t.Errorf("%v: %d pages, want %d", c.args, n, c.pages)
		}
		text := poppler(t, "pdftotext", "-layout", out, "-")
		for _, name := range c.names {
			if !strings.Contains(text, name) {
				t.Errorf("%v: the PDF's text lacks %s", c.args, name)
			}
		}
		if len(c.names) == 4 && strings.Contains(text, "Cook") {
			t.Errorf("%v: the hidden Cook is on the players' print", c.args)
		}
	}
}

// A scripted combat's damage is on the sheets: the first aid script ends
// with Pal's head and right arm permanently wounded, which the sheet
// shows as filled boxes (printkit's tests read each box's strokes).
func TestSheets_CLIPrintsTheCharactersAfterTheSavedCombat(t *testing.T) {
	out := filepath.Join(t.TempDir(), "fa.pdf")
	code, _, stderr := runCLI("sheets", "../engine/testdata/combat/first-aid.unhex", "-o", out, "--gm")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	text := poppler(t, "pdftotext", out, "-")
	for _, want := range []string{"Medic", "Pal", "First aid kit", "destroyed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF's text lacks %q", want)
		}
	}
}

// Bad requests: exit 2 naming the mistake in the call, exit 1 for a
// file that cannot be printed; nothing is written either way.
func TestSheets_CLIRefusesBadRequestsWithTheRightExitCode(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.pdf")
	bad := filepath.Join(dir, "bad.unhex")
	os.WriteFile(bad, []byte(`{"format":"unhex","version":1,"areas":[{"id":"a"},{"id":"a"}]}`), 0o644)
	cases := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"nightclub-brawl.unhex"}, exitUsage, "needs -o OUT.pdf"},
		{[]string{"-o", out}, exitUsage, "needs a MAP.unhex to print its characters, or --blank N"},
		{[]string{"-o", out, "--blank", "201"}, exitUsage, "201 blank sheets is too many: at most 200"},
		{[]string{"-o", out, "--blank", "-2"}, exitUsage, "cannot be negative"},
		{[]string{"-o", out, "--blank", "many"}, exitUsage, "invalid value \"many\" for flag -blank"},
		{[]string{"-o", out, "nightclub-brawl.unhex", "--colour"}, exitUsage, "flag provided but not defined: -colour"},
		{[]string{"-o", out, "nightclub-brawl.unhex", "--paper", "legal"}, exitUsage, `unknown paper "legal" (letter or a4)`},
		{[]string{"-o", out, "nightclub-brawl.unhex", "warehouse.unhex"}, exitUsage, "at most one MAP.unhex"},
		{[]string{"-o", out, "nightclub.unhex"}, exitFile, "nightclub.unhex: the map has no characters to print"},
		{[]string{"-o", out, bad}, exitFile, `the id "a" is already used`},
		{[]string{"-o", out, "no-such-file.unhex"}, exitFile, "no such file"},
		{[]string{"-o", filepath.Join(dir, "no", "such", "dir.pdf"), "--blank", "1"}, exitFile, "such does not exist"},
	}
	for _, c := range cases {
		code, stdout, stderr := runCLI(append([]string{"sheets"}, c.args...)...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stdout+stderr, c.says) {
			t.Errorf("%v: output does not say %q:\n%s%s", c.args, c.says, stdout, stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused request wrote the PDF")
	}
}
