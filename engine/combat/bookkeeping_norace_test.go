//go:build !race

package combat

import "testing"

// A command that opens a window on a state whose copy left the spent
// window unused writes it there and allocates nothing for it.
func TestNewWindow_TheSpareWindowTakesTheWindowWithoutAnAllocation(t *testing.T) {
	c := &Combat{}
	c.mem.window = new(Window)
	allocs := testing.AllocsPerRun(100, func() {
		c.mem.spareWindow = true
		if w := c.newWindow(Window{Kind: "move", Actor: "ava", From: "bar", To: "stage"}); w != c.mem.window || w.To != "stage" {
			t.Fatal("the window was not written in the spare window")
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations to open a window in the spare window, want none", allocs)
	}
	c.mem.spareWindow = false
	spare := c.mem.window
	if w := c.newWindow(Window{Kind: "move"}); w == spare || c.mem.window != w || c.mem.spareWindow {
		t.Fatal("a window opened with no spare one must be new and kept as the state's")
	}
}
