package archtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The table of packages lives in docs/architecture.md, one row per
// package: its path, its job, the packages of ours it may import, and
// whether it may use Fyne. This test reads it there, so the rule and its
// description cannot drift apart.
const (
	module    = "github.com/unhexboard/unhexboard"
	tableFile = "docs/architecture.md"
	header    = "| package | job | imports of ours | Fyne |"
)

// row is what the table allows one package.
type row struct {
	path    string   // from the module's root; "." is the root
	imports []string // the packages of ours it may import, as written
	fyne    bool     // it may depend on Fyne, directly or not
	line    int      // in tableFile
}

// readTable parses the table's rows from the text of tableFile.
func readTable(text string) ([]row, error) {
	lines := strings.Split(text, "\n")
	start := slices.Index(lines, header)
	if start < 0 {
		return nil, fmt.Errorf("%s has no table headed %q", tableFile, header)
	}
	var rows []row
	for i := start + 2; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
		r, err := parseRow(lines[i])
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %v", tableFile, i+1, err)
		}
		r.line = i + 1
		rows = append(rows, r)
	}
	return rows, nil
}

// parseRow reads "| `path` (notes) | job | `a`, `b` or none | yes or no |".
func parseRow(line string) (row, error) {
	cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
	if len(cells) != 4 {
		return row{}, fmt.Errorf("%d cells, want 4 (package, job, imports of ours, Fyne); a | inside a cell splits it", len(cells))
	}
	var r row
	names := quoted(cells[0])
	if len(names) == 0 {
		return row{}, errors.New("the package cell names no `package`")
	}
	r.path = strings.TrimSuffix(names[0], "/")
	if imports := strings.TrimSpace(cells[2]); imports != "none" {
		r.imports = quoted(imports)
		if len(r.imports) == 0 {
			return row{}, fmt.Errorf("imports of ours %q: want none, or `paths` separated by commas", imports)
		}
	}
	switch fyne := strings.TrimSpace(cells[3]); {
	case strings.HasPrefix(fyne, "yes"):
		r.fyne = true
	case fyne == "no":
	default:
		return row{}, fmt.Errorf("Fyne %q: want yes or no", fyne)
	}
	return r, nil
}

// quoted lists the `backquoted` words of s, in order.
func quoted(s string) []string {
	parts := strings.Split(s, "`")
	var out []string
	for i := 1; i < len(parts)-1; i += 2 {
		out = append(out, strings.TrimSuffix(parts[i], "/"))
	}
	return out
}

// resolve finds the package a row's import names: its path, or while it
// is the only one so ending, its last elements ("battlemap").
func resolve(name string, paths []string) (string, error) {
	if slices.Contains(paths, name) {
		return name, nil
	}
	var found []string
	for _, p := range paths {
		if strings.HasSuffix(p, "/"+name) {
			found = append(found, p)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return "", fmt.Errorf("%q is no package of the table", name)
	}
	return "", fmt.Errorf("%q could be any of %v: write the whole path", name, found)
}

// pkg is a package of ours as go list sees it (its test files aside).
type pkg struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// rel is a package's path from the module's root, "." for the root.
func rel(importPath string) (string, bool) {
	if importPath == module {
		return ".", true
	}
	return strings.CutPrefix(importPath, module+"/")
}

func listPackages(t *testing.T, root string) map[string]pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports,Deps", "./...")
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	pkgs := map[string]pkg{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("go list: %v", err)
		}
		if r, ours := rel(p.ImportPath); ours {
			pkgs[r] = p
		}
	}
	return pkgs
}

func orNone(paths []string) string {
	if len(paths) == 0 {
		return "none of ours"
	}
	return strings.Join(paths, ", ")
}

func isFyne(importPath string) bool { return strings.HasPrefix(importPath, "fyne.io/") }

// fyneVia says how p comes to depend on Fyne: the first Fyne package
// among its dependencies, and which of its own imports bring it.
func fyneVia(p pkg, pkgs map[string]pkg) (string, []string) {
	first := p.Deps[slices.IndexFunc(p.Deps, isFyne)]
	var via []string
	for _, imp := range p.Imports {
		if isFyne(imp) {
			via = append(via, imp)
		} else if r, ours := rel(imp); ours && slices.ContainsFunc(pkgs[r].Deps, isFyne) {
			via = append(via, r)
		}
	}
	return first, via
}

func TestPackages_ImportOnlyWhatTheirRowInTheArchitectureAllows(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, tableFile))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := readTable(string(text))
	if err != nil {
		t.Fatal(err)
	}
	pkgs := listPackages(t, root)
	var paths []string
	for _, r := range rows {
		paths = append(paths, r.path)
		if _, ok := pkgs[r.path]; !ok {
			t.Errorf("%s line %d has a row for %s, which is no package of ours (moved or gone? mend the row)", tableFile, r.line, r.path)
		}
	}
	allowed := map[string][]string{}
	for _, r := range rows {
		for _, name := range r.imports {
			p, err := resolve(name, paths)
			if err != nil {
				t.Errorf("%s line %d, the row of %s: %v", tableFile, r.line, r.path, err)
				continue
			}
			allowed[r.path] = append(allowed[r.path], p)
		}
	}
	for path, p := range pkgs {
		i := slices.IndexFunc(rows, func(r row) bool { return r.path == path })
		if i < 0 {
			t.Errorf("%s is a package of ours with no row in the table in %s: add one saying its job, the packages of ours it may import and whether it may use Fyne", path, tableFile)
			continue
		}
		r := rows[i]
		for _, imp := range p.Imports {
			if own, ours := rel(imp); ours && !slices.Contains(allowed[path], own) {
				t.Errorf("%s imports %s, which its row in %s (line %d) does not allow: it may import %s", path, own, tableFile, r.line, orNone(allowed[path]))
			}
		}
		if !r.fyne && slices.ContainsFunc(p.Deps, isFyne) {
			first, via := fyneVia(p, pkgs)
			t.Errorf("%s depends on Fyne (%s, through %s), which its row in %s (line %d) does not allow", path, first, strings.Join(via, ", "), tableFile, r.line)
		}
	}
}

func TestParseRow_ReadsTheFourCells(t *testing.T) {
	for _, c := range []struct {
		line string
		want row
		err  string
	}{
		{"| `engine/battlemap` | the map | `engine/quote` | no |", row{path: "engine/battlemap", imports: []string{"engine/quote"}}, ""},
		{"| `canvas/` | the board | `engine`, `battlemap` | yes |", row{path: "canvas", imports: []string{"engine", "battlemap"}, fyne: true}, ""},
		{"| `.` (`main.go`) | the command line | none | yes, via `app` |", row{path: ".", fyne: true}, ""},
		{"| `a` | job | none | maybe |", row{}, "want yes or no"},
		{"| `a` | a | b | none | no |", row{}, "5 cells"},
		{"| a | job | none | no |", row{}, "names no `package`"},
		{"| `a` | job | all of the above | no |", row{}, "want none"},
	} {
		got, err := parseRow(c.line)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: err %v, want it to say %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil || got.path != c.want.path || !slices.Equal(got.imports, c.want.imports) || got.fyne != c.want.fyne {
			t.Errorf("%s: %+v %v, want %+v", c.line, got, err, c.want)
		}
	}
}

func TestResolve_AShortNameMustNameOnePackage(t *testing.T) {
	paths := []string{"engine", "engine/campaign", "app/campaign", "engine/battlemap"}
	for _, c := range []struct{ name, want, err string }{
		{"engine", "engine", ""},
		{"battlemap", "engine/battlemap", ""},
		{"engine/campaign", "engine/campaign", ""},
		{"campaign", "", "write the whole path"},
		{"sheet", "", "no package of the table"},
	} {
		got, err := resolve(c.name, paths)
		if c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) || c.err == "" && (err != nil || got != c.want) {
			t.Errorf("resolve(%q) = %q, %v; want %q, %q", c.name, got, err, c.want, c.err)
		}
	}
}
