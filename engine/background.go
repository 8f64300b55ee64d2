package engine

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/words"
)

// backgroundFile is the background image as a .unhex file keeps it: the
// picture itself inside the file, as a data URL, so a map stays one file
// to pass around.
type backgroundFile struct {
	Image   string   `json:"image"`
	X       float64  `json:"x"`
	Y       float64  `json:"y"`
	Scale   *float64 `json:"scale,omitempty"`   // 1 when left out
	Opacity *float64 `json:"opacity,omitempty"` // 1 when left out
	Players bool     `json:"players"`
	Print   bool     `json:"print"`
}

// maxBackgroundURL is the longest data URL the loader decodes: the
// largest image allowed, in base64, with its prefix.
var maxBackgroundURL = len("data:image/jpeg;base64,") + base64.StdEncoding.EncodedLen(battlemap.MaxBackgroundBytes)

// DataURL writes an image file as a data URL of its own kind.
func DataURL(data []byte) string {
	kind, _, _, err := battlemap.CheckBackgroundImage(data)
	if err != nil {
		kind = "png"
	}
	return "data:image/" + kind + ";base64," + base64.StdEncoding.EncodeToString(data)
}

// parseDataURL reads the image of a data URL, refusing one over the size
// limit before decoding it.
func parseDataURL(s string) ([]byte, error) {
	if len(s) > maxBackgroundURL {
		return nil, fmt.Errorf("background: the image is about %s",
			words.OverLimit(int64(base64.StdEncoding.DecodedLen(len(s))), battlemap.MaxBackgroundBytes))
	}
	rest, ok := strings.CutPrefix(s, "data:")
	head, payload, found := strings.Cut(rest, ",")
	if !ok || !found {
		return nil, fmt.Errorf(`background: "image" must be a data URL ("data:image/png;base64,..." or "data:image/jpeg;base64,...")`)
	}
	switch strings.ToLower(head) {
	case "image/png;base64", "image/jpeg;base64", "image/jpg;base64":
	default:
		return nil, fmt.Errorf("background: the image must be a base64 PNG or JPEG, not %q", head)
	}
	data, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		return nil, fmt.Errorf("background: the image is not valid base64: %v", err)
	}
	return data, nil
}

// backgroundFromFile turns the file's background into the map's.
func backgroundFromFile(f *backgroundFile) (*battlemap.Background, error) {
	if f == nil {
		return nil, nil
	}
	data, err := parseDataURL(f.Image)
	if err != nil {
		return nil, err
	}
	b := &battlemap.Background{Image: data, X: f.X, Y: f.Y, Scale: 1, Opacity: 1, Players: f.Players, Print: f.Print}
	if f.Scale != nil {
		b.Scale = *f.Scale
	}
	if f.Opacity != nil {
		b.Opacity = *f.Opacity
	}
	return b, nil
}

// backgroundToFile is the map's background as the file keeps it.
func backgroundToFile(b *battlemap.Background) *backgroundFile {
	if b == nil {
		return nil
	}
	scale, opacity := b.Scale, b.Opacity
	return &backgroundFile{Image: DataURL(b.Image), X: b.X, Y: b.Y, Scale: &scale, Opacity: &opacity, Players: b.Players, Print: b.Print}
}
