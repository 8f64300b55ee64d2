package cli

import (
	"flag"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/canvas/mapprint"
)

// parseExportArgs reads ExportOptions.Args as the export command does.
func parseExportArgs(t *testing.T, args []string) mapprint.ExportOptions {
	t.Helper()
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	options := exportFlags(fs)
	paths, err := parseFlags(fs, args)
	if err != nil || len(paths) > 0 {
		t.Fatalf("%q: paths %q, err %v", args, paths, err)
	}
	return options()
}

// sameOptions compares field by field, a NaN equal to a NaN.
func sameOptions(a, b mapprint.ExportOptions) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		x, y := va.Field(i), vb.Field(i)
		if x.Kind() == reflect.Float64 && math.IsNaN(x.Float()) && math.IsNaN(y.Float()) {
			continue
		}
		if !x.Equal(y) {
			return false
		}
	}
	return true
}

// setField gives one field of the options a value: a random one, or
// with r nil the one that differs most plainly from the flags' defaults.
func setField(t *testing.T, o *mapprint.ExportOptions, i int, r *rand.Rand) {
	t.Helper()
	f := reflect.ValueOf(o).Elem().Field(i)
	name := reflect.TypeOf(*o).Field(i).Name
	strs := []string{"", "letter", "a4", "fit", "A4", "legal", "-x", "--gm", "a b", "x=y", "päper"}
	floats := []float64{0, math.Copysign(0, -1), 0.25, 0.5, 1.0 / 3, 4, -1, 1e-300, 1e300, math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN()}
	ints := []int{0, 1, -1, 36, 300, 1200, math.MaxInt, math.MinInt}
	switch f.Kind() {
	case reflect.String:
		if r == nil {
			f.SetString("x-" + name)
		} else {
			f.SetString(strs[r.IntN(len(strs))])
		}
	case reflect.Bool:
		if r == nil {
			f.SetBool(true) // every flag of a bool option is off by default
		} else {
			f.SetBool(r.IntN(2) == 0)
		}
	case reflect.Int:
		if r == nil {
			f.SetInt(1234)
		} else if r.IntN(2) == 0 {
			f.SetInt(int64(ints[r.IntN(len(ints))]))
		} else {
			f.SetInt(r.Int64N(4000) - 1000)
		}
	case reflect.Float64:
		if r == nil {
			f.SetFloat(1.75)
		} else if r.IntN(2) == 0 {
			f.SetFloat(floats[r.IntN(len(floats))])
		} else {
			f.SetFloat(r.NormFloat64() * 3)
		}
	default:
		t.Fatalf("ExportOptions.%s is a %s: give it a flag in Args and exportFlags, and a value here", name, f.Kind())
	}
}

// The window's export child passes ExportOptions.Args to the export
// command, which must read back exactly the options: every field, any
// value. A field that Args or the flags forget fails here by name.
func TestExportArgs_ReadBackAsTheSameOptions(t *testing.T) {
	typ := reflect.TypeOf(mapprint.ExportOptions{})
	for i := range typ.NumField() {
		for _, base := range []mapprint.ExportOptions{{}, mapprint.DefaultExportOptions()} {
			o := base
			setField(t, &o, i, nil)
			if got := parseExportArgs(t, o.Args()); !sameOptions(got, o) {
				t.Errorf("ExportOptions.%s does not survive Args: %+v became %+v (args %q)", typ.Field(i).Name, o, got, o.Args())
			}
		}
	}
	r := rand.New(rand.NewPCG(26, 1))
	for range 2000 {
		var o mapprint.ExportOptions
		for i := range typ.NumField() {
			setField(t, &o, i, r)
		}
		if got := parseExportArgs(t, o.Args()); !sameOptions(got, o) {
			t.Fatalf("%+v became %+v (args %q)", o, got, o.Args())
		}
	}
}

// The export command reads the options before or after MAP and -o, as
// the window's export child passes them.
func TestExportArgs_MixWithThePathAndTheOutput(t *testing.T) {
	o := mapprint.ExportOptions{Paper: "a4", DPI: 150, MarginIn: 0.25, Landscape: true, GMCopy: true, AreaHeightIn: 1.5}
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "")
	options := exportFlags(fs)
	path, err := parseOneMap(fs, append(append([]string{"-o", "x.pdf"}, o.Args()...), "map.unhex"))
	if err != nil || path != "map.unhex" || *out != "x.pdf" || options() != o {
		t.Errorf("path %q, out %q, options %+v, err %v", path, *out, options(), err)
	}
}
