package campaign

import (
	"fmt"
	"path/filepath"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/internal/quote"
)

// Resolve is where a campaign's map path points on disk, from the folder
// of the campaign file.
func Resolve(campaignPath, mapPath string) string {
	return filepath.Join(filepath.Dir(campaignPath), filepath.FromSlash(mapPath))
}

// RelativePath is how a campaign at campaignPath names the map at
// mapPath: relative, with forward slashes. A map the campaign cannot
// reach by a relative path (another drive) is an error that says so.
func RelativePath(campaignPath, mapPath string) (string, error) {
	from, err := filepath.Abs(filepath.Dir(campaignPath))
	if err != nil {
		return "", err
	}
	to, err := filepath.Abs(mapPath)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(from, to)
	if err != nil {
		return "", fmt.Errorf("%s cannot be named from the campaign's folder %s (another drive?): keep the maps beside the campaign", mapPath, from)
	}
	rel = filepath.ToSlash(rel)
	if err := CheckMapPath(rel); err != nil {
		return "", fmt.Errorf("the map path %v", err)
	}
	if err := checkInside(campaignPath, rel); err != nil {
		return "", fmt.Errorf("the map path %v", err)
	}
	return rel, nil
}

// Loaded is one of the campaign's maps as found on disk.
type Loaded struct {
	Ref MapRef
	// File is where the path points.
	File string
	Doc  *engine.Document
	// Err says why the map could not be loaded; Doc is nil then.
	Err error
}

// LoadMaps resolves and loads every map of the campaign at campaignPath.
// A map that is missing or bad, or leads out of the campaign's folder, is
// kept in the list with its error, never dropped.
func LoadMaps(campaignPath string, c *Campaign) []Loaded {
	out := make([]Loaded, len(c.Maps))
	for i, m := range c.Maps {
		out[i] = Loaded{Ref: m, File: Resolve(campaignPath, m.Path)}
		if out[i].Err = checkInside(campaignPath, m.Path); out[i].Err == nil {
			out[i].Doc, out[i].Err = engine.LoadFile(out[i].File)
		}
	}
	return out
}

// Check loads the campaign's maps and says what is wrong with the
// campaign as a whole, naming the first problem: a map that does not
// load, or a party away on a map that no longer holds it.
func Check(campaignPath string, c *Campaign) error {
	maps := LoadMaps(campaignPath, c)
	for i, m := range maps {
		if m.Err != nil {
			return fmt.Errorf("map %d (%s): %w", i+1, quote.Q(m.Ref.Path), m.Err)
		}
	}
	if a := c.Away; a != nil {
		i := c.MapIndex(a.Map)
		onMap := &sheet.Roster{Characters: maps[i].Doc.Characters}
		for _, pc := range a.Arrived {
			if onMap.Find(pc.ID) == nil {
				return fmt.Errorf("the party is away on %s, but %s is not on that map", quote.Q(a.Map), pc.Label())
			}
		}
	}
	return nil
}
