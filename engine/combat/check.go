package combat

// An act is a command with a legality check of its own: the check says,
// without changing anything, whether the act may be taken now and why
// not. Apply runs it before the act, and LegalActions and ReactOptions
// take their verdicts and reasons from it, so what the table is offered is
// exactly what the engine accepts. The act's run then assumes the check
// passed.
type act interface {
	Command
	check(c *Combat) error
}

// checkAct runs the command's check, when it has one. The acts are told
// apart by their own types first: asking a command whether it is an act
// looks the answer up in a cache each time, and every listing checks a
// surrender and an end of the turn (TestCheckAct_RunsEveryActsOwnCheck).
func checkAct(c *Combat, cmd Command) error {
	switch a := cmd.(type) {
	case *SurrenderNow:
		return a.check(c)
	case *EndTurn:
		return a.check(c)
	case *Move:
		return a.check(c)
	case *Attack:
		return a.check(c)
	case *React:
		return a.check(c)
	case *UseDoor:
		return a.check(c)
	case *ManageItems:
		return a.check(c)
	}
	if a, ok := cmd.(act); ok {
		return a.check(c)
	}
	return nil
}

// Every act the read model lists has its check.
var (
	_ act = (*Move)(nil)
	_ act = (*Attack)(nil)
	_ act = (*React)(nil)
	_ act = (*UseDoor)(nil)
	_ act = (*UseFirstAid)(nil)
	_ act = (*ManageItems)(nil)
	_ act = (*UseArea)(nil)
	_ act = (*Rally)(nil)
	_ act = (*Direct)(nil)
	_ act = (*AllOutDefend)(nil)
	_ act = (*SurrenderNow)(nil)
	_ act = (*EndTurn)(nil)
	_ act = (*Hold)(nil)
	_ act = (*Environment)(nil)
	_ act = (*BreakFree)(nil)
	_ act = (*SheetEntry)(nil) // recovery
)
