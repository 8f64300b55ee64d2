package canvas

import (
	"image/color"

	"fyne.io/fyne/v2/theme"
)

// Palette is every colour the board uses. The screen palette follows the
// Fyne theme (light or dark); the print palette is black on white.
type Palette struct {
	Background color.Color // nil: leave the board transparent
	Ink        color.Color // links, ticks, outlines
	Text       color.Color
	AreaFill   color.Color
	Grid       color.Color
	Accent     color.Color // selection, previews
	AccentSoft color.Color // selection halo under links
	Hover      color.Color
	Hidden     color.Color // GM-only objectives
	Print      bool
}

// ScreenPalette reads the current Fyne theme.
func ScreenPalette() Palette {
	fg := theme.Color(theme.ColorNameForeground)
	bg := theme.Color(theme.ColorNameBackground)
	primary := theme.Color(theme.ColorNamePrimary)
	return Palette{
		Background: bg,
		Ink:        fg,
		Text:       fg,
		AreaFill:   theme.Color(theme.ColorNameInputBackground),
		// The theme's separator is black on the dark background and nearly
		// white on the light one: a faint tint of the ink shows in both.
		Grid:       WithAlpha(fg, 0x24),
		Accent:     primary,
		AccentSoft: WithAlpha(primary, 0x55),
		Hover:      WithAlpha(primary, 0x99),
		Hidden:     theme.Color(theme.ColorNamePlaceHolder),
	}
}

// PrintPalette is the black-on-white style of the exported page.
func PrintPalette(transparent bool) Palette {
	var bg color.Color = color.White
	if transparent {
		bg = nil
	}
	return Palette{
		Background: bg,
		Ink:        color.Black,
		Text:       color.Black,
		AreaFill:   color.White,
		Grid:       color.Transparent,
		Accent:     color.Black,
		AccentSoft: color.Transparent,
		Hover:      color.Transparent,
		Hidden:     color.Gray{Y: 0x80},
		Print:      true,
	}
}

// WithAlpha is c with its opacity set to a.
func WithAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}
