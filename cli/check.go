package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// check validates a map and lists its warnings, and replays its saved
// combat; --strict makes warnings fail.
func check(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	strict := fs.Bool("strict", false, "exit 1 when there are warnings")
	path, doc, err := loadOneMap(fs, args)
	if err != nil {
		return err
	}
	// The loader read the picture's header; check reads the picture.
	if err := battlemap.ReadBackground(doc.Map.Background); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	combatSummary, err := checkCombat(doc)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	// An earlier edition is named, as the saved combat was checked under it.
	rules := ""
	if z := doc.Map.Zones(); z != nil {
		rules = ", zones profile " + z.Name
	} else if doc.Rules.Or() != sheet.Latest {
		rules = ", rules " + doc.Rules.Label()
	}
	if calls := callsLine(doc); calls != "" {
		rules += ", " + calls // the combat was checked under them too
	}
	if doc.HouseRules.On() { // and the house rules
		rules += ", house rules " + doc.HouseRules.Label()
	}
	warnings := battlemap.Check(&doc.Map)
	if len(warnings) == 0 {
		fmt.Fprintf(stdout, "%s: fine (%s, %s%s%s)\n", path, words.Count(len(doc.Map.Areas), "area"), words.Count(len(doc.Map.Links), "link"), combatSummary, rules)
		return nil
	}
	if rules != "" {
		rules = " (" + strings.TrimPrefix(rules, ", ") + ")"
	}
	fmt.Fprintf(stdout, "%s: valid%s, with %s:\n", path, rules, words.Count(len(warnings), "warning"))
	for _, w := range warnings {
		fmt.Fprintf(stdout, "  warning: %s\n", w.Message)
	}
	if *strict {
		return exitCode(exitFile)
	}
	return nil
}

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
