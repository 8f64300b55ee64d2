package combat

// Spent keeps combat states no one reads any more, so the next Apply
// copies its state into their memory instead of fresh memory: a player of
// many commands that drops each state as it moves on (a simulated fight)
// then allocates almost nothing per command. The zero value is ready; a
// nil *Spent keeps nothing. It is for one goroutine.
type Spent struct{ free []*Combat }

// maxSpent bounds what a Spent holds: a fight needs one or two at a time.
const maxSpent = 4

// Give hands back a state that nothing will read again: not the caller,
// not any state, result or listing made from it. A state whose memory may
// still be read must never be given.
func (s *Spent) Give(c *Combat) {
	if s != nil && c != nil && len(s.free) < maxSpent {
		s.free = append(s.free, c)
	}
}

// clone is c.Clone(), in a spent state's memory when one is kept.
func (s *Spent) clone(c *Combat) *Combat {
	if s == nil || len(s.free) == 0 {
		return c.Clone()
	}
	out := s.free[len(s.free)-1]
	s.free = s.free[:len(s.free)-1]
	if out == c {
		panic("combat: a spent state was applied to")
	}
	return c.cloneInto(out)
}

// ApplyTrying is ApplySilently for a trial whose state the caller reads
// and then drops: the copy is made in the memory of a state given to
// spent (nil for none), and the caller gives the state back once read.
func ApplyTrying(c *Combat, cmd Command, spent *Spent) (Result, error) {
	return apply(c, cmd, true, nil, true, spent)
}
