package vector

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// The PDF's numbers must be strconv's to the last digit: the files are
// compared byte for byte with what fpdf made.
func TestAppendFixed_WritesWhatStrconvWrites(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	values := []float64{0, math.Copysign(0, -1), -0.001, 0.004999999, 0.005, 0.015, 0.125, 0.375, 2.675, 1.005, -1.005,
		0.0000049, 0.000005, 0.000015, 1e7, 9999999.995, 1e9, -1e12, math.Inf(1), math.NaN(), 791.9999999999999, 612, 0.567}
	for range 50000 {
		v := (rng.Float64() - 0.5) * math.Pow(10, float64(rng.IntN(10)-2))
		values = append(values, v, math.Round(v*1000)/1000, math.Round(v*8)/8, math.Round(v*200)/200+1e-12)
	}
	for _, v := range values {
		for _, prec := range []int{0, 2, 3, 5} {
			want := strconv.FormatFloat(v, 'f', prec, 64)
			if got := string(appendFixed(nil, v, prec)); got != want {
				t.Fatalf("appendFixed(%v, %d) = %s, strconv says %s", v, prec, got, want)
			}
		}
	}
}
