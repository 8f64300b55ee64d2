package engine

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

func docWithBackground(bg *battlemap.Background) *Document {
	return &Document{Map: battlemap.Map{Title: "Plan",
		Areas:      []battlemap.Area{{ID: "a", Name: "Hall", X: 10, Y: 20}},
		Background: bg}}
}

func TestBackground_SavedAndRestored(t *testing.T) {
	pic := enginetest.Picture(120, 80)
	doc := docWithBackground(&battlemap.Background{Image: pic, X: -15, Y: 7.5, Scale: 2.5, Opacity: 0.4, Players: true})
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"image": "data:image/png;base64,`) {
		t.Errorf("the image is not embedded as a PNG data URL:\n%.300s", data)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	got := back.Map.Background
	if got == nil {
		t.Fatal("the background was lost")
	}
	if !bytes.Equal(got.Image, pic) || got.X != -15 || got.Y != 7.5 || got.Scale != 2.5 || got.Opacity != 0.4 || !got.Players || got.Print {
		t.Errorf("restored %+v (image %d bytes), want the saved settings", *got, len(got.Image))
	}
	// A map without one writes no field, and a field without scale or
	// opacity reads them as 1.
	plain, _ := Marshal(docWithBackground(nil))
	if strings.Contains(string(plain), "background") {
		t.Error("a map without a background writes the field")
	}
	min := strings.Replace(string(plain), `"title"`, `"background": {"image": "`+DataURL(pic)+`"}, "title"`, 1)
	d, err := Parse([]byte(min))
	if err != nil {
		t.Fatal(err)
	}
	if bg := d.Map.Background; bg.Scale != 1 || bg.Opacity != 1 || bg.Players || bg.Print {
		t.Errorf("defaults: %+v", *bg)
	}
}

func TestBackground_TooLargeIsRefusedNamingTheLimit(t *testing.T) {
	withImage := func(url string) []byte {
		plain, _ := Marshal(docWithBackground(nil))
		return []byte(strings.Replace(string(plain), `"title"`, `"background": {"image": "`+url+`"}, "title"`, 1))
	}
	// Too many bytes: refused before decoding the base64.
	big := "data:image/png;base64," + strings.Repeat("A", base64.StdEncoding.EncodedLen(battlemap.MaxBackgroundBytes+3000))
	if _, err := Parse(withImage(big)); err == nil || !strings.Contains(err.Error(), "limit of 8 MB") {
		t.Errorf("an image over 8 MB: %v", err)
	}
	// Too many pixels: a small file whose header says 9000 x 10 is
	// refused from its header, naming the limit.
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 9000, 10))); err != nil {
		t.Fatal(err)
	}
	_, err := Parse(withImage("data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes())))
	if err == nil || !strings.Contains(err.Error(), "9000 × 10 pixels, over the limit of 8192 pixels on a side") {
		t.Errorf("an image 9000 pixels wide: %v", err)
	}
	// Not a picture at all.
	_, err = Parse(withImage("data:image/png;base64," + base64.StdEncoding.EncodeToString([]byte("hello"))))
	if err == nil || !strings.Contains(err.Error(), "not a PNG or JPEG") {
		t.Errorf("text as an image: %v", err)
	}
	// Out-of-range numbers.
	bad := docWithBackground(&battlemap.Background{Image: enginetest.Picture(10, 10), Scale: 0, Opacity: 2})
	if err := Validate(bad); err == nil || !strings.Contains(err.Error(), "scale") {
		t.Errorf("scale 0: %v", err)
	}
	// The largest image still leaves room in a file.
	if url := base64.StdEncoding.EncodedLen(battlemap.MaxBackgroundBytes); url > battlemap.MaxFileBytes/2 {
		t.Errorf("the largest image takes %d of the %d bytes a file may have", url, battlemap.MaxFileBytes)
	}
}

// A picture whose decoder would hold more than the budget (Go's JPEG
// decoder keeps a progressive picture's coefficients whole: an 8192 ×
// 8192 one in full colour detail needs about 0.95 GB) is refused on load
// from its header, naming its size and the limit for its kind; the same
// size in a kind that decodes within the budget loads.
func TestBackground_CostlyToDecodeRefusedOnLoadNamingItsSizeAndTheLimit(t *testing.T) {
	withJPEG := func(s enginetest.JPEGShape) []byte {
		plain, _ := Marshal(docWithBackground(nil))
		url := "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(enginetest.FlatJPEG(s))
		return []byte(strings.Replace(string(plain), `"title"`, `"background": {"image": "`+url+`"}, "title"`, 1))
	}
	_, err := Parse(withJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1, Progressive: true}))
	want := "the background image is a progressive JPEG with full colour detail of 8192 × 8192 pixels, over the limit of 35.8 million pixels (about 5982 × 5982) for its kind"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant %s", err, want)
	}
	for _, s := range []enginetest.JPEGShape{
		{W: 8192, H: 8192, Comps: 3, LumaH: 2, LumaV: 2, Progressive: true},
		{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1},
	} {
		if _, err := Parse(withJPEG(s)); err != nil {
			t.Errorf("%+v: %v", s, err)
		}
	}
}

// A picture one byte over the limit said "8.0 MB, over the limit of 8
// MB"; it says how many bytes past the limit it is.
func TestBackground_OneByteOverTheLimitSaysHowManyBytes(t *testing.T) {
	plain, _ := Marshal(docWithBackground(nil))
	url := "data:image/png;base64," + base64.StdEncoding.EncodeToString(make([]byte, battlemap.MaxBackgroundBytes+1))
	_, err := Parse([]byte(strings.Replace(string(plain), `"title"`, `"background": {"image": "`+url+`"}, "title"`, 1)))
	want := "is 8 MB and 1 byte, over the limit of 8 MB"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
	if _, _, _, err := battlemap.CheckBackgroundImage(make([]byte, battlemap.MaxBackgroundBytes+1)); err == nil ||
		!strings.Contains(err.Error(), "the background image is 8 MB and 1 byte, over the limit of 8 MB") {
		t.Errorf("checked: %v", err)
	}
}
