package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/examples"
)

// query prints range, sight, cover and moves from one area to every area
// as JSON, or with --to the explanation for one pair.
func query(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("query", flag.ContinueOnError)
	from := fs.String("from", "", "area id or name to query from")
	to := fs.String("to", "", "explain one pair: area id or name")
	weapon := fs.String("weapon", "", "2h-ranged to use the 2H ranged sight threshold")
	rules := fs.String("rules", "", "an Unhex edition or a zones profile to ask under (default: the map's own)")
	path, err := parseOneMap(fs, args)
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
	doc, err := examples.LoadMap(path)
	if err != nil {
		return err
	}
	m, err := doc.MapUnder(*rules)
	if err != nil {
		return usageError{"--rules: " + err.Error()}
	}
	if z := m.Zones(); z != nil {
		if *weapon != "" {
			return usageError{fmt.Sprintf("--weapon is an Unhex rule; the map is asked under the zones profile %s", z.Name)}
		}
		return queryZones(m, *from, *to, stdout)
	}
	var out any
	if *to != "" {
		var ex *battlemap.Explanation
		if ex, err = explainPair(m, *from, *to, threshold); err == nil {
			out = answerPair(ex)
		}
	} else {
		out, err = battlemap.Query(m, *from, threshold)
	}
	return printQuery(out, err, stdout)
}

// printQuery prints a query's answer as indented JSON; an error of the
// question (an unknown area) is a usage error.
func printQuery(out any, err error, stdout io.Writer) error {
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
