package editor_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine"
)

func TestNewAreaID_DerivesAReadableSlug(t *testing.T) {
	m := &engine.Map{}
	for name, want := range map[string]engine.AreaID{
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
	m.Areas = append(m.Areas, engine.Area{ID: "bar-2"})
	equal(t, "third bar", editor.NewAreaID(m, "Bar"), engine.AreaID("bar-3"))
	equal(t, "fresh", editor.NewAreaID(m, "Attic"), engine.AreaID("attic"))
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
	m := &engine.Map{}
	h := editor.NewHistory(0)
	add := func() engine.AreaID {
		c := editor.NewAddArea(m, "Bar", 0, 0)
		if err := h.Do(m, c); err != nil {
			t.Fatal(err)
		}
		return c.Area.ID
	}
	first, second := add(), add()
	equal(t, "second id", second, engine.AreaID("bar-2"))
	if err := h.Do(m, &editor.DeleteAreas{IDs: []engine.AreaID{first}}); err != nil {
		t.Fatal(err)
	}
	equal(t, "reused id", add(), first)
	final := m.Clone()
	for h.Undo(m) {
	}
	equal(t, "after undoing all", m, &engine.Map{})
	for h.Redo(m) {
	}
	equal(t, "after redoing all", m, final)
}
