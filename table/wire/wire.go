// Package wire is the language between the table's server and the page a
// player opens: every message both ways, as JSON over one WebSocket, and
// the reading of what a page sends (bounded, strict). It holds no rule of
// the game and imports nothing of ours, so the page's author reads it
// alone; docs/table.md says the same in words.
//
// What a page is sent is the players' projection (package projection): only
// what the players may know. Every id in it is the table's own opaque id
// (Area.ID, Token.ID, Link.ID), never the file's, so neither an id nor a
// gap in a numbering tells of a hidden thing.
package wire

// Server to page: the Type of a Message.
const (
	// TypeLobby: the guest waits for the GM to let them in. It carries
	// Guest (the key that resumes this guest) and nothing of the map.
	TypeLobby = "lobby"
	// TypeState: the table as this guest may see it. Board and Sheet come
	// only when they changed since the last state this guest was sent
	// (and always in the first state after joining or a resync).
	TypeState = "state"
	// TypePing: someone tapped an area; it flashes for everyone.
	TypePing = "ping"
	// TypeRefused: a request of this guest was refused, and why.
	TypeRefused = "refused"
	// TypeRemoved: the GM removed this guest; the connection closes.
	TypeRemoved = "removed"
	// TypeClosed: the GM closed the table; the connection closes.
	TypeClosed = "closed"
)

// Message is everything the server sends a page: Type says which fields
// are set.
type Message struct {
	Type string `json:"type"`
	// Guest is this browser's own key (lobby and state): the page keeps
	// it and reconnects with it to resume where it was.
	Guest string `json:"guest,omitempty"`
	// Seq numbers the states sent to this table, rising by one per
	// change of the game; a page may drop a state older than the last.
	Seq   int64  `json:"seq,omitempty"`
	State *State `json:"state,omitempty"`
	Ping  *Ping  `json:"ping,omitempty"`
	// Reason says why a request was refused (TypeRefused), in words.
	Reason string `json:"reason,omitempty"`
	// Of is the type of the refused request.
	Of string `json:"of,omitempty"`
}

// State is the table as one seat may see it.
type State struct {
	Seat Seat `json:"seat"`
	// Board is the map as the players may see it, when it changed.
	Board *Board `json:"board,omitempty"`
	// Sheet is the seat's own character sheet, when it changed.
	Sheet *Sheet `json:"sheet,omitempty"`
	// Banner is the line across the top of the board.
	Banner string  `json:"banner"`
	Tokens []Token `json:"tokens"`
	// Doors are the combat's doors that differ from the map's, by link.
	Doors []DoorState `json:"doors,omitempty"`
	// Turns is the turn list during a combat (empty outside one).
	Turns []TurnRow `json:"turns,omitempty"`
	// Highlights are the highlights the GM shows the players, if any.
	Highlights *Highlights `json:"highlights,omitempty"`
	// Log is the combat's log as the players may read it, oldest first.
	Log []string `json:"log,omitempty"`
	// Decision is the decision the engine waits on from this seat.
	Decision *Decision `json:"decision,omitempty"`
	// Waiting says whom the game waits on, when it is not this seat.
	Waiting string `json:"waiting,omitempty"`
	// Acts are what this seat's character may do now (acts on its turn,
	// reactions in a reaction window), legal or not, with the reason.
	Acts []Act `json:"acts,omitempty"`
	// CanPass: a reaction window waits on this seat; "pass" declines.
	CanPass bool `json:"canPass,omitempty"`
	// Over is the end of the combat in words, once it ended.
	Over string `json:"over,omitempty"`
}

// Seat is who this guest is at the table.
type Seat struct {
	// Name is the name the guest gave in the lobby.
	Name string `json:"name"`
	// Character is the token id of the character the GM gave this guest,
	// empty for a spectator.
	Character string `json:"character,omitempty"`
	// CharacterName is that character's name.
	CharacterName string `json:"characterName,omitempty"`
}

// Board is the map as the players may see it, in map units (y down).
// An area is drawn as a rounded box centred on (X, Y) around its name,
// sized as Style says; links join the boxes' outlines.
type Board struct {
	Title string `json:"title"`
	Style Style  `json:"style"`
	Areas []Area `json:"areas"`
	Links []Link `json:"links"`
}

// Style holds the sizes the board draws with, in map units, so a page
// lays the boxes out as the window's board does: a box is the name's
// width (bold, at LabelSize) plus 2·PadX, at least MinWidth, and the
// name's height plus 2·PadY; marks stack under it at NoteSize.
type Style struct {
	LabelSize float64 `json:"labelSize"`
	NoteSize  float64 `json:"noteSize"`
	PadX      float64 `json:"padX"`
	PadY      float64 `json:"padY"`
	MinWidth  float64 `json:"minWidth"`
	Radius    float64 `json:"radius"`
	LinkWidth float64 `json:"linkWidth"`
	LinkGap   float64 `json:"linkGap"`
	TickLen   float64 `json:"tickLen"`
	TickGap   float64 `json:"tickGap"`
	ArrowLen  float64 `json:"arrowLen"`
	DoorLen   float64 `json:"doorLen"`
	DashLen   float64 `json:"dashLen"`
	DashGap   float64 `json:"dashGap"`
	MarkSize  float64 `json:"markSize"`
	MarkGap   float64 `json:"markGap"`
}

// Area is one area the players may see.
type Area struct {
	ID   string  `json:"id"`
	Name string  `json:"name"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	// Marks are its objectives, then its hazards, as labels under the box.
	Marks []Mark `json:"marks,omitempty"`
	// Demolished: the combat destroyed it.
	Demolished bool `json:"demolished,omitempty"`
}

// Mark is an objective or a hazard shown under an area.
type Mark struct {
	Label  string `json:"label"`
	Hazard bool   `json:"hazard,omitempty"`
}

// Link kinds, as the map names them.
const (
	LinkSolid   = "solid"   // open ground: move and see
	LinkDashed  = "dashed"  // see, not move
	LinkBlocked = "blocked" // neither
)

// Door states of a link.
const (
	DoorOpen   = "open"
	DoorClosed = "closed"
)

// Link is one link the players may see, between two of Board.Areas.
type Link struct {
	ID   string `json:"id"`
	A    string `json:"a"`
	B    string `json:"b"`
	Kind string `json:"kind"`
	// OneWay: one may move from A to B only.
	OneWay bool `json:"oneWay,omitempty"`
	// Door is "", "open" or "closed" as the map has it; State.Doors
	// carries what the combat made of it.
	Door string `json:"door,omitempty"`
	// CoverA and CoverB: a cover mark at that end.
	CoverA bool `json:"coverA,omitempty"`
	CoverB bool `json:"coverB,omitempty"`
}

// DoorState is a door as the combat left it.
type DoorState struct {
	Link string `json:"link"`
	Door string `json:"door"`
}

// Token is a character the players may see on the board.
type Token struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Area string `json:"area"`
	Team string `json:"team"`
	// TeamIndex numbers the teams the players may see from 0, for colours.
	TeamIndex int `json:"teamIndex"`
	// Kind is "pc" or "npc".
	Kind string `json:"kind"`
	// Status is "conscious", "unconscious", "dead" or "surrendered".
	Status   string `json:"status"`
	Level    int    `json:"level"`
	MaxLevel int    `json:"maxLevel"`
	// Acting: it may act now (its team's turn, actions left).
	Acting bool `json:"acting,omitempty"`
	// Selected: the GM has it selected.
	Selected bool `json:"selected,omitempty"`
	// Mine: the seat's own character.
	Mine bool `json:"mine,omitempty"`
	// Picture is where the character's picture (its token art) is, below
	// the page ("picture/ID?v=…", to which the page adds its guest key),
	// when it has one; it changes when the picture does.
	Picture string `json:"picture,omitempty"`
}

// TurnRow is one line of the turn list: a team's heading (no ID), or a
// combatant under it. Text is the line as the player view writes it.
type TurnRow struct {
	Heading  bool   `json:"heading,omitempty"`
	Team     string `json:"team"`
	Place    int    `json:"place,omitempty"`
	ID       string `json:"id,omitempty"`
	Name     string `json:"name,omitempty"`
	Level    int    `json:"level,omitempty"`
	MaxLevel int    `json:"maxLevel,omitempty"`
	Status   string `json:"status,omitempty"`
	Actions  int    `json:"actions,omitempty"`
	Acted    bool   `json:"acted,omitempty"`
	Acting   bool   `json:"acting,omitempty"`
	Text     string `json:"text"`
}

// Highlights are what the selected character reaches, as the player view
// draws them: the areas it may move to (with the moves each takes), the
// areas it sees, and what each weapon in hand may hit.
type Highlights struct {
	Character string       `json:"character"`
	From      string       `json:"from"`
	Moves     []AreaMoves  `json:"moves,omitempty"`
	Sight     []string     `json:"sight,omitempty"`
	Weapons   []WeaponSpan `json:"weapons,omitempty"`
}

// AreaMoves is an area and the moves it takes to get there.
type AreaMoves struct {
	Area  string `json:"area"`
	Moves int    `json:"moves"`
}

// WeaponSpan is one held weapon and the areas it may attack.
type WeaponSpan struct {
	Name    string   `json:"name"`
	Targets []string `json:"targets"`
}

// Sheet is the seat's character sheet as the sheets print it: one page as
// an SVG document (text as text).
type Sheet struct {
	Name string `json:"name"`
	SVG  string `json:"svg"`
}

// Decision is a choice the engine waits on from this seat. Exactly one of
// Options, Range, Dice, Spread, Items says what the answers are.
type Decision struct {
	// ID names this decision; an answer names it, so a late answer to a
	// decision already gone is refused.
	ID      string   `json:"id"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []string `json:"options,omitempty"` // answer with Option, its index
	Range   *Range   `json:"range,omitempty"`   // answer with Number
	Dice    *Dice    `json:"dice,omitempty"`    // answer with Roll or Dice
	Spread  *Spread  `json:"spread,omitempty"`  // answer with Spread
	Items   []string `json:"items,omitempty"`   // answer with Items, indexes
	// CanWithdraw: the act may still be withdrawn (no dice thrown yet).
	CanWithdraw bool `json:"canWithdraw,omitempty"`
	// LastRoll is what the last dice this table rolled meant.
	LastRoll string `json:"lastRoll,omitempty"`
}

// Range is a whole number from Min to Max.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Dice asks for percentile dice: the app rolls, or the player types the
// two digits their dice show (one digit when One: a re-roll of one die).
type Dice struct {
	Example string `json:"example"`
	One     bool   `json:"one,omitempty"`
}

// Spread shares Total over at most MaxLocations locations (exactly Total,
// or with Fill up to what the chosen locations hold).
type Spread struct {
	Total        int           `json:"total"`
	Fill         bool          `json:"fill,omitempty"`
	MaxLocations int           `json:"maxLocations"`
	Locations    []SpreadPlace `json:"locations"`
}

// SpreadPlace is a location that may take a share, and its cap (0: none).
type SpreadPlace struct {
	Location string `json:"location"`
	Name     string `json:"name"`
	Limit    int    `json:"limit,omitempty"`
}

// Act is one act or reaction from the engine's own listing.
type Act struct {
	// ID names the act for an "act" request; it stays the same while the
	// act is on offer.
	ID       string `json:"id"`
	Kind     string `json:"kind"`
	Label    string `json:"label"`
	Reaction bool   `json:"reaction,omitempty"`
	Legal    bool   `json:"legal"`
	Reason   string `json:"reason,omitempty"`
	// HitChance is the chance to hit as every chance is shown ("63%").
	HitChance string `json:"hitChance,omitempty"`
	// Target is the token attacked, To the area moved to, if any.
	Target string `json:"target,omitempty"`
	To     string `json:"to,omitempty"`
}

// Ping is an area flashed for everyone, and who tapped it.
type Ping struct {
	Area string `json:"area"`
	By   string `json:"by"`
}
