package play

import (
	"fmt"

	"github.com/unhexboard/unhexboard/app/uikit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// A zones map (a Year Zero, 2d20, Fate or custom profile) plays no Unhex
// combat: the panel says so and shows no sheet, tracker, assistant or
// odds; tokens still stand on zones, and a selected one shows every
// zone's band as its tag, its moves and sight, and the why in the
// profile's words, all from the engine.

// zones is the profile the open map plays, or nil on an Unhex map.
func (p *Play) zones() *battlemap.Profile { return p.h.Editor().Map().Zones() }

// zonesNote says, atop the Play panel, that the map's profile turns the
// Unhex combat engine off, in the engine's words.
func (p *Play) zonesNote() fyne.CanvasObject {
	err := p.h.Editor().Map().UnhexCombat()
	if err == nil {
		return nil
	}
	l := uikit.WrappedLabel(uikit.ErrorText(err) + ", and no odds. Tokens still stand on zones: select one to see each zone's band, its moves and its sight, and point at a zone for the why.")
	l.Importance = widget.WarningImportance
	return l
}

// bandTexts are the band of every zone the selected character's range
// reaches, under the map's profile: the tags Play shows on each zone (and
// the player view, which shows what it shows of Unhex ranges). Two
// engaged tokens in one zone are at the profile's engaged band.
func (p *Play) bandTexts(t *battlemap.Terrain, c *sheet.Character, forPlayers bool) map[battlemap.AreaID]string {
	z := p.zones()
	src := t.Index(c.Area)
	if z == nil || src < 0 {
		return nil
	}
	out := map[battlemap.AreaID]string{}
	for i, r := range t.From(src, battlemap.SightThreshold) {
		if r.Range == battlemap.Unreachable {
			continue
		}
		id := t.IDs[i]
		out[id] = z.TokenBand(int(r.Range), id == c.Area && c.Engaged && p.engagedWith(c, forPlayers) != "")
	}
	return out
}

// engagedWith names another engaged token in c's zone, or "": for the
// players, one they may know of.
func (p *Play) engagedWith(c *sheet.Character, forPlayers bool) string {
	for _, o := range p.characters() {
		if forPlayers && p.hiddenFromPlayers(&o) {
			continue
		}
		if o.ID != c.ID && o.Engaged && o.Area == c.Area && o.Area != "" {
			return o.Name
		}
	}
	return ""
}

// tokenView is a zones map's stand-in for the character sheet: who the
// token is and where, the engaged toggle where the profile has an engaged
// band, and the sheet's buttons.
func (p *Play) tokenView(c *sheet.Character) fyne.CanvasObject {
	z := p.zones()
	where := "off the board"
	if c.Area != "" {
		where = "in " + uikit.AreaName(p.h.Editor().Map(), c.Area)
	}
	rows := []fyne.CanvasObject{
		uikit.WrappingHeading(fmt.Sprintf("%s — team %s", c.Name, c.Team)),
		uikit.WrappedLabel("A token " + where + "."),
	}
	if z.Engaged != "" && c.Area != "" {
		id := c.ID
		engaged := widget.NewCheck("Engaged ("+z.Engaged+" with another engaged token in its zone)", func(on bool) {
			_ = p.cast.apply(&sheet.Override{Character: id, Engaged: &on})
		})
		engaged.Checked = c.Engaged
		rows = append(rows, engaged)
		if c.Engaged {
			with := p.engagedWith(c, false)
			if with == "" {
				with = "no one yet: toggle another token here too"
			}
			rows = append(rows, uikit.Note("Engaged with "+with+"."))
		}
	}
	rows = append(rows, uikit.NewFlowBox(sheetButtons(p, c)...))
	return container.NewVBox(rows...)
}
