// Package excalidraw reads hand-drawn Unhex maps from excalidraw drawings
// and writes maps back as drawings excalidraw.com opens as they are.
//
// Import reads a drawing the way a person drew it: named boxes (or bare
// names) are areas, lines between them are links, dashed strokes are
// dashed links, short strokes across a link near one end are cover ticks,
// an X across a link blocks it, a small box on a link is a door, and an
// arrowhead makes a link one-way. Every element ends up in the Report,
// either as what it became or as ignored, with the reason. The numbers
// behind "near" and "short" are proportional to the drawing's own scale
// (see scale.go and docs/excalidraw.md).
//
// Export draws a map as excalidraw elements: areas as rectangles with
// their names bound inside, links as arrows bound to their areas, with the
// ticks, X and door boxes grouped with their link, so the drawing reads
// back to the same map.
//
// The package is pure Go: it imports the engine, never a UI toolkit.
package excalidraw
