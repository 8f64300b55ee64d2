package cli

import (
	"strings"

	"github.com/unhexboard/unhexboard/engine"
)

// callsLine is the GM's calls in which the map departs from the app's
// defaults, "GM's calls: Attacking the fallen: never allow", or "" (a
// file without calls, or a map at the defaults, reads as it always did).
func callsLine(doc *engine.Document) string {
	d := doc.Calls.Departures(doc.Rules)
	if len(d) == 0 {
		return ""
	}
	return "GM's calls: " + strings.Join(d, "; ")
}
