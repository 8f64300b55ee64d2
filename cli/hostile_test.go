package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// Every hostile file the CLI is given gets a short, plain message within
// a bounded time: never a hang, never the file's strings at full length.
func TestCLI_HostileFilesGetAShortClearMessageQuickly(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	huge := strings.Repeat("a", 15_000_000)
	cases := []struct {
		rule string
		path string
		code int
		says []string
	}{
		{"a link end of 15 MB is quoted by its start and length",
			write("hugeid.unhex", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A"}],"links":[{"a":"a","b":"`+huge+`"}]}`),
			exitFile, []string{`end b points at "aaaa`, `…" (15,000,000 bytes), which is not an area`}},
		{"an area id of 15 MB is quoted by its start and length",
			write("hugeareaid.unhex", `{"format":"unhex","version":1,"areas":[{"id":"`+huge+`","name":"A"}]}`),
			exitFile, []string{"the id is longer than 128 bytes", "(15,000,000 bytes)"}},
		{"an unknown command field of 15 MB is clipped",
			write("hugefield.unhex", `{"format":"unhex","version":1,"combat":{"log":[{"command":{"type":"move","`+huge+`":1}}]}}`),
			exitFile, []string{"combat: log entry 1: move:", "(15,000,000 bytes)"}},
		{"a combat naming a character by a 1 MB id is quoted short",
			write("hugechar.unhex", `{"format":"unhex","version":1,"areas":[{"id":"a","name":"A"}],"combat":{"characters":[`+
				`{"id":"rook","kind":"pc","team":"crew","level":50,"maxLevel":50,"area":"a"},`+
				`{"id":"vex","kind":"npc","team":"guards","level":50,"maxLevel":50,"area":"a"}],`+
				`"log":[{"command":{"type":"move","character":"`+huge[:1_000_000]+`","to":"a"}}]}}`),
			exitFile, []string{"log entry 1 (move)", "(1,000,000 bytes)"}},
		{"invalid UTF-8 is refused naming where",
			write("badutf8.unhex", "{\"format\":\"unhex\",\"version\":1,\"areas\":[{\"id\":\"a\",\"name\":\"Caf\xe9\"}]}"),
			exitFile, []string{"not valid UTF-8: byte 0xE9 at line 1, column 61"}},
		{"a byte-order mark gets a clear error naming the fix",
			write("bom.unhex", "\xef\xbb\xbf{\"format\":\"unhex\",\"version\":1,\"areas\":[{\"id\":\"a\",\"name\":\"A\"}]}"),
			exitFile, []string{"starts with a byte-order mark", "save it as UTF-8 without BOM"}},
		{"a JSON list at the root gets a plain message",
			write("array.unhex", `[{"format":"unhex","version":1}]`),
			exitFile, []string{"the file holds a JSON list; an Unhex map is one JSON object"}},
		{"a file over the limit names the limit",
			write("oversize.unhex", `{"format":"unhex","version":1,"notes":"`+strings.Repeat("n", 32<<20)+`"}`),
			exitFile, []string{"the file is 32 MB and 41 bytes, over the limit of 32 MB"}},
		{"a folder is refused without reading it",
			filepath.Join(dir, "folder.unhex"),
			exitFile, []string{"is a folder, not a map file"}},
		{"an area without a name is refused",
			write("noname.unhex", `{"format":"unhex","version":1,"areas":[{"id":"a"}]}`),
			exitFile, []string{`area 1 ("a"): the name is missing or blank`}},
	}
	os.Mkdir(filepath.Join(dir, "folder.unhex"), 0o755)
	if fifo := enginetest.MakeFIFO(t, dir); fifo != "" {
		cases = append(cases, struct {
			rule string
			path string
			code int
			says []string
		}{"a named pipe is refused at once, never waited on", fifo, exitFile, []string{"is a named pipe (FIFO), not a map file"}})
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			for _, cmd := range [][]string{{"check", c.path}, {"query", c.path, "--from", "a"}} {
				start := time.Now()
				type result struct {
					code        int
					out, errOut string
				}
				done := make(chan result, 1)
				go func() {
					code, out, errOut := runCLI(cmd...)
					done <- result{code, out, errOut}
				}()
				var r result
				select {
				case r = <-done:
				case <-time.After(timeScale * 10 * time.Second):
					t.Fatalf("%s: no answer after %d s", cmd[0], timeScale*10)
				}
				if cmd[0] == "query" && (c.code == exitOK || strings.Contains(c.rule, "combat")) {
					continue // a valid map: query prints the answer, and does not replay the combat
				}
				if r.code != c.code {
					t.Errorf("%s: exit %d, want %d (%.300s)", cmd[0], r.code, c.code, r.errOut)
				}
				msg := r.out + r.errOut
				if len(msg) >= 500 {
					t.Errorf("%s: %d bytes of output, want under 500: %.300s…", cmd[0], len(msg), msg)
				}
				if strings.Contains(msg, strings.Repeat("a", 81)) {
					t.Errorf("%s: quotes over 80 bytes of a value: %.300s…", cmd[0], msg)
				}
				for _, s := range c.says {
					if !strings.Contains(msg, s) {
						t.Errorf("%s: output does not say %q:\n%.500s", cmd[0], s, msg)
					}
				}
				if d := time.Since(start); d > timeScale*5*time.Second {
					t.Errorf("%s: took %v", cmd[0], d)
				}
			}
		})
	}
}
