package wire

// The routes of a table. Every one carries the table's token in its path:
// a request without it, or with a wrong one, is answered 404 with nothing
// of the table. Guest is a guest's own key, given in the lobby message;
// the page adds it to its address (?guest=…) so a reload or a reconnect
// resumes the same guest.
const (
	// PathPrefix + token + "/" is the page (index.html), and the page's
	// own files below it (app.js, style.css, …), which hold no map data.
	PathPrefix = "/t/"
	// LivePath, below the page, is the WebSocket: ?guest=KEY resumes a
	// guest, without it the connection is a new guest in the lobby.
	LivePath = "live"
	// StatePath, below the page, is the guest's state as one JSON
	// Message (?guest=KEY required): what the live connection sent last.
	StatePath = "state"
	// PicturePath, below the page, + "/" + a token's id is that
	// character's picture (?guest=KEY required), as Token.Picture names it.
	PicturePath = "picture"
	// GuestParam is the query parameter naming a guest's key.
	GuestParam = "guest"
)
