package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
)

func TestImport_CLIWritesTheMapAndPrintsTheReport(t *testing.T) {
	out := filepath.Join(t.TempDir(), "club.unhex")
	code, stdout, stderr := runCLI("import", "../interop/excalidraw/testdata/nightclub-hand.excalidraw", "-o", out)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"8 areas, 10 links", "Not used:", "freehand stroke", "wrote " + out} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the report lacks %q:\n%s", want, stdout)
		}
	}
	doc, err := engine.LoadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Map.Title != "nightclub-hand" || len(doc.Map.Areas) != 8 {
		t.Errorf("title %q, %d areas", doc.Map.Title, len(doc.Map.Areas))
	}
	// A second import to the same file is refused unless forced.
	if code, _, stderr := runCLI("import", "../interop/excalidraw/testdata/nightclub-hand.excalidraw", "-o", out); code != exitFile || !strings.Contains(stderr, "--force") {
		t.Errorf("overwriting without --force: exit %d, %s", code, stderr)
	}
	if code, _, stderr := runCLI("import", "../interop/excalidraw/testdata/nightclub-hand.excalidraw", "-o", out, "--force"); code != exitOK {
		t.Errorf("--force: exit %d, %s", code, stderr)
	}
}

func TestImport_CLIRefusesWhatIsNotADrawing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.unhex")
	code, _, stderr := runCLI("import", "../assets/maps/nightclub.unhex", "-o", out)
	if code != exitFile || !strings.Contains(stderr, "not an excalidraw drawing") {
		t.Errorf("a .unhex file as a drawing: exit %d, %s", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed import wrote a file")
	}
	if code, _, _ := runCLI("import", "../interop/excalidraw/testdata/nightclub-hand.excalidraw"); code != exitUsage {
		t.Errorf("no -o: exit %d, want %d", code, exitUsage)
	}
	if code, _, _ := runCLI("import", "../interop/excalidraw/testdata/nightclub-hand.excalidraw", "-o", filepath.Join(dir, "x.png")); code != exitUsage {
		t.Errorf("-o x.png: exit %d, want %d", code, exitUsage)
	}
}

func TestExport_CLIWritesAnExcalidrawDrawingThatImportsBack(t *testing.T) {
	dir := t.TempDir()
	drawing := filepath.Join(dir, "brawl.excalidraw")
	code, stdout, stderr := runCLI("export", "nightclub-brawl", "-o", drawing, "--tokens")
	if code != exitOK || !strings.Contains(stdout, "tokens") {
		t.Fatalf("exit %d: %s%s", code, stdout, stderr)
	}
	back := filepath.Join(dir, "back.unhex")
	code, stdout, stderr = runCLI("import", drawing, "-o", back)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "a token of the play state") {
		t.Errorf("the tokens are not reported as not used:\n%s", stdout)
	}
	doc, err := engine.LoadFile(back)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Map.Areas) != 8 || len(doc.Map.Links) != 10 {
		t.Errorf("%d areas and %d links, want 8 and 10", len(doc.Map.Areas), len(doc.Map.Links))
	}
}
