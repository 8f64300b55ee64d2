// Package mapprint prints the map: it lays a page out once (title, a
// Board in the print palette, the legend) on an off-screen software
// canvas and draws it as a PNG (captured by Fyne's software painter) or
// as PDF and SVG pages (the page's objects walked into interop/vector
// shapes), one page or a table-scale poster tiled across many. It reads
// the Board only through canvas's exported walk, so the screen and the
// page are drawn by the same code.
package mapprint
