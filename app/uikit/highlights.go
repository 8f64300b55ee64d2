package uikit

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// The highlights Explore and Play draw on the board: the same look in
// both modes, so a ring means the same thing wherever the GM sees it.
var (
	SightHalo = color.NRGBA{R: 0x2f, G: 0x7d, B: 0xd1, A: 0x90}
	NearRing  = color.NRGBA{R: 0x2e, G: 0x9e, B: 0x5b, A: 0xff}
	// Two or three Moves away: the same green as one Move, opaque so it
	// shows on both themes, and thinner (FarRingWidth) so the two differ.
	FarRing   = color.NRGBA{R: 0x2e, G: 0x9e, B: 0x5b, A: 0xff}
	MovePath  = color.NRGBA{R: 0x2e, G: 0x9e, B: 0x5b, A: 0x70}
	SightPath = color.NRGBA{R: 0xd9, G: 0x6c, B: 0x1e, A: 0xb0}
)

// The ring one Move away is twice as thick as the ring two or three away.
const (
	NearRingWidth = 4
	FarRingWidth  = 2
)

// ExplanationText spells out an Explanation for the GM: its head
// (ExplanationHead), then the shortest sight paths one by one.
func ExplanationText(m *battlemap.Map, ex *battlemap.Explanation) string {
	return strings.TrimSpace(ExplanationHead(m, ex) + "\n" + ExplanationPaths(m, ex))
}

// ExplanationHead is the first lines of ExplanationText: which areas,
// the verdict, range and moves, and the marks counted each way.
func ExplanationHead(m *battlemap.Map, ex *battlemap.Explanation) string {
	if m.Zones() != nil {
		return zonesHead(m, ex)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s → %s\n", AreaName(m, ex.From), AreaName(m, ex.To))
	fmt.Fprintf(&b, "%s.\n", Capitalise(ex.Verdict))
	if ex.Range != battlemap.Unreachable {
		fmt.Fprintf(&b, "Range %d. ", ex.Range)
	}
	if ex.Moves == battlemap.Unreachable {
		b.WriteString("No way to move there.\n")
	} else {
		fmt.Fprintf(&b, "%s: %s.\n", words.Count(ex.Moves, "Move"), pathNames(m, ex.MovePath))
	}
	if ex.Range > 0 {
		fmt.Fprintf(&b, "Marks counted from %s: %d; from %s: %d (sight is lost at %d).\n",
			AreaName(m, ex.From), ex.MarksFromSource, AreaName(m, ex.To), ex.MarksFromTarget, ex.Threshold)
	}
	return strings.TrimSpace(b.String())
}

// ExplanationPaths lists the shortest sight paths of an Explanation.
func ExplanationPaths(m *battlemap.Map, ex *battlemap.Explanation) string {
	var b strings.Builder
	if ex.Range > 0 && m.Zones() == nil { // a zones map counts no marks
		fmt.Fprintf(&b, "%s:\n", words.Count(int(ex.PathCount), "shortest path"))
		for _, p := range ex.Paths {
			cover := ""
			if p.CoversTarget {
				cover = ", gives cover"
			}
			fmt.Fprintf(&b, "• %s — %d/%d marks%s\n", pathNames(m, p.Areas), p.FromSource, p.FromTarget, cover)
		}
		if int64(len(ex.Paths)) < ex.PathCount {
			fmt.Fprintf(&b, "… and %d more\n", ex.PathCount-int64(len(ex.Paths)))
		}
	}
	return strings.TrimSpace(b.String())
}

func pathNames(m *battlemap.Map, ids []battlemap.AreaID) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = AreaName(m, id)
	}
	return strings.Join(names, " → ")
}

// Capitalise puts the first letter of s in upper case.
func Capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
