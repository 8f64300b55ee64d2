package quote

import (
	"strconv"
	"strings"
	"testing"
)

func TestQ_ShortValuesAreQuotedAsWithPercentQ(t *testing.T) {
	for _, s := range []string{"", "hall", "a\"b", "caf\xe9", strings.Repeat("x", MaxValue)} {
		if got, want := Q(s), strconvQuote(s); got != want {
			t.Errorf("Q(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestQ_LongValuesKeepTheirStartAndSayTheirLength(t *testing.T) {
	got := Q(strings.Repeat("a", 15_000_000))
	want := `"` + strings.Repeat("a", MaxValue) + `…" (15,000,000 bytes)`
	if got != want {
		t.Errorf("got %s", got)
	}
}

func TestQ_NeverSplitsACharacter(t *testing.T) {
	s := strings.Repeat("é", 100) // 2 bytes each
	got := Q(s)
	if strings.Contains(got, `\x`) {
		t.Errorf("split a character: %s", got)
	}
	if !strings.HasSuffix(got, `…" (200 bytes)`) {
		t.Errorf("got %s", got)
	}
}

func TestClip_BoundsAWholeMessage(t *testing.T) {
	got := Clip("json: unknown field " + strings.Repeat("k", 1000))
	if len(got) > MaxMessage+40 || !strings.HasSuffix(got, "(1,020 bytes in all)") {
		t.Errorf("got %d bytes: %s", len(got), got)
	}
}

func TestClip_ShortensEachQuotedValueAsQDoes(t *testing.T) {
	long := strings.Repeat("k", 1000)
	got := Clip(`json: unknown field "` + long + `" in "move"`)
	want := `json: unknown field ` + Q(long) + ` in "move"`
	if got != want {
		t.Errorf("got %s", got)
	}
	got = Clip(`cut short: "` + long)
	if len(got) > MaxValue+40 || !strings.Contains(got, "(1,001 bytes)") {
		t.Errorf("an unclosed quote: got %s", got)
	}
	if short := `field "a" and "b"`; Clip(short) != short {
		t.Errorf("changed a short message: %s", Clip(short))
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 33554433: "33,554,433", -1234: "-1,234"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %s, want %s", n, got, want)
		}
	}
}

func strconvQuote(s string) string { return strconv.Quote(s) }
