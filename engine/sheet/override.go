package sheet

import (
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/internal/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// AddCharacter puts a sheet on the roster.
type AddCharacter struct {
	Character Character `json:"character"`
}

func (*AddCharacter) Type() string { return "add-character" }

func (a *AddCharacter) Apply(x *ApplyCtx) error {
	if a.Character.ID == "" {
		return fmt.Errorf("the new character has no id")
	}
	if x.R.Find(a.Character.ID) != nil {
		return fmt.Errorf("the id %s is already on the roster", quote.Q(a.Character.ID))
	}
	if len(x.R.Characters) >= MaxCharacters {
		return fmt.Errorf("the roster is full (%d characters)", MaxCharacters)
	}
	x.R.Characters = append(x.R.Characters, a.Character.Clone())
	x.Say("%s joins team %s (%s, level %d/%d)", a.Character.Label(), a.Character.Team, a.Character.Kind, a.Character.Level, a.Character.MaxLevel)
	return nil
}

// RemoveCharacter takes a sheet off the roster.
type RemoveCharacter struct {
	Character CharacterID `json:"character"`
}

func (*RemoveCharacter) Type() string { return "remove-character" }

func (rm *RemoveCharacter) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(rm.Character, "character")
	if err != nil {
		return err
	}
	name := c.Label()
	out := x.R.Characters[:0:0]
	for _, o := range x.R.Characters {
		if o.ID != rm.Character {
			out = append(out, o)
		}
	}
	x.R.Characters = out
	x.Say("%s leaves the roster", name)
	return nil
}

// Override is the GM setting values on a sheet directly. Each field set
// replaces that value; the sheet must stay valid (level at most max level,
// marks within their boxes, items within the slots). A full arm still
// drops what its hand holds.
type Override struct {
	Character   CharacterID       `json:"character"`
	Name        *string           `json:"name,omitempty"`
	Kind        *CharacterKind    `json:"kind,omitempty"`
	Team        *string           `json:"team,omitempty"`
	Level       *int              `json:"level,omitempty"`
	MaxLevel    *int              `json:"maxLevel,omitempty"`
	Abilities   *[]AbilityID      `json:"abilities,omitempty"`
	Skills      *[]string         `json:"skills,omitempty"`
	Items       *[]Item           `json:"items,omitempty"`
	Gear        *string           `json:"gear,omitempty"`
	Marks       []LocationMarks   `json:"marks,omitempty"`
	Surrendered *bool             `json:"surrendered,omitempty"`
	Hidden      *bool             `json:"hiddenFromPlayers,omitempty"`
	Area        *battlemap.AreaID `json:"area,omitempty"`
	Notes       *string           `json:"notes,omitempty"`
	Reason      string            `json:"reason,omitempty"`
	// Picture sets the token art; an empty one takes it away.
	Picture *Picture `json:"picture,omitempty"`
	// Engaged is a zones map's token toggle (Character.Engaged).
	Engaged *bool `json:"engaged,omitempty"`
}

// LocationMarks sets the marks of one location.
type LocationMarks struct {
	Location Location `json:"location"`
	Marks
}

func (*Override) Type() string { return "gm-override" }

func (o *Override) Apply(x *ApplyCtx) error {
	c, err := x.R.Get(o.Character, "character")
	if err != nil {
		return err
	}
	var what []string
	set := func(name string, ok bool, do func()) {
		if ok {
			do()
			what = append(what, name)
		}
	}
	set("name", o.Name != nil, func() { c.Name = *o.Name })
	set("kind", o.Kind != nil, func() { c.Kind = *o.Kind })
	set("team", o.Team != nil, func() { c.Team = *o.Team })
	set(fmt.Sprintf("level %d", deref(o.Level)), o.Level != nil, func() { c.Level = *o.Level })
	set(fmt.Sprintf("max level %d", deref(o.MaxLevel)), o.MaxLevel != nil, func() { c.MaxLevel = *o.MaxLevel })
	set("abilities", o.Abilities != nil, func() { c.Abilities = CloneSlice(*o.Abilities) })
	set("skills", o.Skills != nil, func() { c.Skills = CloneSlice(*o.Skills) })
	set("items", o.Items != nil, func() { c.Items = CloneSlice(*o.Items) })
	set("gear", o.Gear != nil, func() { c.Gear = *o.Gear })
	set("surrendered", o.Surrendered != nil, func() { c.Surrendered = *o.Surrendered })
	set("area", o.Area != nil, func() { c.Area = *o.Area })
	set("visibility to players", o.Hidden != nil, func() { c.HiddenFromPlayers = *o.Hidden })
	set("notes", o.Notes != nil, func() { c.Notes = *o.Notes })
	if o.Picture != nil && len(*o.Picture) == 0 {
		set("picture (none)", true, func() { c.Picture = nil })
	} else {
		set("picture", o.Picture != nil, func() { c.Picture = *o.Picture })
	}
	set("engaged", o.Engaged != nil, func() { c.Engaged = *o.Engaged })
	if c.Area == "" {
		c.Engaged = false // a token is engaged where it stands
	}
	seen := map[Location]bool{}
	for _, lm := range o.Marks {
		if !lm.Location.Valid() {
			return fmt.Errorf("%s is not a hit location", quote.Q(lm.Location))
		}
		if seen[lm.Location] {
			return fmt.Errorf("the %s is set twice", lm.Location.Name())
		}
		seen[lm.Location] = true
		*c.Body.At(lm.Location) = lm.Marks
		what = append(what, fmt.Sprintf("%s marks (%s)", lm.Location.Name(), lm.Marks.Text()))
	}
	if len(what) == 0 {
		return fmt.Errorf("the override sets nothing")
	}
	if len(o.Reason) > battlemap.MaxNameLen {
		return fmt.Errorf("the reason is over %d bytes", battlemap.MaxNameLen)
	}
	line := fmt.Sprintf("GM sets %s of %s", strings.Join(what, ", "), c.Label())
	if o.Reason != "" {
		line += " (" + o.Reason + ")"
	}
	x.Say("%s", line)
	x.enforcePenalties(c)
	var p battlemap.Problems
	validateCharacter(x.R.Edition, c, nil, stringer(c.Label()), &p)
	if err := p.Result(); err != nil {
		return fmt.Errorf("the sheet would be invalid: %v", strings.TrimPrefix(err.Error(), "invalid map: "))
	}
	return nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
