//go:build windows || darwin || android || ios || js

package cli

// noDisplay is "": these systems always have a screen to open on.
func noDisplay() string { return "" }
