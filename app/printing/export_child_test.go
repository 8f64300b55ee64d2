//go:build unix

package printing

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/canvas/mapprint"
	"github.com/unhexboard/unhexboard/internal/process"
)

// shChild is an export child played by a shell script.
func shChild(script string, timeout time.Duration) exportChild {
	return exportChild{exe: "/bin/sh", pre: []string{"-c", script, "sh"}, timeout: timeout, memMB: 512}
}

func runChild(t *testing.T, c exportChild) ([]string, error, time.Duration) {
	t.Helper()
	start := time.Now()
	notes, err := c.run([]byte("{}"), mapprint.DefaultExportOptions(), t.TempDir()+"/out.png")
	return notes, err, time.Since(start)
}

func TestExportChild_TimeoutIsReportedAsAMessage(t *testing.T) {
	_, err, took := runChild(t, shChild("sleep 30", 300*time.Millisecond))
	if err == nil || !strings.Contains(err.Error(), "longer than its limit of 300ms") {
		t.Errorf("err %v, want it to name the time limit", err)
	}
	if took > 5*time.Second {
		t.Errorf("took %v to give up on a hung child", took)
	}
}

func TestExportChild_OutOfMemoryIsReportedAsAMessage(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector needs far more address space than the limit")
	}
	c := exportChild{exe: os.Args[0], pre: []string{"-test.run=^TestExportChildHelper$", "--"}, timeout: 30 * time.Second, memMB: 1024}
	t.Setenv("UNHEXBOARD_EXPORT_HELPER", "hog")
	_, err, _ := runChild(t, c)
	if err == nil || !strings.Contains(err.Error(), "ran out of memory (its limit is 1 GB)") {
		t.Errorf("err %v, want it to say the export ran out of its 1 GB", err)
	}
}

func TestExportChild_KilledIsReportedAsAMessage(t *testing.T) {
	_, err, _ := runChild(t, shChild("kill -9 $$", 10*time.Second))
	if err == nil || !strings.Contains(err.Error(), "was killed") {
		t.Errorf("err %v, want it to say the export was killed", err)
	}
}

func TestExportChild_FailureShowsTheChildsOwnMessage(t *testing.T) {
	_, err, _ := runChild(t, shChild(`echo "unhexboard: the page would be too big" >&2; printf 'usage...\n' >&2; exit 1`, 10*time.Second))
	if err == nil || err.Error() != "the page would be too big" {
		t.Errorf("err %v, want the child's message", err)
	}
	_, err, _ = runChild(t, shChild(`echo "panic: boom" >&2; echo "goroutine 1 [running]:" >&2; exit 2`, 10*time.Second))
	if err == nil || err.Error() != "the export process crashed: panic: boom" {
		t.Errorf("err %v, want the crash line", err)
	}
	_, err, _ = runChild(t, shChild("exit 3", 10*time.Second))
	if err == nil || !strings.Contains(err.Error(), "exit status 3 and said nothing") {
		t.Errorf("err %v, want the exit status", err)
	}
}

func TestExportChild_EndlessOutputIsKeptToItsTail(t *testing.T) {
	_, err, _ := runChild(t, shChild(`head -c 50000000 /dev/zero | tr '\0' x >&2; echo >&2; echo "unhexboard: done" >&2; exit 1`, 30*time.Second))
	if err == nil || err.Error() != "done" {
		t.Errorf("err %.100v, want the last message", err)
	}
}

func TestExportChild_NotesOfThePageComeBack(t *testing.T) {
	notes, err, _ := runChild(t, shChild(`echo "note: drawn closer together"; echo "wrote it"`, 10*time.Second))
	if err != nil || len(notes) != 1 || notes[0] != "drawn closer together" {
		t.Errorf("notes %q, err %v", notes, err)
	}
}

func TestExportChild_PassesTheMemoryLimit(t *testing.T) {
	_, err, _ := runChild(t, shChild(`case "$*" in *"--max-memory 512"*) exit 0;; esac; echo "unhexboard: no limit in $*" >&2; exit 1`, 10*time.Second))
	if err != nil {
		t.Error(err)
	}
}

// TestExportChildHelper is the child of the out-of-memory test: it takes
// the limit it is given, then asks for more.
func TestExportChildHelper(t *testing.T) {
	if os.Getenv("UNHEXBOARD_EXPORT_HELPER") != "hog" {
		t.Skip("run as a child by TestExportChild_OutOfMemoryIsReportedAsAMessage")
	}
	if err := process.LimitMemory(1024); err != nil {
		t.Fatal(err)
	}
	hog := make([][]byte, 0)
	for range 128 {
		b := make([]byte, 64<<20)
		for i := range b {
			b[i] = 1
		}
		hog = append(hog, b)
	}
	t.Fatalf("allocated %d MB under a 1 GB limit", len(hog)*64)
}
