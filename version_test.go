package main

import (
	"bytes"
	"testing"
)

func TestVersion_PrintsTheVersionOfFyneAppToml(t *testing.T) {
	var out bytes.Buffer
	if code := run([]string{"--version"}, &out, &out); code != 0 {
		t.Fatalf("exit %d: %s", code, out.String())
	}
	want := "Unhex Board " + appField("Version") + "\n"
	if appField("Version") == "" || out.String() != want {
		t.Errorf("--version printed %q, want %q", out.String(), want)
	}
}
