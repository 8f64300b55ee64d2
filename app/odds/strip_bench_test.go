package odds

import (
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// benchStripEdit moves the Cook between the kitchen and the bar on the
// brawl, with the strip on, and times each edit until the strip shows
// the odds of at least fights fights: the edit's announcement, the key,
// the copy of the document and the fights, as the window runs them (the
// window waits settle after the last change before it starts; the test's
// queue does not).
func benchStripEdit(b *testing.B, fights int) {
	st := newStripTest(b, host.ModeEdit)
	st.s.first, st.s.fights = firstEstimate, stripFights
	st.s.SetOn(true)
	st.settle(b)
	to := []battlemap.AreaID{"bar", "kitchen"}
	b.ResetTimer()
	cpu := cpuSeconds()
	for i := range b.N {
		st.s.answers = nil // play every state afresh
		st.moveCharacter(b, "Cook", to[i%2])
		timeout := time.After(60 * time.Second)
		for st.s.shown.Fights < fights {
			select {
			case f := <-st.q:
				f()
			case <-timeout:
				b.Fatal("no estimate")
			}
		}
		b.StopTimer()
		if r := st.s.run; r != nil {
			st.s.stopRun()
			<-r.done
		}
		for len(st.q) > 0 {
			(<-st.q)()
		}
		b.StartTimer()
	}
	b.ReportMetric((cpuSeconds()-cpu)*1000/float64(b.N), "cpu-ms/op")
}

// BenchmarkOddsStrip_FirstEstimate is an edit on the brawl until the
// strip shows its first estimate (200 fights).
func BenchmarkOddsStrip_FirstEstimate(b *testing.B) { benchStripEdit(b, firstEstimate) }

// BenchmarkOddsStrip_AThousandFights is an edit on the brawl until the
// strip shows the odds of 1,000 fights.
func BenchmarkOddsStrip_AThousandFights(b *testing.B) { benchStripEdit(b, stripFights) }
