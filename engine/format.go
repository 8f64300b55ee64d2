package engine

import (
	"bytes"
	"fmt"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/internal/words"

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
	// Rules names the edition of the rules ("2020-09-12"), absent the
	// latest, or a zones profile ("yze-alien"; see ParseRules).
	Rules string `json:"rules,omitempty"`
	// Bands is the custom zones profile's band table.
	Bands []battlemap.Band `json:"bands,omitempty"`
	Calls *sheet.Calls     `json:"calls,omitempty"` // the GM's calls; absent: as files before them
	Title string           `json:"title"`
	Notes string           `json:"notes,omitempty"`
	Areas []battlemap.Area `json:"areas"`
	Links []battlemap.Link `json:"links"`
	View  *View            `json:"view,omitempty"`
	// HouseRules are the map's house rules; absent, none is on.
	HouseRules *sheet.HouseRules `json:"houseRules,omitempty"`
	// Background is the picture under the map, embedded as a data URL.
	Background *backgroundFile `json:"background,omitempty"`
	// Fog holds the fog of war options; absent, every one is off.
	Fog *fogFile `json:"fog,omitempty"`
	// Characters is the roster of character sheets.
	Characters []sheet.Character `json:"characters,omitempty"`
	// Combat is the combat being played: starting roster, objectives, log.
	Combat json.RawMessage `json:"combat,omitempty"`
}

// LoadFile reads and validates a .unhex file. Only a regular file is
// opened: a folder, a named pipe or a device is refused at once, so a
// wrong path never hangs the app.
func LoadFile(path string) (*Document, error) {
	data, err := fileio.ReadLimited(path, battlemap.MaxFileBytes, MapFile)
	if err != nil {
		return nil, err
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

// MapFile names a .unhex map in messages about a path or bytes that
// cannot be one.
var MapFile = fileio.Kind{Ext: ".unhex", Noun: "an Unhex map", File: "a map file"}

// parseWith is Parse with a chosen JSON decoder, so the benchmarks can set
// go-json against encoding/json doing exactly the same work.
func parseWith(data []byte, unmarshal func([]byte, any) error) (*Document, error) {
	if len(data) > battlemap.MaxFileBytes {
		return nil, fileio.TooBig(int64(len(data)), battlemap.MaxFileBytes)
	}
	// A byte-order mark is refused by name, with the fix, rather than
	// reported as a stray character: the app never writes one, so a file
	// that has one was saved by another editor.
	if err := fileio.CheckJSONObject(data, MapFile); err != nil {
		return nil, err
	}
	if err := checkHeader(data, unmarshal); err != nil {
		return nil, err
	}
	var root fileRoot
	if err := unmarshal(data, &root); err != nil {
		return nil, fileio.JSONError(data, err)
	}
	doc := &Document{
		Map:        battlemap.Map{Title: root.Title, Notes: root.Notes, Areas: root.Areas, Links: root.Links},
		View:       root.View,
		Characters: root.Characters,
	}
	doc.Rules, doc.Map.Profile = splitRules(root.Rules)
	doc.Map.Bands = root.Bands
	if root.Calls != nil {
		doc.Calls = *root.Calls
	}
	if root.HouseRules != nil {
		if err := checkHouseRules(data, unmarshal); err != nil {
			return nil, err
		}
		doc.HouseRules = *root.HouseRules
	}
	bg, err := backgroundFromFile(root.Background)
	if err != nil {
		return nil, err
	}
	doc.Map.Background = bg
	doc.Map.RevealPCSight = root.Fog.revealPCSight()
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
	// Validation read the pictures' headers; the loader reads the
	// characters' pictures too, which are small.
	if err := sheet.ReadPictures(doc.Characters); err != nil {
		return nil, err
	}
	return doc, nil
}

// checkHouseRules refuses a house rule the app does not know, by name:
// the file was read already, values and all, but a misspelt rule would
// have been left out silently, and played as off.
func checkHouseRules(data []byte, unmarshal func([]byte, any) error) error {
	var only struct {
		HouseRules json.RawMessage `json:"houseRules"`
	}
	if err := unmarshal(data, &only); err != nil {
		return fileio.JSONError(data, err)
	}
	_, err := sheet.ParseHouseRules(only.HouseRules)
	return err
}

var mapHeader = fileio.Header{Name: FormatName, Version: FormatVersion, What: "map", Noun: MapFile.Noun}

// checkHeader reads only the format name and version first, so a file from
// a newer app is refused with that reason rather than a confusing detail.
func checkHeader(data []byte, unmarshal func([]byte, any) error) error {
	return fileio.CheckHeader(data, mapHeader, unmarshal)
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
		Fog:        fogToFile(&doc.Map),
		Rules:      string(doc.Rules),
		Bands:      doc.Map.Bands,
	}
	if doc.Map.Profile != "" {
		root.Rules = string(doc.Map.Profile)
	}
	if doc.Calls.Set() { // a file written before the calls saves as it was
		calls := doc.Calls
		root.Calls = &calls
	}
	if doc.HouseRules.On() {
		h := doc.HouseRules
		root.HouseRules = &h
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
	return fmt.Sprintf("the map file would be %s for a file this app can open; shorten notes or remove areas, links or log entries",
		words.OverLimit(int64(e.Size), battlemap.MaxFileBytes))
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
	return fileio.WriteFileAtomic(path, data)
}
