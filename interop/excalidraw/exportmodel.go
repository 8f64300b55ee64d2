package excalidraw

import (
	"hash/fnv"
)

// The element shapes excalidraw 0.18 writes, field for field, so that its
// restore step (which fills in whatever is missing) finds nothing to
// change in what we write.

type outFile struct {
	Type     string         `json:"type"`
	Version  int            `json:"version"`
	Source   string         `json:"source"`
	Elements []any          `json:"elements"`
	AppState outAppState    `json:"appState"`
	Files    map[string]any `json:"files"`
}

type outAppState struct {
	ViewBackgroundColor string `json:"viewBackgroundColor"`
	Name                string `json:"name,omitempty"`
}

type outCommon struct {
	ID              string         `json:"id"`
	Type            string         `json:"type"`
	X               float64        `json:"x"`
	Y               float64        `json:"y"`
	Width           float64        `json:"width"`
	Height          float64        `json:"height"`
	Angle           float64        `json:"angle"`
	StrokeColor     string         `json:"strokeColor"`
	BackgroundColor string         `json:"backgroundColor"`
	FillStyle       string         `json:"fillStyle"`
	StrokeWidth     float64        `json:"strokeWidth"`
	StrokeStyle     string         `json:"strokeStyle"`
	Roughness       int            `json:"roughness"`
	Opacity         int            `json:"opacity"`
	GroupIDs        []string       `json:"groupIds"`
	FrameID         *string        `json:"frameId"`
	Index           string         `json:"index"`
	Roundness       *outRoundness  `json:"roundness"`
	Seed            int64          `json:"seed"`
	Version         int            `json:"version"`
	VersionNonce    int64          `json:"versionNonce"`
	IsDeleted       bool           `json:"isDeleted"`
	BoundElements   []outBound     `json:"boundElements"`
	Updated         int64          `json:"updated"`
	Link            *string        `json:"link"`
	Locked          bool           `json:"locked"`
	CustomData      *outCustomData `json:"customData,omitempty"`
}

type outRoundness struct {
	Type int `json:"type"`
}

type outBound struct {
	ID   string `json:"id"`
	Type string `json:"type"`
}

type outCustomData struct {
	Unhex unhexData `json:"unhex"`
}

type outShape struct {
	outCommon
}

type outText struct {
	outCommon
	Text          string  `json:"text"`
	FontSize      float64 `json:"fontSize"`
	FontFamily    int     `json:"fontFamily"`
	TextAlign     string  `json:"textAlign"`
	VerticalAlign string  `json:"verticalAlign"`
	ContainerID   *string `json:"containerId"`
	OriginalText  string  `json:"originalText"`
	AutoResize    bool    `json:"autoResize"`
	LineHeight    float64 `json:"lineHeight"`
}

type outLine struct {
	outCommon
	Points             [][2]float64 `json:"points"`
	LastCommittedPoint *[2]float64  `json:"lastCommittedPoint"`
	StartBinding       *outBinding  `json:"startBinding"`
	EndBinding         *outBinding  `json:"endBinding"`
	StartArrowhead     *string      `json:"startArrowhead"`
	EndArrowhead       *string      `json:"endArrowhead"`
	Elbowed            *bool        `json:"elbowed,omitempty"`
}

type outBinding struct {
	ElementID string  `json:"elementId"`
	Focus     float64 `json:"focus"`
	Gap       float64 `json:"gap"`
}

// Drawing defaults, as excalidraw's own new elements have them.
const (
	inkColor     = "#1e1e1e"
	transparent  = "transparent"
	fontFamily   = 5 // Excalifont, excalidraw's hand-drawn font
	lineHeight   = 1.25
	exportedTime = 1735689600000 // 2025-01-01: a fixed "updated", so exports are reproducible
)

// common fills the fields every element has, the same way each time for
// the same id, so an export is byte for byte reproducible.
func common(id, typ string, x, y, w, h float64) outCommon {
	return outCommon{
		ID: id, Type: typ, X: x, Y: y, Width: w, Height: h,
		StrokeColor: inkColor, BackgroundColor: transparent, FillStyle: "solid",
		StrokeWidth: 2, StrokeStyle: "solid", Roughness: 1, Opacity: 100,
		GroupIDs: []string{}, BoundElements: []outBound{},
		Seed: seedOf(id, 0), Version: 1, VersionNonce: seedOf(id, 1), Updated: exportedTime,
	}
}

// seedOf is a stable pseudo-random number for an element (excalidraw uses
// the seed to jitter its hand-drawn strokes).
func seedOf(id string, salt byte) int64 {
	h := fnv.New32a()
	h.Write([]byte{salt})
	h.Write([]byte(id))
	return int64(h.Sum32()%2_000_000_000) + 1
}

// orderKey makes fractional-index keys in increasing order, as
// excalidraw numbers its elements: "a0" … "a9", "aA" … "aZ", "aa" … "az",
// then "b00" and on. Restore renumbers a file whose keys are missing or
// out of order; these are neither.
type orderKey struct {
	head byte
	num  []byte
}

// next is the next key.
func (k *orderKey) next() string {
	const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	if k.num == nil {
		k.head, k.num = 'a', []byte{'0'}
	}
	key := string(k.head) + string(k.num)
	// add one to num in base 62, growing a digit (and the head) on overflow
	j := len(k.num) - 1
	for ; j >= 0; j-- {
		d := indexOf(digits, k.num[j])
		if d < len(digits)-1 {
			k.num[j] = digits[d+1]
			break
		}
		k.num[j] = '0'
	}
	if j < 0 {
		k.head++
		k.num = make([]byte, len(k.num)+1)
		for d := range k.num {
			k.num[d] = '0'
		}
	}
	return key
}

func indexOf(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}
