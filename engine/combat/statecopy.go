package combat

import (
	"unsafe"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Clone returns a copy as deep as writing needs; the map is shared, as
// nothing changes it. Characters' items are shared until a command writes
// one (see cloneRoster): whoever writes an item of a state outside a
// command must copy the character's list first. The lists of names (Teams, Order, Objectives) are shared too, capped at
// their length: the engine only ever replaces them or appends to them, and
// an append to a capped list moves it out, so no copy sees another's
// change. Whoever writes into one of them in place must copy it first.
func (c *Combat) Clone() *Combat { return c.cloneInto(nil) }

// cloneInto is Clone into the memory of spent, a state no one reads any
// more (or nil for fresh memory): its character and tally blocks
// and its tally map are filled again instead of allocated.
func (c *Combat) cloneInto(spent *Combat) *Combat {
	var own blocks
	if spent != nil {
		own = spent.mem
		if own.cmds == nil {
			own.cmds = new(listedCmds)
		}
	}
	out := spent
	if out == nil {
		out = &Combat{}
	}
	*out = *c
	out.mem, out.madeOf = own, nil
	out.mem.spareWindow = c.Window == nil && own.window != nil // the spent window is no state's
	out.Roster = out.cloneRoster(c.Roster)
	out.Teams = capped(c.Teams)
	out.Order = capped(c.Order)
	out.Tallies = out.cloneTallies(c, &own)
	out.Doors = cloneMap(c.Doors)
	out.Demolished = cloneMap(c.Demolished)
	out.Rallied = cloneMap(c.Rallied)
	out.Grapples = cloneMap(c.Grapples)
	out.Recovered = cloneMap(c.Recovered)
	out.Effects = sheet.CloneSlice(c.Effects)
	out.EnvActed = sheet.CloneSlice(c.EnvActed)
	out.Objectives = capped(c.Objectives)
	if c.Window != nil {
		w := own.window // the window is the state's own: it is never shared
		if w == nil {
			w = new(Window)
		}
		*w = *c.Window
		w.Reactions = nil // an empty list stays nil, as sheet.CloneSlice leaves it
		if len(c.Window.Reactions) > 0 {
			// in the spent state's block of reactions, read by no one now
			out.mem.reactions = append(own.reactions[:0], c.Window.Reactions...)
			w.Reactions = out.mem.reactions
		}
		out.Window, out.mem.window = w, w
	}
	return out
}

// blocks is the memory a state's copy was made in, for cloneInto to fill
// again once the state is spent.
type blocks struct {
	roster   *sheet.Roster
	chars    []sheet.Character
	tallies  []Tally
	tallyMap map[sheet.CharacterID]*Tally
	// tallyIDs names each of tallies, in order; the copies of one state
	// share it, read only.
	tallyIDs []sheet.CharacterID
	window   *Window
	// reactions is the block the window's reactions were copied in.
	reactions []Reaction
	// spareWindow: window is the spent state's, unused by this one (its
	// copy had no window), for the first window a command opens.
	spareWindow bool
	cmds        *listedCmds // the fight's listed commands (listedcmds.go)
}

// cloneTallies copies c's tallies into c's copy out, in the memory own
// of a spent state: one block for every tally, as a replay clones the
// state per entry. When both hold the same ids in the same order, and no
// tally was added since, own's map points at its block already, and the
// copy is of the block alone: the map is neither read nor written.
func (out *Combat) cloneTallies(c *Combat, own *blocks) map[sheet.CharacterID]*Tally {
	ids := c.mem.tallyIDs
	kept := len(ids) == len(c.Tallies) && len(ids) == len(c.mem.tallies) // only tally() adds, never replaces
	if kept && own.tallyMap != nil && len(own.tallyIDs) == len(ids) && len(own.tallyMap) == len(ids) && len(own.tallies) == len(ids) &&
		(len(ids) == 0 || &own.tallyIDs[0] == &ids[0]) {
		copy(own.tallies, c.mem.tallies)
		return own.tallyMap
	}
	block := reuse(own.tallies, len(c.Tallies))
	if own.tallyMap == nil {
		own.tallyMap = make(map[sheet.CharacterID]*Tally, len(c.Tallies))
	}
	clear(own.tallyMap)
	if kept {
		for i, id := range ids {
			block = append(block, c.mem.tallies[i])
			own.tallyMap[id] = &block[i]
		}
	} else {
		ids = make([]sheet.CharacterID, 0, len(c.Tallies))
		for id, t := range c.Tallies {
			block = append(block, *t)
			own.tallyMap[id] = &block[len(block)-1]
			ids = append(ids, id)
		}
	}
	out.mem.tallies, out.mem.tallyMap, out.mem.tallyIDs = block, own.tallyMap, ids
	return own.tallyMap
}

// reuse is buf emptied when it holds n, else a new buffer for n.
func reuse[T any](buf []T, n int) []T {
	if cap(buf) >= n {
		return buf[:0]
	}
	return make([]T, 0, n)
}

// capped shares a list with no room to grow in place; an empty list
// stays nil, as sheet.CloneSlice leaves it.
func capped[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s[:len(s):len(s)]
}

// cloneMap copies a map; an empty map stays nil.
func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if len(m) == 0 {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// cloneRoster copies the roster for a combat step into c's blocks.
// Abilities and skills are shared: no combat command changes them in place (a GM override
// replaces the whole list). Items are shared too, copied on write: a
// command copies a character's list before it writes an item in place
// (ctx.OwnItems), as an item changes in few commands (ammunition or
// armor destroyed, hands changed, items dropped) and the copy of every
// list per step cost more than those. Each shared list is capped at its
// length, so an append moves it out instead of writing past it into
// memory another state may append to too.
func (c *Combat) cloneRoster(r *sheet.Roster) *sheet.Roster {
	out := c.mem.roster
	if out == nil {
		out = &sheet.Roster{}
	}
	chars := reuse(c.mem.chars, len(r.Characters))[:len(r.Characters)]
	*out = sheet.Roster{Characters: chars, Edition: r.Edition, Calls: r.Calls, HouseRules: r.HouseRules}
	copy(out.Characters, r.Characters)
	c.mem.roster, c.mem.chars = out, chars
	for i := range out.Characters {
		if items := out.Characters[i].Items; len(items) == 0 {
			out.Characters[i].Items = nil // as CloneSlice leaves an empty list
		} else if cap(items) != len(items) {
			out.Characters[i].Items = items[:len(items):len(items)]
		}
	}
	return out
}

// tally returns the character's tally, creating it for a character added
// during the combat.
func (c *Combat) tally(id sheet.CharacterID) *Tally {
	t := c.TallyOf(id)
	if t == nil {
		t = &Tally{}
		c.Tallies[id] = t
	}
	return t
}

// TallyOf is the character's tally, or nil when they have none; it
// changes nothing. A copy made in spent memory finds it in its tally
// block by the block's ids, which name the tallies in order while no
// tally has been added since the copy (tally() only adds, never
// replaces): comparing a handful of ids, which share their text with the
// roster's, is cheaper than hashing one, and the engine and the tactics
// ask thousands of times a fight. The id asked is almost always the
// roster's own text, as the block's ids are: compared by address first,
// most asks compare no bytes at all.
func (c *Combat) TallyOf(id sheet.CharacterID) *Tally {
	if ids := c.mem.tallyIDs; len(ids) == len(c.Tallies) && len(ids) == len(c.mem.tallies) {
		p := unsafe.StringData(string(id)) // first by the text's address alone (see above)
		for i := range ids {
			if unsafe.StringData(string(ids[i])) == p && len(ids[i]) == len(id) {
				return &c.mem.tallies[i]
			}
		}
		for i := range ids {
			if ids[i] == id {
				return &c.mem.tallies[i]
			}
		}
		return nil
	}
	return c.Tallies[id]
}

// newWindow is w in c's own memory: the spent state's window when c's
// copy left it unused (see cloneInto), else a new one, which c's memory
// then holds for the copy made in it once c is spent.
func (c *Combat) newWindow(w Window) *Window {
	if c.mem.spareWindow {
		c.mem.spareWindow = false
		*c.mem.window = w
		return c.mem.window
	}
	nw := new(Window) // w itself stays on the caller's stack
	*nw = w
	c.mem.window = nw
	return nw
}
