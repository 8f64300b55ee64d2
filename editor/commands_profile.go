package editor

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// SetProfile changes the rules a map is played under: a zones profile
// (with the custom profile's band table) or, with an empty Profile, Unhex.
// It touches the document's Unhex edition too (a zones map has none), so
// it holds the document the map belongs to. The whole document must pass
// the engine's validation under the new rules, or nothing changes and
// the error names each problem (a trait the new profile lacks, an
// obscured border on an Unhex map, a saved combat on a zones map, ...).
type SetProfile struct {
	Doc     *engine.Document
	Profile battlemap.ProfileID
	Bands   []battlemap.Band

	oldProfile battlemap.ProfileID
	oldBands   []battlemap.Band
	// old keeps the document's Unhex edition (Rules) from before Do.
	old engine.Document
}

func (c *SetProfile) Label() string {
	switch {
	case c.Profile == "":
		return "Change rules to Unhex"
	case c.Profile == c.oldProfile:
		return "Change band table"
	}
	return "Change rules to " + ProfileName(c.Profile)
}

// ProfileName names a profile id for people, "Unhex" for none.
func ProfileName(id battlemap.ProfileID) string {
	if id == "" {
		return "Unhex"
	}
	if id == battlemap.ProfileCustom {
		return battlemap.CustomProfile(nil).Name
	}
	if p, ok := battlemap.ProfileByID(id); ok {
		return p.Name
	}
	return string(id)
}

func (c *SetProfile) Do(m *battlemap.Map) error {
	if c.Doc == nil || m != &c.Doc.Map {
		return errors.New("the rules can only change on the open document's map")
	}
	bands := c.Bands
	if c.Profile != battlemap.ProfileCustom {
		bands = nil
	} else if len(bands) == 0 {
		bands = nil
	}
	if c.Profile != "" && !battlemap.IsProfile(string(c.Profile)) {
		return fmt.Errorf("%q is not a zones profile", c.Profile)
	}
	rules := c.Doc.Rules
	if c.Profile != "" || m.Profile != "" {
		rules = "" // a zones map has no edition; back to Unhex, the latest
	}
	if m.Profile == c.Profile && slices.Equal(m.Bands, bands) {
		return ErrNoChange
	}
	trial := *c.Doc
	trial.Map = *m
	trial.Map.Profile, trial.Map.Bands, trial.Rules = c.Profile, bands, rules
	if err := engine.Validate(&trial); err != nil {
		return fmt.Errorf("the map cannot play %s as it stands: %s", ProfileName(c.Profile), problemList(err))
	}
	c.oldProfile, c.oldBands, c.old.Rules = m.Profile, m.Bands, c.Doc.Rules
	m.Profile, m.Bands = c.Profile, slices.Clone(bands)
	c.Doc.Rules = rules
	return nil
}

func (c *SetProfile) Undo(m *battlemap.Map) {
	m.Profile, m.Bands = c.oldProfile, c.oldBands
	c.Doc.Rules = c.old.Rules
}

// problemList says a validation error's problems on one line each.
func problemList(err error) string {
	var v *battlemap.ValidationError
	if errors.As(err, &v) {
		s := strings.Join(v.Problems, "; ")
		if v.Omitted > 0 {
			s += fmt.Sprintf("; and %d more", v.Omitted)
		}
		return s
	}
	return err.Error()
}
