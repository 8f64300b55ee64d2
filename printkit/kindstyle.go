package printkit

import (
	"image/color"

	"github.com/unhexboard/unhexboard/engine/combat"
)

// ActGroupColor is the colour of a group of acts: the band of its action
// cards and of its buttons in the round tracker. Each is dark enough for
// white text on it, and their greys differ, with the band's pattern and
// icon telling them apart on a black-and-white print.
func ActGroupColor(g combat.ActGroup) color.NRGBA {
	switch g {
	case combat.GroupMove:
		return color.NRGBA{R: 0x1d, G: 0x6f, B: 0xb8, A: 0xff} // blue
	case combat.GroupAttack:
		return color.NRGBA{R: 0xb7, G: 0x1c, B: 0x1c, A: 0xff} // red
	case combat.GroupReaction:
		return color.NRGBA{R: 0xc0, G: 0x62, B: 0x00, A: 0xff} // orange
	case combat.GroupSupport:
		return color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff} // green
	case combat.GroupLeader:
		return color.NRGBA{R: 0x5e, G: 0x35, B: 0xb1, A: 0xff} // purple
	case GroupHouseRule:
		return color.NRGBA{R: 0x37, G: 0x47, B: 0x4f, A: 0xff} // slate
	}
	return color.NRGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff}
}
