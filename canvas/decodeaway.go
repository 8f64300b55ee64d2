package canvas

import (
	"slices"
	"sync"

	"fyne.io/fyne/v2"
)

// awaited is what a picture decoded away from the UI thread keeps for
// the boards that asked for it meanwhile: whether it is ready, and whom
// to redraw once it is. Its cache's lock guards it.
type awaited struct {
	ready   bool
	waiting []*Board
}

// wait asks for b to be redrawn once the picture is ready.
func (a *awaited) wait(b *Board) {
	if b != nil && !slices.Contains(a.waiting, b) {
		a.waiting = append(a.waiting, b)
	}
}

// decodeAway runs decode away from the UI thread, then, under the
// cache's lock mu, marks a ready and redraws on the UI thread every board
// that waited.
func decodeAway(mu sync.Locker, a *awaited, decode func()) {
	go func() {
		decode()
		mu.Lock()
		waiting := a.waiting
		a.waiting, a.ready = nil, true
		mu.Unlock()
		redrawWaiting(waiting)
	}()
}

// redrawWaiting redraws on the UI thread the boards that waited for a
// picture. A test that draws the board itself takes the redraw over, as
// Fyne's test driver runs it at once on the decoding goroutine.
var redrawWaiting = func(boards []*Board) {
	fyne.Do(func() {
		for _, b := range boards {
			b.Refresh()
		}
	})
}
