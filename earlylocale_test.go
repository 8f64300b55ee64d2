package main

import (
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/cli"
)

// Under LANG=C.UTF-8, the default of many shells and containers, no
// command prints Fyne's locale error: a user reads it as a failure.
func TestCLI_NoLocaleErrorUnderCUTF8(t *testing.T) {
	if os.Getenv("UNHEX_LOCALE_CHILD") == "1" {
		os.Exit(cli.Main([]string{"check", "assets/maps/nightclub.unhex"}, os.Stdout, io.Discard, cli.AboutOf(fyneAppTOML)))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestCLI_NoLocaleErrorUnderCUTF8$")
	cmd.Env = append(os.Environ(), "UNHEX_LOCALE_CHILD=1", "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("check under C.UTF-8: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "Fyne error") || !strings.Contains(string(out), "fine (8 areas") {
		t.Errorf("check under C.UTF-8 printed:\n%s", out)
	}
}
