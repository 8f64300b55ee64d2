package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/unhexboard/unhexboard/app"
)

// windowFlags are the flags the window takes: [--play] [--player-view].
func windowFlags(fs *flag.FlagSet) (play, playerView *bool) {
	return fs.Bool("play", false, "start in Play mode"), fs.Bool("player-view", false, "open the player view too")
}

// isWindowFlag says whether an argument is one of the window's flags, so
// `unhexboard --play MAP` opens the window rather than naming a command.
func isWindowFlag(arg string) bool {
	name, ok := strings.CutPrefix(arg, "-")
	if !ok {
		return false
	}
	fs := flag.NewFlagSet("unhexboard", flag.ContinueOnError)
	windowFlags(fs)
	return fs.Lookup(strings.TrimPrefix(name, "-")) != nil
}

// openWindow starts the desktop app: [--play] [--player-view] [MAP.unhex]
// or a campaign. This is the one file of the command line that imports
// the window.
func openWindow(args []string, _ io.Writer, about About) error {
	fs := flag.NewFlagSet("unhexboard", flag.ContinueOnError)
	play, players := windowFlags(fs)
	paths, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(paths) > 1 {
		return usageError{"the app takes at most one MAP.unhex or CAMPAIGN.unhexcampaign"}
	}
	path := ""
	if len(paths) == 1 {
		path = paths[0]
	}
	if _, err := os.Stat(path); path != "" && errors.Is(err, os.ErrNotExist) {
		return usageError{fmt.Sprintf("%q is neither a command nor a file", path)}
	}
	if why := noDisplay(); why != "" {
		return fmt.Errorf("no display to open the window on (%s); every command works without one: run unhexboard --help", why)
	}
	if code := app.Run(app.Options{Path: path, Play: *play, PlayerView: *players,
		Version: about.Version, Website: about.Website}); code != exitOK {
		return exitCode(code)
	}
	return nil
}
