package editor

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// maxSlugLen keeps derived ids short, well under battlemap.MaxIDLen even with
// a numeric suffix.
const maxSlugLen = 64

// NewAreaID derives a fresh, readable id from an area name: "Dance Floor"
// gives "dance-floor", or "dance-floor-2", "dance-floor-3" and so on when
// that is taken. A name with no letters or digits gives "area".
//
// Take the id once, when building the AddArea, not on every Do: redo must
// re-add the area under the same id, since later steps refer to it. An id
// may be handed out again after its area was deleted; that is safe for
// undo, because the deleted area can only come back by first undoing every
// later step, including the add that reused its id.
func NewAreaID(m *battlemap.Map, name string) battlemap.AreaID {
	taken := make(map[battlemap.AreaID]bool, len(m.Areas))
	for _, a := range m.Areas {
		taken[a.ID] = true
	}
	base := slug(name)
	id := battlemap.AreaID(base)
	for n := 2; taken[id]; n++ {
		id = battlemap.AreaID(base + "-" + strconv.Itoa(n))
	}
	return id
}

// slug lower-cases name, keeps letters and digits (any script), and joins
// the runs between them with single dashes.
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
	if b.Len() == 0 {
		return "area"
	}
	return b.String()
}
