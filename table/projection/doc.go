// Package projection is the players' projection of a game: what the players
// may know of the map, the characters and the combat, and nothing else.
// It is the one place that decides what leaves the GM's hands for the
// players' eyes: the online table sends only what Project builds, and the
// desktop player view may read the same.
//
// The rule of what is hidden is the file's own: an area or link the GM
// hid, a hidden objective or hazard, and every character the players may
// not know of (sheet.Character.HiddenOn: hidden by the GM, or standing in
// a hidden area). A hidden thing is left out whole — not named, not
// pointed at, not counted: the ids the players see are the table's own
// (IDs), the turn list numbers only the teams it shows, and a log line or
// an act that would name a hidden thing is left out too.
package projection
