package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/engine/examples"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/internal/words"
)

// openedCampaign is the campaign a command works on: Name as the user
// gave it, Path where it is read from (a temporary copy for the bundled
// example), and Done to call when the command is over.
type openedCampaign struct {
	Name, Path string
	C          *campaign.Campaign
	Done       func()
}

// loadCampaign parses the flags and the one campaign path, and loads it.
// A bare name that stands for the bundled example ("heist") opens a copy
// of it with its maps, so the README's commands work from any folder.
func loadCampaign(fs *flag.FlagSet, args []string) (openedCampaign, error) {
	o := openedCampaign{Done: func() {}}
	paths, err := parseFlags(fs, args)
	if err != nil {
		return o, err
	}
	if len(paths) != 1 {
		return o, usageError{fmt.Sprintf("campaign %s needs exactly one CAMPAIGN%s file, got %d", fs.Name(), campaign.Ext, len(paths))}
	}
	o.Name, o.Path = paths[0], paths[0]
	if examples.CampaignFor(o.Name) {
		dir, err := os.MkdirTemp("", "unhexboard-example-")
		if err != nil {
			return o, err
		}
		o.Done = func() { os.RemoveAll(dir) }
		o.Path = filepath.Join(dir, assets.ExampleCampaign)
		if err := examples.WriteCampaign(o.Path); err != nil {
			return o, err
		}
	}
	o.C, err = campaign.Load(o.Path)
	return o, err
}

// campaignCheck loads the campaign and every map it names; the first
// problem makes it fail.
func campaignCheck(args []string, stdout io.Writer, _ About) error {
	o, err := loadCampaign(flag.NewFlagSet("check", flag.ContinueOnError), args)
	defer o.Done()
	if err != nil {
		return err
	}
	if err := campaign.Check(o.Path, o.C); err != nil {
		return fmt.Errorf("%s: %w", o.Name, err)
	}
	_, err = fmt.Fprintf(stdout, "%s: fine (%s)\n", o.Name, summary(o.C))
	return err
}

func summary(c *campaign.Campaign) string {
	return strings.Join([]string{words.Count(len(c.Party), "PC"), words.Count(len(c.Maps), "map"),
		words.Count(len(c.NPCs), "NPC group"), words.Count(len(c.Sessions), "finished session")}, ", ")
}

// shownMap is a map of the campaign as `campaign show` reports it.
type shownMap struct {
	campaign.MapRef
	Loads bool   `json:"loads"`
	Error string `json:"error,omitempty"`
	Title string `json:"title,omitempty"`
	Areas int    `json:"areas"`
}

// campaignShow prints the party, the maps (and whether each loads),
// the NPC groups and the sessions, as text or as JSON.
func campaignShow(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	o, err := loadCampaign(fs, args)
	defer o.Done()
	if err != nil {
		return err
	}
	c := o.C
	var maps []shownMap
	for _, m := range campaign.LoadMaps(o.Path, c) {
		s := shownMap{MapRef: m.Ref, Loads: m.Err == nil}
		if m.Err != nil {
			s.Error = m.Err.Error()
		} else {
			s.Title, s.Areas = m.Doc.Map.Title, len(m.Doc.Map.Areas)
		}
		maps = append(maps, s)
	}
	if *asJSON {
		out := struct {
			*campaign.Campaign
			Maps []shownMap `json:"maps"`
		}{c, maps}
		data, err := json.MarshalIndentWithOption(out, "", "  ", json.DisableHTMLEscape())
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", data)
		return err
	}
	var b strings.Builder
	title := c.Title
	if title == "" {
		title = o.Name
	}
	fmt.Fprintf(&b, "%s (%s)\n", title, summary(c))
	fmt.Fprintf(&b, "\nParty:\n")
	for _, pc := range c.Party {
		fmt.Fprintf(&b, "  %s\n", campaign.SheetLine(pc))
	}
	fmt.Fprintf(&b, "\nMaps:\n")
	for _, m := range maps {
		if m.Loads {
			fmt.Fprintf(&b, "  %s: %s, %s\n", m.Path, orDash(m.Title), words.Count(m.Areas, "area"))
		} else {
			fmt.Fprintf(&b, "  %s: DOES NOT LOAD: %s\n", m.Path, m.Error)
		}
	}
	if len(c.NPCs) > 0 {
		fmt.Fprintf(&b, "\nNPC groups:\n")
		for _, g := range c.NPCs {
			var names []string
			for _, n := range g.Characters {
				names = append(names, n.Label())
			}
			fmt.Fprintf(&b, "  %s: %s\n", g.Name, strings.Join(names, ", "))
		}
	}
	if c.Away != nil {
		fmt.Fprintf(&b, "\nThe party is on %s.\n", c.Away.Map)
	}
	if c.Current != nil {
		fmt.Fprintf(&b, "\nThis session so far:\n")
		writeSession(&b, *c.Current)
	}
	for i, s := range c.Sessions {
		fmt.Fprintf(&b, "\nSession %d", i+1)
		if s.Date != "" {
			fmt.Fprintf(&b, " (%s)", s.Date)
		}
		b.WriteString(":\n")
		writeSession(&b, s)
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}

func writeSession(b *strings.Builder, s campaign.Session) {
	if s.Goal != "" {
		met := "not met"
		if s.Met {
			met = "met"
		}
		fmt.Fprintf(b, "  goal: %s (%s)\n", s.Goal, met)
	}
	for _, f := range s.Fights {
		fmt.Fprintf(b, "  fight on %s: %s, %s\n", f.Map, orDash(f.Outcome), words.Count(f.Rounds, "round"))
	}
	for _, a := range s.Advancement {
		fmt.Fprintf(b, "  %s\n", orDash(a.Narration))
	}
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// campaignParty writes the party's sheets as a JSON list, the shape
// of a map's "characters".
func campaignParty(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("party", flag.ContinueOnError)
	out := fs.String("o", "", "the JSON file to write")
	force := fs.Bool("force", false, "overwrite OUT if it exists")
	o, err := loadCampaign(fs, args)
	defer o.Done()
	c := o.C
	if errors.As(err, &usageError{}) || errors.As(err, &helpWanted{}) {
		return err
	}
	if *out == "" {
		return usageError{"campaign party needs -o PARTY.json"}
	}
	if err != nil {
		return err
	}
	if err := checkOutput(*out, ".json", *force); err != nil {
		return err
	}
	party := c.Party
	if party == nil {
		party = []sheet.Character{}
	}
	data, err := json.MarshalIndentWithOption(party, "", "  ", json.DisableHTMLEscape())
	if err != nil {
		return err
	}
	if err := fileio.WriteFileAtomic(*out, append(data, '\n')); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "wrote %s (%s from %s)\n", *out, words.Count(len(c.Party), "PC sheet"), o.Name)
	return err
}
