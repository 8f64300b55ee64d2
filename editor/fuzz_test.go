package editor_test

import "testing"

// FuzzEdits decodes the fuzzer's bytes into a starting map and a sequence
// of edits, undos, redos and saves, and checks the same invariants as the
// property test (see editSession), with no panics.
func FuzzEdits(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 5, 8, 8, 8, 9, 0, 0, 1, 1})
	f.Add([]byte{3, 0x12, 0x34, 9, 2, 4, 8, 18, 3, 5, 7, 9, 0, 1, 0, 1})
	f.Add([]byte("an arbitrary longer seed that walks many branches of the generator"))
	maps := bundled(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &byteChooser{data: data}
		limit := r.IntN(10) // 0: no cap
		editSession(t, r, startMap(r, maps), limit, 64, r.empty)
	})
}
