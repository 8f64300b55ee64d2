package printkit

import (
	"strings"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// The sheet measures text with the PDF's own font, so what fits here fits
// on paper.
func textWidth(s string, size float64, bold bool) float64 { return vector.TextWidth(s, size, bold) }
func ascent(size float64) float64                         { return vector.Ascent(size) }
func descent(size float64) float64                        { return vector.Descent(size) }

func wrap(s string, size float64, bold bool, width float64) []string {
	return vector.Wrap(s, size, bold, width)
}

func splitWords(s string) []string { return strings.Fields(s) }
