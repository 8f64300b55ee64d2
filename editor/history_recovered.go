package editor

// MarkUnsaved makes the history dirty with no way back to a saved point:
// for work restored after a crash, which exists in no saved file.
func (h *History) MarkUnsaved() {
	h.savedLost = true
	h.changed(false)
}
