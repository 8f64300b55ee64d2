package combat

import (
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestInitiative_ThePromptNamesThePluralWinnerInGoodGrammar(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "PCs", sheet.PC, 50, "bar", nil), person("b", "thugs", sheet.NPC, 50, "kitchen", nil))
	if _, err := s.Submit(&Initiative{}); err != nil {
		t.Fatal(err)
	}
	for _, dice := range []string{"34", "81"} {
		r, err := sheet.ParseRoll(dice)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.AnswerDice(r); err != nil {
			t.Fatal(err)
		}
	}
	p := s.Pending()
	if p == nil || p.Decision.Field != "order" {
		t.Fatalf("the winner is asked for the order: %+v", p)
	}
	if got := p.Decision.Prompt; strings.Contains(got, "PCs wins") || !strings.Contains(got, "Initiative goes to PCs") {
		t.Errorf("the prompt reads %q", got)
	}
}

func TestSession_AnInitiativeRollCannotBeWithdrawn(t *testing.T) {
	m := clubMapFor(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "bar", nil, knife1H), person("b", "thugs", sheet.NPC, 50, "bar", nil))
	if _, err := s.Submit(&Initiative{}); err != nil {
		t.Fatal(err)
	}
	if err := s.CanCancel(); err == nil || !strings.Contains(err.Error(), "initiative") {
		t.Errorf("CanCancel on an initiative roll: %v", err)
	}
	if err := s.Cancel(); err == nil || s.Pending() == nil {
		t.Error("Cancel withdrew an initiative roll")
	}
}
