package words

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Size says a number of bytes as a person would: "1 byte", "600 bytes",
// "3.4 KB", "8 MB", "8.4 MB". The units are binary (1 MB is 1,048,576
// bytes), as the app's limits are. When one decimal would round a size
// to a whole number of units it is not, the size is said exactly ("8 MB
// and 1 byte", "8 MB less 10 bytes"), so no size reads as a limit it is
// past or short of.
func Size(n int64) string {
	if n < 0 {
		return "-" + Size(-n)
	}
	units := []string{"KB", "MB", "GB", "TB"}
	if n < 1<<10 {
		return Count(int(n), "byte")
	}
	u := 0
	for u < len(units)-1 && n >= 1<<(10*(u+2)) {
		u++
	}
	unit := int64(1) << (10 * (u + 1))
	if n%unit == 0 {
		return thousands(n/unit) + " " + units[u]
	}
	v := float64(n) / float64(unit)
	whole := math.Round(v)
	if math.Abs(v-whole) >= 0.05 {
		return strconv.FormatFloat(v, 'f', 1, 64) + " " + units[u]
	}
	w := int64(whole)
	if rest := n - w*unit; rest > 0 {
		return fmt.Sprintf("%s %s and %s", thousands(w), units[u], bytesExactly(rest))
	}
	return fmt.Sprintf("%s %s less %s", thousands(w), units[u], bytesExactly(w*unit-n))
}

// OverLimit says a size past a limit: "8.4 MB, over the limit of 8 MB",
// or "8 MB and 1 byte, over the limit of 8 MB" where rounding would make
// the two read the same.
func OverLimit(n, limit int64) string {
	return Size(n) + ", over the limit of " + Size(limit)
}

// bytesExactly is a count of bytes with its thousands marked.
func bytesExactly(n int64) string {
	if n == 1 {
		return "1 byte"
	}
	return thousands(n) + " bytes"
}

// thousands writes n with a comma between groups of three digits.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
