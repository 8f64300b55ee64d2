//go:build !unix

package enginetest

import "testing"

// MakeFIFO has no named pipes to make here.
func MakeFIFO(testing.TB, string) string { return "" }
