package app

import "github.com/unhexboard/unhexboard/internal/words"

// Count says how many of something there are: see words.Count.
func Count(n int, noun string, plural ...string) string { return words.Count(n, noun, plural...) }
