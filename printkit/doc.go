// Package printkit builds the printed things of Unhex Board as pages of
// interop/vector shapes: character sheets now, more as they come. It reads
// the engine's model and decides only where ink goes; the rules (which die
// selects a location, how many slots a level gives, what a mark means) come
// from engine/sheet, and the PDF and SVG writers from interop/vector. No
// window code: the command line and the app both call it.
package printkit
