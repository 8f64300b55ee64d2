package sheet

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Offers reports whether the edition's book has the ability: 2020-09-06
// has no Speed and no two-hand Intercept stop, and only it has the grapple
// and the second Stealth ability. The catalogue entry says which printings
// have it (From, Through), so the list lives in one place.
func (e Edition) Offers(a *Ability) bool {
	e = e.Or()
	return (a.From == "" || !e.before(a.From)) && (a.Through == "" || !a.Through.before(e))
}

// Abilities lists the catalogue entries of the edition, in the book's order:
// what a character form offers and an ability pick lists.
func (e Edition) Abilities() []Ability {
	var out []Ability
	for i := range Abilities {
		if e.Offers(&Abilities[i]) {
			out = append(out, Abilities[i])
		}
	}
	return out
}

// checkAbility refuses an id that is not in the catalogue or not in the
// edition's book.
func (e Edition) checkAbility(id AbilityID) (*Ability, error) {
	a := LookupAbility(id)
	switch {
	case a == nil:
		return nil, fmt.Errorf("%s is not an ability of the catalogue", quote.Q(id))
	case !e.Offers(a):
		return nil, fmt.Errorf("%s is not an ability of the %s rules", quote.Q(id), e.Or())
	}
	return a, nil
}

// UnarmedLegs is how many working legs an unarmed attack needs when no hand
// is free: one foot is enough in 2020-09-06, the later texts ask for two
// legs.
func (e Edition) UnarmedLegs() int {
	if e.Or() == Edition0906 {
		return 1
	}
	return 2
}

func (e Edition) unarmedLegsWords() string {
	if e.UnarmedLegs() == 1 {
		return "a working leg (a foot)"
	}
	return "two working legs"
}

// RallyFailureLowersTeam: in 2020-09-06 a Rally's critical failure lowers
// the level of everyone on the leader's team by the number on one die; the
// later texts make it an ordinary failure.
func (e Edition) RallyFailureLowersTeam() bool { return e.Or() == Edition0906 }
