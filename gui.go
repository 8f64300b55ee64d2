package main

import (
	"flag"
	"io"

	"github.com/unhexboard/unhexboard/app"
)

// openApp starts the desktop app: [--play] [--player-view] [MAP.unhex].
func openApp(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("unhexboard", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	play := fs.Bool("play", false, "start in Play mode")
	players := fs.Bool("player-view", false, "open the player view too")
	if err := fs.Parse(args); err != nil || fs.NArg() > 1 {
		msg := "the app takes at most one MAP.unhex or CAMPAIGN.unhexcampaign"
		if err != nil {
			msg = err.Error()
		}
		return report(usageError{msg}, stderr)
	}
	return app.Run(app.Options{Path: fs.Arg(0), Play: *play, PlayerView: *players,
		Version: appField("Version"), Website: appField("Website")})
}
