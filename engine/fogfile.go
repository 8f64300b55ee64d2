package engine

import "github.com/unhexboard/unhexboard/engine/battlemap"

// fogFile is the "fog" object of a .unhex file: the fog of war options.
// Each is off unless true, and the object is written only when one is
// on, so a file from before the options keeps its bytes and loads with
// them off.
type fogFile struct {
	// RevealPCSight: reveal to the players what the PCs they can see
	// have line of sight to, as the PCs move.
	RevealPCSight bool `json:"revealPCSight,omitempty"`
}

func (f *fogFile) revealPCSight() bool { return f != nil && f.RevealPCSight }

// fogToFile is the map's fog options as the file keeps them, or nil when
// every one is off.
func fogToFile(m *battlemap.Map) *fogFile {
	if !m.RevealPCSight {
		return nil
	}
	return &fogFile{RevealPCSight: true}
}
