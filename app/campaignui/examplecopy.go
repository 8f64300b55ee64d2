package campaignui

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine/examples"
)

// OpenExampleCopy opens the bundled example campaign the command line
// names (`unhexboard heist`): a campaign lives in files, so it and its
// maps are written to a new folder of their own among the system's
// temporary files, and the status line says where. File → Campaign →
// Open Example Campaign… writes one where the GM chooses.
func (cs *Campaigns) OpenExampleCopy() error {
	dir, err := os.MkdirTemp("", "unhexboard-example-")
	if err != nil {
		return fmt.Errorf("could not make a folder for the example campaign: %w", err)
	}
	path := filepath.Join(dir, assets.ExampleCampaign)
	if err := examples.WriteCampaign(path); err != nil {
		return err
	}
	if err := cs.OpenPath(path); err != nil {
		return err
	}
	cs.OpenStart()
	cs.w.Say("The example campaign is a scratch copy in "+dir+": Open Example Campaign… keeps one where you choose", false)
	return nil
}
