package campaign

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Validate checks a campaign against every rule of the format: the
// limits, the sheets (by the sheet's own checks), the map paths and the
// sessions. Every problem is named; the first ones are listed.
func Validate(c *Campaign) error {
	p := battlemap.Problems{Err: battlemap.ValidationError{Of: "campaign"}}
	battlemap.CheckText(&p, label(""), "title", c.Title, battlemap.MaxNameLen)
	battlemap.CheckText(&p, label(""), "notes", c.Notes, battlemap.MaxNotesLen)
	if _, err := sheet.ParseEdition(string(c.Rules)); err != nil {
		p.Add("rules: %v", err)
	}
	checkSheets(&p, c.Rules, "party", c.Party, sheet.PC)
	if len(c.Maps) > MaxMaps {
		p.Add("maps: %d maps, over the limit of %d", len(c.Maps), MaxMaps)
	} else {
		seen := map[string]int{}
		for i, m := range c.Maps {
			where := fmt.Sprintf("maps[%d]", i)
			if err := CheckMapPath(m.Path); err != nil {
				p.Add("%s: path: %v", where, err)
			} else if first, dup := seen[samePath(m.Path)]; dup {
				p.Add("%s: path: %s is already maps[%d] (%s): the same map twice", where, quote.Q(m.Path), first, quote.Q(c.Maps[first].Path))
			} else {
				seen[samePath(m.Path)] = i
			}
			battlemap.CheckText(&p, label(where), ": notes", m.Notes, battlemap.MaxNotesLen)
		}
	}
	if len(c.NPCs) > MaxNPCGroups {
		p.Add("npcs: %d groups, over the limit of %d", len(c.NPCs), MaxNPCGroups)
	} else {
		for i, g := range c.NPCs {
			where := fmt.Sprintf("npcs[%d]", i)
			if strings.TrimSpace(g.Name) == "" {
				p.Add("%s: name: is blank (every group has a name)", where)
			}
			battlemap.CheckText(&p, label(where), ": name", g.Name, battlemap.MaxNameLen)
			if len(g.Characters) == 0 {
				p.Add("%s: characters: the group is empty", where)
			}
			checkSheets(&p, c.Rules, where, g.Characters, sheet.NPC)
		}
	}
	if a := c.Away; a != nil {
		if c.MapIndex(a.Map) < 0 {
			p.Add("away: map: %s is not one of the campaign's maps", quote.Q(a.Map))
		}
		checkSheets(&p, c.Rules, "away.arrived", a.Arrived, sheet.PC)
	}
	if c.Current != nil {
		checkSession(&p, c, "current", c.Current)
	}
	if len(c.Sessions) > MaxSessions {
		p.Add("sessions: %d sessions, over the limit of %d", len(c.Sessions), MaxSessions)
	} else {
		for i := range c.Sessions {
			checkSession(&p, c, fmt.Sprintf("sessions[%d]", i), &c.Sessions[i])
		}
	}
	return p.Result()
}

// label is a place in the file, for battlemap.CheckText.
type label string

func (l label) String() string { return string(l) }

// checkSheets runs the sheet's own checks on a list of sheets, prefixing
// each problem with where the list is, and adds what a campaign asks of
// them: the right kind, and no area (a campaign's sheet stands on no map).
func checkSheets(p *battlemap.Problems, rules sheet.Edition, where string, cs []sheet.Character, kind sheet.CharacterKind) {
	var own battlemap.Problems
	sheet.ValidateCharacters(rules, cs, nil, &own)
	for _, msg := range own.Err.Problems {
		p.Add("%s: %s", where, msg)
	}
	for i := 0; i < own.Err.Omitted; i++ {
		p.Add("%s: another problem", where)
	}
	if len(cs) > sheet.MaxCharacters {
		return
	}
	for i := range cs {
		ch := &cs[i]
		if ch.Kind != kind && (ch.Kind == sheet.PC || ch.Kind == sheet.NPC) {
			p.Add("%s: character %d (%s): kind: is %s, but the %s holds only %ss", where, i+1, quote.Q(ch.ID), ch.Kind, what(where), kind)
		}
		if ch.Area != "" {
			p.Add("%s: character %d (%s): area: a campaign's sheet stands on no map (leave area out)", where, i+1, quote.Q(ch.ID))
		}
	}
}

func what(where string) string {
	if strings.HasPrefix(where, "npcs") {
		return "NPC group"
	}
	return "party"
}

func checkSession(p *battlemap.Problems, c *Campaign, where string, s *Session) {
	battlemap.CheckText(p, label(where), ": date", s.Date, battlemap.MaxNameLen)
	battlemap.CheckText(p, label(where), ": goal", s.Goal, battlemap.MaxNotesLen)
	if len(s.Fights) > MaxFightsInSession {
		p.Add("%s: fights: %d fights, over the limit of %d", where, len(s.Fights), MaxFightsInSession)
	} else {
		for i, f := range s.Fights {
			at := fmt.Sprintf("%s: fights[%d]", where, i)
			if err := CheckMapPath(f.Map); err != nil {
				p.Add("%s: map: %v", at, err)
			}
			battlemap.CheckText(p, label(at), ": outcome", f.Outcome, battlemap.MaxNotesLen)
			if f.Rounds < 0 {
				p.Add("%s: rounds: %d is negative", at, f.Rounds)
			}
		}
	}
	if len(s.Advancement) > sheet.MaxCharacters {
		p.Add("%s: advancement: %d entries, over the limit of %d", where, len(s.Advancement), sheet.MaxCharacters)
		return
	}
	top := c.Rules.Or().MaxLevel()
	for i, a := range s.Advancement {
		at := fmt.Sprintf("%s: advancement[%d]", where, i)
		if a.Character == "" || len(a.Character) > battlemap.MaxIDLen {
			p.Add("%s: character: is empty or longer than %d bytes", at, battlemap.MaxIDLen)
		}
		if a.From < 0 || a.To > top || a.To < a.From {
			p.Add("%s: from %d to %d is not a rise within 0 to %d", at, a.From, a.To, top)
		}
		battlemap.CheckText(p, label(at), ": narration", a.Narration, battlemap.MaxNotesLen)
		if a.Pick != nil {
			battlemap.CheckText(p, label(at), ": pick.skill", a.Pick.Skill, battlemap.MaxNameLen)
			battlemap.CheckText(p, label(at), ": pick.ability", string(a.Pick.Ability), battlemap.MaxIDLen)
		}
	}
}

// CheckMapPath says what is wrong with a map path as a campaign keeps it:
// a relative path to a .unhex file, written with forward slashes, so the
// campaign's folder can move and be shared between systems.
func CheckMapPath(p string) error {
	switch {
	case strings.TrimSpace(p) == "":
		return fmt.Errorf("is empty")
	case len(p) > MaxPathLen:
		return fmt.Errorf("%s is longer than %d bytes", quote.Q(p), MaxPathLen)
	case !utf8.ValidString(p):
		return fmt.Errorf("is not valid UTF-8")
	case strings.ContainsRune(p, 0):
		return fmt.Errorf("%s holds a NUL byte, which no file name may hold", quote.Q(p))
	case strings.Contains(p, `\`):
		return fmt.Errorf(`%s: write the path with / between folders, not \`, quote.Q(p))
	case path.IsAbs(p) || filepath.IsAbs(p) || filepath.VolumeName(filepath.FromSlash(p)) != "" || hasDrive(p):
		return fmt.Errorf("%s is absolute: a campaign names its maps relative to the campaign file, so the folder can move", quote.Q(p))
	case climbs(p):
		return fmt.Errorf("%s climbs out of the campaign's folder: keep the maps in the campaign's folder or in folders below it", quote.Q(p))
	case !strings.HasSuffix(strings.ToLower(p), ".unhex"):
		return fmt.Errorf("%s is not a .unhex map", quote.Q(p))
	}
	return nil
}

// climbs reports whether a relative map path, once cleaned, leads out of
// the campaign's folder ("../x.unhex", "maps/../../x.unhex").
func climbs(p string) bool {
	c := path.Clean(p)
	return c == ".." || strings.HasPrefix(c, "../")
}

// samePath is the one spelling of a map path two spellings of the same
// map share: "x.unhex", "./x.unhex" and "maps/../x.unhex" are one map.
func samePath(p string) string { return path.Clean(p) }

// hasDrive spots a Windows drive ("C:...") on any system.
func hasDrive(p string) bool {
	return len(p) >= 2 && p[1] == ':' && (p[0]|0x20 >= 'a' && p[0]|0x20 <= 'z')
}
