package sheet

import (
	"bytes"
	"reflect"
	"testing"

	json "github.com/goccy/go-json"
)

// decodePlain takes only what the JSON decoder reads the same way: for
// each type an option's value may fill and each raw text, what it decodes
// (when it decodes) equals the decoder's result.
func TestDecodePlain_ReadsWhatTheDecoderReads(t *testing.T) {
	raws := []string{`"tens"`, `"a b,c"`, `""`, `"ünï"`, `"a\"b"`, `"a\\b"`, `"x" `, ` "x"`, `"x"y`, `"x`, `x"`,
		`true`, `false`, `null`, `True`, `1`, `[]`, `["a"]`, `["a","b"]`, `["a", "b"]`, `["a",]`, `[,"a"]`,
		`["a""b"]`, `[1]`, `[null]`, `["a"`, `{"take":"adjust"}`, `"\u0041"`}
	types := []reflect.Type{reflect.TypeFor[string](), reflect.TypeFor[Die](), reflect.TypeFor[bool](),
		reflect.TypeFor[*bool](), reflect.TypeFor[*ItemID](), reflect.TypeFor[[]string](),
		reflect.TypeFor[*[]Location](), reflect.TypeFor[[]CharacterID](), reflect.TypeFor[CritChoice](), reflect.TypeFor[int]()}
	plain := 0
	for _, typ := range types {
		for _, raw := range raws {
			got := reflect.New(typ).Elem()
			if !decodePlain(got, []byte(raw)) {
				if !got.IsZero() {
					t.Fatalf("%s from %s: refused but changed to %v", typ, raw, got)
				}
				continue
			}
			plain++
			want := reflect.New(typ)
			dec := json.NewDecoder(bytes.NewReader([]byte(raw)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(want.Interface()); err != nil {
				t.Fatalf("%s from %s: decoded plainly as %v, but the decoder refuses: %v", typ, raw, got, err)
			}
			if !reflect.DeepEqual(got.Interface(), want.Elem().Interface()) {
				t.Fatalf("%s from %s: plainly %#v, the decoder %#v", typ, raw, got.Interface(), want.Elem().Interface())
			}
		}
	}
	if plain == 0 {
		t.Fatal("nothing was decoded plainly: the test proves nothing")
	}
}
