package battlemap

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSlugLen keeps a derived id short, well under MaxIDLen even with a
// numeric suffix.
const maxSlugLen = 64

// NewID derives a fresh, readable id from a name. It is the one rule for
// every id made from a name: areas (drawn in the editor or imported from
// Excalidraw), characters and items. The name is lower-cased, its letters
// and digits (any script) kept and the runs between them joined by single
// dashes, up to 64 bytes: "Dance Floor" gives "dance-floor", or
// "dance-floor-2", "dance-floor-3" and so on when that is taken. A name
// with no letter or digit gives fallback.
func NewID[ID ~string](name, fallback string, taken map[ID]bool) ID {
	base := slug(name)
	if base == "" {
		base = fallback
	}
	id := ID(base)
	for n := 2; taken[id]; n++ {
		id = ID(base + "-" + strconv.Itoa(n))
	}
	return id
}

// slug lower-cases name, keeps letters and digits (any script), and joins
// the runs between them with single dashes, stopping before maxSlugLen.
func slug(name string) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(name) {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			gap = true
			continue
		}
		need := utf8.RuneLen(r)
		if gap && b.Len() > 0 {
			need++
		}
		if b.Len()+need > maxSlugLen {
			break
		}
		if gap && b.Len() > 0 {
			b.WriteByte('-')
		}
		gap = false
		b.WriteRune(r)
	}
	return b.String()
}
