package sheet

// Span is how long a lasting rule runs: one team's turn or a whole round.
// The rules and the words that explain them both read it, so a card never
// says "round" where the edition plays a turn.
type Span string

const (
	SpanTurn  Span = "turn"
	SpanRound Span = "round"
)

// AllOutDefendSpan: 2020-09-06 declares All-Out Defend before any action of
// a turn and keeps it for that turn; the later texts for a round.
func (e Edition) AllOutDefendSpan() Span {
	if e.Or() == Edition0906 {
		return SpanTurn
	}
	return SpanRound
}

// AoEDurationSpan: 2020-09-06 counts lasting AoE effects in full turns (0
// ends with the current turn); the later texts in full rounds.
func (e Edition) AoEDurationSpan() Span {
	if e.Or() == Edition0906 {
		return SpanTurn
	}
	return SpanRound
}
