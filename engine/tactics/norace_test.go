//go:build !race

package tactics_test

// raceEnabled: the tests run under the race detector, ten times slower.
const raceEnabled = false
