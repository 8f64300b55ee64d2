package app

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Tests for the rough edges a GM meets on a first run.

func TestStatus_CountsArePluralisedProperly(t *testing.T) {
	w := newTestWindow(t)
	one := &engine.Document{Map: battlemap.Map{Title: "Closet",
		Areas: []battlemap.Area{{ID: "a", Name: "Closet"}, {ID: "b", Name: "Hall", X: 200}},
		Links: []battlemap.Link{{A: "a", B: "b", Kind: battlemap.Solid}}}}
	one.Map.Areas = one.Map.Areas[:1]
	one.Map.Links = nil
	w.setDocument(one, "", "")
	if got := w.status.counts.Text; !strings.HasPrefix(got, "1 area · 0 links · ") {
		t.Errorf("status counts %q, want \"1 area · 0 links · …\"", got)
	}
	if got := w.status.message.Text; !strings.Contains(got, "1 area, 0 links") {
		t.Errorf("status message %q, want \"1 area, 0 links\"", got)
	}
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 areas"}, {1, "1 area"}, {2, "2 areas"}} {
		if got := Count(c.n, "area"); got != c.want {
			t.Errorf("Count(%d, area) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := Count(1, "log entry", "log entries"); got != "1 log entry" {
		t.Errorf("Count(1, log entry) = %q", got)
	}
	if got := Count(3, "log entry", "log entries"); got != "3 log entries" {
		t.Errorf("Count(3, log entry) = %q", got)
	}
}
