//go:build !linux || ci || wayland

package app

// Elsewhere the window manager places the window; only its size is kept.

func rememberWindowPosition(*mainWindow) {}
func restoreWindowPosition(*mainWindow)  {}
