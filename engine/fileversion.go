package engine

import (
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/internal/fileio"
)

// FileVersion reads the "version" of the .unhex file at path without
// loading the rest, so the app can ask before a save overwrites a file a
// newer app wrote. The file is read only as far as the version (at the
// start of every file this app writes); it is not validated.
func FileVersion(path string) (int, error) {
	f, err := fileio.OpenRegular(path, MapFile)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	dec := stdjson.NewDecoder(io.LimitReader(f, battlemap.MaxFileBytes))
	if tok, err := dec.Token(); err != nil || tok != stdjson.Delim('{') {
		return 0, fmt.Errorf("%s: not an Unhex map (not a JSON object)", path)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return 0, fmt.Errorf("%s: not valid JSON", path)
		}
		if key, _ := tok.(string); key == "version" {
			var raw stdjson.RawMessage
			var v int
			if dec.Decode(&raw) != nil || stdjson.Unmarshal(raw, &v) != nil {
				return 0, fmt.Errorf(`%s: "version" is not a number`, path)
			}
			return v, nil
		}
		if err := skipValue(dec); err != nil {
			return 0, fmt.Errorf("%s: not valid JSON", path)
		}
	}
	return 0, fmt.Errorf(`%s: the "version" field is missing`, path)
}

// skipValue reads past one JSON value token by token, never holding more
// than one string of it.
func skipValue(dec *stdjson.Decoder) error {
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case stdjson.Delim('{'), stdjson.Delim('['):
			depth++
		case stdjson.Delim('}'), stdjson.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
		if depth < 0 {
			return errors.New("unbalanced")
		}
	}
}
