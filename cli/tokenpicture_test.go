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

// mapWithTokenPicture writes the brawl with Vex carrying pic as her
// picture.
func mapWithTokenPicture(t *testing.T, pic []byte) string {
	t.Helper()
	data, err := os.ReadFile("../assets/maps/nightclub-brawl.unhex")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range doc["characters"].([]any) {
		if ch := c.(map[string]any); ch["id"] == "vex" {
			ch["picture"] = "data:image/png;base64," + base64.StdEncoding.EncodeToString(pic)
		}
	}
	out, _ := json.Marshal(doc)
	path := filepath.Join(t.TempDir(), "brawl.unhex")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Check reads a character's picture: a good one is fine, one cut short
// makes the file bad, naming the character and the fault.
func TestCheck_ACharactersPictureThatCannotBeReadIsABadFileNamingIt(t *testing.T) {
	pic := enginetest.Picture(60, 60)
	if code, out, errOut := runCLI("check", mapWithTokenPicture(t, pic)); code != exitOK || !strings.Contains(out, "fine") {
		t.Errorf("a good picture: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut := runCLI("check", mapWithTokenPicture(t, pic[:len(pic)/2]))
	if code != exitFile || out != "" || !strings.Contains(errOut, `("vex"): picture: the image (a PNG of 60 × 60 pixels) cannot be read: it is cut short`) {
		t.Errorf("a picture cut short: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
