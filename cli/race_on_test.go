//go:build race

package cli

// timeScale stretches time limits under the race detector, which slows
// decoding by ten times or more.
const timeScale = 10
