package excalidraw

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// TestWriteExportsForRestoreCheck writes a set of exports into the folder
// named by UNHEX_EXCALIDRAW_OUT, for .ci/excalidraw-restore to load through
// excalidraw's own restore(); without it the test is skipped. The set: every
// bundled map as the GM's and the players' copy, the brawl with its tokens,
// the imported hand-drawn nightclub, and random maps.
func TestWriteExportsForRestoreCheck(t *testing.T) {
	dir := os.Getenv("UNHEX_EXCALIDRAW_OUT")
	if dir == "" {
		t.Skip("UNHEX_EXCALIDRAW_OUT is not set (make test-excalidraw sets it)")
	}
	write := func(name string, doc *engine.Document, o Options) {
		data, err := Export(doc, o)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".excalidraw"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range assets.MapNames() {
		doc := bundled(t, name)
		write(name+"-gm", doc, Options{GM: true})
		write(name+"-players", doc, Options{})
		if tokens := TokensOf(doc.Characters); len(tokens) > 0 {
			write(name+"-tokens", doc, Options{GM: true, Tokens: tokens})
		}
	}
	hand, _ := importFile(t, "nightclub-hand.excalidraw")
	write("nightclub-hand-reexported", hand, Options{GM: true})
	for seed := uint64(1); seed <= 10; seed++ {
		m := enginetest.Map(seed, enginetest.Options{Areas: int(seed * 7), LinksPerArea: 3})
		write(fmt.Sprintf("random-%d", seed), &engine.Document{Map: *m}, Options{GM: true})
	}
}
