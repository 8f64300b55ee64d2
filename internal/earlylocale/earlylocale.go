// Package earlylocale gives Fyne a locale it can parse before Fyne reads
// it. Fyne reads the locale while its own packages initialise, before main
// runs, and cannot parse "C.UTF-8" (the default of many shells and
// containers): it logs an error on every run, which a user reads as a
// failure. Go initialises ready packages in import-path order, so this
// module's path is chosen to sort before fyne.io: with no dependencies
// but the standard library, it runs first.
package earlylocale

import (
	"os"
	"strings"
)

func init() { Apply(os.Getenv, os.Setenv) }

// Apply replaces a C or POSIX locale that names a codeset with
// en_US.UTF-8 in the first of LC_ALL, LC_MESSAGES and LANG that is set.
// A bare "C" (which Fyne accepts) and any real locale are left alone.
func Apply(get func(string) string, set func(string, string) error) {
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := get(key)
		if v == "" {
			continue
		}
		base, _, dotted := strings.Cut(v, ".")
		if dotted && (base == "C" || base == "POSIX") {
			_ = set(key, "en_US.UTF-8")
		}
		return
	}
}
