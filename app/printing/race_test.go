//go:build race

package printing

const raceEnabled = true
