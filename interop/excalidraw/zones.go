package excalidraw

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// A zones map in a drawing, drawn as a GM would draw it by hand:
//   - the map's rules are a free text "Rules: yze-forbidden-lands" (a
//     custom table: "Rules: custom; Melee 0; Near 1; Far 3", each band
//     with the fewest links it starts at), anywhere away from the areas;
//   - an obscured border is a dotted line (a dashed one stays a link seen
//     across, as in any drawing);
//   - a zone's traits are a text beside it, each in brackets:
//     "[dark] [cramped]".
// A drawing without a rules text is an Unhex map, read as it always was:
// a dotted line is dashed and a bracketed text an objective.

// rulesPrefix starts the text naming the map's rules.
const rulesPrefix = "rules:"

// rulesText is the text an export writes for a zones map's rules.
func rulesText(m *battlemap.Map) string {
	s := "Rules: " + string(m.Profile)
	for _, b := range m.Bands {
		s += "; " + b.Name + " " + strconv.Itoa(b.From)
	}
	return s
}

// readRules reads a rules text: the profile id and, for custom, its
// band table. ok is false for a text that is not one.
func readRules(text string) (id battlemap.ProfileID, bands []battlemap.Band, ok bool, err error) {
	if !strings.HasPrefix(strings.ToLower(text), rulesPrefix) {
		return "", nil, false, nil
	}
	parts := strings.Split(oneLine(text[len(rulesPrefix):]), ";")
	id = battlemap.ProfileID(strings.ToLower(strings.TrimSpace(parts[0])))
	if !battlemap.IsProfile(string(id)) {
		var ids []string
		for _, p := range battlemap.ProfileIDs() {
			ids = append(ids, string(p))
		}
		return "", nil, true, fmt.Errorf("%s is not a zones profile (they are: %s)", quote.Q(string(id)), strings.Join(ids, ", "))
	}
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		cut := strings.LastIndexByte(p, ' ')
		from, err := strconv.Atoi(p[cut+1:])
		if cut < 0 || err != nil {
			return "", nil, true, fmt.Errorf("band %s is not a name and the fewest links it starts at, as in \"Near 1\"", quote.Q(p))
		}
		bands = append(bands, battlemap.Band{Name: strings.TrimSpace(p[:cut]), From: from})
	}
	return id, bands, true, nil
}

// traitsText is the text an export writes for a zone's traits.
func traitsText(a *battlemap.Area) string {
	if len(a.Traits) == 0 {
		return ""
	}
	return "[" + strings.Join(a.Traits, "] [") + "]"
}

// readTraits reads a text of bracketed traits, "[dark] [cramped]"; ok is
// false for a text that is not one.
func readTraits(text string) ([]string, bool) {
	text = oneLine(text)
	if !strings.HasPrefix(text, "[") || !strings.HasSuffix(text, "]") || len(text) < 3 {
		return nil, false
	}
	var out []string
	for _, w := range strings.Split(text[1:len(text)-1], "] [") {
		w = strings.TrimSpace(w)
		if w == "" || strings.ContainsAny(w, "[]") {
			return nil, false
		}
		out = append(out, w)
	}
	return out, true
}

// readRulesTexts takes the drawing's rules text, if any, before the
// texts are given to areas: the first sets the map's rules, and any
// other is reported unused.
func (s *scene) readRulesTexts() {
	for _, t := range s.texts {
		if t.done || s.isArea(t) {
			continue
		}
		id, bands, ok, err := readRules(t.text)
		switch {
		case !ok:
			continue
		case err != nil:
			s.rep.ignore(t.i, "a rules text that names no rules: %v", err)
		case s.profile != "":
			s.rep.ignore(t.i, "a second rules text: the map's rules are %s already", quote.Q(string(s.profile)))
		default:
			s.profile, s.bands = id, bands
			s.rep.use(t.i, "the map's rules: zones profile %s%s", quote.Q(string(id)), bandWords(bands))
			s.rep.r.Rules = string(id)
		}
		t.done = true
	}
}

func bandWords(bands []battlemap.Band) string {
	if len(bands) == 0 {
		return ""
	}
	var parts []string
	for _, b := range bands {
		parts = append(parts, fmt.Sprintf("%s from %d", quote.Q(b.Name), b.From))
	}
	return ", bands " + strings.Join(parts, ", ")
}

// isDotted reports whether a line is drawn dotted: an obscured border
// on a zones map.
func isDotted(e *element) bool { return e.StrokeStyle == "dotted" }

// rules draws the rules text of a zones map above its areas, far enough
// from each (and from its tokens) to be read as no area's.
func (x *exporter) rules() {
	if x.m.Zones() == nil {
		return
	}
	left, top := math.Inf(1), math.Inf(1)
	for _, b := range x.areaBox {
		left, top = math.Min(left, b.X), math.Min(top, b.Y)
	}
	if math.IsInf(left, 1) {
		return
	}
	s := rulesText(x.m)
	x.add(text("rules", s, left, top-rulesDrop-textHeight(s, nameSize), nameSize, ""))
}

// rulesDrop is the room between the rules text and the highest box,
// above its tokens and well past the import's "near" at any scale the
// export draws.
const rulesDrop = 3 * boxHeight
