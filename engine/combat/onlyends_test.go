package combat

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// OffersBeyondEnds may let a player pass over a character without
// listing them: in random combats, for every character it offers nothing
// beyond the surrender and the end of the turn (out of the fight), or
// item changes at most (out of actions, off their turn), the full
// listing, which checks every option, holds no other legal act. Every
// answer must be met.
func TestOffersBeyondEnds_NoOtherActIsLegalForThoseItPassesOver(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		s := sessionWithRules(t, editionForSeed(seed), callsForSeed(seed), houseForSeed(seed), clubWithDoor(t), append(standardTeams(), blaster()))
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 11)), 120, func(s *Session, _ Command) {
			c := s.State()
			for i := range c.Roster.Characters {
				ch := &c.Roster.Characters[i]
				beyond := c.OffersBeyondEnds(ch)
				var but ActKind // what may be legal beyond the ends
				switch beyond {
				case BeyondMore:
					seen["more"]++
					continue
				case BeyondItems:
					seen["item changes at most"]++
					but = ActManageItems
				case BeyondNothing:
					seen["nothing"]++
				}
				if fights(ch) == (beyond == BeyondNothing) {
					t.Fatalf("%s: fighting %v, yet offered %d beyond the ends", ch.ID, fights(ch), beyond)
				}
				for _, o := range c.LegalActions(ch.ID) {
					if o.Legal && o.Kind != ActSurrender && o.Kind != ActEndTurn && o.Kind != but {
						t.Fatalf("seed %d, after %d entries: %s is offered %d beyond the ends, yet %q is legal",
							seed, len(s.Log()), ch.ID, beyond, o.Label)
					}
				}
			}
		})
	}
	for _, k := range []string{"more", "item changes at most", "nothing"} {
		if seen[k] == 0 {
			t.Errorf("never met %q: %v", k, seen)
		}
	}
	t.Logf("%v", seen)
}

// EndOfTurn is the end of the turn a listing without words offers: in
// random combats, for every character, the option AllowedActs ends with
// (the same command), or false when it offers none.
func TestEndOfTurn_IsTheListingsOwnEndOfTurn(t *testing.T) {
	offered, refused := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := sessionWithRules(t, editionForSeed(seed), callsForSeed(seed), houseForSeed(seed), clubWithDoor(t), append(standardTeams(), blaster()))
		randomPlay(t, s, rand.New(rand.NewPCG(seed, 13)), 80, func(s *Session, _ Command) {
			c := s.State()
			for i := range c.Roster.Characters {
				ch := &c.Roster.Characters[i]
				var listed *ActOption
				for _, o := range c.AllowedActs(ch.ID) {
					if o.Kind == ActEndTurn {
						listed = &o
					}
				}
				o, ok := c.EndOfTurn(ch)
				switch {
				case ok != (listed != nil):
					t.Fatalf("seed %d: %s: EndOfTurn says %v, the listing offers %v", seed, ch.ID, ok, listed)
				case !ok:
					refused++
				case !reflect.DeepEqual(o.Command, listed.Command) || o.Kind != listed.Kind || !o.Legal:
					t.Fatalf("seed %d: %s: EndOfTurn gives %+v, the listing %+v", seed, ch.ID, o, *listed)
				default:
					offered++
				}
			}
		})
	}
	if offered == 0 || refused == 0 {
		t.Errorf("offered %d, refused %d: both must be met", offered, refused)
	}
}
