//go:build unix

package fileio

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// saveLoopEnv, when set to a path, turns TestSave_KilledSaveHelper into a
// process that saves two versions of a file there in turn until killed. It
// says "saving" once the first save is done.
const saveLoopEnv = "UNHEX_SAVE_LOOP"

// killData is a file of most of a megabyte (the size of a map of 10,000
// areas), so a save takes long enough to be killed in the middle.
func killData(version string) []byte {
	var b bytes.Buffer
	for i := range 10_000 {
		fmt.Fprintf(&b, "version %s, line %5d: a line of a file big enough for a kill to land inside its write\n", version, i)
	}
	return b.Bytes()
}

func TestSave_KilledSaveHelper(t *testing.T) {
	path := os.Getenv(saveLoopEnv)
	if path == "" {
		t.Skip("run by TestSave_KillDashNineNeverLeavesATornFile")
	}
	// The test writes both versions once, beside the file: a kill while
	// making the data cannot harm the file, so the loop spends its time in
	// the write that could.
	var data [2][]byte
	for i, v := range []string{"A", "B"} {
		var err error
		if data[i], err = os.ReadFile(path + "." + v); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
	}
	for i := 0; ; i++ {
		if err := WriteFileAtomic(path, data[i%2]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		if i == 0 {
			fmt.Println("saving")
		}
	}
}

// A save killed with SIGKILL at any moment leaves the target as the old
// file or the new one, whole; the temporary file it leaves is removed by
// the next save, or by RemoveStaleTemps when the app starts.
func TestSave_KillDashNineNeverLeavesATornFile(t *testing.T) {
	if testing.Short() {
		t.Skip("kills 100 saving processes")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "map.unhex")
	var want [2][]byte
	for i, v := range []string{"A", "B"} {
		want[i] = killData(v)
	}
	if bytes.Equal(want[0], want[1]) {
		t.Fatal("the two versions are the same: a torn file could pass for one")
	}
	for i, data := range want {
		os.WriteFile(path+"."+[]string{"A", "B"}[i], data, 0o644)
	}
	if err := WriteFileAtomic(path, want[0]); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	leftBehind, kills := 0, 100
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSave_KilledSaveHelper$")
		cmd.Env = append(os.Environ(), saveLoopEnv+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if line, _ := bufio.NewReader(out).ReadString('\n'); strings.TrimSpace(line) != "saving" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper said %q", line)
		}
		time.Sleep(time.Duration(rand.IntN(30_000)) * time.Microsecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()

		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("kill %d: %v", i+1, err)
		}
		if !bytes.Equal(got, want[0]) && !bytes.Equal(got, want[1]) {
			t.Fatalf("kill %d: the file is torn (%d bytes)", i+1, len(got))
		}
		if n := len(temps(t, dir)); n > 0 {
			leftBehind++
			if n > 1 {
				t.Fatalf("kill %d: %d temporary files; the save before should have removed the others", i+1, n)
			}
		}
	}
	t.Logf("%d kills in %v; %d left a temporary file behind", kills, time.Since(start).Round(time.Millisecond), leftBehind)
	if leftBehind == 0 {
		t.Error("no kill landed during a write: the test proves nothing")
	}
	// Start of the app: the recent files' folders are cleaned.
	if _, err := RemoveStaleTemps(dir, "map.unhex"); err != nil {
		t.Fatal(err)
	}
	if left := temps(t, dir); len(left) > 0 {
		t.Errorf("temporary files left after RemoveStaleTemps: %v", left)
	}
}

func temps(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, ".map.unhex.tmp-*"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}
