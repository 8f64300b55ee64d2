//go:build !race

package cli

const timeScale = 1
