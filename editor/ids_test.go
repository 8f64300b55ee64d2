package editor_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestNewAreaID_DerivesAReadableSlug(t *testing.T) {
	m := &battlemap.Map{}
	for name, want := range map[string]battlemap.AreaID{
		"Dance Floor":       "dance-floor",
		"DJ Booth":          "dj-booth",
		"  Pool -- Tables ": "pool-tables",
		"Room 101":          "room-101",
		"Café Noir":         "café-noir",
		"":                  "area",
		"!!!":               "area",
		"Bad\xffbyte":       "bad-byte",
	} {
		equal(t, name, editor.NewAreaID(m, name), want)
	}
}

func TestNewAreaID_AddsTheFirstFreeNumber(t *testing.T) {
	m := club()
	m.Areas = append(m.Areas, battlemap.Area{ID: "bar-2"})
	equal(t, "third bar", editor.NewAreaID(m, "Bar"), battlemap.AreaID("bar-3"))
	equal(t, "fresh", editor.NewAreaID(m, "Attic"), battlemap.AreaID("attic"))
}

func TestNewAreaID_StaysShortAndValidForHugeNames(t *testing.T) {
	id := editor.NewAreaID(club(), strings.Repeat("é", 500))
	if len(id) > 64 || !utf8.ValidString(string(id)) || strings.HasSuffix(string(id), "-") {
		t.Errorf("id %q (%d bytes) is too long, invalid or ends in a dash", id, len(id))
	}
	id = editor.NewAreaID(club(), strings.Repeat("ab ", 100))
	if len(id) > 64 || strings.HasSuffix(string(id), "-") {
		t.Errorf("id %q (%d bytes) is too long or ends in a dash", id, len(id))
	}
}

func TestNewAreaID_ReuseAfterDeleteIsSafeForUndoAndRedo(t *testing.T) {
	// Add "Bar" twice, delete the first, add "Bar" again: the freed id is
	// handed out again, and the whole history still undoes and redoes.
	m := &battlemap.Map{}
	h := editor.NewHistory(0)
	add := func() battlemap.AreaID {
		c := editor.NewAddArea(m, "Bar", 0, 0)
		if err := h.Do(m, c); err != nil {
			t.Fatal(err)
		}
		return c.Area.ID
	}
	first, second := add(), add()
	equal(t, "second id", second, battlemap.AreaID("bar-2"))
	if err := h.Do(m, &editor.DeleteAreas{IDs: []battlemap.AreaID{first}}); err != nil {
		t.Fatal(err)
	}
	equal(t, "reused id", add(), first)
	final := m.Clone()
	for h.Undo(m) {
	}
	equal(t, "after undoing all", m, &battlemap.Map{})
	for h.Redo(m) {
	}
	equal(t, "after redoing all", m, final)
}
