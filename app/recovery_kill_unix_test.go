//go:build unix

package app

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// recoveryHolderEnv, when set to a folder, turns
// TestRecovery_RunningCopyHelper into a copy of the app that claims its
// recovery file there, keeps unsaved work in it and runs until killed.
const recoveryHolderEnv = "UNHEX_RECOVERY_HOLDER"

func TestRecovery_RunningCopyHelper(t *testing.T) {
	dir := os.Getenv(recoveryHolderEnv)
	if dir == "" {
		t.Skip("run by TestRecovery_AKilledCopysWorkIsOfferedAtOnce")
	}
	r := &recovery{dir: dir}
	r.claim()
	if r.lock == nil {
		fmt.Fprintln(os.Stderr, "no lock")
		os.Exit(3)
	}
	if err := os.WriteFile(r.file, []byte(`{"version": 1, "map": {"areas": []}}`), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	fmt.Println("running")
	select {}
}

// A copy of the app killed with kill -9 and started again at once is
// offered its unsaved work: its lock went with it, even while the dead
// process is not yet reaped and still answers to its id. While it runs,
// its work is never offered to another copy.
func TestRecovery_AKilledCopysWorkIsOfferedAtOnce(t *testing.T) {
	dir := t.TempDir()
	child := exec.Command(os.Args[0], "-test.run=^TestRecovery_RunningCopyHelper$")
	child.Env = append(os.Environ(), recoveryHolderEnv+"="+dir)
	child.Stderr = os.Stderr
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Wait()
	defer child.Process.Kill()
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "running\n" {
		t.Fatalf("the other copy did not start: %q", line)
	}
	theirs := recoveryFile(dir, strconv.Itoa(child.Process.Pid))

	w := newTestWindow(t)
	w.recov.dir, w.recov.file = dir, recoveryFile(dir, "this")
	if slices.Contains(w.recov.orphans(), theirs) {
		t.Fatal("the work of a copy still running is offered to another")
	}

	if err := child.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// The kill is delivered as the call returns; the process dies a
	// moment later. It is not reaped until child.Wait.
	deadline := time.Now().Add(2 * time.Second)
	for !slices.Contains(w.recov.orphans(), theirs) {
		if time.Now().After(deadline) {
			t.Fatal("the killed copy's work is not offered 2 s after the kill")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := syscall.Kill(child.Process.Pid, 0); err != nil {
		t.Logf("the killed copy was reaped already (%v): the test did not see the unreaped case", err)
	}
	w.recov.offerRestore()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("no offer to restore the killed copy's work")
	}
}
