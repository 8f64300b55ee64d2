package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// replay replays a file's combat log and prints the narration and the
// final state, or the state as JSON with --json.
func replay(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the final state as JSON")
	path, doc, err := loadOneMap(fs, args)
	if err != nil {
		return err
	}
	if err := doc.Map.UnhexCombat(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if doc.Combat == nil {
		return fmt.Errorf("%s: the file has no combat to replay", path)
	}
	c, lines, pending, rerr := engine.ReplayDocumentPending(doc)
	if c == nil {
		return fmt.Errorf("%s: %w", path, rerr)
	}
	if *asJSON {
		if rerr != nil {
			return fmt.Errorf("%s: %w", path, rerr)
		}
		v := c.View()
		v.Pending = pending
		v.Log = lines
		data, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", data)
		return err
	}
	fmt.Fprintf(stdout, "Rules: %s\n", doc.Rules.Label())
	if calls := callsLine(doc); calls != "" {
		fmt.Fprintln(stdout, calls)
	}
	if doc.HouseRules.On() {
		fmt.Fprintf(stdout, "House rules: %s\n", doc.HouseRules.Label())
	}
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	if rerr != nil {
		return fmt.Errorf("%s: replay stopped: %w", path, rerr)
	}
	printState(stdout, c, pending)
	return nil
}

func printState(w io.Writer, c *combat.Combat, pending *sheet.Decision) {
	v := c.View()
	fmt.Fprintf(w, "\nRound %d, %s", v.Round, v.Phase.Name())
	if v.Acting != "" {
		fmt.Fprintf(w, ", %s acting", v.Acting)
	}
	if v.EndReason != "" {
		fmt.Fprintf(w, " (%s)", v.EndReason)
	}
	fmt.Fprintln(w)
	for _, ch := range v.Characters {
		fmt.Fprintf(w, "%s [%s, %s] level %d/%d, %s, in %s, %s left", ch.Name, ch.Team, ch.Kind, ch.Level, ch.MaxLevel, ch.Status, areaOr(c, ch.Area), words.Count(ch.Actions, "action"))
		if ch.LoseNext > 0 {
			fmt.Fprintf(w, ", loses %d next round", ch.LoseNext)
		}
		if ch.Held {
			fmt.Fprint(w, ", holds an action (Delay)")
		}
		if ch.Recovered {
			fmt.Fprint(w, ", recovered")
		}
		fmt.Fprintln(w)
		var marks []string
		for _, l := range sheet.Locations {
			m := ch.Body.At(l)
			if m.Total() > 0 {
				marks = append(marks, fmt.Sprintf("%s %d/%d (%s)", l.Name(), m.Total(), l.Boxes(), m.Text()))
			}
		}
		if len(marks) == 0 {
			marks = []string{"none"}
		}
		fmt.Fprintf(w, "  marks: %s\n", strings.Join(marks, ", "))
		var items []string
		for _, it := range ch.Items {
			s := it.Name
			if s == "" {
				s = string(it.ID)
			}
			switch {
			case it.Destroyed:
				s += " (destroyed)"
			case it.Dropped:
				s += " (dropped)"
			case it.Held != sheet.NoHand:
				s += " (" + it.Held.Name() + ")"
			}
			items = append(items, s)
		}
		if len(items) == 0 {
			items = []string{"none"}
		}
		fmt.Fprintf(w, "  items: %s\n", strings.Join(items, ", "))
	}
	for _, e := range v.Effects {
		left := words.Count(e.RoundsLeft, "round")
		if e.InTurns {
			left = words.Count(e.TurnsLeft, "team turn")
		}
		fmt.Fprintf(w, "effect: %s on %s, %s left after this one\n", e.Kind, areaOr(c, e.Area), left)
	}
	if v.Window != nil {
		fmt.Fprintf(w, "waiting: %s %s waits for reactions and a resolve\n", combat.Possessive(c.Label(v.Window.Actor)), v.Window.Kind)
	}
	if pending != nil {
		who := "the GM"
		if pending.Decider.Role == sheet.RolePlayer {
			who = c.Label(pending.Decider.Character) + "'s player"
		}
		fmt.Fprintf(w, "pending decision for %s: %s (%s)\n", who, pending.Prompt, pending.Field)
	}
}

// areaOr is an area as the GM named it, or "no area".
func areaOr(c *combat.Combat, a battlemap.AreaID) string {
	if a == "" {
		return "no area"
	}
	if ar := c.Map().Area(a); ar != nil && ar.Name != "" {
		return ar.Name
	}
	return string(a)
}
