package main

import (
	"fmt"
	"io"
)

// openApp starts the desktop app. Until the editor lands it prints usage.
func openApp(path string, stderr io.Writer) int {
	fmt.Fprint(stderr, usage)
	return exitOK
}
