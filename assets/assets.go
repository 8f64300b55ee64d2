// Package assets embeds the example maps, the app icon and the print font
// in the binary.
package assets

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed maps/*.unhex maps/*.unhexcampaign
var maps embed.FS

// ExampleCampaign is the bundled example campaign; its maps are bundled
// maps, named relative to it.
const ExampleCampaign = "heist.unhexcampaign"

//go:embed icon.png
var Icon []byte

// The print font: Noto Sans, the font Fyne's theme draws the screen in,
// so a printed page matches the screen and every machine prints alike
// whatever fonts it has installed (licence: fonts/OFL.txt).
var (
	//go:embed fonts/NotoSans-Regular.ttf
	FontRegular []byte
	//go:embed fonts/NotoSans-Bold.ttf
	FontBold []byte
)

// DefaultMap is the map the app opens when started without a file.
const DefaultMap = "nightclub.unhex"

// Map returns the bytes of a bundled map by file name.
func Map(name string) ([]byte, error) { return maps.ReadFile("maps/" + name) }

// Lookup finds the bundled map a bare name stands for ("nightclub-brawl"
// or "nightclub-brawl.unhex"), so a command naming an example works from
// any folder. A name with a folder in it is a path, never an example.
func Lookup(name string) (string, bool) {
	if name == "" || strings.ContainsAny(name, `/\`) {
		return "", false
	}
	if !strings.HasSuffix(strings.ToLower(name), ".unhex") {
		name += ".unhex"
	}
	for _, n := range MapNames() {
		if strings.EqualFold(n, name) {
			return n, true
		}
	}
	return "", false
}

// MapNames lists the bundled maps, sorted.
func MapNames() []string {
	entries, _ := fs.ReadDir(maps, "maps")
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".unhex") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names
}
