package battlemap

// QueryReport is the answer of `unhexboard query`: how every area of the
// map looks from one area. Range and Moves are null when unreachable.
type QueryReport struct {
	From      AreaID        `json:"from"`
	Threshold int           `json:"threshold"`
	Areas     []QueryAnswer `json:"areas"`
}

// QueryAnswer is one area's line in a QueryReport.
type QueryAnswer struct {
	ID    AreaID `json:"id"`
	Name  string `json:"name"`
	Range *int   `json:"range"`
	LOS   bool   `json:"los"`
	Cover bool   `json:"cover"`
	Moves *int   `json:"moves"`
}

// Query answers range, sight, cover and moves from one area (an id or a
// name) to every area of m, in map order.
func Query(m *Map, from string, threshold int) (*QueryReport, error) {
	id, err := m.ResolveArea(from)
	if err != nil {
		return nil, err
	}
	ter, err := Compile(m, nil)
	if err != nil {
		return nil, err
	}
	reach := ter.From(ter.Index(id), threshold)
	rep := &QueryReport{From: id, Threshold: threshold, Areas: make([]QueryAnswer, len(reach))}
	for i, r := range reach {
		rep.Areas[i] = QueryAnswer{
			ID: ter.IDs[i], Name: ter.Names[i],
			Range: nullable(r.Range), Moves: nullable(r.Moves),
			LOS: r.LOS, Cover: r.Cover,
		}
	}
	return rep, nil
}

func nullable(v int32) *int {
	if v == Unreachable {
		return nil
	}
	n := int(v)
	return &n
}
