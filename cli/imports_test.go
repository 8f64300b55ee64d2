package cli

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Only window.go opens the window: no other file of the command line
// imports the window's packages, so a command runs without them.
func TestImports_OnlyWindowGoImportsTheWindow(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	const app = "github.com/unhexboard/unhexboard/app"
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "window.go" {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range parsed.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path == app || strings.HasPrefix(path, app+"/") {
				t.Errorf("%s imports %s: only window.go may", f, path)
			}
		}
	}
}
