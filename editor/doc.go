// Package editor is the map editor's logic, kept free of any UI toolkit so
// it can be tested exhaustively.
//
// It is layered:
//
//   - Commands (command.go, commands_*.go) are the only way the editor
//     changes an engine.Map. Each is the smallest honest edit, checks
//     everything before touching the map, keeps the map valid by
//     engine.Validate and in the loader's normal form, and undoes exactly.
//   - History (history.go) runs commands and keeps the undo and redo
//     stacks, the saved point and a change counter.
//   - Selection (selection.go) is what the user has picked. It names links
//     by their pair of areas, so it survives edits that shift link indices.
//   - Tools, added by the UI layer in this package, turn mouse and keyboard
//     gestures into commands and hand them to History. They never edit the
//     map directly.
//
// Areas are addressed by id. Links are addressed by index into m.Links,
// which is exact for undo and redo because History replays a command only
// on the map state it was done on. Build a link command from the map as it
// is when you hand it to History; to hold a link across edits, keep its
// LinkKey and look the index up again.
//
// A gesture that should be one undo step but shows live changes (dragging
// areas) can preview by calling a command's Do and Undo directly, undoing
// each preview before the next, and on release undo the last preview and
// pass the final command to History.Do. Or it can leave the map alone and
// draw the preview itself.
package editor
