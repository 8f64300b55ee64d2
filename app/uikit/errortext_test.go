package uikit

import (
	"errors"
	"testing"
)

func TestErrorText_KeepsAPathAtTheStartAsWritten(t *testing.T) {
	for msg, want := range map[string]string{
		"cases/heist.unhex: not valid JSON":  "cases/heist.unhex: not valid JSON",
		`C:\maps\heist.unhex: is a folder`:   `C:\maps\heist.unhex: is a folder`,
		"heist.unhex is a named pipe (FIFO)": "heist.unhex is a named pipe (FIFO)",
		"could not save heist.unhex: denied": "Could not save heist.unhex: denied",
		"élan lost":                          "Élan lost",
	} {
		if got := ErrorText(errors.New(msg)); got != want {
			t.Errorf("%q shown as %q, want %q", msg, got, want)
		}
	}
}
