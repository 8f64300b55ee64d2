package excalidraw

import (
	"bytes"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// Write streams a drawing element by element: the file must be the one
// the whole drawing marshalled at once makes, as the export wrote it.
func TestWrite_StreamedIsTheWholeDrawingMarshalledAtOnce(t *testing.T) {
	big := &engine.Document{Map: *enginetest.Map(3, enginetest.Options{Areas: 300, LinksPerArea: 4})}
	for i := range big.Map.Areas {
		big.Map.Areas[i].Hidden = i%7 == 0
	}
	empty := &engine.Document{Map: battlemap.Map{Title: "Nothing yet"}}
	allHidden := &engine.Document{Map: battlemap.Map{Areas: []battlemap.Area{{ID: "a", Name: "A", Hidden: true}}}}
	brawl := bundled(t, "nightclub-brawl.unhex")
	tokens := TokensOf(brawl.Characters)
	for _, c := range []struct {
		name string
		doc  *engine.Document
		o    Options
	}{
		{"players' copy", big, Options{}},
		{"GM's copy", big, Options{GM: true}},
		{"tokens", brawl, Options{GM: true, Tokens: tokens}},
		{"no areas", empty, Options{}},
		{"every area hidden", allHidden, Options{}},
	} {
		var got bytes.Buffer
		drawn, err := Write(&got, c.doc, c.o)
		if err != nil {
			t.Fatal(err)
		}
		f := outFile{Type: TypeFile, Version: 2, Source: "https://github.com/unhexboard/unhexboard",
			AppState: outAppState{ViewBackgroundColor: "#ffffff", Name: c.doc.Map.Title}, Files: map[string]any{}, Elements: []any{}}
		var key orderKey
		whole := drawElements(c.doc, c.o, func(e elementOut) {
			e.base().Index = key.next()
			f.Elements = append(f.Elements, e)
		})
		if drawn != whole {
			t.Errorf("%s: drew %+v, counted %+v", c.name, drawn, whole)
		}
		want, err := json.MarshalIndentWithOption(f, "", "  ", json.DisableHTMLEscape())
		if err != nil {
			t.Fatal(err)
		}
		if want = append(want, '\n'); !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: the streamed drawing (%d bytes) is not the drawing marshalled whole (%d bytes)", c.name, got.Len(), len(want))
		}
	}
}

func TestOrderKey_CountsInBase62GrowingADigit(t *testing.T) {
	var k orderKey
	var keys []string
	for range 62*62 + 70 {
		keys = append(keys, k.next())
	}
	for _, c := range []struct {
		i    int
		want string
	}{{0, "a0"}, {9, "a9"}, {10, "aA"}, {61, "az"}, {62, "b00"}, {63, "b01"}, {62 + 62*62, "c000"}} {
		if keys[c.i] != c.want {
			t.Errorf("key %d is %q, want %q", c.i, keys[c.i], c.want)
		}
	}
	for i := 1; i < len(keys); i++ {
		if keys[i] <= keys[i-1] {
			t.Fatalf("key %d %q does not sort after %q", i, keys[i], keys[i-1])
		}
	}
}
