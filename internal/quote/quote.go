// Package quote keeps messages short whatever a file holds: a value taken
// from a file (an id, a name, a type, a piece of JSON) is quoted with at
// most MaxValue bytes of it, and the rest is summed up by its length.
//
// A file may hold a 15 MB id. Quoting it in full in every message that
// names it would cost hundreds of megabytes and bury the reason; quoting
// its start and its length says the same thing in a line.
package quote

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxValue is how many bytes of a value a message quotes at most.
const MaxValue = 80

// MaxMessage bounds a message whose text we do not build ourselves (a
// decoder's error, which may repeat a field name from the file).
const MaxMessage = 300

// Q quotes s like %q. Past MaxValue bytes it keeps the start, ends it with
// an ellipsis and says the full length: "aaaa…" (15,000,000 bytes).
func Q[S ~string](s S) string {
	str := string(s)
	if len(str) <= MaxValue {
		return strconv.Quote(str)
	}
	head := cut(str, MaxValue)
	q := strconv.Quote(head)
	return q[:len(q)-1] + "…\" (" + Bytes(len(str)) + ")"
}

// S is s cut like Q, without quotes: for a value shown bare.
func S[S ~string](s S) string {
	str := string(s)
	if len(str) <= MaxValue {
		return str
	}
	return cut(str, MaxValue) + "… (" + Bytes(len(str)) + ")"
}

// Clip bounds a message we did not write: each double-quoted value in it
// is shortened as Q does, and the whole is cut to MaxMessage bytes.
func Clip(msg string) string {
	if len(msg) <= MaxValue {
		return msg
	}
	var b strings.Builder
	rest := msg
	for {
		i := strings.IndexByte(rest, '"')
		if i < 0 || b.Len()+i > MaxMessage {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i])
		rest = rest[i:]
		quoted, err := strconv.QuotedPrefix(rest)
		if err != nil { // no closing quote: a value cut short
			b.WriteString(S(rest))
			rest = ""
			break
		}
		if v, err := strconv.Unquote(quoted); err == nil && len(v) > MaxValue {
			b.WriteString(Q(v))
		} else {
			b.WriteString(cutQuoted(quoted))
		}
		rest = rest[len(quoted):]
	}
	out := b.String()
	if len(out) <= MaxMessage {
		return out
	}
	return cut(out, MaxMessage) + "… (" + Bytes(len(msg)) + " in all)"
}

// cutQuoted keeps a quoted value that could not be unquoted short.
func cutQuoted(q string) string {
	if len(q) <= MaxValue+2 {
		return q
	}
	return cut(q, MaxValue) + "…"
}

// Bytes writes n bytes with thousands separators: "15,000,000 bytes".
func Bytes(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return Thousands(n) + " bytes"
}

// Thousands writes n with a comma between groups of three digits.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cut returns at most n bytes of s, not splitting a UTF-8 sequence.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && i > n-utf8.UTFMax && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i]
}
