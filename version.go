package main

import (
	_ "embed"
	"strings"
)

// FyneApp.toml is the one place the version and the project's address are
// written; the packager reads it too.
//
//go:embed FyneApp.toml
var fyneAppTOML string

// appField reads a `Key = "value"` line of FyneApp.toml.
func appField(key string) string {
	for _, line := range strings.Split(fyneAppTOML, "\n") {
		k, v, ok := strings.Cut(line, "=")
		if ok && strings.TrimSpace(k) == key {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}
