//go:build !windows

package cli

// AttachConsole is needed only on Windows (see console_windows.go).
func AttachConsole() {}
