package odds

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// clearOfScrollBar keeps o out from under the scroll bar, which is drawn
// over the right edge of what it scrolls: the bars and the histogram end
// before it.
func clearOfScrollBar(o fyne.CanvasObject) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(theme.ScrollBarSize(), 0))
	return container.NewBorder(nil, nil, nil, room, o)
}

// within places a text of width w centred on x, moved in as little as it
// takes to lie whole between 0 and limit.
func within(x, w, limit float32) float32 {
	return max(0, min(x-w/2, limit-w))
}

// thousands writes n with commas between its thousands: 1,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
