package battlemap

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// LinkKindAllowed is the one rule of which link kinds a map may have: the
// three of Unhex everywhere, and the obscured border on a zones map only.
// The editor lists the kinds it offers by it.
func (m *Map) LinkKindAllowed(k LinkKind) error {
	zones := IsProfile(string(m.Profile))
	switch {
	case k.Valid():
		return nil
	case k == Obscured && zones:
		return nil
	case k == Obscured:
		return fmt.Errorf("the kind obscured is a border of the zones profiles; an Unhex map has solid, dashed or blocked links")
	case zones:
		return fmt.Errorf("the kind %s is unknown (use solid, dashed, blocked or obscured)", quote.Q(k))
	}
	return fmt.Errorf("the kind %s is unknown (use solid, dashed or blocked)", quote.Q(k))
}

// validateProfile checks the map's zones profile and its band table, and
// returns the profile (nil for an Unhex map or an unknown profile).
func validateProfile(m *Map, p *Problems) *Profile {
	if m.Profile != "" && !IsProfile(string(m.Profile)) {
		p.Add("rules: %s is not a zones profile (%s)", quote.Q(m.Profile), profileList())
	}
	if m.Profile != ProfileCustom {
		if m.Bands != nil {
			p.Add("bands: a band table belongs to the custom profile only; this map plays %s", m.rulesName())
		}
		return m.Zones()
	}
	ValidateBands(m.Bands, p)
	return m.Zones()
}

// ValidateBands adds the problems of a custom band table to p: between one
// and MaxBands rows, the first from 0 links, each starting further than the
// one before, each with a short name of its own.
func ValidateBands(bands []Band, p *Problems) {
	if len(bands) == 0 {
		p.Add("bands: the custom profile needs a band table (at least the band of the same zone, from 0 links)")
		return
	}
	if len(bands) > MaxBands {
		p.Add("bands: %d bands, over the limit of %d", len(bands), MaxBands)
		return
	}
	seen := make(map[string]int, len(bands))
	for i, b := range bands {
		where := fmt.Sprintf("bands: band %d", i+1)
		name := strings.TrimSpace(b.Name)
		switch {
		case name == "":
			p.Add("%s has no name", where)
		case len(b.Name) > MaxBandNameLen:
			p.Add("%s: the name is %d bytes, over the limit of %d", where, len(b.Name), MaxBandNameLen)
		default:
			CheckText(p, lazyWhere{}, where+": the name", b.Name, MaxBandNameLen)
			key := strings.ToLower(name)
			if first, dup := seen[key]; dup {
				p.Add("%s: the name %s is already band %d's", where, quote.Q(b.Name), first+1)
			} else {
				seen[key] = i
			}
		}
		switch {
		case i == 0 && b.From != 0:
			p.Add("%s starts at %d links; the first band starts at 0 (the same zone)", where, b.From)
		case b.From < 0 || b.From > MaxBandFrom:
			p.Add("%s starts at %d links, outside 0 to %d", where, b.From, MaxBandFrom)
		case i > 0 && b.From <= bands[i-1].From:
			p.Add("%s starts at %d links, not after band %d (%d links): the counts must rise", where, b.From, i, bands[i-1].From)
		}
	}
}

// validateTraits checks an area's traits against the map's profile.
func validateTraits(m *Map, zones *Profile, a *Area, where lazyWhere, p *Problems) {
	if zones == nil {
		if m.Profile == "" {
			p.Add("%s: traits belong to a zones profile; this map plays Unhex (set its rules to a zones profile, or remove the traits)", where)
		}
		return
	}
	if len(a.Traits) > MaxTraitsPerArea {
		p.Add("%s: %d traits, over the limit of %d", where, len(a.Traits), MaxTraitsPerArea)
		return
	}
	for j, t := range a.Traits {
		switch {
		case strings.TrimSpace(t) == "":
			p.Add("%s: trait %d is blank", where, j+1)
			continue
		case len(t) > MaxTraitLen || strings.ContainsAny(t, "\n\r\t"):
			CheckText(p, where, fmt.Sprintf(": trait %d", j+1), t, MaxTraitLen)
			if strings.ContainsAny(t, "\n\r\t") {
				p.Add("%s: trait %d holds a line break or tab; a trait is one line", where, j+1)
			}
			continue
		}
		CheckText(p, where, fmt.Sprintf(": trait %d", j+1), t, MaxTraitLen)
		if _, ok := zones.Trait(t); !ok {
			p.Add("%s: the trait %s is not a trait of %s (its traits: %s)", where, quote.Q(t), zones.Name, zones.traitWords())
		}
		for k := range j {
			if strings.EqualFold(strings.TrimSpace(a.Traits[k]), strings.TrimSpace(t)) {
				p.Add("%s: the trait %s is there twice", where, quote.Q(t))
				break
			}
		}
	}
}

// rulesName names what the map plays in a message.
func (m *Map) rulesName() string {
	if z := m.Zones(); z != nil {
		return z.Name
	}
	return "Unhex"
}

// profileList names every zones profile id for a message.
func profileList() string {
	ids := make([]string, 0, len(ProfileIDs()))
	for _, id := range ProfileIDs() {
		ids = append(ids, string(id))
	}
	return "zones profiles: " + strings.Join(ids, ", ")
}
