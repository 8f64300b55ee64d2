package canvas

import (
	"strings"
	"testing"
)

// A banner's text fits the board's width: shrunk first, then in two
// lines, then cut short at a word; never wider than the board.
func TestBanner_ALongLineFitsTheBoardsWidth(t *testing.T) {
	measure := func(s string, size float64) float64 { return float64(len([]rune(s))) * size * 0.5 }
	line := "Round 3 – Rook Valentina Aldergrove-Smythe the Third attacks Big Bouncer Bartholomew Quincy-Harrington"
	for _, c := range []struct {
		width     float64
		lines     int
		shrunk    bool
		ellipsize bool
	}{
		{2000, 1, false, false}, {1000, 1, true, false}, {600, 2, true, false}, {300, 2, true, true},
	} {
		lines, size := fitBanner(line, 22, c.width, measure)
		if len(lines) != c.lines || (size < 22) != c.shrunk || size < 22*minBannerScale {
			t.Errorf("width %v: %d lines at %v", c.width, len(lines), size)
		}
		all := strings.Join(lines, " ")
		if strings.Contains(all, "…") != c.ellipsize || (!c.ellipsize && all != line) {
			t.Errorf("width %v: %q", c.width, lines)
		}
		for _, l := range lines {
			if w := measure(l, size); w > c.width {
				t.Errorf("width %v: %q is %v wide", c.width, l, w)
			}
		}
	}
}
