package excalidraw

import "github.com/unhexboard/unhexboard/engine/sheet"

// TokensOf is a token for each character standing in an area.
func TokensOf(chars []sheet.Character) []Token {
	var out []Token
	for _, ch := range chars {
		if ch.Area == "" {
			continue
		}
		name := ch.Name
		if name == "" {
			name = string(ch.ID)
		}
		out = append(out, Token{ID: string(ch.ID), Name: name, Team: ch.Team, Area: ch.Area, Hidden: ch.HiddenFromPlayers})
	}
	return out
}
