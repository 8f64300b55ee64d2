package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The toolbar's icons for the link and area marks, drawn as the board
// draws the marks (in the theme's foreground colour).
var (
	// oneWayIcon is a line ending in an arrowhead.
	oneWayIcon = markIcon("one-way.svg", `<rect x="2" y="11" width="13" height="2"/><path d="M13 5.5 22 12 13 18.5z"/>`)
	// doorIcon is a line with a box across it.
	doorIcon = markIcon("door.svg", `<rect x="1" y="11" width="6" height="2"/><rect x="17" y="11" width="6" height="2"/><path fill-rule="evenodd" d="M7 5h10v14H7zM9 7v10h6V7z"/>`)
	// objectiveIcon is the board's objective marker, a diamond.
	objectiveIcon = markIcon("objective.svg", `<path d="M12 2.5 20.5 12 12 21.5 3.5 12z"/>`)
)

func markIcon(name, shapes string) fyne.Resource {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="#000000">` + shapes + `</svg>`
	return theme.NewThemedResource(fyne.NewStaticResource(name, []byte(svg)))
}
