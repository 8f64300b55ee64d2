package background

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

// choose picks a picture file and waits until it is under the map or
// refused, running the UI steps on the test's goroutine.
func choose(t *testing.T, w *testWindow, name string, data []byte) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	w.bg.chooseImage = func(pick func(string)) { pick(path) }
	queue := make(chan func(), 1)
	w.bg.ui = func(f func()) { queue <- f }
	w.bg.Choose()
	if w.bg.preparing != nil {
		(<-queue)()
		<-w.bg.preparing
	}
}

// kept is what the map keeps of its picture.
func kept(t *testing.T, w *testWindow) picture.Info {
	t.Helper()
	bg := w.Editor().Map().Background
	if bg == nil {
		t.Fatalf("no picture under the map (errors %v)", w.Errors)
	}
	info, err := picture.Inspect(bg.Image)
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// A picture costly to read on every load (16 bits a channel, interlaced)
// was kept as it came. It is written again plain, 8 bits a channel, at
// its own size, and the status line says so.
func TestBackground_ACostlyPictureIsWrittenAgainPlainWhenAdded(t *testing.T) {
	for _, s := range []enginetest.PNGShape{
		{W: 300, H: 200, ColourType: 6, Depth: 16},
		{W: 300, H: 200, ColourType: 2, Depth: 8, Interlaced: true},
	} {
		w := newTestWindow(t)
		choose(t, w, "plan.png", enginetest.PatternPNG(s))
		info := kept(t, w)
		if info.Depth != 8 || info.Progressive || !info.Plain || info.W != 300 || info.H != 200 {
			t.Errorf("%+v: the map keeps %+v", s, info)
		}
		if !strings.Contains(w.Status, "plan.png (written again as an 8-bit PNG of 300 × 200 pixels") {
			t.Errorf("status %q", w.Status)
		}
	}
}

// A picture wider than the map's limit was refused; it is reduced to fit.
func TestBackground_APictureOverTheSideLimitIsReducedWhenAdded(t *testing.T) {
	w := newTestWindow(t)
	choose(t, w, "wide.png", enginetest.PatternPNG(enginetest.PNGShape{W: 10000, H: 600, ColourType: 2, Depth: 8, Flat: true}))
	if info := kept(t, w); info.W != 5000 || info.H != 300 {
		t.Errorf("the map keeps %d × %d pixels, want 5000 × 300", info.W, info.H)
	}
}

// A picture whose decoder would hold more than the budget was taken in,
// to cost a gigabyte on every print. It is refused, naming its size and
// the limit for its kind, and the map is as it was.
func TestBackground_APictureTooCostlyToReadIsRefusedNamingItsSizeAndTheLimit(t *testing.T) {
	w := newTestWindow(t)
	choose(t, w, "photo.jpg", enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1, Progressive: true}))
	if bg := w.Editor().Map().Background; bg != nil {
		t.Fatal("the picture is under the map")
	}
	want := "photo.jpg: the background image is a progressive JPEG with full colour detail of 8192 × 8192 pixels, over the limit of 35.8 million pixels"
	if len(w.Errors) != 1 || !strings.Contains(w.Errors[0].Error(), want) {
		t.Errorf("errors %v, want %q", w.Errors, want)
	}
}
