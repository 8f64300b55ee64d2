package odds

import (
	"fmt"
	"math"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/words"
)

// tallyWords is the strip's line for a tally: "PCs win 45% (41%–49%)".
func tallyWords(t tally) string {
	rate, low, high := t.Rate()
	return fmt.Sprintf("PCs win %s (%s–%s)", words.Percent(rate), words.Percent(low), words.Percent(high))
}

// shiftWords says how far the win rate moved from before to now, in
// whole points, and since what: "down 8 points since Cook moved to
// Kitchen".
func shiftWords(before, now tally, since string) string {
	b, _, _ := before.Rate()
	n, _, _ := now.Rate()
	pts := int(math.Round(100 * (n - b)))
	switch {
	case pts > 0:
		return fmt.Sprintf("up %s since %s", words.Count(pts, "point"), since)
	case pts < 0:
		return fmt.Sprintf("down %s since %s", words.Count(-pts, "point"), since)
	}
	return "about the same since " + since
}

// sinceWords names what changed between two states of the fight, in the
// words the app already has for each change: for the characters, who
// joined or left the roster, who was placed, moved or taken off the board
// and where, and what the sheet's own comparison (sheet.Diff) says of a
// sheet; for anything else (the map, the rules), the window's undo
// history's name of the step ("“Open door”", "undoing “Open door”").
// Several changes are named by the first and counted.
func sinceWords(before, after *engine.Document, step string, undone bool) string {
	var said []string
	old := map[sheet.CharacterID]*sheet.Character{}
	for i := range before.Characters {
		old[before.Characters[i].ID] = &before.Characters[i]
	}
	now := map[sheet.CharacterID]bool{}
	for i := range after.Characters {
		c := &after.Characters[i]
		now[c.ID] = true
		was, ok := old[c.ID]
		switch {
		case !ok:
			said = append(said, c.Label()+" joined the roster")
			continue
		case was.Area != c.Area && c.Area == "":
			said = append(said, c.Label()+" left the board")
		case was.Area != c.Area && was.Area == "":
			said = append(said, c.Label()+" was placed in "+uikit.AreaName(&after.Map, c.Area))
		case was.Area != c.Area:
			said = append(said, c.Label()+" moved to "+uikit.AreaName(&after.Map, c.Area))
		}
		if d := sheet.Diff(*was, *c); !d.None() {
			said = append(said, c.Label()+": "+d.Lines()[0])
		}
	}
	for i := range before.Characters {
		if c := &before.Characters[i]; !now[c.ID] {
			said = append(said, c.Label()+" left the roster")
		}
	}
	if len(said) == 0 {
		switch {
		case step == "":
			return "the last edit"
		case undone:
			return "undoing “" + step + "”"
		}
		return "“" + step + "”"
	}
	if len(said) == 1 {
		return said[0]
	}
	return said[0] + " and " + words.Count(len(said)-1, "other change")
}
