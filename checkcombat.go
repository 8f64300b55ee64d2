package main

import (
	"fmt"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/internal/words"
)

// checkCombat replays a file's saved combat, so check calls a file fine
// only when the app could resume it. The error names the entry, its type
// and why it was refused.
func checkCombat(doc *engine.Document) (string, error) {
	if doc.Combat == nil {
		return "", nil
	}
	_, _, _, err := engine.ReplayDocumentPending(doc)
	if err != nil {
		return "", fmt.Errorf("the saved combat does not replay: %w", err)
	}
	entries := words.Count(len(doc.Combat.Log), "log entry", "log entries")
	summary := ", a combat of " + entries + " that replays"
	if doc.Combat.Pending != nil {
		summary += " and a pending entry"
	}
	return summary, nil
}
