package campaign

import (
	"strings"
	"testing"
)

// Ending a session has one rule, which the Campaign tab reads to disable
// its button and to say why: the party must be home, and there must be a
// party. EndSession refuses by the same rule.
func TestCanEndSession_IsTheRuleEndSessionRefusesBy(t *testing.T) {
	path := newTable(t)
	c, _ := Load(path)
	if err := CanEndSession(c); err != nil {
		t.Fatalf("a party at home: %v", err)
	}
	_, away, err := Bring(c, "nightclub.unhex", loadMap(t, path, "nightclub.unhex"), "Bar")
	if err != nil {
		t.Fatal(err)
	}
	empty := New("empty")
	for _, k := range []struct {
		rule string
		c    *Campaign
		says string
	}{
		{"the party is away", away, `the party is still on nightclub.unhex`},
		{"there is no party", empty, "the party is empty"},
	} {
		check := CanEndSession(k.c)
		_, refused := EndSession(k.c, End{Goal: "g"})
		if check == nil || refused == nil || check.Error() != refused.Error() || !strings.Contains(check.Error(), k.says) {
			t.Errorf("%s: check %v, EndSession %v", k.rule, check, refused)
		}
	}
}
