package canvas

import "strings"

// A banner runs the width of the board, and a player view's names may be
// long ("Rook Valentina Aldergrove-Smythe the Third attacks …"): its text
// is shrunk to fit, to no less than minBannerScale of its size, then
// broken in two lines at a space, and only then cut short with "…".

const minBannerScale = 0.6

// fitBanner lays text out within width at size at most: the lines to
// show and the size to show them at. width measures a line at a size.
func fitBanner(text string, size, width float64, measure func(s string, size float64) float64) ([]string, float64) {
	w := measure(text, size)
	if w <= width {
		return []string{text}, size
	}
	fit := size * width / w
	for fit >= size*minBannerScale && measure(text, fit) > width {
		fit *= 0.98 // a font's width does not scale exactly with its size
	}
	if fit >= size*minBannerScale {
		return []string{text}, fit
	}
	small := size * minBannerScale
	first, second := splitNearMiddle(text)
	if second == "" {
		return []string{ellipsize(text, small, width, measure)}, small
	}
	return []string{ellipsize(first, small, width, measure), ellipsize(second, small, width, measure)}, small
}

// splitNearMiddle breaks s at the space nearest its middle ("" for the
// second part when s has no space).
func splitNearMiddle(s string) (string, string) {
	off := func(i int) int { return max(i-len(s)/2, len(s)/2-i) }
	best := -1
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' && (best < 0 || off(i) < off(best)) {
			best = i
		}
	}
	if best < 0 {
		return s, ""
	}
	return s[:best], s[best+1:]
}

// ellipsize cuts s short at a word, with "…", until it fits width.
func ellipsize(s string, size, width float64, measure func(string, float64) float64) string {
	for measure(s, size) > width {
		i := strings.LastIndexByte(strings.TrimSuffix(s, "…"), ' ')
		if i <= 0 {
			return s // one word wider than the board: shown as it is
		}
		s = s[:i] + "…"
	}
	return s
}
