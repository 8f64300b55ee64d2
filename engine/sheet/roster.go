package sheet

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"

	"github.com/unhexboard/unhexboard/engine/battlemap"
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
	// Edition is the rules the characters play by: the document's, carried
	// here so every command reads it from the state it changes.
	Edition Edition `json:"-"`
	// Calls are the GM's calls the map plays, carried as the edition is.
	Calls Calls `json:"-"`
	// HouseRules are the document's house rules, carried as the edition is.
	HouseRules HouseRules `json:"-"`
}

// Clone returns a deep copy, so a command tried on the copy never reaches r.
func (r *Roster) Clone() *Roster {
	out := &Roster{Edition: r.Edition, Calls: r.Calls, HouseRules: r.HouseRules}
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

// Label is a character's name as the log says it, or the id of one the
// roster does not hold.
func (r *Roster) Label(id CharacterID) string {
	if c := r.Find(id); c != nil {
		return c.Label()
	}
	return string(id)
}

func (r *Roster) Get(id CharacterID, role string) (*Character, error) {
	if id == "" {
		return nil, fmt.Errorf("the %s is not named", role)
	}
	c := r.Find(id)
	if c == nil {
		return nil, fmt.Errorf("no character has the id %s (%s)", quote.Q(id), role)
	}
	return c, nil
}

// Validate checks every sheet of the roster against the rules a sheet must
// always keep. areas, if not nil, are the map's area ids.
func (r *Roster) Validate(areas map[battlemap.AreaID]bool) error {
	var p battlemap.Problems
	ValidateCharacters(r.Edition, r.Characters, areas, &p)
	return p.Result()
}

func ValidateCharacters(e Edition, cs []Character, areas map[battlemap.AreaID]bool, p *battlemap.Problems) {
	if len(cs) > MaxCharacters {
		p.Add("the roster has %d characters, over the limit of %d", len(cs), MaxCharacters)
		return
	}
	ids := make(map[CharacterID]int, len(cs))
	for i := range cs {
		c := &cs[i]
		where := charWhere{c: c, index: i}
		if c.ID != "" {
			if first, dup := ids[c.ID]; dup {
				p.Add("%s: id: %s is already used by character %d", where, quote.Q(c.ID), first+1)
			} else {
				ids[c.ID] = i
			}
		}
		validateCharacter(e, c, areas, where, p)
	}
}

// Changed is a sheet a command wrote, and the valid sheet it was before
// (nil for a sheet new to the roster).
type Changed struct{ Now, Was *Character }

// ValidateChanged is ValidateCharacters on the Now sheets, numbered by
// their place in cs, under the same edition as the Was sheets: a check
// whose fields hold what they held in the valid Was sheet is skipped, as
// it passed then. It is the guard after every combat command, where most
// of a sheet is as it was.
func ValidateChanged(e Edition, cs []Changed, areas map[battlemap.AreaID]bool, p *battlemap.Problems) {
	if len(cs) > MaxCharacters {
		p.Add("the roster has %d characters, over the limit of %d", len(cs), MaxCharacters)
		return
	}
	for i := range cs {
		c, was := cs[i].Now, cs[i].Was
		where := charWhere{c: c, index: i}
		if c.ID != "" {
			for j := range i { // a command changes a handful of sheets: no map
				if cs[j].Now.ID == c.ID {
					p.Add("%s: id: %s is already used by character %d", where, quote.Q(c.ID), j+1)
					break
				}
			}
		}
		validateSince(e, c, was, areas, where, p)
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
	return fmt.Sprintf("character %d (%s)", w.index+1, quote.Q(w.c.ID))
}

// validateCharacter checks c against every rule of a sheet.
func validateCharacter(e Edition, c *Character, areas map[battlemap.AreaID]bool, where fmt.Stringer, p *battlemap.Problems) {
	validateSince(e, c, nil, areas, where, p)
}

// validateSince is validateCharacter skipping the checks of the fields
// that hold what they held in was, c as it stood valid under e (nil: it
// skips none). where is of its own type, not an interface, so it is put
// on the heap only to report a problem: the guard after every combat
// command runs it for each sheet the command changed.
func validateSince[W fmt.Stringer](e Edition, c, was *Character, areas map[battlemap.AreaID]bool, where W, p *battlemap.Problems) {
	full := was == nil
	if full || c.ID != was.ID {
		switch {
		case c.ID == "":
			p.Add("%s: id: is empty", where)
		case len(c.ID) > battlemap.MaxIDLen:
			p.Add("%s: id: is longer than %d bytes", where, battlemap.MaxIDLen)
		case !utf8.ValidString(string(c.ID)):
			p.Add("%s: id: is not valid UTF-8", where)
		}
	}
	if full || c.Name != was.Name {
		battlemap.CheckText(p, where, ": name", c.Name, battlemap.MaxNameLen)
	}
	if full || c.Team != was.Team {
		battlemap.CheckText(p, where, ": team", c.Team, battlemap.MaxNameLen)
	}
	if full || c.Gear != was.Gear {
		battlemap.CheckText(p, where, ": gear", c.Gear, battlemap.MaxNotesLen)
	}
	if full || c.Notes != was.Notes {
		battlemap.CheckText(p, where, ": notes", c.Notes, battlemap.MaxNotesLen)
	}
	if (full || !samePicture(c.Picture, was.Picture)) && len(c.Picture) > 0 {
		if err := CheckPicture(c.Picture); err != nil {
			p.Add("%s: picture: %v", where, err)
		}
	}
	if (full || c.Team != was.Team) && strings.TrimSpace(c.Team) == "" {
		p.Add("%s: team: is empty (every character is on a team)", where)
	}
	if (full || c.Kind != was.Kind) && c.Kind != PC && c.Kind != NPC {
		p.Add("%s: kind: %s is unknown (use pc or npc)", where, quote.Q(c.Kind))
	}
	if (full || c.MaxLevel != was.MaxLevel) && (c.MaxLevel < 0 || c.MaxLevel > e.Or().MaxLevel()) {
		p.Add("%s: maxLevel: %d is out of range (0 to %d in the %s rules)", where, c.MaxLevel, e.Or().MaxLevel(), e.Or())
	}
	if c.Level > c.MaxLevel {
		p.Add("%s: level: %d is above the max level %d", where, c.Level, c.MaxLevel)
	}
	if c.Level < MinLevel {
		p.Add("%s: level: %d is below the floor of %d", where, c.Level, MinLevel)
	}
	if (full || c.Area != was.Area) && c.Area != "" && areas != nil && !areas[c.Area] {
		p.Add("%s: area: %s is not an area of this map", where, quote.Q(c.Area))
	}
	sameAbilities := !full && c.MaxLevel == was.MaxLevel && sameArray(c.Abilities, was.Abilities)
	if !sameAbilities || !sameArray(c.Skills, was.Skills) {
		validateAbilities(e, c, where, p)
	}
	if !sameAbilities || !sameArray(c.Items, was.Items) && !slices.Equal(c.Items, was.Items) {
		validateItems(c, where, p)
	}
	if !full && c.Body == was.Body {
		return
	}
	for _, l := range Locations {
		m := c.Body.At(l)
		if m.Slash < 0 || m.X < 0 || m.Filled < 0 {
			p.Add("%s: body.%s: mark counts cannot be negative", where, bodyKey(l))
		} else if m.Total() > l.Boxes() {
			p.Add("%s: body.%s: %d marks in %d boxes", where, bodyKey(l), m.Total(), l.Boxes())
		}
	}
}

func validateAbilities(e Edition, c *Character, where fmt.Stringer, p *battlemap.Problems) {
	picks := c.AbilityPicks()
	if len(c.Abilities)+len(c.Skills) > picks {
		p.Add("%s: abilities: %d combat and %d non-combat abilities, but max level %d allows %d in all",
			where, len(c.Abilities), len(c.Skills), c.MaxLevel, picks)
		return
	}
	// The first two picks are one combat and one non-combat ability.
	if len(c.Abilities) > picks-1 {
		p.Add("%s: abilities: %d combat abilities leave no room for the non-combat one every character starts with", where, len(c.Abilities))
	}
	if len(c.Skills) > picks-1 {
		p.Add("%s: skills: %d non-combat abilities leave no room for the combat one every character starts with", where, len(c.Skills))
	}
	seen := map[AbilityID]bool{}
	for i, id := range c.Abilities {
		a, err := e.checkAbility(id)
		switch {
		case err != nil:
			p.Add("%s: abilities[%d]: %v", where, i, err)
		case seen[id]:
			p.Add("%s: abilities[%d]: %s is listed twice", where, i, quote.Q(id))
		case a.Requires != "" && !c.HasAbility(a.Requires):
			p.Add("%s: abilities[%d]: %s needs %s first", where, i, quote.Q(id), quote.Q(a.Requires))
		}
		seen[id] = true
	}
	for i, s := range c.Skills {
		if strings.TrimSpace(s) == "" {
			p.Add("%s: skills[%d]: is blank", where, i)
		}
		battlemap.CheckText(p, where, fmt.Sprintf(": skills[%d]", i), s, battlemap.MaxNameLen)
	}
}

func validateItems(c *Character, where fmt.Stringer, p *battlemap.Problems) {
	if len(c.Items) > MaxItemsPerCharacter {
		p.Add("%s: items: %d entries, over the limit of %d", where, len(c.Items), MaxItemsPerCharacter)
		return
	}
	if used, slots := c.SlotsUsed(), c.Slots(); used > slots {
		p.Add("%s: items: %s %s %s, but max level %d gives %d", where, words.Count(used, "item"), words.Agree(used, "needs", "need"), words.Count(used, "slot"), c.MaxLevel, slots)
	}
	ids := map[ItemID]bool{}
	armor := map[Location]int{}
	for i := range c.Items {
		it := &c.Items[i]
		at := itemWhere{where, i} // formatted only when a problem is reported
		switch {
		case it.ID == "":
			p.Add("%s: id: is empty", at)
		case len(it.ID) > battlemap.MaxIDLen || !utf8.ValidString(string(it.ID)):
			p.Add("%s: id: is too long or not UTF-8", at)
		case ids[it.ID]:
			p.Add("%s: id: %s is used twice", at, quote.Q(it.ID))
		}
		ids[it.ID] = true
		if len(it.Name) > battlemap.MaxNameLen || !utf8.ValidString(it.Name) { // else at would be boxed for nothing
			battlemap.CheckText(p, at, ": name", it.Name, battlemap.MaxNameLen)
		}
		if !it.Kind.Valid() {
			p.Add("%s: kind: %s is unknown", at, quote.Q(it.Kind))
			continue
		}
		if (it.Kind == ItemArmor) != (it.Location != "") {
			p.Add("%s: location: armor, and only armor, names the location it protects", at)
		} else if it.Kind == ItemArmor && !it.Location.Valid() {
			p.Add("%s: location: %s is not a hit location", at, quote.Q(it.Location))
		} else if it.Kind == ItemArmor && !it.Destroyed {
			armor[it.Location]++
			if armor[it.Location] == 3 {
				p.Add("%s: location: more than 2 armor on the %s", at, it.Location.Name())
			}
		}
		if (it.Kind == ItemAoE) != (it.AoE != "") {
			p.Add("%s: aoe: AoE items, and only they, name their AoE ability (blast, continuous, cover or demolish)", at)
		} else if it.Kind == ItemAoE && !it.AoE.Valid() {
			p.Add("%s: aoe: %s is not an AoE kind", at, quote.Q(it.AoE))
		} else if it.Kind == ItemAoE && !c.HasAbility(AoEAbility(it.AoE)) {
			p.Add("%s: aoe: carrying a %s AoE item needs the %s ability", at, it.AoE, AoEAbility(it.AoE))
		}
		if it.LessLethal && it.Kind != ItemAmmo {
			p.Add("%s: lessLethal: only an ammo slot is dedicated to less-lethal", at)
		}
		if it.Dropped && it.Kind == ItemArmor {
			p.Add("%s: dropped: armor is worn, not dropped", at)
		}
		if it.Dropped && it.Destroyed {
			p.Add("%s: a destroyed item is not also dropped", at)
		}
		if h := it.Held; h != NoHand && h != RightHand && h != LeftHand && h != BothHands {
			p.Add("%s: held: %s is not a hand (right, left or both)", at, quote.Q(h))
		}
	}
	if err := c.checkHolds(); err != nil {
		p.Add("%s: items: %v", where, err)
	}
}

// sameArray: a and b are one list, the same view of the same array (a
// state's copy shares the lists a command left alone).
func sameArray[T any](a, b []T) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
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
