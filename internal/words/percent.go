package words

import (
	"math"
	"strconv"
)

// Percent is how every chance is shown, in the window, the command line
// and the tactics' reasons alike: a whole percent ("80%", not "79.52%"),
// except that a chance that rounds to 0% or 100% without being
// impossible or certain reads "<1%" or ">99%".
func Percent(p float64) string {
	n := math.Round(100 * p)
	switch {
	case n <= 0 && p > 0:
		return "<1%"
	case n >= 100 && p < 1:
		return ">99%"
	}
	return strconv.Itoa(int(n)) + "%"
}
