package combat

import "github.com/unhexboard/unhexboard/engine/sheet"

// CanCancel says whether the pending command may be withdrawn, and why
// not. Initiative is not an act to take back: the round starts with it.
// Nor is any command whose dice are rolled.
func (s *Session) CanCancel() error {
	p := s.Pending()
	if p == nil {
		return &sheet.RefusedError{Type: "cancel", Reason: "no decision is pending"}
	}
	switch p.Command.(type) {
	case *Initiative:
		return &sheet.RefusedError{Type: "cancel", Reason: "initiative is not an act to withdraw: the round starts with it"}
	}
	if data, err := MarshalCommand(p.Command); err == nil && sheet.HoldsDice(data) {
		return &sheet.RefusedError{Type: "cancel", Reason: "the dice are rolled; the result stands"}
	}
	return nil
}

// Cancel withdraws the pending command, where CanCancel allows it.
func (s *Session) Cancel() error {
	if err := s.CanCancel(); err != nil {
		return err
	}
	return s.Journal.Cancel()
}
