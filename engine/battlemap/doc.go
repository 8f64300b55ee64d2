// Package battlemap owns the map and its rules: areas, links, doors and
// cover marks; the compiled sight and move graphs (Terrain); range, line of
// sight, cover and moves, with the explanation behind each answer; map
// validation and lint. It knows nothing of characters or combat, so the
// editor and the board depend on it alone.
package battlemap
