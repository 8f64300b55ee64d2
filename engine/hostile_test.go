package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// hugeValue is far longer than any message should quote.
var hugeValue = strings.Repeat("a", 2_000_000)

// Every message quotes at most about 80 bytes of a value from the file,
// whatever its length, and says how long it was.
func TestLoad_MessagesQuoteAtMost80BytesOfAnyFileValue(t *testing.T) {
	h := hugeValue
	cases := []struct{ name, file, want string }{
		{"link end", string(withLinks(`{"a":"a","b":"` + h + `"}`)), "end b points at"},
		{"area id", `{"format":"unhex","version":1,"areas":[{"id":"` + h + `","name":"A"}],"links":[{"a":"` + h + `","b":"b"}]}`, "the id is longer than 128 bytes"},
		{"duplicate long id", `{"format":"unhex","version":1,"areas":[{"id":"` + h[:100] + `","name":"A"},{"id":"` + h[:100] + `","name":"B"}]}`, "is already used"},
		{"link kind", string(withLinks(`{"a":"a","b":"b","kind":"` + h + `"}`)), "the kind"},
		{"link door", string(withLinks(`{"a":"a","b":"b","door":"` + h + `"}`)), "the door"},
		{"format", `{"format":"` + h + `","version":1}`, `"format" is`},
		{"version", `{"format":"unhex","version":"` + h + `"}`, "whole number"},
		{"character id", `{"format":"unhex","version":1,"characters":[{"id":"` + h + `","kind":"pc","team":"t","level":50,"maxLevel":50}]}`, "character 1"},
		{"character kind", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"` + h + `","team":"t","level":50,"maxLevel":50}]}`, "kind:"},
		{"item id", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"pc","team":"t","level":50,"maxLevel":50,"items":[{"id":"` + h + `","kind":"armor","location":"head"}]}]}`, "items[0]"},
		{"ability", `{"format":"unhex","version":1,"characters":[{"id":"c","kind":"pc","team":"t","level":50,"maxLevel":50,"abilities":["` + h + `"]}]}`, "not an ability"},
		{"command type", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"` + h + `"}}]}}`, "unknown combat command type"},
		{"command field", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"move","` + h + `":1}}]}}`, "log entry 1"},
		{"combat field", `{"format":"unhex","version":1,"combat":{"log":[],"` + h + `":1}}`, "combat:"},
		{"entry field", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"end-turn"},"` + h + `":1}]}}`, "log entry 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			_, err := Parse([]byte(c.file))
			if err == nil {
				t.Fatal("loaded, want an error")
			}
			msg := err.Error()
			if len(msg) > 1000 {
				t.Fatalf("message is %d bytes: %.300s…", len(msg), msg)
			}
			if !strings.Contains(msg, c.want) {
				t.Errorf("message %q does not say %q", msg, c.want)
			}
			if strings.Contains(msg, strings.Repeat("a", 81)) {
				t.Errorf("message quotes over 80 bytes of the value: %q", msg)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

func TestLoad_InvalidUTF8IsRefusedNamingWhere(t *testing.T) {
	_, err := Parse([]byte("{\"format\":\"unhex\",\"version\":1,\n\"areas\":[{\"id\":\"a\",\"name\":\"Caf\xe9\"}]}"))
	if err == nil || err.Error() != "the file is not valid UTF-8: byte 0xE9 at line 2, column 31; save it as UTF-8" {
		t.Fatalf("err = %v", err)
	}
}

func TestLoad_AByteOrderMarkGetsAClearErrorNamingTheFix(t *testing.T) {
	_, err := Parse(append([]byte("\xef\xbb\xbf"), withLinks(`{"a":"a","b":"b"}`)...))
	if err == nil || !strings.Contains(err.Error(), "byte-order mark") || !strings.Contains(err.Error(), "without BOM") {
		t.Fatalf("err = %v, want a message naming the byte-order mark and how to save without it", err)
	}
	doc, err := Parse(withLinks(`{"a":"a","b":"b"}`))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Marshal(doc)
	if err != nil || bytes.HasPrefix(out, []byte("\xef\xbb\xbf")) {
		t.Fatalf("saved with a byte-order mark (err %v)", err)
	}
}

func TestLoad_ARootThatIsNotAnObjectGetsAPlainMessage(t *testing.T) {
	for file, want := range map[string]string{
		`[{"format":"unhex","version":1}]`: "the file holds a JSON list; an Unhex map is one JSON object",
		` "unhex"`:                         "the file holds a JSON string;",
		`12`:                               "the file holds a JSON number;",
		`null`:                             "the file holds a JSON null;",
		"":                                 "the file is empty",
	} {
		_, err := Parse([]byte(file))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: err = %v, want %q", file, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "engine.") {
			t.Errorf("%q: the message names a Go type: %v", file, err)
		}
	}
}

func TestLoadFile_OnlyRegularFilesAreOpened(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]string{dir: "is a folder, not a map file"}
	if _, err := os.Stat("/dev/null"); err == nil {
		cases["/dev/null"] = "is a device, not a map file"
	}
	if fifo := enginetest.MakeFIFO(t, dir); fifo != "" {
		cases[fifo] = "is a named pipe (FIFO), not a map file"
	}
	for path, want := range cases {
		done := make(chan error, 1)
		go func() { _, err := LoadFile(path); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: err = %v, want %q", path, err, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: LoadFile still waiting after 5 s", path)
		}
	}
}

func TestLoadFile_AnOversizeFileIsRefusedWithoutReadingIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.unhex")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(1 << 40) // sparse: a terabyte that takes no disk
	f.Close()
	start := time.Now()
	_, err = LoadFile(path)
	if err == nil || !strings.HasSuffix(err.Error(), "the file is 1 TB, over the limit of 32 MB") {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v", d)
	}
}
