package uikit

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrorText is an error as the error dialog shows it: its first letter
// capitalised, unless the message starts with a path or a file name
// ("Cases/heist.unhex: ..."), which must stay as written.
func ErrorText(err error) string {
	msg := err.Error()
	first, _, _ := strings.Cut(msg, " ")
	first = strings.TrimSuffix(first, ":")
	if strings.ContainsAny(first, `/\.`) {
		return msg
	}
	r, size := utf8.DecodeRuneInString(msg)
	if r == utf8.RuneError {
		return msg
	}
	return string(unicode.ToUpper(r)) + msg[size:]
}
