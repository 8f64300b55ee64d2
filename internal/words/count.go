// Package words says numbers in the words a person would write, for the
// window and the command line alike.
package words

import "strconv"

// Count says how many of something there are, in words a person would
// write: "1 area", "2 areas", "0 areas". The plural is the noun with an
// "s" unless given.
func Count(n int, noun string, plural ...string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + noun
	}
	if len(plural) > 0 {
		return strconv.Itoa(n) + " " + plural[0]
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
