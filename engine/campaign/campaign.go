// Package campaign is the .unhexcampaign file: the party that travels
// from map to map, the NPC groups a GM reuses, the maps (by path, relative
// to the campaign file) and the sessions played. The flows between a
// campaign and a map (bring the party, send it back, end a session) are
// pure functions here; every rule they touch is the sheet's own.
package campaign

import (
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// FormatName and FormatVersion identify a campaign file this app writes.
const (
	FormatName    = "unhex-campaign"
	FormatVersion = 1
	// Ext is the campaign file's extension.
	Ext = ".unhexcampaign"
)

// Limits that keep an untrusted campaign from eating the machine, beside
// the ones it shares with .unhex files (size, sheets, text lengths). A
// real campaign has a handful of maps and a few dozen sessions.
const (
	MaxMaps            = 1_000
	MaxNPCGroups       = 1_000
	MaxSessions        = 10_000
	MaxFightsInSession = 1_000
	MaxPathLen         = 1_024
)

// Campaign is everything a .unhexcampaign file holds.
type Campaign struct {
	Title string `json:"title,omitempty"`
	Notes string `json:"notes,omitempty"`
	// Rules is the edition the sheets are checked under; empty is the
	// latest.
	Rules sheet.Edition `json:"rules,omitempty"`
	// Party is the PCs' sheets as they stand now.
	Party []sheet.Character `json:"party"`
	// Maps are the campaign's maps, by path relative to the campaign file.
	Maps []MapRef `json:"maps"`
	// NPCs are groups of NPCs the GM places on any map.
	NPCs []NPCGroup `json:"npcs,omitempty"`
	// Away, when the party is on a map, says which, and keeps the sheets
	// as they were when the party arrived, so a PC changed both here and
	// there is noticed when it comes back.
	Away *Away `json:"away,omitempty"`
	// Current is the session being played: the fights so far.
	Current *Session `json:"current,omitempty"`
	// Sessions are the finished sessions, oldest first.
	Sessions []Session `json:"sessions,omitempty"`
}

// MapRef is one map of the campaign.
type MapRef struct {
	// Path is relative to the campaign file, with forward slashes.
	Path  string `json:"path"`
	Notes string `json:"notes,omitempty"`
}

// NPCGroup is a named group of NPC sheets.
type NPCGroup struct {
	Name       string            `json:"name"`
	Characters []sheet.Character `json:"characters"`
}

// Away is where the party went and how it left.
type Away struct {
	Map string `json:"map"`
	// Arrived holds the PCs' sheets as they were brought onto the map.
	Arrived []sheet.Character `json:"arrived"`
}

// Session is one session: the goal the players set, whether they met
// it, the fights played and the advancement that followed.
type Session struct {
	Date        string    `json:"date,omitempty"`
	Goal        string    `json:"goal,omitempty"`
	Met         bool      `json:"met,omitempty"`
	Fights      []Fight   `json:"fights,omitempty"`
	Advancement []Advance `json:"advancement,omitempty"`
}

// Fight is one fight played in a session.
type Fight struct {
	Map     string `json:"map"`
	Outcome string `json:"outcome,omitempty"`
	Rounds  int    `json:"rounds,omitempty"`
}

// Advance is what a session's end did to one PC, as the sheet command
// narrated it.
type Advance struct {
	Character sheet.CharacterID  `json:"character"`
	From      int                `json:"from"`
	To        int                `json:"to"`
	Pick      *sheet.AbilityPick `json:"pick,omitempty"`
	Narration string             `json:"narration,omitempty"`
}

// New is an empty campaign playing the latest rules.
func New(title string) *Campaign {
	return &Campaign{Title: title, Rules: sheet.Latest}
}

// Clone returns a deep copy.
func (c *Campaign) Clone() *Campaign {
	out := *c
	out.Party = cloneSheets(c.Party)
	out.Maps = sheet.CloneSlice(c.Maps)
	if c.NPCs != nil {
		out.NPCs = make([]NPCGroup, len(c.NPCs))
		for i, g := range c.NPCs {
			out.NPCs[i] = NPCGroup{Name: g.Name, Characters: cloneSheets(g.Characters)}
		}
	}
	if c.Away != nil {
		out.Away = &Away{Map: c.Away.Map, Arrived: cloneSheets(c.Away.Arrived)}
	}
	if c.Current != nil {
		s := c.Current.clone()
		out.Current = &s
	}
	if c.Sessions != nil {
		out.Sessions = make([]Session, len(c.Sessions))
		for i := range c.Sessions {
			out.Sessions[i] = c.Sessions[i].clone()
		}
	}
	return &out
}

func (s Session) clone() Session {
	s.Fights = sheet.CloneSlice(s.Fights)
	s.Advancement = sheet.CloneSlice(s.Advancement)
	for i, a := range s.Advancement {
		if a.Pick != nil {
			p := *a.Pick
			s.Advancement[i].Pick = &p
		}
	}
	return s
}

func cloneSheets(cs []sheet.Character) []sheet.Character {
	return (&sheet.Roster{Characters: cs}).Clone().Characters
}

// Member returns the party's PC with id, or nil.
func (c *Campaign) Member(id sheet.CharacterID) *sheet.Character {
	return (&sheet.Roster{Characters: c.Party}).Find(id)
}

// MapIndex is the place of a map path in Maps, or -1. Two spellings of
// one path ("x.unhex", "./x.unhex") find the same map.
func (c *Campaign) MapIndex(path string) int {
	for i, m := range c.Maps {
		if samePath(m.Path) == samePath(path) {
			return i
		}
	}
	return -1
}
