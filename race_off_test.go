//go:build !race

package main

const timeScale = 1
