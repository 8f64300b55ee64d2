// Package engine owns the .unhex document: what a file holds (the map, the
// view, the roster and the saved combat), its loader, validation and atomic
// save. The rules live in its sub-packages: battlemap (the map), sheet
// (characters) and combat (fights).
package engine

import (
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Document is everything a .unhex file holds: the map, and the settings the
// app keeps with it. Later sections (characters, combat) hang off it too.
type Document struct {
	Map  battlemap.Map
	View *View
	// Characters is the roster: every character sheet kept with the map.
	Characters []sheet.Character
	// Combat is the saved combat, or nil.
	Combat *combat.Record
	// Rules is the edition of the rules the map is played under; empty
	// means the latest (sheet.Edition's zero value).
	Rules sheet.Edition
	// Calls are the GM's calls the map is played with; an empty one plays
	// as files before the calls did (sheet.Calls).
	Calls sheet.Calls
	// HouseRules are the house rules the map is played with; the zero
	// value is the book as written.
	HouseRules sheet.HouseRules
}

// NewDocument is an empty map playing the latest rules, with the GM's
// calls at their defaults.
func NewDocument(title string) *Document {
	return &Document{Map: battlemap.Map{Title: title}, Rules: sheet.Latest, Calls: sheet.DefaultCalls()}
}

// View is how the map was last shown in the editor. It is optional and has
// no effect on the rules.
type View struct {
	Grid     bool    `json:"grid"`
	Snap     bool    `json:"snap"`
	GridSize float64 `json:"gridSize,omitempty"`
	Zoom     float64 `json:"zoom,omitempty"`
	PanX     float64 `json:"panX,omitempty"`
	PanY     float64 `json:"panY,omitempty"`
}

// Clone returns a deep copy of the document.
func (d *Document) Clone() *Document {
	c := &Document{Map: *d.Map.Clone(), Rules: d.Rules, Calls: d.Calls, HouseRules: d.HouseRules}
	if d.View != nil {
		v := *d.View
		c.View = &v
	}
	if d.Characters != nil {
		c.Characters = (&sheet.Roster{Characters: d.Characters}).Clone().Characters
	}
	if d.Combat != nil {
		rc := *d.Combat
		rc.Characters = (&sheet.Roster{Characters: d.Combat.Characters}).Clone().Characters
		if d.Combat.Characters == nil {
			rc.Characters = nil
		}
		rc.Objectives = sheet.CloneSlice(d.Combat.Objectives)
		rc.Log = sheet.CloneSlice(d.Combat.Log) // entries are never changed in place
		c.Combat = &rc
	}
	return c
}
