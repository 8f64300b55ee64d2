package main

import (
	"bytes"
	"testing"

	"github.com/unhexboard/unhexboard/cli"
)

// The binary's --version is FyneApp.toml's, embedded at build time.
func TestVersion_PrintsTheVersionOfFyneAppToml(t *testing.T) {
	var out bytes.Buffer
	about := cli.AboutOf(fyneAppTOML)
	if code := cli.Main([]string{"--version"}, &out, &out, about); code != 0 {
		t.Fatalf("exit %d: %s", code, out.String())
	}
	want := "Unhex Board " + about.Version + "\n"
	if about.Version == "" || out.String() != want {
		t.Errorf("--version printed %q, want %q", out.String(), want)
	}
}
