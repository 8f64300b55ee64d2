package campaign

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/fileio"
	"github.com/unhexboard/unhexboard/internal/quote"
	"github.com/unhexboard/unhexboard/internal/words"
)

// campaignFile names a campaign in the messages of the shared readers.
var campaignFile = fileio.Kind{Ext: Ext, Noun: "an Unhex campaign", File: "a campaign file"}

// Load reads and validates a campaign file. Only a regular file of at
// most the .unhex size limit is read. The maps it names are not opened
// here (LoadMaps does that), but a map that leads out of the campaign's
// folder through a symbolic link is refused (CheckMapsInside).
func Load(path string) (*Campaign, error) {
	data, err := fileio.ReadLimited(path, battlemap.MaxFileBytes, campaignFile)
	if err != nil {
		return nil, err
	}
	c, err := Parse(data)
	if err == nil {
		err = CheckMapsInside(path, c)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// Parse decodes and validates the bytes of a campaign file. Unknown
// fields are refused, so a misspelt field is never silently dropped.
func Parse(data []byte) (*Campaign, error) {
	if len(data) > battlemap.MaxFileBytes {
		return nil, fileio.TooBig(int64(len(data)), battlemap.MaxFileBytes)
	}
	if err := fileio.CheckJSONObject(data, campaignFile); err != nil {
		return nil, err
	}
	if err := fileio.CheckHeader(data, header, json.Unmarshal); err != nil {
		return nil, err
	}
	var root struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Campaign
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&root); err != nil {
		return nil, decodeError(data, err)
	}
	if dec.More() {
		return nil, errors.New("not valid JSON: something follows the campaign object")
	}
	c := &root.Campaign
	normalize(c)
	if err := Validate(c); err != nil {
		return nil, err
	}
	if err := sheet.ReadPictures(c.Party); err != nil {
		return nil, fmt.Errorf("party: %w", err)
	}
	return c, nil
}

// decodeError names an unknown field plainly, and leaves the rest to the
// map loader's reading of decoder errors (line, column, expected type).
func decodeError(data []byte, err error) error {
	if msg := err.Error(); bytes.Contains([]byte(msg), []byte("unknown field")) {
		return fmt.Errorf("%s (a campaign file holds only the fields in docs/format.md)", quote.Clip(strings.TrimPrefix(msg, "json: ")))
	}
	return fileio.JSONError(data, err)
}

// header is what a campaign's first fields hold; a map given instead is
// named as a map.
var header = fileio.Header{Name: FormatName, Version: FormatVersion, What: "campaign", Noun: campaignFile.Noun,
	Others: map[string]string{engine.FormatName: `this is an Unhex map ("format": "unhex"), not a campaign: open it as a map, or add it to a campaign's maps`}}

// normalize makes empty lists nil, so a round trip compares equal.
func normalize(c *Campaign) {
	c.Party = normalSheets(c.Party)
	if len(c.Maps) == 0 {
		c.Maps = nil
	}
	if len(c.NPCs) == 0 {
		c.NPCs = nil
	}
	for i := range c.NPCs {
		c.NPCs[i].Characters = normalSheets(c.NPCs[i].Characters)
	}
	if c.Away != nil {
		c.Away.Arrived = normalSheets(c.Away.Arrived)
	}
	if len(c.Sessions) == 0 {
		c.Sessions = nil
	}
}

func normalSheets(cs []sheet.Character) []sheet.Character {
	if len(cs) == 0 {
		return nil
	}
	for i := range cs {
		ch := &cs[i]
		if len(ch.Abilities) == 0 {
			ch.Abilities = nil
		}
		if len(ch.Skills) == 0 {
			ch.Skills = nil
		}
		if len(ch.Items) == 0 {
			ch.Items = nil
		}
	}
	return cs
}

// Marshal encodes the campaign as indented JSON. A campaign the loader
// would refuse (invalid, or over the size limit) is an error here, not a
// file nobody can open.
func Marshal(c *Campaign) ([]byte, error) {
	if err := Validate(c); err != nil {
		return nil, err
	}
	root := struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		*Campaign
	}{FormatName, FormatVersion, c}
	if root.Party == nil || root.Maps == nil {
		cp := *c
		if cp.Party == nil {
			cp.Party = []sheet.Character{}
		}
		if cp.Maps == nil {
			cp.Maps = []MapRef{}
		}
		root.Campaign = &cp
	}
	data, err := json.MarshalIndentWithOption(root, "", "  ", json.DisableHTMLEscape())
	if err != nil {
		return nil, err
	}
	data = append(data, '\n')
	if len(data) > battlemap.MaxFileBytes {
		return nil, fmt.Errorf("the campaign file would be %s for a file this app can open",
			words.OverLimit(int64(len(data)), battlemap.MaxFileBytes))
	}
	return data, nil
}

// Save writes the campaign atomically, as maps are saved: a synced
// temporary file renamed over the target.
func Save(path string, c *Campaign) error {
	data, err := Marshal(c)
	if err != nil {
		return fmt.Errorf("not saved: %w", err)
	}
	return fileio.WriteFileAtomic(path, data)
}
