package app

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkPlay_ActClick is one act as the GM plays it in the window:
// the click on the act's button (the command, the panels, the boards,
// the title) and then Ctrl+Z, which takes it back the same way.
func BenchmarkPlay_ActClick(b *testing.B) {
	w := newPlayWindow(b)
	w.startWithPCsFirst(b)
	w.tap(w.tokenAt("rook"))
	b.ReportAllocs()
	for b.Loop() {
		test.Tap(w.button(b, "stow Pistol"))
		w.undo()
	}
}
