package battlemap

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// UnknownAreaError says no area has the given id or name.
type UnknownAreaError struct{ Key string }

func (e *UnknownAreaError) Error() string {
	return fmt.Sprintf("no area has the id or name %s", quote.Q(e.Key))
}

// AmbiguousAreaError says a name matches several areas; use an id instead.
type AmbiguousAreaError struct {
	Key string
	IDs []AreaID
}

func (e *AmbiguousAreaError) Error() string {
	ids := make([]string, len(e.IDs))
	for i, id := range e.IDs {
		ids[i] = string(id)
	}
	return fmt.Sprintf("the name %s matches several areas (ids %s); give an id instead", quote.Q(e.Key), strings.Join(ids, ", "))
}

func equalFold(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}
