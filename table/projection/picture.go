package projection

import (
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table/wire"
)

// pictureAt is where c's picture is for a page, named by the token's id
// and a version drawn from the picture itself, or "" when it has none.
func (k IDs) pictureAt(c *sheet.Character) string {
	if len(c.Picture) == 0 {
		return ""
	}
	return wire.PicturePath + "/" + k.Character(c.ID) + "?v=" + k.of("picture", string(c.Picture))[:8]
}

// Picture is the picture of the character whose token id is token, if
// the players may know of it and it has one.
func (k IDs) Picture(g *Game, token string) (sheet.Picture, bool) {
	for i := range g.Characters {
		c := &g.Characters[i]
		if k.Character(c.ID) == token && len(c.Picture) > 0 && c.Area != "" && !c.HiddenOn(g.Map) && !areaHidden(g.Map, c.Area) {
			return c.Picture, true
		}
	}
	return nil, false
}
