// Command unhexboard is the Unhex Board desktop app and its command line.
//
//	unhexboard [MAP.unhex]                       open the app
//	unhexboard query MAP.unhex --from AREA ...   range, sight, cover, moves as JSON
//	unhexboard check MAP.unhex                   validate and lint a map, replay its combat
//	unhexboard replay FILE.unhex [--json]        replay a saved combat log
//	unhexboard simulate MAP.unhex [--runs N]     play the fight N times: the odds
//	unhexboard import DRAWING.excalidraw -o MAP.unhex   read a hand-drawn map
//	unhexboard campaign check|show|party CAMPAIGN.unhexcampaign   a campaign's party, maps and sessions
package main

import (
	_ "a.unhexboard.invalid/earlylocale" // first of all: a locale Fyne can parse
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/app"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/limits"
)

// Exit codes: 0 fine, 1 a bad file (or a failed check), 2 bad usage.
const (
	exitOK    = 0
	exitFile  = 1
	exitUsage = 2
)

const usage = `Unhex Board: run tactical combat on Unhex point-to-point maps.

Usage:
  unhexboard [--play] [--player-view] [MAP.unhex | CAMPAIGN.unhexcampaign]
        open the app (with the bundled nightclub map when no file is given;
        a campaign opens with the map its party is on, or its first map);
        --play starts in Play mode, --player-view opens the player view too
  unhexboard --version
        print the version
  unhexboard query MAP.unhex --from AREA [--weapon 2h-ranged] [--to AREA]
        print range, line of sight, cover and moves from AREA to every area
        as JSON; with --to, explain the verdict for one pair instead
  unhexboard check MAP.unhex [--strict]
        validate the map and list warnings, and replay a saved combat (an
        entry that does not replay makes the file bad); --strict exits 1 on
        warnings
  unhexboard export MAP.unhex -o OUT.png|OUT.pdf|OUT.svg [--paper letter|a4|fit]
        [--landscape] [--legend] [--margin INCHES] [--gm] [--dpi N]
        [--transparent] [--area-height INCHES] [--max-memory MB]
        print the map on one page (Letter, portrait by default); the
        file's extension picks the format: PNG is pixels (--dpi, 300 by
        default), PDF and SVG are lines and real text at any size;
        --gm keeps hidden areas, links and objectives on the page; a
        background image is printed when the map says so; every area is
        fitted on the page, and a note says when the page is not to scale
        or too crowded to read; --area-height (PDF only, 0.25 to 4)
        prints at table scale instead: every area box at least that many
        inches tall, the map cut into numbered overlapping pages after an
        overview page; --max-memory stops the export past that size
  unhexboard export MAP.unhex -o OUT.excalidraw [--gm] [--tokens]
        draw the map as an excalidraw drawing (areas as boxes, links as
        arrows bound to them, ticks, X and doors); --tokens adds the
        characters where they stand, as labelled circles
  unhexboard import DRAWING.excalidraw -o MAP.unhex [--force]
        read a hand-drawn excalidraw map (named boxes or bare names, lines,
        dashed lines, tick strokes, X, door boxes, arrowheads) and print
        what became what and what was not used; --force overwrites MAP
  unhexboard replay FILE.unhex [--json]
        replay the file's combat log: print each entry's narration, then the
        final state (or, with --json, the final state as JSON); an illegal
        entry stops the replay, names the entry and exits 1
  unhexboard sheets [MAP.unhex] -o OUT.pdf [--paper letter|a4] [--blank N] [--gm]
        print character sheets, one page each: MAP's characters (those
        hidden from the players only with --gm), then N empty sheets
        (at most 200); MAP may be left out when --blank is given
  unhexboard cards -o OUT.pdf [--paper letter|a4] [--rules EDITION]
        print the action cards (one per act and reaction, nine to a page,
        with cut marks) as a PDF
  unhexboard simulate MAP.unhex [--runs N] [--seed S] [--json]
        play the file's fight N times (1000 by default, 1 to 1000000) with
        the tactics on every side and seeded dice, from its saved combat or
        from round 1, and print the PCs' win rate with a 95% interval, the
        rounds, each character's fate and the PCs' permanent wounds; a
        fight still going after round 50 is a draw
  unhexboard campaign check CAMPAIGN.unhexcampaign
        validate a campaign: its sheets, and every map it names resolves
        (relative to the campaign file) and loads; exit 1 names the first
        problem
  unhexboard campaign show CAMPAIGN.unhexcampaign [--json]
        print the party, the maps (and whether each loads), the NPC
        groups and the sessions with their goals, fights and advancement
  unhexboard campaign party CAMPAIGN.unhexcampaign -o PARTY.json [--force]
        write the party's sheets as a JSON list (the shape of a map's
        "characters"); --force overwrites PARTY.json
        (CAMPAIGN may be "heist", the bundled example, from any folder)

AREA is an area id or name. Exit codes: 0 fine, 1 bad file, 2 bad usage.
`

func main() {
	attachConsole()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError marks a mistake in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		// The command line must never crash on any input: report instead.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "unhexboard: internal error: %v\n", r)
			code = exitFile
		}
	}()
	if len(args) > 0 {
		var err error
		switch args[0] {
		case "query":
			err = cmdQuery(args[1:], stdout)
		case "check":
			return cmdCheck(args[1:], stdout, stderr)
		case "export":
			err = cmdExport(args[1:], stdout)
		case "import":
			err = cmdImport(args[1:], stdout)
		case "replay":
			err = cmdReplay(args[1:], stdout)
		case "sheets":
			err = cmdSheets(args[1:], stdout)
		case "cards":
			err = cmdCards(args[1:], stdout)
		case "simulate":
			err = cmdSimulate(args[1:], stdout)
		case "campaign":
			err = cmdCampaign(args[1:], stdout)
		case "--version", "-version", "version":
			fmt.Fprintf(stdout, "Unhex Board %s\n", appField("Version"))
			return exitOK
		case "help", "-h", "-help", "--help":
			fmt.Fprint(stdout, usage)
			return exitOK
		case "--play", "-play", "--player-view", "-player-view":
			return openApp(args, stderr)
		default:
			if strings.HasPrefix(args[0], "-") || len(args) > 1 {
				err = usageError{fmt.Sprintf("unknown command or flag %q", args[0])}
				break
			}
			return openApp(args, stderr)
		}
		return report(err, stderr)
	}
	return openApp(nil, stderr)
}

func report(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "unhexboard: %v\n\n%s", err, usage)
		return exitUsage
	}
	fmt.Fprintf(stderr, "unhexboard: %v\n", err)
	return exitFile
}

// parseArgs parses flags that may come before or after the one MAP path.
func parseArgs(fs *flag.FlagSet, args []string) (string, error) {
	fs.SetOutput(io.Discard)
	var paths []string
	for {
		if err := fs.Parse(args); err != nil {
			return "", usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		paths = append(paths, args[0])
		args = args[1:]
	}
	if len(paths) != 1 {
		return "", usageError{fmt.Sprintf("%s needs exactly one MAP.unhex file, got %d", fs.Name(), len(paths))}
	}
	return paths[0], nil
}

func cmdQuery(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("query", flag.ContinueOnError)
	from := fs.String("from", "", "area id or name to query from")
	to := fs.String("to", "", "explain one pair: area id or name")
	weapon := fs.String("weapon", "", "2h-ranged to use the 2H ranged sight threshold")
	path, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *from == "" {
		return usageError{"query needs --from AREA"}
	}
	threshold := battlemap.SightThreshold
	switch strings.ToLower(*weapon) {
	case "":
	case "2h-ranged":
		threshold = battlemap.SightThreshold2HRanged
	default:
		return usageError{fmt.Sprintf("unknown --weapon %q (the only one that changes sight is 2h-ranged)", *weapon)}
	}
	doc, err := app.LoadMap(path)
	if err != nil {
		return err
	}
	var out any
	if *to != "" {
		out, err = explainPair(&doc.Map, *from, *to, threshold)
	} else {
		out, err = battlemap.Query(&doc.Map, *from, threshold)
	}
	if err != nil {
		return usageError{err.Error()}
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%s\n", data)
	return err
}

func explainPair(m *battlemap.Map, from, to string, threshold int) (*battlemap.Explanation, error) {
	src, err := m.ResolveArea(from)
	if err != nil {
		return nil, err
	}
	dst, err := m.ResolveArea(to)
	if err != nil {
		return nil, err
	}
	ter, err := battlemap.Compile(m, nil)
	if err != nil {
		return nil, err
	}
	return ter.Explain(src, dst, threshold)
}

func cmdCheck(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	strict := fs.Bool("strict", false, "exit 1 when there are warnings")
	path, err := parseArgs(fs, args)
	if err != nil {
		return report(err, stderr)
	}
	doc, err := app.LoadMap(path)
	if err != nil {
		return report(err, stderr)
	}
	combatSummary, err := checkCombat(doc)
	if err != nil {
		return report(fmt.Errorf("%s: %w", path, err), stderr)
	}
	// An earlier edition is named, as the saved combat was checked under it.
	rules := ""
	if doc.Rules.Or() != sheet.Latest {
		rules = ", rules " + doc.Rules.Label()
	}
	warnings := battlemap.Check(&doc.Map)
	if len(warnings) == 0 {
		fmt.Fprintf(stdout, "%s: fine (%s, %s%s%s)\n", path, app.Count(len(doc.Map.Areas), "area"), app.Count(len(doc.Map.Links), "link"), combatSummary, rules)
		return exitOK
	}
	if rules != "" {
		rules = " (" + strings.TrimPrefix(rules, ", ") + ")"
	}
	fmt.Fprintf(stdout, "%s: valid%s, with %s:\n", path, rules, app.Count(len(warnings), "warning"))
	for _, w := range warnings {
		fmt.Fprintf(stdout, "  warning: %s\n", w.Message)
	}
	if *strict {
		return exitFile
	}
	return exitOK
}

func cmdExport(args []string, stdout io.Writer) error {
	if wantsExcalidraw(args) {
		return cmdExportExcalidraw(args, stdout)
	}
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	def := ucanvas.DefaultExportOptions()
	out := fs.String("o", "", "the file to write: .png, .pdf or .svg")
	dpi := fs.Int("dpi", def.DPI, "pixels per inch")
	paper := fs.String("paper", def.Paper, "letter, a4 or fit")
	landscape := fs.Bool("landscape", false, "landscape page")
	legend := fs.Bool("legend", false, "add the legend of line kinds")
	transparent := fs.Bool("transparent", false, "transparent background")
	margin := fs.Float64("margin", def.MarginIn, "margin in inches")
	gm := fs.Bool("gm", false, "the GM's copy: include hidden areas, links and objectives")
	areaHeight := fs.Float64("area-height", 0, "table scale: every area at least this many inches tall, tiled across pages (PDF)")
	maxMem := fs.Int("max-memory", 0, "stop with an error past this many megabytes of memory (0: no limit)")
	path, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usageError{"export needs -o OUT.png, OUT.pdf or OUT.svg"}
	}
	format, err := ucanvas.FormatOf(*out)
	if err != nil {
		return usageError{err.Error()}
	}
	o := ucanvas.ExportOptions{Paper: strings.ToLower(*paper), DPI: *dpi, Landscape: *landscape, Legend: *legend,
		Transparent: *transparent, MarginIn: *margin, GMCopy: *gm, AreaHeightIn: *areaHeight}
	if err := o.Validate(); err != nil {
		return usageError{err.Error()}
	}
	if err := ucanvas.CheckFormat(o, format); err != nil {
		return usageError{err.Error()}
	}
	if *maxMem < 0 {
		return usageError{fmt.Sprintf("--max-memory %d is negative", *maxMem)}
	}
	if *maxMem > 0 {
		if err := limits.Memory(*maxMem); err != nil {
			return fmt.Errorf("cannot limit memory to %d MB: %w", *maxMem, err)
		}
	}
	doc, err := app.LoadMap(path)
	if err != nil {
		return err
	}
	if format != ucanvas.FormatPNG {
		pages, notes, err := app.ExportVector(doc, o, *out)
		if err != nil {
			return err
		}
		printNotes(stdout, notes)
		_, err = fmt.Fprintf(stdout, "wrote %s (%s, %s)\n", *out, app.Count(pages, "page"), paperName(o))
		return err
	}
	size, notes, err := app.ExportPNG(doc, o, *out)
	if err != nil {
		return err
	}
	printNotes(stdout, notes)
	_, err = fmt.Fprintf(stdout, "wrote %s (%dx%d pixels, %d DPI)\n", *out, size.X, size.Y, o.DPI)
	return err
}

// printNotes passes the page's notes on, one "note:" line each (the
// window's export reads them back).
func printNotes(stdout io.Writer, notes []string) {
	for _, n := range notes {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
}

// paperName says what the pages are printed on, for the summary line.
func paperName(o ucanvas.ExportOptions) string {
	name := map[string]string{ucanvas.PaperLetter: "Letter", ucanvas.PaperA4: "A4", ucanvas.PaperFit: "fitted to the map"}[o.Paper]
	if o.Landscape && o.Paper != ucanvas.PaperFit {
		name += " landscape"
	}
	return name
}
