package editor

import (
	"fmt"
	"slices"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// SetTraits replaces an area's zone traits (the map's zones profile's
// words, or free text where the profile takes any). The map with them
// must pass the engine's validation, or nothing changes.
type SetTraits struct {
	Area   battlemap.AreaID
	Traits []string

	old []string
}

func (c *SetTraits) Label() string { return "Change zone traits" }

func (c *SetTraits) Do(m *battlemap.Map) error {
	i, err := findArea(m, c.Area)
	if err != nil {
		return err
	}
	traits := slices.Clone(c.Traits)
	if len(traits) == 0 {
		traits = nil
	}
	if slices.Equal(m.Areas[i].Traits, traits) {
		return ErrNoChange
	}
	if m.Zones() == nil {
		return fmt.Errorf("%s cannot have zone traits: the map plays Unhex (pick a zones profile in the map's settings first)", areaName(m, c.Area))
	}
	old := m.Areas[i].Traits
	m.Areas[i].Traits = traits
	if err := battlemap.Validate(m); err != nil {
		m.Areas[i].Traits = old
		return fmt.Errorf("%s", problemList(err))
	}
	c.old = old
	return nil
}

func (c *SetTraits) Undo(m *battlemap.Map) {
	if i := m.AreaIndex(c.Area); i >= 0 {
		m.Areas[i].Traits = c.old
	}
}
