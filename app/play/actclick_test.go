package play

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// One click on an act runs its command once and builds the combat's read
// model once, however many parts show it: the panel, the tokens, the
// doors, the arrows and both boards' banners.
func TestTracker_AnActClickBuildsTheCombatsReadModelOnce(t *testing.T) {
	w := newPlayWindow(t)
	w.openPlayers(t) // the player view's banner reads the combat too
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("rook"))
	for _, act := range []string{"stow Pistol", "end PCs' turn"} {
		entries, views := len(w.play.cast.fight.Log()), w.play.tracker.views
		test.Tap(w.button(t, act))
		// Draw both boards, as the screen would.
		w.win.Canvas().Capture()
		w.play.players.win.Canvas().Capture()
		if got := len(w.play.cast.fight.Log()) - entries; got != 1 {
			t.Errorf("%s: %d log entries, want 1", act, got)
		}
		if got := w.play.tracker.views - views; got != 1 {
			t.Errorf("%s: the combat's read model was built %d times, want once", act, got)
		}
		w.undo()
	}
}
