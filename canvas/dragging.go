package canvas

import "sync/atomic"

// dragHeld says a drag on the board is under way, for work on other
// goroutines that waits while the GM drags (the live odds).
type dragHeld struct{ on atomic.Bool }

// Dragging reports whether a drag on the board is under way, from any
// goroutine: work running beside the window pauses while it is.
func (b *Board) Dragging() bool { return b.held.on.Load() }
