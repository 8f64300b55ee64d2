package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/examples"
)

// query prints range, sight, cover and moves from one area to every area
// as JSON, or with --to the explanation for one pair.
func query(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("query", flag.ContinueOnError)
	from := fs.String("from", "", "area id or name to query from")
	to := fs.String("to", "", "explain one pair: area id or name")
	weapon := fs.String("weapon", "", "2h-ranged to use the 2H ranged sight threshold")
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
	var out any
	if *to != "" {
		var ex *battlemap.Explanation
		if ex, err = explainPair(&doc.Map, *from, *to, threshold); err == nil {
			out = answerPair(ex)
		}
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
