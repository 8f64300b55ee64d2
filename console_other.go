//go:build !windows

package main

// attachConsole is needed only on Windows (see console_windows.go).
func attachConsole() {}
