package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/unhexboard/unhexboard/engine/quote"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"

	json "github.com/goccy/go-json"
)

// FormatName and FormatVersion identify a .unhex file this app writes.
const (
	FormatName    = "unhex"
	FormatVersion = 1
)

// fileRoot is the on-disk shape of a .unhex file. The names of the map
// fields are fixed: other tools read them.
type fileRoot struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Rules names the edition of the rules ("2020-09-12"); absent is the
	// latest.
	Rules sheet.Edition    `json:"rules,omitempty"`
	Title string           `json:"title"`
	Notes string           `json:"notes,omitempty"`
	Areas []battlemap.Area `json:"areas"`
	Links []battlemap.Link `json:"links"`
	View  *View            `json:"view,omitempty"`
	// Background is the picture under the map, embedded as a data URL.
	Background *backgroundFile `json:"background,omitempty"`
	// Characters is the roster of character sheets.
	Characters []sheet.Character `json:"characters,omitempty"`
	// Combat is the combat being played: starting roster, objectives, log.
	Combat json.RawMessage `json:"combat,omitempty"`
}

// LoadFile reads and validates a .unhex file. Only a regular file is
// opened: a folder, a named pipe or a device is refused at once, so a
// wrong path never hangs the app.
func LoadFile(path string) (*Document, error) {
	data, err := ReadLimited(path, mapFile)
	if err != nil {
		return nil, err
	}
	doc, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc, nil
}

// ReadLimited reads a whole regular file of at most MaxFileBytes: the
// one way the app's own files (maps and campaigns) are read.
func ReadLimited(path string, kind FileKind) ([]byte, error) {
	f, err := openRegular(path, kind)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > battlemap.MaxFileBytes {
		return nil, fmt.Errorf("%s: %w", path, TooBig(info.Size()))
	}
	data, err := io.ReadAll(io.LimitReader(f, battlemap.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > battlemap.MaxFileBytes {
		return nil, fmt.Errorf("%s: %w", path, TooBig(int64(len(data))))
	}
	return data, nil
}

// OpenRegular opens path for reading if it is a regular file, and says
// what it is otherwise. The type is checked before opening (opening a
// named pipe would wait for a writer) and again on the open file, in case
// the path changed in between.
func OpenRegular(path string) (*os.File, error) { return openRegular(path, mapFile) }

func openRegular(path string, kind FileKind) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regular(path, info, kind); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = regular(path, info, kind)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// regular says what a path is when it is not a regular file.
func regular(path string, info os.FileInfo, kind FileKind) error {
	m := info.Mode()
	var what string
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		what = "a folder"
	case m&os.ModeNamedPipe != 0:
		what = "a named pipe (FIFO)"
	case m&os.ModeSocket != 0:
		what = "a socket"
	case m&os.ModeDevice != 0:
		what = "a device"
	default:
		what = "a special file"
	}
	return fmt.Errorf("%s is %s, not %s: only regular files are opened", path, what, kind.File)
}

// TooBig says a file is over the load limit.
func TooBig(size int64) error {
	return fmt.Errorf("the file is over the %d MB limit (%s)", battlemap.MaxFileBytes>>20, quote.Bytes(int(size)))
}

// Parse decodes and validates the bytes of a .unhex file. Any problem is
// reported with the element it concerns; nothing is half-loaded.
func Parse(data []byte) (*Document, error) { return parseWith(data, json.Unmarshal) }

// utf8BOM is the byte-order mark some editors put at the start of UTF-8.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// FileKind names a kind of the app's JSON files in messages about a path
// or bytes that cannot be one: its extension, what it is, and what the
// file is called.
type FileKind struct{ Ext, Noun, File string }

var mapFile = FileKind{Ext: ".unhex", Noun: "an Unhex map", File: "a map file"}

// parseWith is Parse with a chosen JSON decoder, so the benchmarks can set
// go-json against encoding/json doing exactly the same work.
func parseWith(data []byte, unmarshal func([]byte, any) error) (*Document, error) {
	if len(data) > battlemap.MaxFileBytes {
		return nil, TooBig(int64(len(data)))
	}
	// A byte-order mark is refused by name, with the fix, rather than
	// reported as a stray character: the app never writes one, so a file
	// that has one was saved by another editor.
	if err := CheckJSONObject(data, mapFile); err != nil {
		return nil, err
	}
	if err := checkHeader(data, unmarshal); err != nil {
		return nil, err
	}
	var root fileRoot
	if err := unmarshal(data, &root); err != nil {
		return nil, JSONError(data, err)
	}
	doc := &Document{
		Map:        battlemap.Map{Title: root.Title, Notes: root.Notes, Areas: root.Areas, Links: root.Links},
		View:       root.View,
		Characters: root.Characters,
		Rules:      root.Rules,
	}
	bg, err := backgroundFromFile(root.Background)
	if err != nil {
		return nil, err
	}
	doc.Map.Background = bg
	if len(root.Combat) > 0 && string(root.Combat) != "null" {
		rec, err := combat.ParseRecord(root.Combat)
		if err != nil {
			return nil, err
		}
		doc.Combat = rec
	}
	battlemap.Normalize(&doc.Map)
	normalizeCharacters(doc)
	if err := Validate(doc); err != nil {
		return nil, err
	}
	return doc, nil
}

// CheckJSONObject refuses, before any decoding, what the decoder would
// otherwise report in its own terms or quietly change: a byte-order mark
// (refused by name, with the fix: the app never writes one, so a file
// that has one was saved by another editor), bytes that are not UTF-8
// (the decoder would turn them into U+FFFD), and a file that is not one
// JSON object. kind names the file in the messages.
func CheckJSONObject(data []byte, kind FileKind) error {
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

var mapHeader = Header{Name: FormatName, Version: FormatVersion, What: "map", Noun: mapFile.Noun}

// checkHeader reads only the format name and version first, so a file from
// a newer app is refused with that reason rather than a confusing detail.
func checkHeader(data []byte, unmarshal func([]byte, any) error) error {
	return CheckHeader(data, mapHeader, unmarshal)
}

// CheckHeader refuses a file whose format name is not h's, or whose
// version is missing, not a whole number, below 1, or newer than h's.
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

// normalizeCharacters makes empty lists nil, so a round trip compares
// equal.
func normalizeCharacters(doc *Document) {
	if len(doc.Characters) == 0 {
		doc.Characters = nil
	}
	for i := range doc.Characters {
		c := &doc.Characters[i]
		if len(c.Abilities) == 0 {
			c.Abilities = nil
		}
		if len(c.Skills) == 0 {
			c.Skills = nil
		}
		if len(c.Items) == 0 {
			c.Items = nil
		}
	}
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

// IndentBelow is the size under which Marshal writes indented JSON, easy
// to read and to diff. Past it the file is written compact: indentation
// can more than double a large file, and a saved file must always load.
const IndentBelow = 4 << 20

// Marshal encodes the document as .unhex JSON: indented when the compact
// form is under IndentBelow, compact above. It never returns more than
// MaxFileBytes, the most the loader reads: a document too big to load
// again is an error here, not a file nobody can open.
func Marshal(doc *Document) ([]byte, error) {
	root := fileRoot{
		Format:     FormatName,
		Version:    FormatVersion,
		Title:      doc.Map.Title,
		Notes:      doc.Map.Notes,
		Areas:      doc.Map.Areas,
		Links:      doc.Map.Links,
		View:       doc.View,
		Characters: doc.Characters,
		Background: backgroundToFile(doc.Map.Background),
		Rules:      doc.Rules,
	}
	if doc.Combat != nil {
		data, err := json.MarshalWithOption(doc.Combat, json.DisableHTMLEscape())
		if err != nil {
			return nil, err
		}
		root.Combat = data
	}
	if root.Areas == nil {
		root.Areas = []battlemap.Area{}
	}
	if root.Links == nil {
		root.Links = []battlemap.Link{}
	}
	// No HTML escaping: "<" as \u003c is six bytes for one.
	data, err := json.MarshalWithOption(root, json.DisableHTMLEscape())
	if err != nil {
		return nil, err
	}
	if len(data) < IndentBelow {
		var b bytes.Buffer
		b.Grow(2 * len(data))
		if json.Indent(&b, data, "", "  ") == nil && b.Len() < battlemap.MaxFileBytes {
			data = b.Bytes()
		}
	}
	data = append(data, '\n')
	if len(data) > battlemap.MaxFileBytes {
		return nil, &TooBigError{Size: len(data)}
	}
	return data, nil
}

// TooBigError says a document would be written over the size the loader
// reads.
type TooBigError struct{ Size int }

func (e *TooBigError) Error() string {
	return fmt.Sprintf("the map would be %s on disk, over the %d MB limit of a file this app can open; shorten notes or remove areas, links or log entries",
		quote.Bytes(e.Size), battlemap.MaxFileBytes>>20)
}

// SaveFile writes the document atomically: a temporary file in the same
// folder is written, synced and renamed over the target, so a crash leaves
// either the old file or the new one, never a torn one.
func SaveFile(path string, doc *Document) error {
	if err := Validate(doc); err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	data, err := Marshal(doc)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic writes data to path through a synced temporary file and a
// rename in the same folder. The temporary file, named ".NAME.tmp-*", is
// locked while it is written; temporary files that interrupted saves of
// the same file left behind are removed first.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	_, _ = RemoveStaleTemps(dir, filepath.Base(path))
	tmp, err := createLockedTemp(dir, tempPrefix(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if info, statErr := os.Stat(path); statErr == nil {
		_ = tmp.Chmod(info.Mode().Perm())
	} else {
		_ = tmp.Chmod(0o644)
	}
	if closeBeforeRename {
		if err = tmp.Close(); err != nil {
			return err
		}
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	if !closeBeforeRename {
		tmp.Close() // the lock is held until the file has its name
	}
	// Sync the folder so the rename itself survives a crash.
	if d, dirErr := os.Open(dir); dirErr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp-" }

// createLockedTemp creates and locks a temporary file. Should a cleaner
// have removed it between the two (it was not locked yet), it tries again.
func createLockedTemp(dir, prefix string) (*os.File, error) {
	for range 10 {
		tmp, err := os.CreateTemp(dir, prefix+"*")
		if err != nil {
			return nil, err
		}
		if err := lockTemp(tmp); err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			return nil, err
		}
		mine, err1 := tmp.Stat()
		named, err2 := os.Stat(tmp.Name())
		if err1 == nil && err2 == nil && os.SameFile(mine, named) {
			return tmp, nil
		}
		tmp.Close()
	}
	return nil, fmt.Errorf("could not create a temporary file in %s", dir)
}

// RemoveStaleTemps removes the temporary files that interrupted saves of
// dir/base left behind (".BASE.tmp-*"), and says how many it removed. A
// temporary file a running save still holds is left alone. The app calls
// it for the folders of its recent files when it starts; every save calls
// it for the file it saved.
func RemoveStaleTemps(dir, base string) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	prefix := "." + base + ".tmp-"
	removed := 0
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		name := filepath.Join(dir, e.Name())
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		info, err := f.Stat()
		stale := err == nil && info.Mode().IsRegular() && !tempInUse(f, info)
		if closeBeforeRename {
			f.Close()
		}
		if stale && os.Remove(name) == nil {
			removed++
		}
		if !closeBeforeRename {
			f.Close()
		}
	}
	return removed, nil
}
