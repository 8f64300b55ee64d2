package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// popplerTool finds a poppler-utils program or skips the test, naming the
// Debian package to install.
func popplerTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not found: install the Debian package poppler-utils", name)
	}
	return p
}

// `cards` prints the whole deck: ceil(cards/9) pages, and every card's
// name can be found in the PDF's text, on Letter and on A4.
func TestCards_PrintsEveryActsCardNineToAPage(t *testing.T) {
	pdfinfo, pdftotext := popplerTool(t, "pdfinfo"), popplerTool(t, "pdftotext")
	deck := combat.ActCardsWith(sheet.Latest, sheet.HouseRules{})
	for _, paper := range []string{"letter", "a4"} {
		out := filepath.Join(t.TempDir(), "cards.pdf")
		code, stdout, errOut := runCLI("cards", "-o", out, "--paper", paper)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", paper, code, errOut)
		}
		info, err := exec.Command(pdfinfo, out).Output()
		if err != nil {
			t.Fatalf("pdfinfo: %v", err)
		}
		m := regexp.MustCompile(`Pages:\s+(\d+)`).FindSubmatch(info)
		want := (len(deck) + 8) / 9
		if m == nil {
			t.Fatalf("pdfinfo gives no page count:\n%s", info)
		}
		if n, _ := strconv.Atoi(string(m[1])); n != want {
			t.Errorf("%s: %d pages, want %d for %d cards", paper, n, want, len(deck))
		}
		if !strings.Contains(stdout, strconv.Itoa(want)+" pages") {
			t.Errorf("stdout %q should say how many pages", stdout)
		}
		text, err := exec.Command(pdftotext, out, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		for _, c := range deck {
			if !strings.Contains(string(text), c.Name) {
				t.Errorf("%s: the PDF's text has no %q", paper, c.Name)
			}
		}
	}
}

func TestCards_RefusesBadUsageAndWritesNothing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cards.pdf")
	for _, args := range [][]string{
		{"cards"},
		{"cards", "-o", out, "--paper", "legal"},
		{"cards", "-o", out, "one.unhex", "two.unhex"},
		{"cards", "../engine/testdata/combat/delay.unhex", "-o", out, "--rules", "2020-09-06"},
	} {
		code, _, errOut := runCLI(args...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
		if !strings.Contains(errOut, "cards") {
			t.Errorf("%v: the error %q should name the command", args, errOut)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused command wrote %s", out)
	}
}

// Given a map, `cards` prints that map's deck: its edition's cards and a
// card for each house rule it plays, and only those.
func TestCards_AMapsDeckCarriesItsEditionAndHouseRules(t *testing.T) {
	pdftotext := popplerTool(t, "pdftotext")
	hold, _ := combat.CardFor(combat.ActHold, sheet.Latest)
	forced, _ := combat.CardFor(combat.ActForcedDefence, sheet.Latest)
	for _, c := range []struct {
		file      string
		with      []string
		without   []string
		mentioned string
	}{
		{"../engine/testdata/combat/delay.unhex", []string{hold.Name}, []string{forced.Name, "Grapple"}, "house rules: Delay"},
		{"../engine/testdata/combat/forced-defence.unhex", []string{forced.Name}, []string{hold.Name}, "house rules: Forced defence"},
		{"../engine/testdata/combat/grapple-0906.unhex", []string{"Grapple"}, []string{hold.Name, forced.Name}, "2020-09-06"},
	} {
		out := filepath.Join(t.TempDir(), "cards.pdf")
		code, stdout, errOut := runCLI("cards", c.file, "-o", out)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", c.file, code, errOut)
		}
		if !strings.Contains(stdout, c.mentioned) {
			t.Errorf("%s: stdout %q does not say %q", c.file, stdout, c.mentioned)
		}
		text, err := exec.Command(pdftotext, out, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		for _, name := range c.with {
			if !strings.Contains(string(text), name) {
				t.Errorf("%s: the deck has no %q card", c.file, name)
			}
		}
		for _, name := range c.without {
			if strings.Contains(string(text), name) {
				t.Errorf("%s: the deck has a %q card it should not", c.file, name)
			}
		}
	}
}
