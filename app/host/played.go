package host

// Played: the open map's characters or its combat changed (a sheet
// command, a combat entry, a roster replaced, an undo of any of them).
// Panels that show who is on the map or whether a fight runs follow it.
const Played Change = Edited + 1
