//go:build !windows && !darwin && !android && !ios && !js

package cli

import "os"

// noDisplay says why the window cannot open here, or "": on X11 and
// Wayland desktops the window needs a display to draw on, and without
// one the toolkit fails deep inside with no word a user can act on.
func noDisplay() string {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return "neither DISPLAY nor WAYLAND_DISPLAY is set"
	}
	return ""
}
