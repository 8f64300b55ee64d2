package sheet

import (
	"strings"
	"testing"
)

// Every call has a default and a reading for files written before it,
// both among its own answers; With sets only known answers.
func TestCalls_EachHasItsAnswersADefaultAndTheOldReading(t *testing.T) {
	for _, s := range CallCatalogue {
		if len(s.Options) < 2 {
			t.Errorf("%s offers %d answers", s.ID, len(s.Options))
		}
		if s.check(s.Default) != nil || s.check(s.Before) != nil {
			t.Errorf("%s: the default %q or the old reading %q is not an answer", s.ID, s.Default, s.Before)
		}
		for _, o := range s.Options {
			c, err := Calls{}.With(s.ID, o.Value)
			if err != nil || c.Value(s.ID) != o.Value || !c.Set() {
				t.Errorf("%s=%s: %v %+v", s.ID, o.Value, err, c)
			}
		}
		if _, err := (Calls{}).With(s.ID, "whatever"); err == nil || !strings.Contains(err.Error(), "known: ") {
			t.Errorf("%s takes an unknown answer: %v", s.ID, err)
		}
	}
	if _, err := (Calls{}).With("coinFlip", "heads"); err == nil {
		t.Errorf("an unknown call is set")
	}
	if DefaultCalls().Value(CallFinishingBlow) != FinishingBlowAsk || (Calls{}).Value(CallFinishingBlow) != FinishingBlowAllow {
		t.Errorf("a new map asks the GM about finishing blows; an old file allowed them")
	}
}
