package fileio

import (
	"errors"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

func decodeError(t *testing.T, data string) error {
	t.Helper()
	var v map[string]any
	err := json.Unmarshal([]byte(data), &v)
	if err == nil {
		t.Fatalf("%q decoded", data)
	}
	return JSONError([]byte(data), err)
}

// A file that stops part way (a copy or save cut off) is said to be cut
// short, with where it ends, and no decoder jargon.
func TestJSONError_AFileCutShortIsSaidToBeCutShortAndWhere(t *testing.T) {
	for _, file := range []string{
		"{\n  \"format\": \"unhex\",\n  \"areas\": [\n    {\"id\": \"bar\", \"name\": \"Ba",
		"{\n  \"format\": \"unhex\",\n  \"areas\": [\n    {\"id\": \"bar\"}",
		"{\n  \"format\": \"unhex\",\n  \"areas\": [\n    {\"id\": \"bar\"},",
	} {
		err := decodeError(t, file)
		msg := err.Error()
		if !strings.HasPrefix(msg, "the file looks cut short: it ends at line 4, column ") {
			t.Errorf("%q: %s", file, msg)
		}
		if strings.Contains(msg, "JSON") {
			t.Errorf("%q: the message speaks the decoder's language: %s", file, msg)
		}
		if !errors.Is(err, ErrDamaged) {
			t.Errorf("%q: not marked as a damaged file", file)
		}
	}
}

// A file whose text is broken in the middle is said to look damaged
// there; the decoder's detail comes last, for mending it by hand.
func TestJSONError_ABrokenFileIsSaidToLookDamagedWhere(t *testing.T) {
	err := decodeError(t, "{\n  \"format\": \"unhex\",,\n  \"version\": 1\n}\n")
	msg := err.Error()
	if !strings.HasPrefix(msg, "the file looks damaged at line 2, column 22: its text is broken there (") {
		t.Errorf("got %s", msg)
	}
	if !errors.Is(err, ErrDamaged) {
		t.Error("not marked as a damaged file")
	}
}

// A file that is whole but holds the wrong kind of value is not damaged:
// its message names the field, as before.
func TestJSONError_AWrongValueIsNotADamagedFile(t *testing.T) {
	data := `{"version": "one"}`
	var v struct {
		Version int `json:"version"`
	}
	err := JSONError([]byte(data), json.Unmarshal([]byte(data), &v))
	if errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "should be a whole number") {
		t.Errorf("got %v", err)
	}
}
