package sheet

import (
	"bytes"
	"encoding"
	"reflect"
	"sync"

	json "github.com/goccy/go-json"
)

// decodePlain decodes the JSON raw into dst, a fresh zero value, without
// a JSON decoder, for the plain answers an option carries most often: a
// string of printable ASCII with no escape, true or false, a list of such
// strings, or a pointer to one of these. It reports false, leaving dst
// as it was, for anything else, which the decoder then reads: only what
// reads the same both ways is taken here.
func decodePlain(dst reflect.Value, raw []byte) bool {
	t := dst.Type()
	if readsItself(t) {
		return false
	}
	switch t.Kind() {
	case reflect.Pointer:
		if string(raw) == "null" {
			return true // a fresh pointer is nil already
		}
		p := reflect.New(t.Elem())
		if !decodePlain(p.Elem(), raw) {
			return false
		}
		dst.Set(p)
		return true
	case reflect.String:
		s, rest, ok := plainString(raw)
		if !ok || len(rest) != 0 {
			return false
		}
		dst.SetString(s)
		return true
	case reflect.Bool:
		switch string(raw) {
		case "true":
			dst.SetBool(true)
			return true
		case "false":
			return true
		}
	case reflect.Slice:
		if t.Elem().Kind() != reflect.String || readsItself(t.Elem()) {
			return false
		}
		return plainStrings(dst, raw)
	}
	return false
}

// ReadValue decodes an option's value into v (a pointer) as
// json.Unmarshal does, a plain value (see decodePlain) without the JSON
// decoder.
func ReadValue(raw json.RawMessage, v any) error {
	if list, ok := v.(*[]string); ok { // a team order: read without reflect
		if read, ok := plainStringList(raw); ok {
			*list = read
			return nil
		}
	}
	dst := reflect.ValueOf(v).Elem()
	if plain := reflect.New(dst.Type()).Elem(); decodePlain(plain, raw) {
		dst.Set(plain)
		return nil
	}
	return json.Unmarshal(raw, v)
}

// plainStrings decodes ["a","b"] (no spaces, plain strings) into dst, a
// slice of a string kind; null leaves it nil.
func plainStrings(dst reflect.Value, raw []byte) bool {
	items, ok := plainStringList(raw)
	if !ok || items == nil {
		return ok
	}
	if dst.Type() == stringsType {
		dst.Set(reflect.ValueOf(items))
		return true
	}
	out := reflect.MakeSlice(dst.Type(), len(items), len(items))
	for i, s := range items {
		out.Index(i).SetString(s)
	}
	dst.Set(out)
	return true
}

var stringsType = reflect.TypeFor[[]string]()

// plainStringList reads ["a","b"] (no spaces, plain strings) as
// plainStrings does into a []string: null is nil, [] is empty.
func plainStringList(raw []byte) ([]string, bool) {
	if string(raw) == "null" {
		return nil, true
	}
	if len(raw) < 2 || raw[0] != '[' || raw[len(raw)-1] != ']' {
		return nil, false
	}
	items := make([]string, 0, bytes.Count(raw, []byte{','})+1)
	for rest := raw[1 : len(raw)-1]; len(rest) > 0; {
		s, after, ok := plainString(rest)
		if !ok {
			return nil, false
		}
		items = append(items, s)
		if len(after) > 0 {
			if after[0] != ',' || len(after) == 1 {
				return nil, false
			}
			after = after[1:]
		}
		rest = after
	}
	return items, true
}

// plainString reads a leading "..." of printable ASCII without escapes:
// the text, what follows the closing quote, and true.
func plainString(raw []byte) (string, []byte, bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", nil, false
	}
	for i := 1; i < len(raw); i++ {
		switch b := raw[i]; {
		case b == '"':
			return string(raw[1:i]), raw[i+1:], true
		case b == '\\' || b < 0x20 || b >= 0x80:
			return "", nil, false
		}
	}
	return "", nil, false
}

// readsItself reports whether values of t read their own JSON or text.
// (Asking reflect is slow, so each type is asked once.)
func readsItself(t reflect.Type) bool {
	if own, known := readsItselfCache.Load(t); known {
		return own.(bool)
	}
	p := reflect.PointerTo(t)
	own := p.Implements(jsonUnmarshaler) || p.Implements(textUnmarshaler)
	readsItselfCache.Store(t, own)
	return own
}

var readsItselfCache sync.Map // reflect.Type -> bool

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)
