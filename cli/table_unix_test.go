//go:build unix

package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/unhexboard/unhexboard/table/wire"
)

// `unhexboard table` prints the join link alone on its first line (an
// http:// URL with the address it listens on and a token of URL-safe
// characters in the path), serves the map until stopped, and on SIGTERM
// tells the pages the table is closed and exits 0.
func TestTable_TheFirstLineIsTheLinkAndSIGTERMClosesTheTable(t *testing.T) {
	cmd := exec.Command(os.Args[0], "table", "nightclub-brawl", "--listen", "127.0.0.1:0", "--admit-all")
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(out)
	if !lines.Scan() {
		t.Fatal("the command printed nothing")
	}
	link := lines.Text()
	if !regexp.MustCompile(`^http://127\.0\.0\.1:[0-9]+/t/[A-Za-z0-9_-]{43}/$`).MatchString(link) {
		t.Fatalf("the first line is %q, not the join link alone", link)
	}
	go func() {
		for lines.Scan() { // the table's log, read so the command never blocks on it
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(link, "http")+wire.LivePath, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	read := func() wire.Message {
		_, data, err := conn.Read(ctx)
		if err != nil {
			t.Fatalf("reading the table: %v", err)
		}
		var m wire.Message
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	if m := read(); m.Type != wire.TypeState || m.State.Board == nil || m.State.Board.Title != "Nightclub Brawl" {
		t.Fatalf("the first message: %s", m.Type)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for m := read(); m.Type != wire.TypeClosed; m = read() {
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("the command ended with %v, want exit 0", err)
	}
}
