// Package combat owns a fight: rounds and initiative, team turns, acts and
// the reactions to them, resolution (attacks, moves, area effects), the
// leader and speed abilities, the end of combat and Recovery after it. A
// combat is a pure function of the map, the starting roster and its log of
// commands; Session drives it and View, LegalActions and ReactOptions are
// its read model. Sheet rules are run through package sheet.
package combat
