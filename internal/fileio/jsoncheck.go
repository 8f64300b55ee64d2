package fileio

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"unicode/utf8"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/internal/quote"
)

// utf8BOM is the byte-order mark some editors put at the start of UTF-8.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// CheckJSONObject refuses, before any decoding, what the decoder would
// otherwise report in its own terms or quietly change: a byte-order mark
// (refused by name, with the fix: the app never writes one, so a file
// that has one was saved by another editor), bytes that are not UTF-8
// (the decoder would turn them into U+FFFD), and a file that is not one
// JSON object. kind names the file in the messages.
func CheckJSONObject(data []byte, kind Kind) error {
	if bytes.HasPrefix(data, utf8BOM) {
		return fmt.Errorf("the file starts with a byte-order mark (bytes EF BB BF), which a %s file does not have: save it as UTF-8 without BOM (in Notepad: \"UTF-8\", not \"UTF-8 with BOM\")", kind.Ext)
	}
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		line, col := lineCol(data, int64(off))
		return fmt.Errorf("the file is not valid UTF-8: byte 0x%02X at line %d, column %d; save it as UTF-8", data[off], line, col)
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 {
		return fmt.Errorf("the file is empty: %s is one JSON object", kind.Noun)
	}
	var what string
	switch c := trimmed[0]; {
	case c == '{':
		return nil
	case c == '[':
		what = "a JSON list"
	case c == '"':
		what = "a JSON string"
	case c == '-' || c >= '0' && c <= '9':
		what = "a JSON number"
	case c == 't' || c == 'f':
		what = "a JSON true or false"
	case c == 'n':
		what = "a JSON null"
	default:
		return nil // not JSON at all: the decoder says where
	}
	return fmt.Errorf("the file holds %s; %s is one JSON object ({ ... })", what, kind.Noun)
}

// Header says what the first fields of one of the app's files must hold:
// its format name and the newest version this app reads. What names the
// file in messages ("map"); Noun is what it is ("an Unhex map"); Others
// holds, for the names of the app's other formats, the message that says
// which file was given instead.
type Header struct {
	Name       string
	Version    int
	What, Noun string
	Others     map[string]string
}

// CheckHeader refuses a file whose format name is not h's, or whose
// version is missing, not a whole number, below 1, or newer than h's.
// It reads only those two fields, so a file from a newer app is refused
// with that reason rather than a confusing detail.
func CheckHeader(data []byte, h Header, unmarshal func([]byte, any) error) error {
	var head struct {
		Format  *string         `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if err := unmarshal(data, &head); err != nil {
		return JSONError(data, err)
	}
	if head.Format == nil {
		return fmt.Errorf(`not %s: the "format" field is missing (want %q)`, h.Noun, h.Name)
	}
	if msg, ok := h.Others[*head.Format]; ok {
		return errors.New(msg)
	}
	if *head.Format != h.Name {
		return fmt.Errorf(`not %s: "format" is %s (want %q)`, h.Noun, quote.Q(*head.Format), h.Name)
	}
	if len(head.Version) == 0 {
		return errors.New(`the "version" field is missing`)
	}
	var v int
	if err := json.Unmarshal(head.Version, &v); err != nil {
		return fmt.Errorf(`"version" must be a whole number, got %s`, quote.S(string(head.Version)))
	}
	if v > h.Version {
		return fmt.Errorf("this %s is format version %d; it needs a newer Unhex Board (this one reads up to version %d)", h.What, v, h.Version)
	}
	if v < 1 {
		return fmt.Errorf(`"version" is %d; versions start at 1`, v)
	}
	return nil
}

// JSONError turns a decoder error into one that says where in the file the
// problem is.
func JSONError(data []byte, err error) error {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := lineCol(data, syn.Offset)
		return fmt.Errorf("not valid JSON at line %d, column %d: %s", line, col, quote.Clip(syn.Error()))
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		where := typ.Field
		if where == "" {
			where = "the file"
		}
		line, col := lineCol(data, typ.Offset)
		return fmt.Errorf("at line %d, column %d: %s should be %s, not a JSON %s", line, col, quote.S(where), jsonKind(typ.Type), quote.S(typ.Value))
	}
	return fmt.Errorf("not valid JSON: %s", quote.Clip(err.Error()))
}

// jsonKind names what JSON a Go type is read from, for a person who knows
// the file and not the code: "a string", not "battlemap.AreaID".
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "another JSON type"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "another JSON type"
}

func lineCol(data []byte, off int64) (int, int) {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}
