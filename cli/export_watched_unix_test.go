//go:build unix

package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// asProgram runs this test binary as the unhexboard program with args,
// and returns its exit code, standard output and standard error.
func asProgram(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
}

// `export --max-memory` past its limit ended in a Go runtime crash with a
// dump of every goroutine and exit 2; it says so in words and exits 1,
// as the window's export does.
func TestExport_RunningOutOfMaxMemoryIsAMessageAndExitOne(t *testing.T) {
	out := filepath.Join(t.TempDir(), "club.png")
	// A Letter page at 800 DPI needs about 550 MB, and more address space
	// than the limit leaves.
	code, stdout, stderr := asProgram(t, "export", "nightclub-brawl", "-o", out, "--dpi", "800", "--max-memory", "64")
	want := "unhexboard: the export ran out of memory (its limit is 64 MB) and was stopped; try a lower DPI or a smaller paper\n"
	if code != exitFile || !strings.HasSuffix(stderr, want) || strings.Contains(stderr, "goroutine") || stdout != "" {
		t.Errorf("exit %d, stdout %q, stderr %.300q; want exit 1 and %q", code, stdout, stderr, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an export stopped half way wrote its file")
	}
}

// Under a limit it keeps, the watched export prints what the export
// prints, and a failure of its own comes back as it said it.
func TestExport_MaxMemoryKeptPassesTheExportsOwnWordsOn(t *testing.T) {
	out := filepath.Join(t.TempDir(), "club.png")
	code, stdout, stderr := asProgram(t, "export", "nightclub", "-o", out, "--dpi", "36", "--max-memory", "512")
	if code != exitOK || !strings.HasPrefix(stdout, "wrote "+out+" (306x396 pixels, 36 DPI)") || strings.Contains(stderr, "unhexboard") {
		t.Errorf("exit %d, %q, %q", code, stdout, stderr)
	}
	code, stdout, stderr = asProgram(t, "export", "no-such-map.unhex", "-o", out, "--max-memory", "512")
	if code != exitFile || !strings.Contains(stderr, "\nunhexboard: ") && !strings.HasPrefix(stderr, "unhexboard: ") || !strings.Contains(stderr, "no-such-map.unhex") || stdout != "" {
		t.Errorf("a missing map: exit %d, %q, %q", code, stdout, stderr)
	}
}
