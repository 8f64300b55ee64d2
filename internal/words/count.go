// Package words says numbers in the words a person would write, for the
// engine's log, the window and the command line alike.
package words

import (
	"strconv"
	"strings"
)

// Count says how many of something there are, in words a person would
// write: "1 area", "2 areas", "0 areas", "2 enemies", "3 boxes". The
// plural follows English spelling (Plural) unless given.
func Count(n int, noun string, plural ...string) string {
	if len(plural) > 0 && n != 1 && n != -1 {
		return strconv.Itoa(n) + " " + plural[0]
	}
	return strconv.Itoa(n) + " " + Plural(n, noun)
}

// Plural is the noun as it agrees with n, for a sentence that says the
// number elsewhere ("3 of 4 enemies"): the noun itself for one, else its
// plural: "ies" for a consonant and "y", "es" after s, x, z, ch and sh,
// else an "s".
func Plural(n int, noun string) string {
	if n == 1 || n == -1 || noun == "" {
		return noun
	}
	switch {
	case strings.HasSuffix(noun, "y") && len(noun) > 1 && !strings.ContainsRune("aeiou", rune(noun[len(noun)-2])):
		return noun[:len(noun)-1] + "ies"
	case strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "z"),
		strings.HasSuffix(noun, "ch"), strings.HasSuffix(noun, "sh"):
		return noun + "es"
	}
	return noun + "s"
}

// Agree picks the word that agrees with n, one or many, for what
// English does not spell by rule: a verb ("becomes", "become") or an
// irregular noun.
func Agree(n int, one, many string) string {
	if n == 1 || n == -1 {
		return one
	}
	return many
}
