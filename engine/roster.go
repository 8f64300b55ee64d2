package engine

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Limits on the roster, so an untrusted file cannot eat the machine. Real
// tables have a handful of characters with at most 10 slots each.
const (
	MaxCharacters        = 1_000
	MaxItemsPerCharacter = 64
)

// Roster is the characters of a file: the state the sheet commands change.
type Roster struct {
	Characters []Character `json:"characters"`
}

// Clone returns a deep copy, so a command tried on the copy never reaches r.
func (r *Roster) Clone() *Roster {
	out := &Roster{}
	if r.Characters != nil {
		out.Characters = make([]Character, len(r.Characters))
		for i := range r.Characters {
			out.Characters[i] = r.Characters[i].Clone()
		}
	}
	return out
}

// Find returns the character with id, or nil.
func (r *Roster) Find(id CharacterID) *Character {
	for i := range r.Characters {
		if r.Characters[i].ID == id {
			return &r.Characters[i]
		}
	}
	return nil
}

func (r *Roster) get(id CharacterID, role string) (*Character, error) {
	if id == "" {
		return nil, fmt.Errorf("the %s is not named", role)
	}
	c := r.Find(id)
	if c == nil {
		return nil, fmt.Errorf("no character has the id %q (%s)", id, role)
	}
	return c, nil
}

// Validate checks every sheet of the roster against the rules a sheet must
// always keep. areas, if not nil, are the map's area ids.
func (r *Roster) Validate(areas map[AreaID]bool) error {
	var p problems
	validateCharacters(r.Characters, areas, &p)
	return p.result()
}

func validateCharacters(cs []Character, areas map[AreaID]bool, p *problems) {
	if len(cs) > MaxCharacters {
		p.add("the roster has %d characters, over the limit of %d", len(cs), MaxCharacters)
		return
	}
	ids := make(map[CharacterID]int, len(cs))
	for i := range cs {
		c := &cs[i]
		where := charWhere{c: c, index: i}
		if c.ID != "" {
			if first, dup := ids[c.ID]; dup {
				p.add("%s: id: %q is already used by character %d", where, c.ID, first+1)
			} else {
				ids[c.ID] = i
			}
		}
		validateCharacter(c, areas, where, p)
	}
}

// charWhere names a character in a message by its place and id.
type charWhere struct {
	c     *Character
	index int
}

func (w charWhere) String() string {
	if w.c.ID == "" {
		return fmt.Sprintf("character %d", w.index+1)
	}
	return fmt.Sprintf("character %d (%q)", w.index+1, w.c.ID)
}

func validateCharacter(c *Character, areas map[AreaID]bool, where fmt.Stringer, p *problems) {
	switch {
	case c.ID == "":
		p.add("%s: id: is empty", where)
	case len(c.ID) > MaxIDLen:
		p.add("%s: id: is longer than %d bytes", where, MaxIDLen)
	case !utf8.ValidString(string(c.ID)):
		p.add("%s: id: is not valid UTF-8", where)
	}
	checkText(p, where, ": name", c.Name, MaxNameLen)
	checkText(p, where, ": team", c.Team, MaxNameLen)
	checkText(p, where, ": gear", c.Gear, MaxNotesLen)
	checkText(p, where, ": notes", c.Notes, MaxNotesLen)
	if strings.TrimSpace(c.Team) == "" {
		p.add("%s: team: is empty (every character is on a team)", where)
	}
	if c.Kind != PC && c.Kind != NPC {
		p.add("%s: kind: %q is unknown (use pc or npc)", where, c.Kind)
	}
	if c.MaxLevel < 0 || c.MaxLevel > MaxMaxLevel {
		p.add("%s: maxLevel: %d is out of range (0 to %d)", where, c.MaxLevel, MaxMaxLevel)
	}
	if c.Level > c.MaxLevel {
		p.add("%s: level: %d is above the max level %d", where, c.Level, c.MaxLevel)
	}
	if c.Level < MinLevel {
		p.add("%s: level: %d is below the floor of %d", where, c.Level, MinLevel)
	}
	if c.Area != "" && areas != nil && !areas[c.Area] {
		p.add("%s: area: %q is not an area of this map", where, c.Area)
	}
	validateAbilities(c, where, p)
	validateItems(c, where, p)
	for _, l := range Locations {
		m := c.Body.At(l)
		if m.Slash < 0 || m.X < 0 || m.Filled < 0 {
			p.add("%s: body.%s: mark counts cannot be negative", where, bodyKey(l))
		} else if m.Total() > l.Boxes() {
			p.add("%s: body.%s: %d marks in %d boxes", where, bodyKey(l), m.Total(), l.Boxes())
		}
	}
}

func validateAbilities(c *Character, where fmt.Stringer, p *problems) {
	picks := c.AbilityPicks()
	if len(c.Abilities)+len(c.Skills) > picks {
		p.add("%s: abilities: %d combat and %d non-combat abilities, but max level %d allows %d in all",
			where, len(c.Abilities), len(c.Skills), c.MaxLevel, picks)
		return
	}
	// The first two picks are one combat and one non-combat ability.
	if len(c.Abilities) > picks-1 {
		p.add("%s: abilities: %d combat abilities leave no room for the non-combat one every character starts with", where, len(c.Abilities))
	}
	if len(c.Skills) > picks-1 {
		p.add("%s: skills: %d non-combat abilities leave no room for the combat one every character starts with", where, len(c.Skills))
	}
	seen := map[AbilityID]bool{}
	for i, id := range c.Abilities {
		a := LookupAbility(id)
		switch {
		case a == nil:
			p.add("%s: abilities[%d]: %q is not an ability of the catalogue", where, i, id)
		case seen[id]:
			p.add("%s: abilities[%d]: %q is listed twice", where, i, id)
		case a.Requires != "" && !c.HasAbility(a.Requires):
			p.add("%s: abilities[%d]: %q needs %q first", where, i, id, a.Requires)
		}
		seen[id] = true
	}
	for i, s := range c.Skills {
		if strings.TrimSpace(s) == "" {
			p.add("%s: skills[%d]: is blank", where, i)
		}
		checkText(p, where, fmt.Sprintf(": skills[%d]", i), s, MaxNameLen)
	}
}

func validateItems(c *Character, where fmt.Stringer, p *problems) {
	if len(c.Items) > MaxItemsPerCharacter {
		p.add("%s: items: %d entries, over the limit of %d", where, len(c.Items), MaxItemsPerCharacter)
		return
	}
	if used, slots := c.SlotsUsed(), c.Slots(); used > slots {
		p.add("%s: items: %d items need %d slots, but max level %d gives %d", where, used, used, c.MaxLevel, slots)
	}
	ids := map[ItemID]bool{}
	armor := map[Location]int{}
	for i := range c.Items {
		it := &c.Items[i]
		at := itemWhere{where, i} // formatted only when a problem is reported
		switch {
		case it.ID == "":
			p.add("%s: id: is empty", at)
		case len(it.ID) > MaxIDLen || !utf8.ValidString(string(it.ID)):
			p.add("%s: id: is too long or not UTF-8", at)
		case ids[it.ID]:
			p.add("%s: id: %q is used twice", at, it.ID)
		}
		ids[it.ID] = true
		checkText(p, at, ": name", it.Name, MaxNameLen)
		if !it.Kind.Valid() {
			p.add("%s: kind: %q is unknown", at, it.Kind)
			continue
		}
		if (it.Kind == ItemArmor) != (it.Location != "") {
			p.add("%s: location: armor, and only armor, names the location it protects", at)
		} else if it.Kind == ItemArmor && !it.Location.Valid() {
			p.add("%s: location: %q is not a hit location", at, it.Location)
		} else if it.Kind == ItemArmor && !it.Destroyed {
			armor[it.Location]++
			if armor[it.Location] == 3 {
				p.add("%s: location: more than 2 armor on the %s", at, it.Location)
			}
		}
		if (it.Kind == ItemAoE) != (it.AoE != "") {
			p.add("%s: aoe: AoE items, and only they, name their AoE ability (blast, continuous, cover or demolish)", at)
		} else if it.Kind == ItemAoE && !it.AoE.Valid() {
			p.add("%s: aoe: %q is not an AoE kind", at, it.AoE)
		} else if it.Kind == ItemAoE && !c.HasAbility(AoEAbility(it.AoE)) {
			p.add("%s: aoe: carrying a %s AoE item needs the %s ability", at, it.AoE, AoEAbility(it.AoE))
		}
		if it.LessLethal && it.Kind != ItemAmmo {
			p.add("%s: lessLethal: only an ammo slot is dedicated to less-lethal", at)
		}
		if it.Dropped && it.Kind == ItemArmor {
			p.add("%s: dropped: armor is worn, not dropped", at)
		}
		if it.Dropped && it.Destroyed {
			p.add("%s: a destroyed item is not also dropped", at)
		}
		if h := it.Held; h != NoHand && h != RightHand && h != LeftHand && h != BothHands {
			p.add("%s: held: %q is not a hand (right, left or both)", at, h)
		}
	}
	if err := c.checkHolds(); err != nil {
		p.add("%s: items: %v", where, err)
	}
}

// itemWhere names an item in a message by its character and place.
type itemWhere struct {
	where fmt.Stringer
	index int
}

func (w itemWhere) String() string { return fmt.Sprintf("%s: items[%d]", w.where, w.index) }

type stringer string

func (s stringer) String() string { return string(s) }

// bodyKey is the JSON key of a location in Body.
func bodyKey(l Location) string {
	switch l {
	case RightArm:
		return "rightArm"
	case LeftArm:
		return "leftArm"
	case RightLeg:
		return "rightLeg"
	case LeftLeg:
		return "leftLeg"
	}
	return string(l)
}
