// Command unhexboard is the Unhex Board desktop app and its command line;
// `unhexboard --help` lists the commands, which live in package cli.
package main

import (
	_ "a.unhexboard.invalid/earlylocale" // first of all: a locale Fyne can parse
	_ "embed"
	"os"

	"github.com/unhexboard/unhexboard/cli"
)

// FyneApp.toml is the one place the version and the project's address are
// written; the packager reads it too, and only this package can embed it.
//
//go:embed FyneApp.toml
var fyneAppTOML string

func main() {
	cli.AttachConsole() // before os.Stdout is read: on Windows it may change
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr, cli.AboutOf(fyneAppTOML)))
}
