package enginetest

import (
	"regexp"
	"strings"
)

// The faults of wording a line shown to a person must not have: the
// log's narration, a prompt, an option, a suggestion's reason, a label.
var wordingFaults = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a location's id instead of its name", regexp.MustCompile(`\b(left|right)-(arm|leg)\b`)},
	{"an item kind's id instead of its name", regexp.MustCompile(`\b(melee|ranged)-[12]h\b`)},
	{`a plural left open with "(s)"`, regexp.MustCompile(`\w\((s|es)\)`)},
	{"one of a plural noun", regexp.MustCompile(`(^|[^\d.,/])1 (more |team |shortest |cover |X |\\ |filled |permanent |other )*` +
		`(enemies|allies|targets|actions|moves|Moves|marks|boxes|locations|wounds|items|rounds|turns|teammates|slots|paths|areas|links|characters|fights|pages|PCs|NPCs)\b`)},
	{`"both hand" without its s`, regexp.MustCompile(`\bboth hand\b`)},
	{"a mark written as an escape", regexp.MustCompile(`\\ x\d|\\\d|\\n`)},
	{"a line break inside one line", regexp.MustCompile("\n")},
	{"two verbs in a row", regexp.MustCompile(`\btakes destroys\b`)},
}

// WordingFaults lists what breaks the one style of the app's words in a
// line shown to a person: ids where names belong (left-leg, melee-2h), a
// plural left open ("Move(s)") or not agreeing with its number ("1
// enemies", "in both hand"), a mark that reads as an escape ("(\ x6)"),
// and a phrase said twice around a colon ("the GM ends the combat: the GM
// ends the combat"). Nil when the line is fine.
func WordingFaults(line string) []string {
	var out []string
	for _, f := range wordingFaults {
		if f.re.MatchString(line) {
			out = append(out, f.what+": "+f.re.FindString(line))
		}
	}
	if d := doubled(line); d != "" {
		out = append(out, "a phrase said twice: "+d)
	}
	return out
}

// doubled finds a phrase of two words or more said on both sides of a
// colon: "X: X".
func doubled(line string) string {
	for i := strings.Index(line, ": "); i >= 0; {
		after := line[i+2:]
		if end := strings.IndexAny(after, ";,()"); end >= 0 {
			after = after[:end]
		}
		after = strings.TrimSpace(after)
		if strings.Count(after, " ") >= 1 && strings.HasSuffix(strings.ToLower(line[:i]), strings.ToLower(after)) {
			return after
		}
		next := strings.Index(line[i+2:], ": ")
		if next < 0 {
			break
		}
		i += 2 + next
	}
	return ""
}
