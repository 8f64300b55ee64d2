package combat

import "github.com/unhexboard/unhexboard/engine/sheet"

// CanCancel says whether the pending command may be withdrawn, and why
// not. Initiative is not an act to take back: the round starts with it.
// Nor is any command whose dice are rolled.
func (s *Session) CanCancel() error {
	if p := s.Pending(); p != nil {
		if _, ok := p.Command.(*Initiative); ok {
			return &sheet.RefusedError{Type: "cancel", Reason: "initiative is not an act to withdraw: the round starts with it"}
		}
	}
	return s.Journal.CanCancel()
}

// Cancel withdraws the pending command, where CanCancel allows it.
func (s *Session) Cancel() error {
	if err := s.CanCancel(); err != nil {
		return err
	}
	return s.Journal.Cancel()
}
