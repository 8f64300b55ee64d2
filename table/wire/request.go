package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// Page to server: the Type of a Request.
const (
	// ReqHello gives the guest's name for the GM's list (Name).
	ReqHello = "hello"
	// ReqAct takes one of State.Acts by its ID (Act).
	ReqAct = "act"
	// ReqPass declines to react in the open reaction window.
	ReqPass = "pass"
	// ReqAnswer answers State.Decision (Decision, and one answer field).
	ReqAnswer = "answer"
	// ReqWithdraw withdraws the act State.Decision belongs to (Decision).
	ReqWithdraw = "withdraw"
	// ReqPing flashes an area for everyone (Area).
	ReqPing = "ping"
)

// Bounds of what a page may send.
const (
	// MaxRequest is the longest message a page may send, in bytes; a
	// longer one closes the connection.
	MaxRequest = 4096
	// MaxName is the longest guest name, in characters.
	MaxName = 40
	// MaxID is the longest id a request may name.
	MaxID = 64
	// MaxList is the most entries of a list in a request.
	MaxList = 32
)

// Request is everything a page sends: Type says which fields it needs.
type Request struct {
	Type     string `json:"type"`
	Name     string `json:"name,omitempty"`
	Act      string `json:"act,omitempty"`
	Decision string `json:"decision,omitempty"`
	Area     string `json:"area,omitempty"`
	// One of the answers, for ReqAnswer:
	Option *int         `json:"option,omitempty"` // the index of an option
	Number *int         `json:"number,omitempty"` // a whole number in Range
	Roll   bool         `json:"roll,omitempty"`   // the app rolls the dice
	Dice   string       `json:"dice,omitempty"`   // the dice typed ("34", or "7")
	Spread []SpreadPart `json:"spread,omitempty"` // a share over locations
	Items  []int        `json:"items,omitempty"`  // the indexes of the items kept
	// NoItems: the answer to Items is the empty list.
	NoItems bool `json:"noItems,omitempty"`
}

// SpreadPart is a share of a Spread at one location.
type SpreadPart struct {
	Location string `json:"location"`
	Count    int    `json:"count"`
}

// Decode reads one request: at most MaxRequest bytes of UTF-8, one JSON
// object of known fields whose type is known and whose fields are those
// its type needs, within their bounds. It never panics; its error says
// what is wrong.
func Decode(data []byte) (Request, error) {
	var r Request
	if len(data) > MaxRequest {
		return r, fmt.Errorf("the message is %d bytes, over the limit of %d", len(data), MaxRequest)
	}
	if !utf8.Valid(data) {
		return r, errors.New("the message is not UTF-8 text")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Request{}, fmt.Errorf("the message is not a request: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Request{}, errors.New("the message holds more than one request")
	}
	if err := r.check(); err != nil {
		return Request{}, err
	}
	return r, nil
}

func (r Request) check() error {
	answers := 0
	for _, set := range []bool{r.Option != nil, r.Number != nil, r.Roll, r.Dice != "", r.Spread != nil, r.Items != nil, r.NoItems} {
		if set {
			answers++
		}
	}
	ids := [][2]string{{"act", r.Act}, {"decision", r.Decision}, {"area", r.Area}}
	for _, id := range ids {
		if len(id[1]) > MaxID {
			return fmt.Errorf("the %s is longer than %d characters", id[0], MaxID)
		}
	}
	need := func(field, v string) error {
		if v == "" {
			return fmt.Errorf("a %q request names its %s", r.Type, field)
		}
		return nil
	}
	onlyType := func(fields ...string) error {
		for _, id := range ids {
			if id[1] != "" && !contains(fields, id[0]) {
				return fmt.Errorf("a %q request has no %s", r.Type, id[0])
			}
		}
		if r.Name != "" && !contains(fields, "name") {
			return fmt.Errorf("a %q request has no name", r.Type)
		}
		if answers > 0 && !contains(fields, "answer") {
			return fmt.Errorf("a %q request carries no answer", r.Type)
		}
		return nil
	}
	switch r.Type {
	case ReqHello:
		if utf8.RuneCountInString(r.Name) > MaxName {
			return fmt.Errorf("the name is longer than %d characters", MaxName)
		}
		return onlyType("name")
	case ReqAct:
		if err := need("act", r.Act); err != nil {
			return err
		}
		return onlyType("act")
	case ReqPass:
		return onlyType()
	case ReqWithdraw:
		if err := need("decision", r.Decision); err != nil {
			return err
		}
		return onlyType("decision")
	case ReqPing:
		if err := need("area", r.Area); err != nil {
			return err
		}
		return onlyType("area")
	case ReqAnswer:
		if err := need("decision", r.Decision); err != nil {
			return err
		}
		if answers != 1 {
			return fmt.Errorf("an answer carries exactly one of option, number, roll, dice, spread, items or noItems (this one has %d)", answers)
		}
		if len(r.Dice) > 2 {
			return fmt.Errorf("dice are one or two digits, not %q", r.Dice)
		}
		if len(r.Spread) > MaxList || len(r.Items) > MaxList {
			return fmt.Errorf("a list in an answer has at most %d entries", MaxList)
		}
		for _, p := range r.Spread {
			if len(p.Location) > MaxID {
				return fmt.Errorf("a location is longer than %d characters", MaxID)
			}
		}
		return onlyType("decision", "answer")
	case "":
		return errors.New("the request has no type")
	default:
		return fmt.Errorf("%q is not a request this table knows", clip(r.Type))
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// clip keeps a quoted value short in an error.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 24 {
		return s
	}
	return string([]rune(s)[:24]) + "…"
}
