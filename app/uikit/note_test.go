package uikit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A note stands out from the panel in both themes at least as far as
// large text must (3:1), where a low-importance label's disabled colour
// did not in the light theme (1.3:1).
func TestNote_ReadsInBothThemes(t *testing.T) {
	test.NewTempApp(t) // the theme's colours need an app
	n := Note("Each time a PC moves, reveal what it sees.")
	seg := n.Segments[0].(*widget.TextSegment)
	for name, v := range map[string]fyne.ThemeVariant{"light": theme.VariantLight, "dark": theme.VariantDark} {
		ink := theme.DefaultTheme().Color(seg.Style.ColorName, v)
		bg := theme.DefaultTheme().Color(theme.ColorNameBackground, v)
		if c := contrast(ink, bg); c < 3 {
			t.Errorf("%s theme: a note's contrast is %.1f:1, want at least 3:1", name, c)
		}
	}
	if n.Wrapping != fyne.TextWrapWord {
		t.Error("a note does not wrap at the panel's width")
	}
}
