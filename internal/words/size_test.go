package words

import "testing"

func TestSize_SaysASizeInTheUnitAPersonWouldUse(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{
		{0, "0 bytes"}, {1, "1 byte"}, {600, "600 bytes"}, {1023, "1023 bytes"},
		{1 << 10, "1 KB"}, {3482, "3.4 KB"}, {8 << 20, "8 MB"}, {8<<20 + 400_000, "8.4 MB"},
		{2 << 30, "2 GB"}, {1 << 40, "1 TB"}, {3000 << 40, "3,000 TB"},
	} {
		if got := Size(c.n); got != c.want {
			t.Errorf("Size(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

// A size a byte past a limit must not read as the limit: "8.0 MB, over
// the limit of 8 MB" is how it read.
func TestSize_NeverRoundsOntoAWholeNumberItIsNot(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{
		{8<<20 + 1, "8 MB and 1 byte"},
		{8<<20 + 40_000, "8 MB and 40,000 bytes"},
		{8<<20 - 10, "8 MB less 10 bytes"},
		{32<<20 + 41, "32 MB and 41 bytes"},
	} {
		if got := Size(c.n); got != c.want {
			t.Errorf("Size(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got, want := OverLimit(8<<20+1, 8<<20), "8 MB and 1 byte, over the limit of 8 MB"; got != want {
		t.Errorf("OverLimit = %q, want %q", got, want)
	}
}
