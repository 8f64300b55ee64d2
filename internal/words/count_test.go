package words

import "testing"

func TestCount_PluralisesProperly(t *testing.T) {
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
