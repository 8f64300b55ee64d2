package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/examples"
)

// parseFlags parses a command's flags, which may come before, between or
// after its paths, and returns the paths. Every command parses this way.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var paths []string
	for {
		if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
			return nil, helpWanted{}
		} else if err != nil {
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return paths, nil
		}
		paths = append(paths, args[0])
		args = args[1:]
	}
}

// parseOneMap parses the flags of a command that takes exactly one
// MAP.unhex, and returns its path.
func parseOneMap(fs *flag.FlagSet, args []string) (string, error) {
	paths, err := parseFlags(fs, args)
	if err != nil {
		return "", err
	}
	if len(paths) != 1 {
		return "", usageError{fmt.Sprintf("%s needs exactly one MAP.unhex file, got %d", fs.Name(), len(paths))}
	}
	return paths[0], nil
}

// loadOneMap parses the flags of a command that takes exactly one map and
// reads nothing else first, and loads the map (or the bundled example it
// names).
func loadOneMap(fs *flag.FlagSet, args []string) (string, *engine.Document, error) {
	path, err := parseOneMap(fs, args)
	if err != nil {
		return "", nil, err
	}
	doc, err := examples.LoadMap(path)
	return path, doc, err
}
