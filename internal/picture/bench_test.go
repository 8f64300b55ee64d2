package picture_test

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/enginetest"
	"github.com/unhexboard/unhexboard/internal/picture"
)

// The largest pictures read whole (as check does) and for a Letter page
// at 300 DPI (as an export does): time, and the decoder's memory as the
// header estimates it.
func BenchmarkDecode_Largest(b *testing.B) {
	for _, c := range []struct {
		name string
		data func() []byte
	}{
		{"16-bit-PNG", func() []byte {
			return enginetest.PatternPNG(enginetest.PNGShape{W: 8192, H: 8192, ColourType: 6, Depth: 16, Flat: true})
		}},
		{"progressive-JPEG-4:2:0", func() []byte {
			return enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 2, LumaV: 2, Progressive: true})
		}},
		{"JPEG-4:4:4", func() []byte {
			return enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1})
		}},
	} {
		data := c.data()
		info, err := picture.Inspect(data)
		if err != nil {
			b.Fatal(err)
		}
		for _, want := range []struct {
			name string
			want picture.Want
		}{{"check", picture.Want{MaxPixels: 1}}, {"page", picture.Want{W: 2550, H: 3300, Grey: true}}} {
			b.Run(c.name+"/"+want.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := picture.Decode(data, want.want); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(info.DecoderCost())/(1<<20), "decoder-MB")
			})
		}
	}
}
