package sheet

import (
	"fmt"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// Location is one of the six hit locations.
type Location string

const (
	Head     Location = "head"
	RightArm Location = "right-arm"
	LeftArm  Location = "left-arm"
	Torso    Location = "torso"
	RightLeg Location = "right-leg"
	LeftLeg  Location = "left-leg"
)

// Locations lists the hit locations from the head down.
var Locations = []Location{Head, RightArm, LeftArm, Torso, RightLeg, LeftLeg}

// Valid reports whether l is a hit location.
func (l Location) Valid() bool {
	for _, x := range Locations {
		if x == l {
			return true
		}
	}
	return false
}

// Boxes is how many wound boxes the location has.
func (l Location) Boxes() int {
	switch l {
	case Head, RightArm, LeftArm:
		return 3
	case Torso:
		return 9
	case RightLeg, LeftLeg:
		return 6
	}
	return 0
}

// Mark is a kind of wound mark.
type Mark string

const (
	// Slash (\) can be treated by first aid.
	Slash Mark = "slash"
	// XMark heals only with recovery.
	XMark Mark = "x"
	// Filled is a permanent wound.
	Filled Mark = "filled"
)

// MarkKinds lists the kinds of mark from the lightest wound to the worst.
var MarkKinds = []Mark{Slash, XMark, Filled}

// Meaning says, in our words, what heals a mark: the app and the printed
// sheet's key show it.
func (k Mark) Meaning() string {
	switch k {
	case Slash:
		return "first aid can treat it"
	case XMark:
		return "only recovery heals it"
	case Filled:
		return "permanent: nothing heals it"
	}
	return ""
}

// Marks counts the marks in one location. Which box holds which mark does
// not matter to any rule, so only the counts are kept.
type Marks struct {
	Slash  int `json:"slash,omitempty"`
	X      int `json:"x,omitempty"`
	Filled int `json:"filled,omitempty"`
}

// Total is the number of marked boxes.
func (m Marks) Total() int { return m.Slash + m.X + m.Filled }

// Body is the wound boxes of a character sheet.
type Body struct {
	Head     Marks `json:"head"`
	RightArm Marks `json:"rightArm"`
	LeftArm  Marks `json:"leftArm"`
	Torso    Marks `json:"torso"`
	RightLeg Marks `json:"rightLeg"`
	LeftLeg  Marks `json:"leftLeg"`
}

// At returns the marks of a location, for reading and writing.
func (b *Body) At(l Location) *Marks {
	if m := b.at(l); m != nil {
		return m
	}
	panic(fmt.Sprintf("no location %s", quote.Q(l)))
}

// at is At, nil for no location: small enough to be inlined, so that
// asked of a location known when compiled it is a field's address.
func (b *Body) at(l Location) *Marks {
	switch l {
	case Head:
		return &b.Head
	case RightArm:
		return &b.RightArm
	case LeftArm:
		return &b.LeftArm
	case Torso:
		return &b.Torso
	case RightLeg:
		return &b.RightLeg
	case LeftLeg:
		return &b.LeftLeg
	}
	return nil
}

// Full reports whether every box of the location holds a mark. Like At,
// it is asked only of a location (it panics otherwise); it is inlined,
// so asked of a location known when compiled it reads one field.
func (b *Body) Full(l Location) bool { return b.at(l).Total() >= l.Boxes() }

// Count sums one kind of mark over the body.
func (b *Body) Count(k Mark) int {
	n := 0
	for _, l := range Locations {
		m := b.At(l)
		switch k {
		case Slash:
			n += m.Slash
		case XMark:
			n += m.X
		case Filled:
			n += m.Filled
		}
	}
	return n
}

// LocationCount is a number of boxes, marks or points at one location.
type LocationCount struct {
	Location Location `json:"location"`
	Count    int      `json:"count"`
}

// markPlacement records where one application of damage put its marks.
type markPlacement struct {
	At      Location // the location hit
	Marked  int      // boxes marked there
	Spilled int      // boxes marked on the torso because the location was full
	Lost    int      // marks with no box left anywhere (torso full too)
}

// markWounds marks n boxes of kind k at l. Boxes beyond a full location go
// to the torso; marks beyond a full torso have no box to go to.
func (b *Body) markWounds(l Location, n int, k Mark) markPlacement {
	p := markPlacement{At: l}
	for i := 0; i < n; i++ {
		switch {
		case !b.Full(l):
			b.At(l).Add(k)
			p.Marked++
		case !b.Full(Torso):
			b.At(Torso).Add(k)
			p.Spilled++
		default:
			p.Lost++
		}
	}
	return p
}

func (m *Marks) Add(k Mark) {
	switch k {
	case XMark:
		m.X++
	case Filled:
		m.Filled++
	default:
		m.Slash++
	}
}

// slashesToX turns every \ mark into an X.
func (b *Body) slashesToX() int {
	n := 0
	for _, l := range Locations {
		m := b.At(l)
		n += m.Slash
		m.X += m.Slash
		m.Slash = 0
	}
	return n
}
