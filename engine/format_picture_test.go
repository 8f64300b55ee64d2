package engine

import (
	"bytes"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// pictureDoc is a one-area map with Rook on it carrying pic.
func pictureDoc(pic []byte) *Document {
	rook := sheet.NewCharacter("rook", "Rook", sheet.PC, "pcs")
	rook.Picture = pic
	return &Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "bar", Name: "Bar"}}}, Characters: []sheet.Character{rook}}
}

// withPictureURL is a map file whose one character carries url as its
// picture.
func withPictureURL(url string) []byte {
	return []byte(`{"format":"unhex","version":1,"areas":[{"id":"bar","name":"Bar"}],"characters":[` +
		`{"id":"rook","name":"Rook","kind":"pc","team":"pcs","level":50,"maxLevel":50,"picture":"` + url + `"}]}`)
}

func TestPicture_RoundTripsThroughTheFileAsADataURL(t *testing.T) {
	pic := enginetest.Picture(48, 32)
	data, err := Marshal(pictureDoc(pic))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"picture": "data:image/png;base64,`+base64.StdEncoding.EncodeToString(pic)+`"`) {
		t.Fatalf("the file does not keep the picture as a PNG data URL:\n%.400s", data)
	}
	doc, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := doc.Characters[0].Picture; !bytes.Equal(got, pic) {
		t.Fatalf("the picture came back as %d bytes, want the %d written", len(got), len(pic))
	}
	if got := doc.Characters[0].Picture.MIME(); got != "image/png" {
		t.Errorf("MIME = %q, want image/png", got)
	}
	plain, _ := Marshal(pictureDoc(nil))
	if strings.Contains(string(plain), "picture") {
		t.Error("a character with no picture writes a picture field")
	}
	again, _ := Marshal(doc)
	if !bytes.Equal(again, data) {
		t.Error("saving the loaded file again changes it")
	}
}

func TestPicture_OverTheLimitsIsRefusedWithItsSizeAndTheLimit(t *testing.T) {
	big := base64.StdEncoding.EncodeToString(make([]byte, sheet.MaxPictureBytes+100<<10))
	wide := enginetest.PatternPNG(enginetest.PNGShape{W: 2000, H: 40, ColourType: 2, Depth: 8, Flat: true})
	for _, c := range []struct {
		name, url string
		want      []string
	}{
		{"too many bytes", "data:image/png;base64," + big, []string{`character 1 ("rook"): picture:`, "over the limit of 512 KB"}},
		{"too wide", "data:image/png;base64," + base64.StdEncoding.EncodeToString(wide),
			[]string{`character 1 ("rook"): picture:`, "2000 × 40 pixels, over the limit of 1024 pixels on a side"}},
		{"not a picture", "data:image/png;base64," + base64.StdEncoding.EncodeToString([]byte("GIF89a not really")),
			[]string{`character 1 ("rook"): picture:`, "not a PNG or JPEG"}},
		{"not a data URL", "https://example.com/rook.png", []string{`character 1 ("rook"): picture:`, "data URL"}},
	} {
		_, err := Parse(withPictureURL(c.url))
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", c.name, err, w)
			}
		}
	}
}

func TestPicture_AnUndecodablePictureIsNamedOnLoad(t *testing.T) {
	pic := enginetest.Picture(40, 40)
	broken := append([]byte(nil), pic[:len(pic)-40]...) // its header reads, its pixels do not
	if err := sheet.CheckPicture(broken); err != nil {
		t.Fatalf("the header of the broken picture should pass: %v", err)
	}
	_, err := Parse(withPictureURL("data:image/png;base64," + base64.StdEncoding.EncodeToString(broken)))
	if err == nil {
		t.Fatal("a picture that cannot be decoded was loaded")
	}
	for _, w := range []string{`character 1 ("rook"): picture:`, "a PNG of 40 × 40 pixels", "cannot be read"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}
