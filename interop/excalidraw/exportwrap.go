package excalidraw

import (
	"math"
	"strings"
	"unicode/utf8"
)

// note makes a free text wrapped to a column width, as excalidraw wraps a
// text box that does not grow: text holds the lines as drawn, and
// originalText the text as written, which is what the import reads back.
// An area's objectives and notes are wrapped to its column (see
// columns); a text that fits is left to grow.
func note(id, s string, x, y, size, width float64) *outText {
	wrapped := wrapText(s, size, width)
	if wrapped == s {
		// it fits: a text that grows as it is edited, as excalidraw makes
		return text(id, s, x, y, size, "")
	}
	t := text(id, wrapped, x, y, size, "")
	t.OriginalText = s
	if t.Width > width {
		// a single character wider than the column
		width = t.Width
	}
	t.Width, t.AutoResize = width, false
	return t
}

// wrapText breaks s into lines that fit width at the font size (by the
// export's own guess of a character's width), at spaces where it can and
// inside a word too long for a line. The line breaks s has are kept.
func wrapText(s string, size, width float64) string {
	perLine := max(1, int(math.Floor(width/(size*textLineWidth))))
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			for utf8.RuneCountInString(word) > perLine {
				if line != "" {
					out = append(out, line)
					line = ""
				}
				cut := cutRunes(word, perLine)
				out = append(out, word[:cut])
				word = word[cut:]
			}
			switch {
			case line == "":
				line = word
			case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= perLine:
				line += " " + word
			default:
				out = append(out, line)
				line = word
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// cutRunes is the byte offset of the n-th character of s.
func cutRunes(s string, n int) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}
