package battlemap_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

type someID string

func TestNewID_OneRuleForEveryKindOfID(t *testing.T) {
	for name, want := range map[string]someID{
		"Dance Floor":      "dance-floor",
		"  Big -- Tony  ":  "big-tony",
		"Zoë Ñandú":        "zoë-ñandú",
		"Room 101":         "room-101",
		"":                 "thing",
		"!!!":              "thing",
		"Bad\xffbyte":      "bad-byte",
		"Taken":            "taken-3",
		"Ünï":              "ünï",
		"二階 Upstairs":      "二階-upstairs",
		"O'Brien's knife":  "o-brien-s-knife",
		"Knife (rusty) 2H": "knife-rusty-2h",
	} {
		taken := map[someID]bool{"taken": true, "taken-2": true}
		if got := battlemap.NewID(name, "thing", taken); got != want {
			t.Errorf("%q gives %q, want %q", name, got, want)
		}
	}
	if got := battlemap.NewID[someID]("x", "thing", nil); got != "x" {
		t.Errorf("with nothing taken: %q", got)
	}
}

func TestNewID_StaysShortAndValidForHugeNames(t *testing.T) {
	for _, name := range []string{strings.Repeat("é", 500), strings.Repeat("ab ", 100), strings.Repeat("x", battlemap.MaxNameLen)} {
		id := battlemap.NewID[someID](name, "thing", nil)
		if len(id) > 64 || !utf8.ValidString(string(id)) || strings.HasSuffix(string(id), "-") {
			t.Errorf("id %q (%d bytes) is too long, invalid or ends in a dash", id, len(id))
		}
	}
}
