package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// WrappedLabel is a label that wraps at the panel's width.
func WrappedLabel(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Heading is a bold label.
func Heading(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.TextStyle = fyne.TextStyle{Bold: true}
	return l
}

// WrappingHeading is a bold heading that wraps.
func WrappingHeading(s string) *widget.Label {
	l := Heading(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// AreaName is how an area is named to the GM: its name, or its id when
// it has none.
func AreaName(m *battlemap.Map, id battlemap.AreaID) string {
	if a := m.Area(id); a != nil && a.Name != "" {
		return a.Name
	}
	return string(id)
}

// Note is a wrapped line that explains what is beside it, in the theme's
// hint colour: quieter than the text it explains, yet readable in both
// themes (a low-importance label takes the disabled colour, near the
// background in the light theme).
func Note(s string) *widget.RichText {
	t := widget.NewRichText(&widget.TextSegment{Text: s,
		Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder, Inline: true, SizeName: theme.SizeNameText}})
	t.Wrapping = fyne.TextWrapWord
	return t
}
