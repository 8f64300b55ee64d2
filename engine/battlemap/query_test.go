package battlemap

import (
	"fmt"
	"reflect"
	"testing"
)

// Row is From remembered; on a map too large to remember every row it
// still answers, without keeping anything.
func TestTerrainRow_AnswersAsFromAndKeepsNothingOnAHugeMap(t *testing.T) {
	for _, n := range []int{40, rowCacheAreas + 1} {
		m := lineMap(n)
		ter, err := Compile(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, th := range []int{SightThreshold, SightThreshold2HRanged} {
			for _, src := range []int{0, n / 2, n - 1} {
				if got, want := ter.Row(src, th), ter.From(src, th); !reflect.DeepEqual(got, want) {
					t.Fatalf("%d areas: Row(%d, %d) differs from From", n, src, th)
				}
			}
		}
		kept := len(ter.rows[0]) > 0
		if kept != (n <= rowCacheAreas) {
			t.Errorf("%d areas: the row cache is kept = %v", n, kept)
		}
	}
}

// lineMap is n areas in a row, each linked to the next.
func lineMap(n int) *Map {
	m := &Map{}
	for i := range n {
		m.Areas = append(m.Areas, Area{ID: AreaID(fmt.Sprintf("a%d", i)), Name: fmt.Sprintf("A%d", i), X: float64(i * 100)})
		if i > 0 {
			m.Links = append(m.Links, Link{A: AreaID(fmt.Sprintf("a%d", i-1)), B: AreaID(fmt.Sprintf("a%d", i)), Kind: Solid})
		}
	}
	return m
}
