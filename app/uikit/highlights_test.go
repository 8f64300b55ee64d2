package uikit

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		ch := func(v uint32) float64 {
			s := float64(v) / 0xffff
			if s <= 0.03928 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(r) + 0.7152*ch(g) + 0.0722*ch(b)
	}
	la, lb := lum(a), lum(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func TestHighlights_TheRingForTwoOrThreeMovesIsClearlyVisibleInBothThemesAndDistinct(t *testing.T) {
	test.NewTempApp(t) // the theme's colours need an app
	if _, _, _, a := FarRing.RGBA(); a != 0xffff {
		t.Errorf("the ring for two or three Moves is see-through (alpha %d of 65535): pale on every background", a)
	}
	for _, v := range []struct {
		name    string
		variant fyne.ThemeVariant
	}{{"dark", theme.VariantDark}, {"light", theme.VariantLight}} {
		bg := theme.DefaultTheme().Color(theme.ColorNameBackground, v.variant)
		if c := contrast(FarRing, bg); c < 3 {
			t.Errorf("%s theme: the ring for two or three Moves stands out from the board only %.1f:1, want at least 3:1", v.name, c)
		}
	}
	if NearRingWidth < 2*FarRingWidth && NearRing == FarRing {
		t.Errorf("one Move (%dpx) and two or three Moves (%dpx) look alike", NearRingWidth, FarRingWidth)
	}
}
