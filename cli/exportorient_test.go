package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// A dense wide map is printed landscape when no orientation is asked for,
// and the summary line and a note say so; --portrait keeps it upright,
// and asking for both is a usage error.
func TestExport_ADenseWideMapIsPrintedLandscapeUnlessPortraitIsAskedFor(t *testing.T) {
	m := enginetest.Map(7, enginetest.Options{Areas: 144, LinksPerArea: 3})
	for i := range m.Areas {
		m.Areas[i].X *= 2
		m.Areas[i].Y *= 2
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "grid.unhex")
	if err := engine.SaveFile(path, &engine.Document{Map: *m}); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI("export", path, "-o", filepath.Join(dir, "grid.pdf"))
	if code != exitOK || !strings.Contains(out, "note: "+mapprint.LandscapeNote) || !strings.Contains(out, "(1 page, Letter landscape)") {
		t.Errorf("exit %d, stdout %q, stderr %q: want a landscape page and the note saying so", code, out, errOut)
	}
	if !strings.Contains(out, "does not fit this page legibly") || !strings.Contains(out, "--area-height") {
		t.Errorf("stdout %q: the grid does not fit a page legibly either way, and the note must say so and point to table scale", out)
	}
	code, out, _ = runCLI("export", path, "-o", filepath.Join(dir, "grid.png"), "--dpi", "50", "--portrait")
	if code != exitOK || strings.Contains(out, mapprint.LandscapeNote) || !strings.Contains(out, "425x550 pixels") {
		t.Errorf("--portrait: exit %d, stdout %q, want a portrait page", code, out)
	}
	code, _, errOut = runCLI("export", path, "-o", filepath.Join(dir, "grid.png"), "--portrait", "--landscape")
	if code != exitUsage || !strings.Contains(errOut, "portrait or landscape, not both") {
		t.Errorf("both orientations: exit %d, stderr %q", code, errOut)
	}
}
