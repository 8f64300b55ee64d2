package battlemap_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

func TestTokenBand_TwoEngagedTokensInOneZoneAreAtTheEngagedBand(t *testing.T) {
	fl, _ := battlemap.ProfileByID(battlemap.ProfileForbiddenLands)
	fate, _ := battlemap.ProfileByID(battlemap.ProfileFate)
	for _, tc := range []struct {
		p       *battlemap.Profile
		links   int
		engaged bool
		want    string
	}{
		{fl, 0, true, "Arm's length"},
		{fl, 0, false, "Near"},
		{fl, 1, true, "Short"}, // engaged is in one zone only
		{fate, 0, true, "same zone"},
	} {
		if got := tc.p.TokenBand(tc.links, tc.engaged); got != tc.want {
			t.Errorf("%s at %d links, engaged %v: %q, want %q", tc.p.ID, tc.links, tc.engaged, got, tc.want)
		}
	}
}
