package table

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
)

// newSecret is 32 random bytes in URL-safe characters (43 of them): a
// table's token, or a guest's key. Guessing one is out of reach.
func newSecret() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("table: no randomness: " + err.Error()) // crypto/rand does not fail on a supported system
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// sameSecret compares a secret in constant time, so the time an answer
// takes tells nothing of how much of a guess was right.
func sameSecret(got, want string) bool {
	return len(want) > 0 && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}
