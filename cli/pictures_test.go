package cli

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// mapWithPicture writes the nightclub with a picture w pixels wide under
// it, printed, over the whole map and past its edges.
func mapWithPicture(t testing.TB, dir, name, kind string, pic []byte, w int) string {
	t.Helper()
	data, err := os.ReadFile("../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc["background"] = map[string]any{"image": "data:image/" + kind + ";base64," + base64.StdEncoding.EncodeToString(pic),
		"x": -100, "y": -100, "scale": 1000.0 / float64(w), "opacity": 0.5, "players": true, "print": true}
	out, _ := json.Marshal(doc)
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// cutPictures are pictures whose data is shorter than their header says.
func cutPictures(t testing.TB) map[string][]byte {
	png := enginetest.Picture(300, 200)
	jpg := enginetest.FlatJPEG(enginetest.JPEGShape{W: 300, H: 200, Comps: 3, LumaH: 2, LumaV: 2})
	return map[string][]byte{"png": png[:len(png)/2], "jpeg": jpg[:len(jpg)/2]}
}

// A picture cut short passed check and vanished from every export. Check
// reads it and names the fault; the export prints the map without it
// and says why.
func TestCheck_APictureThatCannotBeReadIsABadFileNamingTheFault(t *testing.T) {
	dir := t.TempDir()
	for kind, pic := range cutPictures(t) {
		path := mapWithPicture(t, dir, kind+".unhex", kind, pic, 300)
		code, out, errOut := runCLI("check", path)
		if code != exitFile || out != "" || !strings.Contains(errOut, "the background image (a "+strings.ToUpper(kind)+" of 300 × 200 pixels) cannot be read: it is cut short") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", kind, code, out, errOut)
		}
		for _, ext := range []string{"png", "pdf", "svg"} {
			code, out, errOut := runCLI("export", path, "-o", filepath.Join(dir, kind+"."+ext), "--dpi", "50")
			if code != exitOK || !strings.Contains(out, "note: the background image (a "+strings.ToUpper(kind)+" of 300 × 200 pixels) cannot be read and is left out: it is cut short") {
				t.Errorf("%s to %s: exit %d, stdout %q, stderr %q", kind, ext, code, out, errOut)
			}
		}
	}
}
