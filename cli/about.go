package cli

import (
	"fmt"
	"io"
	"strings"
)

// About is what the program says about itself. FyneApp.toml is the one
// place it is written (the packager reads it too); only the root package
// can embed that file, so main reads it with AboutOf and hands it over.
type About struct {
	Version string // shown by --version and in Help → About
	Website string // the project's address, for Help → About
}

// AboutOf reads the version and the website of FyneApp.toml.
func AboutOf(fyneAppTOML string) About {
	return About{Version: appField(fyneAppTOML, "Version"), Website: appField(fyneAppTOML, "Website")}
}

// appField reads a `Key = "value"` line of FyneApp.toml.
func appField(toml, key string) string {
	for _, line := range strings.Split(toml, "\n") {
		k, v, ok := strings.Cut(line, "=")
		if ok && strings.TrimSpace(k) == key {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}

// printVersion is `unhexboard --version`.
func printVersion(_ []string, stdout io.Writer, about About) error {
	fmt.Fprintf(stdout, "Unhex Board %s\n", about.Version)
	return nil
}
