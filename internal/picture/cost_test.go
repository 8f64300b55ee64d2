package picture_test

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"image/png"
	"runtime"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

// allocated is what f allocates, in bytes.
func allocated(f func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// jpegKinds are the JPEGs whose decoders cost differently.
var jpegKinds = []enginetest.JPEGShape{
	{Comps: 1, LumaH: 1, LumaV: 1},
	{Comps: 3, LumaH: 1, LumaV: 1},
	{Comps: 3, LumaH: 2, LumaV: 1},
	{Comps: 3, LumaH: 2, LumaV: 2},
	{Comps: 4, LumaH: 1, LumaV: 1},
	{Comps: 1, LumaH: 1, LumaV: 1, Progressive: true},
	{Comps: 3, LumaH: 1, LumaV: 1, Progressive: true},
	{Comps: 3, LumaH: 2, LumaV: 2, Progressive: true},
	{Comps: 4, LumaH: 2, LumaV: 2, Progressive: true},
}

// The header's estimate of what Go's JPEG decoder holds is what it
// allocates, measured, for every kind: within a tenth.
func TestDecoderCost_IsWhatGosJPEGDecoderAllocates(t *testing.T) {
	for _, s := range jpegKinds {
		s.W, s.H = 1000, 700
		t.Run(fmt.Sprintf("comps%d-%dx%d-progressive=%v", s.Comps, s.LumaH, s.LumaV, s.Progressive), func(t *testing.T) {
			data := enginetest.FlatJPEG(s)
			info, err := picture.Inspect(data)
			if err != nil {
				t.Fatal(err)
			}
			var derr error
			got := allocated(func() { _, derr = jpeg.Decode(bytes.NewReader(data)) })
			if derr != nil {
				t.Fatal(derr)
			}
			est := info.DecoderCost()
			if est < got*9/10 || est > got*11/10 {
				t.Errorf("estimated %d bytes, the decoder allocated %d", est, got)
			}
			t.Logf("%s: %.2f bytes a pixel", info.Kind(), float64(got)/float64(s.W*s.H))
		})
	}
}

// A PNG costs a few rows to read whatever its size and depth: a 16-bit
// RGBA PNG of 2048 × 2048 reduced to 64 × 64 allocates a small part of
// what Go's own decoder does (32 MiB for the picture), most of it the
// inflater's tables, made again for each block and dropped.
func TestDecoderCost_APNGCostsAFewRows(t *testing.T) {
	data := enginetest.PatternPNG(enginetest.PNGShape{W: 2048, H: 2048, ColourType: 6, Depth: 16})
	var err error
	got := allocated(func() { _, err = picture.Decode(data, picture.Want{W: 64, H: 64}) })
	if err != nil {
		t.Fatal(err)
	}
	gos := allocated(func() { _, err = png.Decode(bytes.NewReader(data)) })
	if err != nil {
		t.Fatal(err)
	}
	if got > gos/4 {
		t.Errorf("reading it allocated %d bytes; Go's decoder, %d", got, gos)
	}
	t.Logf("%d bytes allocated; Go's decoder: %d", got, gos)
}

// A picture whose decoder would hold more than the budget is refused
// before it is read, with its kind, its size and the limit for its kind;
// the same size in a cheaper kind is read.
func TestDecoderCost_OverTheBudgetRefusedWithItsSizeAndTheLimit(t *testing.T) {
	prog := enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1, Progressive: true})
	var err error
	got := allocated(func() { _, err = picture.Decode(prog, picture.Want{W: 100, H: 100}) })
	want := "a progressive JPEG with full colour detail of 8192 × 8192 pixels, over the limit of 35.8 million pixels (about 5982 × 5982) for its kind: save it as a baseline (not progressive) JPEG, or smaller"
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	if got > 4<<20 {
		t.Errorf("refusing it allocated %d bytes", got)
	}
	for _, s := range []enginetest.JPEGShape{
		{W: 8192, H: 8192, Comps: 3, LumaH: 2, LumaV: 2, Progressive: true}, // 480 MiB
		{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1},                    // 192 MiB
	} {
		info, err := picture.Inspect(enginetest.FlatJPEG(s))
		if err != nil || info.CheckCost() != nil {
			t.Errorf("%+v: %v, %v", s, err, info.CheckCost())
		}
	}
	if err := func() error {
		i, _ := picture.Inspect(prog)
		return i.CheckCost()
	}(); err == nil || !strings.Contains(err.Error(), "8192 × 8192") {
		t.Errorf("CheckCost: %v", err)
	}
}
