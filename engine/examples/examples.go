// Package examples finds the bundled example maps and campaign by the
// names a user types, for the command line and the window alike.
package examples

import (
	"fmt"
	"os"
	"strings"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// For says which bundled example a command-line name stands for:
// one that names an example ("nightclub-brawl.unhex", or without the
// extension) when no file of that name is in the current folder. A file
// that is there always wins.
func For(path string) (string, bool) {
	if _, err := os.Stat(path); err == nil {
		return "", false
	}
	return assets.Lookup(path)
}

// LoadMap reads a map file, or the bundled example the name stands for.
func LoadMap(path string) (*engine.Document, error) {
	if name, ok := For(path); ok {
		data, err := assets.Map(name)
		if err != nil {
			return nil, err
		}
		return engine.Parse(data)
	}
	return engine.LoadFile(path)
}

// CampaignFor says whether a command-line name stands for the
// bundled example campaign ("heist" or "heist.unhexcampaign") with no file
// of that name in the current folder.
func CampaignFor(path string) bool {
	if _, err := os.Stat(path); err == nil {
		return false
	}
	return strings.EqualFold(path, assets.ExampleCampaign) ||
		strings.EqualFold(path+campaign.Ext, assets.ExampleCampaign)
}

// WriteCampaign writes the example campaign at path and its maps
// beside it, refusing, before it writes anything, a file already there.
func WriteCampaign(path string) error {
	data, err := assets.Map(assets.ExampleCampaign)
	if err != nil {
		return err
	}
	c, err := campaign.Parse(data)
	if err != nil {
		return err
	}
	files := map[string][]byte{path: data}
	for _, m := range c.Maps {
		if files[campaign.Resolve(path, m.Path)], err = assets.Map(m.Path); err != nil {
			return err
		}
	}
	for f := range files {
		if _, err := os.Stat(f); err == nil {
			return fmt.Errorf("%s already exists: choose an empty folder for the example campaign", f)
		}
	}
	for f, data := range files {
		if err := fileio.WriteFileAtomic(f, data); err != nil {
			return err
		}
	}
	return nil
}
