//go:build !race

package printing

const raceEnabled = false
