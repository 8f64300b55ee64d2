//go:build !unix

package app

import "os"

// processAlive reports whether a process with this id is running.
func processAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	defer p.Release()
	return true
}
