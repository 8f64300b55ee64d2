package app

import (
	"os"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/engine"
)

// ExampleFor says which bundled example a command-line name stands for:
// one that names an example ("nightclub-brawl.unhex", or without the
// extension) when no file of that name is in the current folder. A file
// that is there always wins.
func ExampleFor(path string) (string, bool) {
	if _, err := os.Stat(path); err == nil {
		return "", false
	}
	return assets.Lookup(path)
}

// LoadMap reads a map file, or the bundled example the name stands for.
func LoadMap(path string) (*engine.Document, error) {
	if name, ok := ExampleFor(path); ok {
		data, err := assets.Map(name)
		if err != nil {
			return nil, err
		}
		return engine.Parse(data)
	}
	return engine.LoadFile(path)
}
