package canvas

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// variantTheme is the default theme held to one variant, as the app's
// Theme menu holds it.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// lum is a colour's brightness, 0 to 255.
func lum(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 257
}

func TestGrid_IsVisibleInBothThemes(t *testing.T) {
	for name, v := range map[string]fyne.ThemeVariant{"light": theme.VariantLight, "dark": theme.VariantDark} {
		t.Run(name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
			// One small area far from the middle: the middle is empty board.
			doc := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "a", Name: "A"}, {ID: "b", Name: "B", X: 600, Y: 400}}}}
			b := NewBoard(doc)
			b.Grid = Grid{Show: true}
			win := test.NewTempWindow(t, b)
			win.SetPadded(false)
			win.Resize(fyne.NewSize(400, 300))
			img := win.Canvas().Capture()
			bg := lum(theme.Color(theme.ColorNameBackground))
			// Across the empty middle row, the grid lines must show as
			// pixels a little off the background, and only a little.
			y := img.Bounds().Dy() / 2
			var off, strongest float64
			for x := img.Bounds().Dx() / 3; x < img.Bounds().Dx()*2/3; x++ {
				d := lum(img.At(x, y)) - bg
				if d < 0 {
					d = -d
				}
				if d > 6 {
					off++
				}
				strongest = max(strongest, d)
			}
			if off == 0 {
				t.Fatalf("the grid is on but the empty board is one flat colour (%s theme)", name)
			}
			if strongest > 80 {
				t.Errorf("grid lines differ from the background by %.0f levels: too strong for a faint grid", strongest)
			}
			b.Grid.Show = false
			b.Refresh()
			if flat := win.Canvas().Capture(); !uniformRow(flat, y) {
				t.Error("with the grid off, the empty board should be one colour")
			}
		})
	}
}

func uniformRow(img image.Image, y int) bool {
	first := img.At(img.Bounds().Dx()/3, y)
	for x := img.Bounds().Dx() / 3; x < img.Bounds().Dx()*2/3; x++ {
		if img.At(x, y) != first {
			return false
		}
	}
	return true
}
