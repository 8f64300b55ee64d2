package excalidraw

import (
	"fmt"
	"sort"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Report says what the import made of every element of the drawing: each
// one is in Used (what it became) or in Ignored (why not), never in both
// and never in neither. Notes are guesses about the whole drawing.
type Report struct {
	Used    []Entry
	Ignored []Entry
	Notes   []string
	// Counts of what the map got, for the summary line.
	Areas, Links, Ticks, Blocked, Doors, OneWay, Objectives, AreaNotes int
	// A zones map's: its rules (the profile id; empty for Unhex), its
	// obscured borders and its zones' traits.
	Rules            string
	Obscured, Traits int
}

// Entry is one element of the drawing and what became of it.
type Entry struct {
	Index   int    // position in the drawing's element list, from 0
	Element string // the element's id
	Type    string // rectangle, text, line, ...
	What    string // what it became, or why it was not used
}

func (e Entry) String() string {
	return fmt.Sprintf("%s %s: %s", e.Type, quote.Q(clipID(e.Element)), e.What)
}

// Summary is one line: how many elements made how much of a map.
func (r *Report) Summary() string {
	parts := []string{words.Count(r.Areas, "area"), words.Count(r.Links, "link")}
	for _, c := range []struct {
		n    int
		word string
	}{{r.Ticks, "cover tick"}, {r.Blocked, "blocked link"}, {r.Obscured, "obscured border"}, {r.OneWay, "one-way link"}, {r.Doors, "door"}, {r.Objectives, "objective"}, {r.AreaNotes, "note"}, {r.Traits, "trait"}} {
		if c.n > 0 {
			parts = append(parts, words.Count(c.n, c.word))
		}
	}
	if r.Rules != "" {
		parts = append(parts, "zones profile "+r.Rules)
	}
	return fmt.Sprintf("Read %s: %s; %d not used.", words.Count(len(r.Used)+len(r.Ignored), "element"), strings.Join(parts, ", "), len(r.Ignored))
}

// String is the whole report as the command line prints it and the app
// shows it.
func (r *Report) String() string {
	var b strings.Builder
	b.WriteString(r.Summary())
	b.WriteString("\n")
	section := func(title string, entries []Entry) {
		if len(entries) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n%s:\n", title)
		for _, e := range entries {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
	// What was left out first: that is what the GM has to check.
	section("Not used", r.Ignored)
	section("Used", r.Used)
	if len(r.Notes) > 0 {
		b.WriteString("\nNotes:\n")
		for _, n := range r.Notes {
			fmt.Fprintf(&b, "  %s\n", n)
		}
	}
	return b.String()
}

// reporter records each element once, and then in the drawing's order.
type reporter struct {
	els  []element
	seen []bool
	r    Report
}

func newReporter(els []element) *reporter {
	return &reporter{els: els, seen: make([]bool, len(els))}
}

func (p *reporter) entry(i int, what string) Entry {
	return Entry{Index: i, Element: p.els[i].ID, Type: p.els[i].Type, What: what}
}

// use records what element i became; a second word on the same element is
// dropped, so each element is listed once.
func (p *reporter) use(i int, format string, args ...any) {
	if p.seen[i] {
		return
	}
	p.seen[i] = true
	p.r.Used = append(p.r.Used, p.entry(i, fmt.Sprintf(format, args...)))
}

// ignore records why element i was not used.
func (p *reporter) ignore(i int, format string, args ...any) {
	if p.seen[i] {
		return
	}
	p.seen[i] = true
	p.r.Ignored = append(p.r.Ignored, p.entry(i, fmt.Sprintf(format, args...)))
}

func (p *reporter) note(format string, args ...any) {
	p.r.Notes = append(p.r.Notes, fmt.Sprintf(format, args...))
}

// finish lists anything no step accounted for (there should be nothing:
// it is the safety net that keeps the promise that nothing is dropped
// silently) and sorts both lists into the drawing's order.
func (p *reporter) finish() Report {
	for i, ok := range p.seen {
		if !ok {
			p.ignore(i, "not read (no rule of the import covers it)")
		}
	}
	byIndex := func(es []Entry) { sort.SliceStable(es, func(a, b int) bool { return es[a].Index < es[b].Index }) }
	byIndex(p.r.Used)
	byIndex(p.r.Ignored)
	return p.r
}
