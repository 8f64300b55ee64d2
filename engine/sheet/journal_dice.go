package sheet

// RollDice answers a pending dice decision with the app's dice from src.
// It returns the dice it answered with, for telling the table.
func (j *Journal[S, C, R, K]) RollDice(src *DiceSource) (Roll, R, error) {
	return j.AnswerDice(src.Roll())
}

// AnswerDice answers a pending dice decision with thrown dice, app-rolled
// or typed, on one path: a re-roll keeps the die it does not throw.
func (j *Journal[S, C, R, K]) AnswerDice(thrown Roll) (Roll, R, error) {
	if j.pending == nil || j.pending.Decision.Dice == nil {
		var none R
		return Roll{}, none, &RefusedError{Type: "roll", Reason: "no dice are asked for"}
	}
	r := j.pending.Decision.Dice.Answer(thrown)
	res, err := j.Answer(r)
	return r, res, err
}
