package sheet

import "fmt"

// Refuse is fmt.Errorf for a rule's refusal, formatted only when read. The
// legality checks run by the thousand in a listing whose reader wants only
// the verdict (the tactics in a simulation), and formatting reasons no one
// read was much of their cost. The arguments are taken as given (pass
// values, not something that may change before the reason is read).
func Refuse(format string, args ...any) error { return &refusal{format: format, args: args} }

type refusal struct {
	format string
	args   []any
}

func (r *refusal) Error() string { return fmt.Sprintf(r.format, r.args...) }
