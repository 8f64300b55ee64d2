package editor

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// PasteOffset is how far, in map units (two steps of the default grid),
// each paste of the same copy lands right of and below the last one, so
// the copies never hide under their originals or each other.
const PasteOffset = 40.0

// Clip is a copy of some areas and of the links that join two of them,
// as they were when copied: later edits of the map do not change it.
type Clip struct {
	Areas []battlemap.Area
	Links []battlemap.Link
}

// CopyAreas copies the areas ids names (in map order) with everything
// they carry (notes, objectives, hazards, hidden) and the links that
// join two of them; a link to an area left out stays behind.
func CopyAreas(m *battlemap.Map, ids []battlemap.AreaID) Clip {
	want := make(map[battlemap.AreaID]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	var c Clip
	for _, a := range m.Areas {
		if want[a.ID] {
			a.Objectives = cloneOrNil(a.Objectives)
			a.Hazards = cloneOrNil(a.Hazards)
			c.Areas = append(c.Areas, a)
		}
	}
	for _, l := range m.Links {
		if want[l.A] && want[l.B] {
			c.Links = append(c.Links, l)
		}
	}
	return c
}

func cloneOrNil[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append([]T(nil), s...)
}

// Paste builds the one command that adds the clip's areas to m, moved by
// (dx, dy), each under a fresh id by the one id rule and a name no area
// of m has ("Bar" pastes as "Bar 2"), with the links among them; verb
// begins its label ("Paste 2 areas"). It returns nil for an empty clip,
// and the new areas' ids in the clip's order.
func (c Clip) Paste(m *battlemap.Map, verb string, dx, dy float64) (Command, []battlemap.AreaID) {
	if len(c.Areas) == 0 {
		return nil, nil
	}
	ids := NewAreaIDs(m)
	names := takenNames(m)
	newID := make(map[battlemap.AreaID]battlemap.AreaID, len(c.Areas))
	var cmds []Command
	var added []battlemap.AreaID
	for _, a := range c.Areas {
		a.Name = freeName(a.Name, names)
		names[strings.ToLower(a.Name)] = true
		id := ids.Take(a.Name)
		newID[a.ID] = id
		a.ID = id
		a.X, a.Y = a.X+dx, a.Y+dy
		a.Objectives = cloneOrNil(a.Objectives)
		a.Hazards = cloneOrNil(a.Hazards)
		cmds = append(cmds, &AddArea{Area: a})
		added = append(added, id)
	}
	for _, l := range c.Links {
		l.A, l.B = newID[l.A], newID[l.B]
		cmds = append(cmds, &AddLink{Link: l})
	}
	return &Batch{Name: verb + " " + plural(len(c.Areas), "area"), Commands: cmds}, added
}

// takenNames are the names of m's areas, lower-cased: "bar" and "Bar"
// would clash when a GM or the command line names an area.
func takenNames(m *battlemap.Map) map[string]bool {
	taken := make(map[string]bool, len(m.Areas))
	for _, a := range m.Areas {
		taken[strings.ToLower(a.Name)] = true
	}
	return taken
}

// freeName is name if no area has it, else the name with the first free
// number after it: "Bar" gives "Bar 2", and "Bar 2" gives "Bar 3". The
// name is cut short (whole characters) where the number would take it
// over the longest name an area may have.
func freeName(name string, taken map[string]bool) string {
	if !taken[strings.ToLower(name)] {
		return name
	}
	base, n := name, 2
	if i := strings.LastIndexByte(name, ' '); i > 0 {
		if k, err := strconv.Atoi(name[i+1:]); err == nil && k >= 1 && k < 1e6 && name[i+1] != '0' && name[i+1] != '+' {
			base, n = name[:i], k+1
		}
	}
	for ; ; n++ {
		suffix := " " + strconv.Itoa(n)
		b := base
		for len(b)+len(suffix) > battlemap.MaxNameLen {
			_, size := utf8.DecodeLastRuneInString(b)
			b = b[:len(b)-size]
		}
		if s := strings.TrimSpace(b) + suffix; !taken[strings.ToLower(s)] {
			return s
		}
	}
}

// Copy keeps the selected areas, and the links among them, for Paste. It
// reports how many areas it copied; with none selected, the copy kept
// before stays.
func (e *Editor) Copy() int {
	ids := e.Selection.Areas(e.Map())
	if len(ids) == 0 {
		e.message("Select the areas to copy first (their links come with them)", true)
		return 0
	}
	e.clip, e.pastes = CopyAreas(e.Map(), ids), 0
	e.message(fmt.Sprintf("Copied %s: Paste (Ctrl+V) adds them again", plural(len(ids), "area")), false)
	return len(ids)
}

// CanPaste reports a copy to paste.
func (e *Editor) CanPaste() bool { return len(e.clip.Areas) > 0 }

// Paste adds the copied areas (with the links among them) as one undo
// step, each paste of the same copy PasteOffset further right and down,
// and selects what it added.
func (e *Editor) Paste() error {
	if !e.CanPaste() {
		e.message("Nothing to paste: select areas and copy them (Ctrl+C) first", true)
		return ErrNoChange
	}
	d := PasteOffset * float64(e.pastes+1)
	if err := e.put(e.clip, "Paste", d); err != nil {
		return err
	}
	e.pastes++
	return nil
}

// Duplicate copies the selected areas (with the links among them) beside
// themselves, as one undo step, and selects the copies. What Copy kept is
// left as it was.
func (e *Editor) Duplicate() error {
	ids := e.Selection.Areas(e.Map())
	if len(ids) == 0 {
		e.message("Select the areas to duplicate first (their links come with them)", true)
		return ErrNoChange
	}
	return e.put(CopyAreas(e.Map(), ids), "Duplicate", PasteOffset)
}

// put adds a clip's areas moved by d each way and selects them.
func (e *Editor) put(c Clip, verb string, d float64) error {
	e.Cancel() // put a live move back first, as Undo does
	cmd, ids := c.Paste(e.Map(), verb, d, d)
	if err := e.Do(cmd); err != nil {
		return err
	}
	e.Select(ids, nil)
	e.message(cmd.Label()+": the copies are selected, drag them into place", false)
	return nil
}
