package app

import (
	"os"
	"strings"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// ExampleFor says which bundled example a command-line name stands for:
// one that names an example ("nightclub-brawl.unhex", or without the
// extension) when no file of that name is in the current folder. A file
// that is there always wins.
func ExampleFor(path string) (string, bool) {
	if _, err := os.Stat(path); err == nil {
		return "", false
	}
	return assets.Lookup(path)
}

// LoadMap reads a map file, or the bundled example the name stands for.
func LoadMap(path string) (*engine.Document, error) {
	if name, ok := ExampleFor(path); ok {
		data, err := assets.Map(name)
		if err != nil {
			return nil, err
		}
		return engine.Parse(data)
	}
	return engine.LoadFile(path)
}

// ExampleCampaignFor says whether a command-line name stands for the
// bundled example campaign ("heist" or "heist.unhexcampaign") with no file
// of that name in the current folder.
func ExampleCampaignFor(path string) bool {
	if _, err := os.Stat(path); err == nil {
		return false
	}
	return strings.EqualFold(path, assets.ExampleCampaign) ||
		strings.EqualFold(path+campaign.Ext, assets.ExampleCampaign)
}
