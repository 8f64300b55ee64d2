package canvas

// Sizes of the drawing, in map units. The board scales them with the zoom,
// so the screen and the printed page keep the same proportions.
const (
	LabelSize     = 16.0 // area name text
	NoteSize      = 12.0 // objective labels
	AreaPadX      = 14.0
	AreaPadY      = 9.0
	AreaRadius    = 8.0
	AreaMinWidth  = 48.0
	LinkWidth     = 2.0
	LinkGap       = 4.0  // space between an area's outline and its links
	TickOffset    = 7.0  // cover tick: distance outside the outline
	TickLen       = 28.0 // cover tick length, across the link
	TickWidth     = 2.5
	DashLen       = 9.0
	DashGap       = 7.0
	ArrowLen      = 15.0
	DoorLen       = 22.0
	DoorDepth     = 13.0
	CrossLen      = 22.0 // the X on a blocked link
	ObjectiveSize = 11.0 // objective marker
	ObjectiveGap  = 5.0
	HatchGap      = 9.0 // between the strokes across a hidden area
	HitSlop       = 7.0 // screen pixels of tolerance around a link
	MaxDashes     = 400 // per link, so one absurd link cannot flood the board
	FitMargin     = 32  // pixels around a fitted map
	MinTextPx     = 4   // text smaller than this many pixels is left out
	// minDashPeriodPx is the shortest dash plus gap drawn, in pixels.
	minDashPeriodPx = 6
)
