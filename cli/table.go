package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/table"
	"github.com/unhexboard/unhexboard/table/headless"
)

// tablePace is the pause before each step the tactics take at a
// headless table, so the people at it can follow.
const tablePace = 800 * time.Millisecond

// serveTable serves the map's table to browsers without the window: the
// first line printed is the join link alone; then what happens at the
// table, one line each, until SIGINT or SIGTERM closes it.
func serveTable(args []string, stdout io.Writer, _ About) error {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:8080", "the address and port to listen on")
	admitAll := fs.Bool("admit-all", false, "let every guest in at once, each with the next player character")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "the app's dice seed")
	path, doc, err := loadOneMap(fs, args)
	if err != nil {
		return err
	}
	game, err := headless.New(doc, *seed)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	var outMu sync.Mutex
	say := func(line string) {
		outMu.Lock()
		defer outMu.Unlock()
		fmt.Fprintln(stdout, line)
	}
	game.Pace = tablePace
	server, err := table.Open(game, table.Options{Addr: *listen, AdmitAll: *admitAll, Log: say})
	if err != nil {
		return err
	}
	game.Changed = server.Changed
	game.Say = say
	say(server.URL())
	stop := make(chan struct{})
	played := make(chan struct{})
	go func() {
		defer close(played)
		game.Run(stop)
	}()
	go tableConsole(os.Stdin, server, game, say)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	<-signals
	signal.Stop(signals)
	close(stop)
	<-played
	err = server.Close()
	say("The table is closed.")
	return err
}

// tableConsole lets the GM at the terminal admit and remove guests, a
// command a line: "guests", "admit N [CHARACTER]", "remove N" (N is the
// guest's number in the list). It ends with its input.
func tableConsole(in io.Reader, s *table.Server, game *headless.Game, say func(string)) {
	lines := bufio.NewScanner(io.LimitReader(in, 1<<20))
	for lines.Scan() {
		say(tableCommand(lines.Text(), s, game))
	}
}

// tableCommand does one console command and says what came of it.
func tableCommand(line string, s *table.Server, game *headless.Game) string {
	words := strings.Fields(line)
	if len(words) == 0 {
		return ""
	}
	guests := s.Guests()
	pick := func() (table.Guest, error) {
		var n int
		if len(words) < 2 {
			return table.Guest{}, fmt.Errorf("say which guest: %s N", words[0])
		}
		if _, err := fmt.Sscan(words[1], &n); err != nil || n < 1 || n > len(guests) {
			return table.Guest{}, fmt.Errorf("no guest %s (guests lists them)", words[1])
		}
		return guests[n-1], nil
	}
	switch words[0] {
	case "guests":
		if len(guests) == 0 {
			return "No one is at the table."
		}
		var b strings.Builder
		for i, g := range guests {
			where := "in the lobby"
			if g.Admitted {
				where = "watching"
				if g.Character != "" {
					where = "playing " + game.Snapshot().Name(g.Character)
				}
			}
			if !g.Connected {
				where += ", away"
			}
			fmt.Fprintf(&b, "%d. %s (%s) %s\n", i+1, orWord(g.Name, "a guest"), g.Addr, where)
		}
		return strings.TrimSuffix(b.String(), "\n")
	case "admit":
		g, err := pick()
		if err != nil {
			return err.Error()
		}
		var who sheet.CharacterID
		if len(words) > 2 {
			c, err := findCharacter(game, strings.Join(words[2:], " "))
			if err != nil {
				return err.Error()
			}
			who = c
		}
		if err := s.Admit(g.ID, who); err != nil {
			return err.Error()
		}
		return ""
	case "remove":
		g, err := pick()
		if err != nil {
			return err.Error()
		}
		if err := s.Remove(g.ID); err != nil {
			return err.Error()
		}
		return ""
	}
	return "The commands are: guests, admit N [CHARACTER], remove N."
}

// findCharacter is the character named (by id or name) on the map.
func findCharacter(game *headless.Game, key string) (sheet.CharacterID, error) {
	snap := game.Snapshot()
	for _, c := range snap.Characters {
		if string(c.ID) == key || strings.EqualFold(c.Name, key) {
			return c.ID, nil
		}
	}
	return "", fmt.Errorf("no character %q is on the map", key)
}

func orWord(s, or string) string {
	if s == "" {
		return or
	}
	return s
}
