//go:build windows

package cli

import (
	"os"
	"syscall"
)

// AttachConsole lets the command line print on Windows. The release exe is
// a GUI program (no console window of its own), so run from a terminal its
// output would vanish; when stdout and stderr lead nowhere, borrow the
// console of the terminal that started us. Redirected output (a pipe or a
// file, as under Wine in the tests) is left alone.
func AttachConsole() {
	if stdHandleValid(syscall.STD_OUTPUT_HANDLE) || stdHandleValid(syscall.STD_ERROR_HANDLE) {
		return
	}
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	const parentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	if ok, _, _ := attach.Call(parentProcess); ok == 0 {
		return // started from Explorer: there is no console to borrow
	}
	if out, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
		os.Stdout, os.Stderr = out, out
	}
}

func stdHandleValid(which int) bool {
	h, err := syscall.GetStdHandle(which)
	return err == nil && h != 0 && h != syscall.InvalidHandle
}
