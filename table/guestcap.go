package table

// MaxGuests is the most guests the table holds at once, seated or
// waiting in the lobby. Each knock without a key is a new guest, so
// without a cap one client could fill the server's memory; past it the
// next knock is refused plainly ("the table is full").
const MaxGuests = 32

// full is the refusal of a knock past MaxGuests.
const full = "the table is full"

// roomForOne tells whether one more guest fits; when the table is full,
// it makes room by forgetting the guest who has waited longest in the
// lobby with no page open (a knock that went away), never a seated one.
// s.mu is held.
func (s *Server) roomForOne() bool {
	if len(s.guests) < MaxGuests {
		return true
	}
	for i, g := range s.guests {
		if !g.Admitted && g.client == nil {
			s.guests = append(s.guests[:i:i], s.guests[i+1:]...)
			return true
		}
	}
	return false
}
