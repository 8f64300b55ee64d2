package uikit

import "github.com/unhexboard/unhexboard/engine/battlemap"

// LinkKinds are the link kinds in the order the pickers and keys 1-3
// offer them.
var LinkKinds = []battlemap.LinkKind{battlemap.Solid, battlemap.Dashed, battlemap.Blocked}

// LinkKindNames name the link kinds in the pickers and menus.
var LinkKindNames = map[battlemap.LinkKind]string{
	battlemap.Solid:   "Solid: move, see",
	battlemap.Dashed:  "Dashed: see only",
	battlemap.Blocked: "Blocked: no sight",
	// A zones map's border: a passage no one sees across.
	battlemap.Obscured: "Obscured: move, no sight",
}

// KindsFor are the link kinds the pickers offer on m, by the engine's
// rule of the kinds a map may have: an Unhex map's three, and on a zones
// map the obscured border (key 4) too.
func KindsFor(m *battlemap.Map) []battlemap.LinkKind {
	out := append([]battlemap.LinkKind(nil), LinkKinds...)
	if m.LinkKindAllowed(battlemap.Obscured) == nil {
		out = append(out, battlemap.Obscured)
	}
	return out
}

// KindNames names kinds for a picker.
func KindNames(kinds []battlemap.LinkKind) []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = LinkKindNames[k]
	}
	return names
}

// KindNamed is the link kind shown under a name in the kind pickers.
func KindNamed(s string) (battlemap.LinkKind, bool) {
	for _, k := range append(LinkKinds, battlemap.Obscured) {
		if LinkKindNames[k] == s {
			return k, true
		}
	}
	return "", false
}

// DoorLabel names a link's door in the pickers and menus.
func DoorLabel(d battlemap.Door) string {
	switch d {
	case battlemap.DoorOpen:
		return "Open"
	case battlemap.DoorClosed:
		return "Closed"
	}
	return "No door"
}

// DoorFromLabel is the door a DoorLabel names.
func DoorFromLabel(s string) battlemap.Door {
	switch s {
	case "Open":
		return battlemap.DoorOpen
	case "Closed":
		return battlemap.DoorClosed
	}
	return battlemap.NoDoor
}
