package mapprint

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2/theme"

	"github.com/unhexboard/unhexboard/assets"
)

// The vector walk places text by Fyne's measure of the screen font, and
// the PDF and SVG set it in the print font embedded in assets/: the two
// must be the same font, or names would drift off their boxes (a Fyne
// upgrade that changes its font must bring the new one into assets/).
func TestPrintFont_IsTheFontFyneDrawsTheScreenIn(t *testing.T) {
	if !bytes.Equal(assets.FontRegular, theme.DefaultTextFont().Content()) {
		t.Error("assets/fonts/NotoSans-Regular.ttf is not Fyne's regular text font")
	}
	if !bytes.Equal(assets.FontBold, theme.DefaultTextBoldFont().Content()) {
		t.Error("assets/fonts/NotoSans-Bold.ttf is not Fyne's bold text font")
	}
}
