package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

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
	Format  string           `json:"format"`
	Version int              `json:"version"`
	Title   string           `json:"title"`
	Notes   string           `json:"notes,omitempty"`
	Areas   []battlemap.Area `json:"areas"`
	Links   []battlemap.Link `json:"links"`
	View    *View            `json:"view,omitempty"`
	// Characters is the roster of character sheets.
	Characters []sheet.Character `json:"characters,omitempty"`
	// Combat is the combat being played: starting roster, objectives, log.
	Combat json.RawMessage `json:"combat,omitempty"`
}

// LoadFile reads and validates a .unhex file.
func LoadFile(path string) (*Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, battlemap.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	doc, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc, nil
}

// Parse decodes and validates the bytes of a .unhex file. Any problem is
// reported with the element it concerns; nothing is half-loaded.
func Parse(data []byte) (*Document, error) { return parseWith(data, json.Unmarshal) }

// parseWith is Parse with a chosen JSON decoder, so the benchmarks can set
// go-json against encoding/json doing exactly the same work.
func parseWith(data []byte, unmarshal func([]byte, any) error) (*Document, error) {
	if len(data) > battlemap.MaxFileBytes {
		return nil, fmt.Errorf("the file is %d bytes, over the limit of %d bytes", len(data), battlemap.MaxFileBytes)
	}
	if err := checkHeader(data, unmarshal); err != nil {
		return nil, err
	}
	var root fileRoot
	if err := unmarshal(data, &root); err != nil {
		return nil, jsonError(data, err)
	}
	doc := &Document{
		Map:        battlemap.Map{Title: root.Title, Notes: root.Notes, Areas: root.Areas, Links: root.Links},
		View:       root.View,
		Characters: root.Characters,
	}
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

// checkHeader reads only the format name and version first, so a file from
// a newer app is refused with that reason rather than a confusing detail.
func checkHeader(data []byte, unmarshal func([]byte, any) error) error {
	var head struct {
		Format  *string         `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if err := unmarshal(data, &head); err != nil {
		return jsonError(data, err)
	}
	if head.Format == nil {
		return errors.New(`not an Unhex map: the "format" field is missing (want "unhex")`)
	}
	if *head.Format != FormatName {
		return fmt.Errorf(`not an Unhex map: "format" is %s (want "unhex")`, quote.Q(*head.Format))
	}
	if len(head.Version) == 0 {
		return errors.New(`the "version" field is missing`)
	}
	var v int
	if err := json.Unmarshal(head.Version, &v); err != nil {
		return fmt.Errorf(`"version" must be a whole number, got %s`, quote.S(string(head.Version)))
	}
	if v > FormatVersion {
		return fmt.Errorf("this map is format version %d; it needs a newer Unhex Board (this one reads up to version %d)", v, FormatVersion)
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

// jsonError turns a decoder error into one that says where in the file the
// problem is.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := lineCol(data, syn.Offset)
		return fmt.Errorf("not valid JSON at line %d, column %d: %v", line, col, syn)
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		where := typ.Field
		if where == "" {
			where = "the file"
		}
		line, col := lineCol(data, typ.Offset)
		return fmt.Errorf("at line %d, column %d: %s should be %s, not a JSON %s", line, col, where, typ.Type, typ.Value)
	}
	return fmt.Errorf("not valid JSON: %v", err)
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

// Marshal encodes the document as indented .unhex JSON.
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
	}
	if doc.Combat != nil {
		data, err := json.Marshal(doc.Combat)
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
	data, err := json.MarshalIndent(root, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
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
		return err
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic writes data to path through a synced temporary file and a
// rename in the same folder.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
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
	if err = tmp.Close(); err != nil {
		return err
	}
	if info, statErr := os.Stat(path); statErr == nil {
		_ = os.Chmod(tmp.Name(), info.Mode().Perm())
	} else {
		_ = os.Chmod(tmp.Name(), 0o644)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// Sync the folder so the rename itself survives a crash.
	if d, dirErr := os.Open(dir); dirErr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
