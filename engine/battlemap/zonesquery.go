package battlemap

// ZoneQueryReport is `unhexboard query` under a zones profile: every
// area's range, band, sight and moves from one area. Range, band and
// moves are null when unreachable.
type ZoneQueryReport struct {
	From  AreaID       `json:"from"`
	Rules ProfileID    `json:"rules"`
	Areas []ZoneAnswer `json:"areas"`
}

// ZoneAnswer is one area's line in a ZoneQueryReport. Traits are the
// area's traits the profile knows.
type ZoneAnswer struct {
	ID     AreaID   `json:"id"`
	Name   string   `json:"name"`
	Range  *int     `json:"range"`
	Band   *string  `json:"band"`
	LOS    bool     `json:"los"`
	Moves  *int     `json:"moves"`
	Traits []string `json:"traits,omitempty"`
}

// QueryZones answers range, band, sight and moves from one area (an id or
// a name) to every area of m under m's zones profile, in map order. An
// Unhex map is refused: Query answers it.
func QueryZones(m *Map, from string) (*ZoneQueryReport, error) {
	z := m.Zones()
	if z == nil {
		return nil, &NotZonesError{}
	}
	id, err := m.ResolveArea(from)
	if err != nil {
		return nil, err
	}
	ter, err := Compile(m, nil)
	if err != nil {
		return nil, err
	}
	reach := ter.From(ter.Index(id), SightThreshold)
	rep := &ZoneQueryReport{From: id, Rules: z.ID, Areas: make([]ZoneAnswer, len(reach))}
	for i, r := range reach {
		a := ZoneAnswer{ID: ter.IDs[i], Name: ter.Names[i], Range: nullable(r.Range), Moves: nullable(r.Moves), LOS: r.LOS}
		if r.Range != Unreachable {
			band := z.Band(int(r.Range))
			a.Band = &band
		}
		for _, word := range m.Areas[i].Traits {
			if _, ok := z.Trait(word); ok {
				a.Traits = append(a.Traits, word)
			}
		}
		rep.Areas[i] = a
	}
	return rep, nil
}

// NotZonesError says a zones question was asked of an Unhex map.
type NotZonesError struct{}

func (*NotZonesError) Error() string { return "the map plays Unhex, not a zones profile" }
