package excalidraw

import (
	"math"
	"sort"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// Where an area's objectives and notes go: in a column below its box,
// starting at the box's left edge. A text runs on one line as far as
// there is room, up to maxColumn; where another area's box, tokens,
// objectives or notes lie to the right at the same height, the column
// stops short of them, and the text wraps, never narrower than its own
// box. Boxes do not overlap on a map drawn to be read, so neither do
// columns as wide as their boxes.
const (
	maxColumn  = 800.0
	columnGap  = 12.0
	extrasDrop = 6.0 // from the box's bottom edge to the first text
	extrasGap  = 4.0 // between two texts
)

// columnArea is what the column layout knows of one drawn area.
type columnArea struct {
	id                battlemap.AreaID
	left, top, bottom float64 // the box
	boxW              float64
	extras            []string
	natural           float64 // the widest extra on one line, at most maxColumn
	tall              float64 // the extras' height wrapped to the box's width: the most they take
	obstacleLeft      float64 // the box's left, or its token row's if wider
	obstacleTop       float64 // the box's top, or its token row's
}

// extras are the texts below an area's box, as the export writes them.
func (x *exporter) extras(a *battlemap.Area) []string {
	var out []string
	if s := traitsText(a); s != "" {
		out = append(out, s)
	}
	for _, ob := range a.Objectives {
		if !ob.Hidden || x.o.GM {
			out = append(out, "★ "+ob.Label)
		}
	}
	if x.o.GM && strings.TrimSpace(a.Notes) != "" {
		out = append(out, "Note: "+a.Notes)
	}
	return out
}

func boxWidth(a *battlemap.Area) float64 {
	return math.Max(minBoxWidth, textWidth(a.Name, nameSize)+boxPadding)
}

func tokenWidth(t Token) float64 { return math.Max(tokenHeight, textWidth(t.Name, smallSize)+20) }

// extrasHeight is how tall the texts are wrapped to width.
func extrasHeight(texts []string, width float64) float64 {
	h := 0.0
	for i, s := range texts {
		if i > 0 {
			h += extrasGap
		}
		h += textHeight(wrapText(s, smallSize, width), smallSize)
	}
	return h
}

// columns works out each drawn area's column width, for the areas with
// objectives or notes. Areas are looked at in order of their left edge,
// each against the ones starting at most maxColumn to its right.
func (x *exporter) columns() map[battlemap.AreaID]float64 {
	rows := map[battlemap.AreaID]float64{} // token row widths
	for _, t := range x.o.Tokens {
		if !t.Hidden || x.o.GM {
			rows[t.Area] += tokenWidth(t) + tokenSpacing
		}
	}
	var all []*columnArea
	for i := range x.m.Areas {
		a := &x.m.Areas[i]
		if a.Hidden && !x.o.GM {
			continue
		}
		w := boxWidth(a)
		c := &columnArea{id: a.ID, left: a.X - w/2, top: a.Y - boxHeight/2, bottom: a.Y + boxHeight/2, boxW: w, extras: x.extras(a)}
		c.obstacleLeft, c.obstacleTop = c.left, c.top
		if row := rows[a.ID]; row > 0 {
			c.obstacleLeft = math.Min(c.left, a.X-(row-tokenSpacing)/2)
			c.obstacleTop = c.top - tokenHeight - 8
		}
		for _, s := range c.extras {
			c.natural = math.Max(c.natural, textWidth(s, smallSize))
		}
		c.natural = math.Min(c.natural, maxColumn)
		if len(c.extras) > 0 {
			c.tall = extrasDrop + extrasHeight(c.extras, w)
		}
		all = append(all, c)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].obstacleLeft < all[j].obstacleLeft })
	out := map[battlemap.AreaID]float64{}
	for _, a := range all {
		if len(a.extras) == 0 {
			continue
		}
		room := a.natural
		first := sort.Search(len(all), func(i int) bool { return all[i].obstacleLeft > a.left })
		for _, b := range all[first:] {
			if b.obstacleLeft-columnGap-a.left >= room {
				break
			}
			if b != a && b.obstacleTop < a.bottom+a.tall && a.bottom < b.bottom+b.tall {
				room = b.obstacleLeft - columnGap - a.left
			}
		}
		out[a.id] = math.Max(a.boxW, room)
	}
	return out
}
