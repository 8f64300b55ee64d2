package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// command is one way to call unhexboard: a paragraph of the usage text,
// and what runs it.
type command struct {
	// name is the words that pick the command ("query", "campaign show");
	// "" is the window, which a bare path (or no argument) opens.
	name string
	// aliases pick the command too, without a line of the usage text.
	aliases []string
	// args is the synopsis of the arguments; a newline continues it on
	// the next line of the usage text.
	args string
	// about says what the command does; its lines break where written.
	about string
	// run runs the command with the arguments after its name.
	run func(args []string, stdout io.Writer, about About) error
}

// commands is the command line: every command, in the order the usage
// text lists them. README.md's list of commands is checked against it.
var commands = []command{
	{name: "", args: "[--play] [--player-view] [MAP.unhex | CAMPAIGN.unhexcampaign]", run: openWindow, about: `
open the app (with the bundled nightclub map when no file is given;
a campaign opens with the map its party is on, or its first map);
--play starts in Play mode, --player-view opens the player view too`},
	{name: "--version", aliases: []string{"-version", "version"}, run: printVersion, about: `
print the version`},
	{name: "query", args: "MAP.unhex --from AREA [--weapon 2h-ranged] [--to AREA] [--rules RULES]", run: query, about: `
print range, line of sight, cover and moves from AREA to every area
as JSON (on a zones map the band instead of cover); with --to,
explain the verdict for one pair instead; --rules asks under an Unhex
edition or a zones profile instead of the map's own`},
	{name: "check", args: "MAP.unhex [--strict]", run: check, about: `
validate the map and list warnings, and replay a saved combat (an
entry that does not replay makes the file bad); --strict exits 1 on
warnings`},
	{name: "export", args: `MAP.unhex -o OUT.png|OUT.pdf|OUT.svg [--paper letter|a4|fit]
[--landscape|--portrait] [--legend] [--margin INCHES] [--gm] [--dpi N]
[--transparent] [--area-height INCHES] [--max-memory MB]`, run: export, about: `
print the map on one page (Letter; portrait, or landscape where
the map fits it better); the file's extension picks the format:
PNG is pixels (--dpi, 300 by default), PDF and SVG are lines and
real text at any size; --gm prints the hidden areas, links,
objectives and hazards too; a background image is printed when
the map says so; every area is fitted on the page, and a note
says when the page is not to scale or not legible (names under 6
points), with the sizes it prints at; --area-height (PDF only,
0.25 to 4) prints at table scale instead: every area box at least
that many inches tall, the map cut into numbered overlapping pages
after an overview page; --max-memory stops the export past that
size`},
	// The same command: export's -o picks the drawing.
	{name: "export", args: "MAP.unhex -o OUT.excalidraw [--gm] [--tokens]", run: export, about: `
draw the map as an excalidraw drawing (areas as boxes, links as
arrows bound to them, ticks, X and doors); --tokens adds the
characters where they stand, as labelled circles`},
	{name: "import", args: "DRAWING.excalidraw -o MAP.unhex [--force]", run: importDrawing, about: `
read a hand-drawn excalidraw map (named boxes or bare names, lines,
dashed lines, tick strokes, X, door boxes, arrowheads) and print
what became what and what was not used; --force overwrites MAP`},
	{name: "replay", args: "FILE.unhex [--json]", run: replay, about: `
replay the file's combat log: print each entry's narration, then the
final state (or, with --json, the final state as JSON); an illegal
entry stops the replay, names the entry and exits 1`},
	{name: "sheets", args: "[MAP.unhex] -o OUT.pdf [--paper letter|a4] [--blank N] [--gm]", run: sheets, about: `
print character sheets, one page each: MAP's characters (those
hidden from the players only with --gm), then N empty sheets
(at most 200); MAP may be left out when --blank is given`},
	{name: "cards", args: "[MAP.unhex] -o OUT.pdf [--paper letter|a4] [--rules EDITION]", run: cards, about: `
print the action cards (one per act and reaction, nine to a page,
with cut marks) as a PDF; given MAP, the deck of its edition with
the cards of its house rules`},
	{name: "simulate", args: "MAP.unhex [--runs N] [--seed S] [--json]", run: simulate, about: `
play the file's fight N times (1000 by default, 1 to 1000000) with
the tactics on every side and seeded dice, from its saved combat or
from round 1, and print the PCs' win rate with a 95% interval, the
rounds, each character's fate and the PCs' permanent wounds; a
fight still going after round 50 is a draw; a five-character fight
plays about 1,500 fights a second on two cores (1000000 take about
11 minutes), bigger fights fewer; a terminal shows the progress`},
	{name: "table", args: "MAP.unhex [--listen HOST:PORT] [--admit-all] [--seed S]", run: serveTable, about: `
serve the map's online table to browsers without the window (for a
GM trying the page alone, and for tests): the first line printed is
the join link alone (http://, the address, and a new secret token),
then what happens at the table; it serves until stopped (Ctrl+C);
--listen is 127.0.0.1:8080 by default; guests wait in the lobby until
admitted at the terminal (guests, admit N [CHARACTER], remove N), or
with --admit-all each comes in at once with the next free player
character; the NPCs and every character no one plays are played by
the tactics, so one person can play a fight through (docs/table.md)`},
	{name: "campaign check", args: "CAMPAIGN.unhexcampaign", run: campaignCheck, about: `
validate a campaign: its sheets, and every map it names resolves
(relative to the campaign file) and loads; exit 1 names the first
problem`},
	{name: "campaign show", args: "CAMPAIGN.unhexcampaign [--json]", run: campaignShow, about: `
print the party, the maps (and whether each loads), the NPC
groups and the sessions with their goals, fights and advancement`},
	{name: "campaign party", args: "CAMPAIGN.unhexcampaign -o PARTY.json [--force]", run: campaignParty, about: `
write the party's sheets as a JSON list (the shape of a map's
"characters"); --force overwrites PARTY.json
(CAMPAIGN may be "heist", the bundled example, from any folder)`},
}

// helpWords print the usage text.
var helpWords = []string{"help", "-h", "-help", "--help"}

const (
	usageHead = "Unhex Board: run tactical combat on Unhex point-to-point maps.\n\nUsage:\n"
	usageFoot = "\nAREA is an area id or name. Exit codes: 0 fine, 1 bad file, 2 bad usage.\n"
	indent    = "        "
)

// usage is the usage text, built from the commands.
func usage() string {
	var b strings.Builder
	b.WriteString(usageHead)
	for _, c := range commands {
		writeParagraph(&b, c)
	}
	b.WriteString(usageFoot)
	return b.String()
}

// usageOf is the usage text of one command (both forms of export), for
// `unhexboard COMMAND --help`.
func usageOf(name string) string {
	var b strings.Builder
	b.WriteString("Usage:\n")
	for _, c := range commands {
		if c.name == name {
			writeParagraph(&b, c)
		}
	}
	return b.String()
}

// writeParagraph writes a command's paragraph of the usage text.
func writeParagraph(b *strings.Builder, c command) {
	synopsis, more, _ := strings.Cut(c.args, "\n")
	fmt.Fprintf(b, "  %s\n", strings.Join(nonEmpty("unhexboard", c.name, synopsis), " "))
	for _, l := range lines(more + "\n" + strings.TrimPrefix(c.about, "\n")) {
		fmt.Fprintf(b, "%s%s\n", indent, l)
	}
}

func nonEmpty(words ...string) []string {
	return slices.DeleteFunc(words, func(w string) bool { return w == "" })
}

func lines(s string) []string {
	return slices.DeleteFunc(strings.Split(s, "\n"), func(l string) bool { return l == "" })
}

// pick finds the command the arguments name, and the arguments left for
// it. A bare path, no argument, or one of the window's own flags first
// opens the window.
func pick(args []string) (command, []string, error) {
	if len(args) == 0 {
		return window(), nil, nil
	}
	first := args[0]
	if slices.Contains(helpWords, first) {
		return command{run: printUsage}, args[1:], nil
	}
	for _, c := range commands {
		if c.name != "" && !strings.Contains(c.name, " ") && (c.name == first || slices.Contains(c.aliases, first)) {
			return c, args[1:], nil
		}
	}
	if subs := subcommands(first); len(subs) > 0 {
		if len(args) == 1 {
			return command{}, nil, usageError{fmt.Sprintf("%s needs a subcommand: %s", first, orList(subs))}
		}
		for _, c := range commands {
			if c.name == first+" "+args[1] {
				return c, args[2:], nil
			}
		}
		return command{}, nil, usageError{fmt.Sprintf("unknown %s subcommand %q (%s)", first, args[1], orList(subs))}
	}
	if isWindowFlag(first) {
		return window(), args, nil
	}
	if strings.HasPrefix(first, "-") || len(args) > 1 {
		return command{}, nil, usageError{fmt.Sprintf("unknown command or flag %q", first)}
	}
	return window(), args, nil
}

// window is the command without a name: the window.
func window() command {
	return commands[slices.IndexFunc(commands, func(c command) bool { return c.name == "" })]
}

// subcommands are the second words of the commands whose first is group.
func subcommands(group string) []string {
	var subs []string
	for _, c := range commands {
		if sub, ok := strings.CutPrefix(c.name, group+" "); ok {
			subs = append(subs, sub)
		}
	}
	return subs
}

// orList joins words as a person lists choices: "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func printUsage(_ []string, stdout io.Writer, _ About) error {
	fmt.Fprint(stdout, usage())
	return nil
}
