package engine

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// bigDoc builds a valid map of the most areas and links, with notes of
// notesLen bytes on every area.
func bigDoc(notesLen int) *Document {
	m := battlemap.Map{Title: "Big"}
	notes := strings.Repeat("<", notesLen) // escaped as HTML it would be six times longer
	for i := range battlemap.MaxAreas {
		m.Areas = append(m.Areas, battlemap.Area{ID: battlemap.AreaID(fmt.Sprintf("a%d", i)), Name: fmt.Sprintf("Area %d", i),
			X: float64(i%500) * 10, Y: float64(i/500) * 10, Notes: notes})
	}
	for i := range battlemap.MaxLinks {
		a, b := i%battlemap.MaxAreas, (i%battlemap.MaxAreas+1+i/battlemap.MaxAreas)%battlemap.MaxAreas
		m.Links = append(m.Links, battlemap.Link{A: m.Areas[a].ID, B: m.Areas[b].ID, Kind: battlemap.Solid})
	}
	return &Document{Map: m}
}

func TestSave_ABigValidMapNearTheLimitIsWrittenCompactAndLoadsAgain(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 30 MB map")
	}
	doc := bigDoc(350)
	if err := Validate(doc); err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > battlemap.MaxFileBytes || len(data) < 25<<20 {
		t.Fatalf("saved %d bytes; want a file near, and within, the %d byte limit", len(data), battlemap.MaxFileBytes)
	}
	if bytes.HasPrefix(data, []byte("{\n")) {
		t.Error("a file this big should be written compact")
	}
	path := filepath.Join(t.TempDir(), "big.unhex")
	if err := SaveFile(path, doc); err != nil {
		t.Fatal(err)
	}
	back, err := LoadFile(path)
	if err != nil {
		t.Fatalf("the app cannot open what it saved: %v", err)
	}
	if !reflect.DeepEqual(back.Map, doc.Map) {
		t.Error("the map changed in the round trip")
	}
}

func TestSave_ASmallMapIsWrittenIndented(t *testing.T) {
	doc, err := Parse(withLinks(`{"a":"a","b":"b","kind":"dashed"}`))
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("{\n  \"format\": \"unhex\",\n")) {
		t.Errorf("not indented:\n%s", data)
	}
}

func TestSave_AMapTooBigToLoadAgainIsNotWritten(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 50 MB map")
	}
	doc := bigDoc(700)
	path := filepath.Join(t.TempDir(), "big.unhex")
	os.WriteFile(path, []byte("old"), 0o644)
	err := SaveFile(path, doc)
	var tooBig *TooBigError
	if !errors.As(err, &tooBig) || !strings.Contains(err.Error(), "over the limit of 32 MB for a file this app can open") {
		t.Fatalf("err = %v, want a refusal naming the limit", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Error("the old file was replaced")
	}
}

func TestFileVersion_ReadsTheVersionWithoutLoadingTheMap(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]struct {
		file string
		want int
		err  string
	}{
		"ours":          {`{"format":"unhex","version":1,"areas":[]}`, 1, ""},
		"newer":         {`{"format":"unhex","version":2,"whatever":{"new":[1,2]}}`, 2, ""},
		"version last":  {`{"format":"unhex","areas":[{"id":"a","name":"A"}],"links":[],"version":3}`, 3, ""},
		"invalid map":   {`{"format":"unhex","version":7,"areas":[{"id":""}]}`, 7, ""},
		"no version":    {`{"format":"unhex"}`, 0, `"version" field is missing`},
		"not an object": {`[1]`, 0, "not a JSON object"},
		"text version":  {`{"version":"2"}`, 0, "not a number"},
	}
	for name, c := range cases {
		path := filepath.Join(dir, name+".unhex")
		os.WriteFile(path, []byte(c.file), 0o644)
		v, err := FileVersion(path)
		if v != c.want || (c.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: got %d, %v; want %d, %q", name, v, err, c.want, c.err)
		}
	}
	if _, err := FileVersion(dir); err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("a folder: %v", err)
	}
}
