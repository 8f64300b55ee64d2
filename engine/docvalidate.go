package engine

import (
	"math"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Validate checks a document against every rule of the format. The editor
// keeps its map valid at all times; the loader refuses anything else.
func Validate(doc *Document) error {
	var p battlemap.Problems
	battlemap.ValidateMap(&doc.Map, &p)
	if _, _, err := ParseRules(string(doc.Rules)); err != nil {
		p.Add("rules: %v", err)
	}
	validateZones(doc, &p)
	if err := doc.Calls.Validate(); err != nil {
		p.Add("calls: %v", err)
	}
	sheet.ValidateCharacters(doc.Rules, doc.Characters, sheet.AreaSet(&doc.Map), &p)
	combat.ValidateCombat(doc.Rules, doc.Combat, sheet.AreaSet(&doc.Map), &p)
	if v := doc.View; v != nil {
		for name, x := range map[string]float64{"gridSize": v.GridSize, "zoom": v.Zoom, "panX": v.PanX, "panY": v.PanY} {
			if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > battlemap.MaxCoordinate {
				p.Add("view: %s %v is out of range", name, x)
			}
		}
		if v.GridSize < 0 || v.Zoom < 0 {
			p.Add("view: gridSize and zoom cannot be negative")
		}
	}
	return p.Result()
}
