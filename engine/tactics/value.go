package tactics

import (
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// teamValue weighs a state for a team: its fighters' worth less its
// enemies'. A fighter is worth its level, much more while conscious; each
// wound costs a little (a filled box most, a mark on the head or torso
// more than elsewhere), and intact items, weapons in hand above all, count.
func teamValue(c *combat.Combat, team string) float64 {
	v := 0.0
	for i := range c.Roster.Characters {
		ch := &c.Roster.Characters[i]
		w := worth(ch)
		if ch.Team == team {
			v += w
		} else {
			v -= w
		}
	}
	return v
}

func worth(ch *sheet.Character) float64 {
	if ch.Dead() {
		return 0
	}
	v := 40 + float64(ch.Level)
	if ch.Unconscious() {
		v = 10 + float64(ch.Level)/4
	}
	b := &ch.Body
	all := marksOf(b)
	v -= 2*float64(all.Filled) + 0.5*float64(all.X) + 0.25*float64(all.Slash)
	v -= 1.5*float64(b.Head.Total()) + 0.5*float64(b.Torso.Total())
	for i := range ch.Items {
		it := &ch.Items[i] // read in place: every trial weighs every item
		switch {
		case !it.Intact():
		case it.Held != sheet.NoHand && it.Kind.Weapon() != "":
			v += 3
		default:
			v++
		}
	}
	return v
}

// marksOf sums each kind of mark over the six locations, as Body.Count
// does for one kind, in one pass: every trial of an answer weighs every
// character.
func marksOf(b *sheet.Body) sheet.Marks {
	return sheet.Marks{
		Slash:  b.Head.Slash + b.RightArm.Slash + b.LeftArm.Slash + b.Torso.Slash + b.RightLeg.Slash + b.LeftLeg.Slash,
		X:      b.Head.X + b.RightArm.X + b.LeftArm.X + b.Torso.X + b.RightLeg.X + b.LeftLeg.X,
		Filled: b.Head.Filled + b.RightArm.Filled + b.LeftArm.Filled + b.Torso.Filled + b.RightLeg.Filled + b.LeftLeg.Filled,
	}
}
