package excalidraw

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"unicode/utf8"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// Limits on an untrusted drawing. A drawing a person makes of a map has a
// few hundred elements; these are far above that and keep the import's
// work (which compares lines with lines and areas) to well under a second.
const (
	MaxFileBytes     = battlemap.MaxFileBytes
	MaxElements      = 10_000
	MaxLinePoints    = 1_000   // points of one line or arrow
	MaxTotalPoints   = 100_000 // points of every line and arrow together
	MaxTextBytes     = 20_000  // the text of one text element
	MaxCoordinate    = battlemap.MaxCoordinate
	maxIDBytesQuoted = 40
)

// Drawing types a file or the clipboard may say it is.
const (
	TypeFile      = "excalidraw"
	TypeClipboard = "excalidraw/clipboard"
)

// drawing is an excalidraw file or clipboard payload, reduced to what the
// import reads. Fields it does not know are ignored.
type drawing struct {
	Type     string          `json:"type"`
	Elements []element       `json:"elements"`
	AppState json.RawMessage `json:"appState"`
}

// element is one excalidraw element: the fields the import reads.
type element struct {
	ID              string          `json:"id"`
	Type            string          `json:"type"`
	X               float64         `json:"x"`
	Y               float64         `json:"y"`
	Width           float64         `json:"width"`
	Height          float64         `json:"height"`
	Angle           float64         `json:"angle"`
	BackgroundColor string          `json:"backgroundColor"`
	StrokeStyle     string          `json:"strokeStyle"`
	GroupIDs        []string        `json:"groupIds"`
	IsDeleted       bool            `json:"isDeleted"`
	Text            string          `json:"text"`
	OriginalText    string          `json:"originalText"`
	ContainerID     string          `json:"containerId"`
	Points          [][]float64     `json:"points"`
	StartBinding    *binding        `json:"startBinding"`
	EndBinding      *binding        `json:"endBinding"`
	StartArrowhead  string          `json:"startArrowhead"`
	EndArrowhead    string          `json:"endArrowhead"`
	BoundElements   json.RawMessage `json:"boundElements"`
	CustomData      json.RawMessage `json:"customData"`
}

// binding ties an arrow's end to a shape.
type binding struct {
	ElementID string `json:"elementId"`
}

// unhexData is what our exporter keeps in an element's customData under
// "unhex": what the picture cannot say (ids, hidden flags, tokens).
type unhexData struct {
	ID     string `json:"id,omitempty"`
	Hidden bool   `json:"hidden,omitempty"`
	Token  string `json:"token,omitempty"`
}

// ours reads customData.unhex leniently: another tool's customData of any
// shape is simply not ours.
func (e *element) ours() unhexData {
	var cd struct {
		Unhex unhexData `json:"unhex"`
	}
	if len(e.CustomData) == 0 || json.Unmarshal(e.CustomData, &cd) != nil {
		return unhexData{}
	}
	return cd.Unhex
}

// boundTexts are the ids of the texts an element lists as bound to it,
// read leniently: a list of another shape binds nothing.
func (e *element) boundTexts() []string {
	var bound []struct {
		ID   string `json:"id"`
		Type string `json:"type"`
	}
	if len(e.BoundElements) == 0 || json.Unmarshal(e.BoundElements, &bound) != nil {
		return nil
	}
	var ids []string
	for _, b := range bound {
		if b.Type == "text" && b.ID != "" {
			ids = append(ids, b.ID)
		}
	}
	return ids
}

// label is the text an element shows: excalidraw keeps the text as typed
// in originalText and the wrapped lines in text.
func (e *element) label() string {
	if e.OriginalText != "" {
		return e.OriginalText
	}
	return e.Text
}

// where names an element in a message: its position in the file, its type
// and its id.
func (e *element) where(i int) string {
	return fmt.Sprintf("element %d (%s %s)", i+1, quote.S(e.Type), quote.Q(clipID(e.ID)))
}

func clipID(id string) string {
	if len(id) <= maxIDBytesQuoted {
		return id
	}
	cut := maxIDBytesQuoted
	for cut > 0 && !utf8.RuneStart(id[cut]) {
		cut--
	}
	return id[:cut] + "…"
}

// decode parses a drawing and checks every limit before any geometry is
// worked out, so a hostile file costs at most one JSON decode.
func decode(data []byte) (*drawing, error) {
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("the drawing is %s", words.OverLimit(int64(len(data)), MaxFileBytes))
	}
	data = bytes.TrimPrefix(data, []byte{0xEF, 0xBB, 0xBF})
	if !utf8.Valid(data) {
		return nil, errors.New("the drawing is not UTF-8 text, so it is not an excalidraw file")
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, errors.New("the drawing is not an excalidraw file: it does not start with a JSON object")
	}
	var d drawing
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("the drawing is not a readable excalidraw file: %s", quote.Clip(err.Error()))
	}
	if d.Type != TypeFile && d.Type != TypeClipboard {
		return nil, fmt.Errorf("the file's type is %s, not %q: it is not an excalidraw drawing", quote.Q(d.Type), TypeFile)
	}
	if len(d.Elements) > MaxElements {
		return nil, fmt.Errorf("the drawing has %d elements, over the limit of %d", len(d.Elements), MaxElements)
	}
	total := 0
	for i := range d.Elements {
		e := &d.Elements[i]
		if err := checkElement(e); err != nil {
			return nil, fmt.Errorf("%s: %w", e.where(i), err)
		}
		if isLine(e.Type) {
			total += len(e.Points)
		}
	}
	if total > MaxTotalPoints {
		return nil, fmt.Errorf("the drawing's lines have %d points in all, over the limit of %d", total, MaxTotalPoints)
	}
	return &d, nil
}

// checkElement refuses numbers no drawing has (they would turn the
// geometry into infinities) and over-long texts and lines.
func checkElement(e *element) error {
	for _, v := range []struct {
		name string
		v    float64
	}{{"x", e.X}, {"y", e.Y}, {"width", e.Width}, {"height", e.Height}} {
		if !finiteIn(v.v) {
			return fmt.Errorf("%s is %g, out of range (at most %g either way)", v.name, v.v, MaxCoordinate)
		}
	}
	if math.IsNaN(e.Angle) || math.IsInf(e.Angle, 0) || math.Abs(e.Angle) > 1e6 {
		return fmt.Errorf("the angle %g is not a usable angle", e.Angle)
	}
	if len(e.Text) > MaxTextBytes || len(e.OriginalText) > MaxTextBytes {
		return fmt.Errorf("the text is %s, over the limit of %s", quote.Bytes(max(len(e.Text), len(e.OriginalText))), quote.Bytes(MaxTextBytes))
	}
	if !isLine(e.Type) {
		return nil
	}
	if len(e.Points) > MaxLinePoints {
		return fmt.Errorf("the line has %d points, over the limit of %d", len(e.Points), MaxLinePoints)
	}
	for j, p := range e.Points {
		if len(p) < 2 {
			return fmt.Errorf("point %d has %d coordinates, not 2", j+1, len(p))
		}
		if !finiteIn(p[0]) || !finiteIn(p[1]) {
			return fmt.Errorf("point %d (%g, %g) is out of range (at most %g either way)", j+1, p[0], p[1], MaxCoordinate)
		}
	}
	return nil
}

func finiteIn(v float64) bool { return !math.IsNaN(v) && math.Abs(v) <= MaxCoordinate }

// Element types by what the import makes of them.
func isShape(t string) bool { return t == "rectangle" || t == "ellipse" || t == "diamond" }
func isLine(t string) bool  { return t == "line" || t == "arrow" }

// title is the drawing's name as excalidraw keeps it (appState.name).
func (d *drawing) title() string {
	var st struct {
		Name string `json:"name"`
	}
	if len(d.AppState) == 0 || json.Unmarshal(d.AppState, &st) != nil {
		return ""
	}
	return st.Name
}
