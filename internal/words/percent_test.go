package words

import "testing"

// A chance is shown one way everywhere: a whole percent, as a person
// says it. Rounding never makes a possible roll look certain or an
// uncertain one impossible.
func TestPercent_AChanceIsAWholePercentNeverRoundedIntoCertainty(t *testing.T) {
	cases := []struct {
		p    float64
		want string
	}{
		{0, "0%"}, {1, "100%"}, {0.51, "51%"}, {0.7952, "80%"}, {0.738, "74%"}, {0.0352, "4%"},
		{0.125, "13%"}, {0.004, "<1%"}, {0.0001, "<1%"}, {0.996, ">99%"}, {0.9999, ">99%"}, {0.006, "1%"}, {0.994, "99%"},
	}
	for _, c := range cases {
		if got := Percent(c.p); got != c.want {
			t.Errorf("Percent(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}
