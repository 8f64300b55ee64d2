// Package examples writes the bundled examples where a person can keep
// them.
package examples

import (
	"fmt"
	"os"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

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
		if err := engine.WriteFileAtomic(f, data); err != nil {
			return fmt.Errorf("could not write %s: %w", f, err)
		}
	}
	return nil
}
