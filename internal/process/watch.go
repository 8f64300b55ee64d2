package process

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// A process that runs out of its memory limit cannot say so itself: the
// Go runtime stops it with "fatal error: out of memory", a dump of every
// goroutine and exit status 2. So the command that takes a limit runs
// itself again as a watched child under that limit, and the parent, which
// stays small, reports how the child ended in words. The window's export
// is such a parent too.

// watchedEnv, set to "1", marks a process whose parent watches it.
const watchedEnv = "UNHEXBOARD_WATCHED"

// WatchedEnv is what a parent adds to its child's environment: the child
// then takes its memory limit itself rather than running itself again.
const WatchedEnv = watchedEnv + "=1"

// Watched reports whether a parent watches this process.
func Watched() bool { return os.Getenv(watchedEnv) == "1" }

// RanOutOfMemory reports whether a process's standard error says it
// stopped because it ran out of the memory or the address space its
// limit leaves: a failed allocation, a failed mapping, a thread that
// could not be made (its stack is address space too), or the race
// detector's shadow memory that could not be placed.
func RanOutOfMemory(stderr string) bool {
	for _, said := range []string{"out of memory", "cannot allocate memory", "cannot map pages",
		"failed to create new OS thread", "pthread_create failed", "too many address space collisions"} {
		if strings.Contains(stderr, said) {
			return true
		}
	}
	return false
}

// OutOfMemoryError is how a watched process that ran out of memory ended.
type OutOfMemoryError struct{ LimitMB int }

func (e *OutOfMemoryError) Error() string {
	return fmt.Sprintf("ran out of memory (its limit is %s) and was stopped", Megabytes(e.LimitMB))
}

// Megabytes says a size in megabytes as a person would: "512 MB", "2 GB".
func Megabytes(mb int) string {
	if mb%1024 == 0 {
		return fmt.Sprintf("%d GB", mb/1024)
	}
	return fmt.Sprintf("%d MB", mb)
}

// ExitError is a watched child that failed on its own terms: what it
// printed on standard error (its last 64 kB) and its exit code.
type ExitError struct {
	Stderr string
	Code   int
}

func (e *ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// RunWatched runs this program again with args, marked as watched, and
// passes its standard output on as it comes. It returns nil when the
// child succeeds, an *OutOfMemoryError when it ran out of the limitMB it
// takes, and an *ExitError with what it said otherwise.
func RunWatched(args []string, limitMB int, stdout io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	var stderr TailBuffer
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), WatchedEnv)
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return nil
	case !errors.As(err, &exit):
		return err // it did not start, or its output could not be passed on
	case RanOutOfMemory(stderr.String()):
		return &OutOfMemoryError{LimitMB: limitMB}
	}
	code := exit.ExitCode()
	if code < 0 { // killed by a signal
		return fmt.Errorf("the process was stopped (%v)", exit)
	}
	return &ExitError{Stderr: stderr.String(), Code: code}
}

// TailBuffer keeps the last 64 kB written to it: a child that prints
// without end cannot fill its parent's memory.
type TailBuffer struct{ b []byte }

const tailBufferSize = 64 << 10

func (t *TailBuffer) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) > tailBufferSize {
		p = p[len(p)-tailBufferSize:]
	}
	t.b = append(t.b, p...)
	if over := len(t.b) - tailBufferSize; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return n, nil
}

func (t *TailBuffer) String() string { return string(t.b) }
