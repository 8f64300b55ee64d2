package app

import (
	"testing"
	"time"
)

func TestRecovery_StartingAndStoppingTheAutosaveTimerDoesNotRace(t *testing.T) {
	w := newTestWindow(t)
	old := AutosaveInterval
	AutosaveInterval = time.Millisecond
	t.Cleanup(func() { AutosaveInterval = old })
	for i := 0; i < 20; i++ {
		w.recov.startTimer()
		time.Sleep(2 * time.Millisecond)
		w.recov.stopTimer()
	}
}
