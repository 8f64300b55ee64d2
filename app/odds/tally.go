package odds

import "github.com/unhexboard/unhexboard/engine/tactics"

// tally is what the Odds strip shows of a report: how many fights were
// played and how many the PCs won.
type tally struct {
	Fights, PCWins int
}

func tallyOf(r *tactics.Report) tally { return tally{Fights: r.Runs, PCWins: r.PCWins} }

// Rate is the PCs' share of the fights and its 95% interval, as the
// report gives them.
func (t tally) Rate() (rate, low, high float64) {
	if t.Fights == 0 {
		return 0, 0, 1
	}
	low, high = tactics.Wilson(t.PCWins, t.Fights)
	return float64(t.PCWins) / float64(t.Fights), low, high
}
