package vector

import "strings"

// Wrap breaks s into lines no wider than width at size points: at spaces
// where it can, inside a word only when the word alone is too wide. Line
// breaks in s are kept.
func Wrap(s string, size float64, isBold bool, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line, start := "", len(lines)
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if TextWidth(try, size, isBold) <= width {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = ""
			for TextWidth(word, size, isBold) > width {
				cut := fitPrefix(word, size, isBold, width)
				lines = append(lines, word[:cut])
				word = word[cut:]
			}
			line = word
		}
		// An empty paragraph stays as a blank line; a word cut to the
		// last letter leaves nothing more to add.
		if line != "" || len(lines) == start {
			lines = append(lines, line)
		}
	}
	return lines
}

// fitPrefix is the byte length of the longest prefix of word that fits,
// and at least one rune, so a too-narrow width still makes progress.
func fitPrefix(word string, size float64, isBold bool, width float64) int {
	cut := 0
	for i, r := range word {
		end := i + len(string(r))
		if cut > 0 && TextWidth(word[:end], size, isBold) > width {
			break
		}
		cut = end
	}
	return cut
}
