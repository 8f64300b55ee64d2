package mapprint

import "strconv"

// Args are the export command's flags for these options: the window's
// export child runs `unhexboard export MAP -o OUT` with them, and the
// command parses them back into the same options (a test in cli proves
// the round trip for every field), so a new option is written here once.
func (o ExportOptions) Args() []string {
	args := []string{"--paper", o.Paper, "--dpi", strconv.Itoa(o.DPI), "--margin", inches(o.MarginIn)}
	if o.AreaHeightIn != 0 {
		args = append(args, "--area-height", inches(o.AreaHeightIn))
	}
	for _, f := range []struct {
		flag string
		on   bool
	}{{"--landscape", o.Landscape}, {"--portrait", o.Portrait}, {"--legend", o.Legend}, {"--transparent", o.Transparent}, {"--gm", o.GMCopy}} {
		if f.on {
			args = append(args, f.flag)
		}
	}
	return args
}

// inches writes a length as the shortest decimal that reads back the same.
func inches(in float64) string { return strconv.FormatFloat(in, 'f', -1, 64) }
