package canvas

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A zones map's printed key adds, after the line kinds, its profile's
// range bands (each with the link counts it covers) and the traits its
// zones carry (each with the number of zones), so a page read away from
// the app still says what "Long" or a "dark" tag means.

// maxKeyTraits caps the traits the key lists; the rest are counted in
// one last row (a Fate map may carry many aspects).
const maxKeyTraits = 24

// zonesKeyRows are the rows a zones map's key adds; none for an Unhex
// map. The players' key leaves out what hidden zones carry.
func zonesKeyRows(m *battlemap.Map, players bool) []legendRow {
	if m == nil {
		return nil
	}
	z := m.Zones()
	if z == nil {
		return nil
	}
	var rows []legendRow
	if z.Bands == nil {
		rows = append(rows,
			legendRow{band: battlemap.ZoneCount(0), label: "0 links"},
			legendRow{band: battlemap.ZoneCount(1), label: linksAway(1, 1, false)},
			legendRow{band: battlemap.ZoneCount(2), label: "and so on, a zone a link"})
	}
	for i, b := range z.Bands {
		last := i+1 == len(z.Bands)
		to := b.From
		if !last {
			to = z.Bands[i+1].From - 1
		}
		rows = append(rows, legendRow{band: b.Name, label: linksAway(b.From, to, last)})
	}
	if z.Engaged != "" {
		rows = append(rows, legendRow{band: z.Engaged, label: "both engaged, one zone"})
	}
	words, zones := mapTraits(m, z, players)
	for i, w := range words {
		if i == maxKeyTraits {
			rows = append(rows, legendRow{label: fmt.Sprintf("and %d more traits", len(words)-i)})
			break
		}
		rows = append(rows, legendRow{tag: w, label: "on " + countZones(zones[w])})
	}
	return rows
}

// linksAway says the ranges a band covers: "same zone", "1 link away",
// "2 to 4 links away", "5 or more links away".
func linksAway(from, to int, last bool) string {
	switch {
	case last && from == 0:
		return "any range"
	case last:
		return strconv.Itoa(from) + " or more links away"
	case from == to && from == 0:
		return "same zone"
	case from == to && from == 1:
		return "1 link away"
	case from == to:
		return strconv.Itoa(from) + " links away"
	}
	return fmt.Sprintf("%d to %d links away", from, to)
}

func countZones(n int) string {
	if n == 1 {
		return "1 zone"
	}
	return strconv.Itoa(n) + " zones"
}

// mapTraits lists the traits the map's zones carry, as the board labels
// them: a fixed vocabulary in the profile's order, free text in the
// order the map first has it; with the count of zones carrying each.
func mapTraits(m *battlemap.Map, z *battlemap.Profile, players bool) ([]string, map[string]int) {
	zones := map[string]int{}
	var seen []string
	for _, a := range m.Areas {
		if players && a.Hidden {
			continue
		}
		for _, w := range a.Traits {
			label := w
			if t, ok := z.Trait(w); ok {
				label = t.Label
			}
			if zones[label] == 0 {
				seen = append(seen, label)
			}
			zones[label]++
		}
	}
	if z.FreeTraits() {
		return seen, zones
	}
	var words []string
	for _, t := range z.Traits() {
		if zones[t.Label] > 0 {
			words = append(words, t.Label)
		}
	}
	return words, zones
}

// ZonesKeyRows is how many rows a zones map's key adds to the legend.
func ZonesKeyRows(m *battlemap.Map, players bool) int { return len(zonesKeyRows(m, players)) }

// keyTag draws a trait's tag in the key as the board draws it on a
// zone: a thin plate and its word, from the left, the word cut short
// ("…") to keep the tag at most maxW wide. It returns the tag's width.
func (p *Pen) keyTag(word string, left battlemap.Point, maxW float64, pal Palette) float64 {
	size := p.px(TraitSize, 0)
	m := fyne.MeasureText(word, float32(TraitSize), fyne.TextStyle{})
	for r := []rune(word); float64(m.Width)+2*TraitPadX > maxW && len(r) > 1; {
		r = r[:len(r)-1]
		word = strings.TrimSpace(string(r)) + "…"
		m = fyne.MeasureText(word, float32(TraitSize), fyne.TextStyle{})
	}
	w := float64(m.Width) + 2*TraitPadX
	h := float64(m.Height) + 2*TraitPadY
	x, y := p.xy(battlemap.Point{X: left.X, Y: left.Y - h/2})
	pw, ph := p.px(w, 1), p.px(h, 1)
	l := &p.r.layers[depthLinks]
	l.rect(x, y, pw, ph, WithAlpha(pal.Ink, 0x1c), pal.Ink, p.px(1, 1), ph/3)
	l.text(word, x+pw/2, y+ph/2, pw, ph, size, pal.Text, false, false)
	return w
}
