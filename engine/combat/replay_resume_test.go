package combat

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Replay resumes from a checkpoint when an entry fails; what it returns
// (the state before the entry, the narration, the error naming the entry)
// is what a careful replay of every entry from the start returns.
func TestReplay_ResumingFromACheckpointMatchesACarefulReplay(t *testing.T) {
	m := clubWithDoor(t)
	s := newSession(t, m, standardTeams()...)
	randomPlay(t, s, rand.New(rand.NewPCG(7, 99)), 300, nil)
	good := s.Log()
	rng := rand.New(rand.NewPCG(1, 2))
	bads := []Command{
		&Move{Character: "nobody", To: "nowhere"},
		good[len(good)/2].Command, // legal once, most likely not again later
	}
	for _, at := range []int{0, 1, len(good) / 3, len(good) - 1, len(good), rng.IntN(len(good))} {
		for _, bad := range bads {
			log := slices.Insert(slices.Clone(good), at, Entry{Command: bad})
			got, gotLines, gotErr := Replay(m, s.start, nil, log)

			c, err := New(m, s.start, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, wantLines, wantErr := sheet.ReplayEach(logRules{}, c, sheet.Commands(log))
			if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
				t.Fatalf("bad entry at %d: error %v, careful replay says %v", at+1, gotErr, wantErr)
			}
			if !slices.Equal(gotLines, wantLines) {
				t.Fatalf("bad entry at %d: %d narration lines, careful replay has %d", at+1, len(gotLines), len(wantLines))
			}
			if !reflect.DeepEqual(got.View(), want.View()) {
				t.Fatalf("bad entry at %d: the state differs from a careful replay", at+1)
			}
		}
	}
}
