package main

import (
	"io"

	"github.com/unhexboard/unhexboard/app"
)

// openApp starts the desktop app on path (the bundled nightclub map when
// path is empty).
func openApp(path string, _ io.Writer) int { return app.Run(path) }
