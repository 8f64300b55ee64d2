package printkit

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/interop/vector"
)

// Paper is a sheet size in points, portrait.
type Paper struct {
	Name string
	W, H float64
}

var (
	Letter = Paper{"letter", vector.LetterW, vector.LetterH}
	A4     = Paper{"a4", vector.A4W, vector.A4H}
)

// ParsePaper reads a paper name: letter or a4, in any case.
func ParsePaper(name string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "letter", "":
		return Letter, nil
	case "a4":
		return A4, nil
	}
	return Paper{}, fmt.Errorf("unknown paper %q (letter or a4)", name)
}
