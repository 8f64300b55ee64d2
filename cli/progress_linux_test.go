package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// openTerminal opens a new pseudo-terminal: the side a program writes on,
// and what the screen would show, read as it comes.
func openTerminal(t *testing.T) (*os.File, func() string) {
	t.Helper()
	screen, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlSetPointerInt(int(screen.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(screen.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	term, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	var shown bytes.Buffer
	read := make(chan struct{})
	go func() {
		io.Copy(&shown, screen) // until the terminal side is closed
		close(read)
	}()
	return term, func() string {
		term.Close()
		<-read
		screen.Close()
		return shown.String()
	}
}

// `simulate` shows how far it has come on standard error when that is a
// terminal, and wipes the line before the report.
func TestSimulate_ShowsProgressOnATerminal(t *testing.T) {
	term, screen := openTerminal(t)
	var stdout bytes.Buffer
	code := run([]string{"simulate", "nightclub-brawl", "--runs", "200"}, &stdout, term)
	shown := screen()
	if code != exitOK || !strings.HasPrefix(stdout.String(), "200 fights, seed 1") {
		t.Fatalf("exit %d, %q", code, stdout.String())
	}
	if !strings.Contains(shown, "\rplayed 200 of 200 fights (100%)\x1b[K") || !strings.HasSuffix(shown, "\r\x1b[K") {
		t.Errorf("the terminal showed %q, want the fights counted and the line wiped", shown)
	}
	if strings.Contains(stdout.String(), "played") {
		t.Error("the progress went into the report")
	}
}

// Anything but a terminal (a file, a pipe, /dev/null) gets no progress.
func TestSimulate_ShowsNoProgressWhereNoOneWatches(t *testing.T) {
	file, err := os.Create(t.TempDir() + "/stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	null, _ := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	defer null.Close()
	for _, stderr := range []*os.File{file, w, null} {
		if isTerminal(stderr) {
			t.Errorf("%s is taken for a terminal", stderr.Name())
		}
		var stdout bytes.Buffer
		if code := run([]string{"simulate", "nightclub-brawl", "--runs", "50"}, &stdout, stderr); code != exitOK {
			t.Fatalf("exit %d", code)
		}
	}
	w.Close()
	piped, _ := io.ReadAll(r)
	filed, _ := os.ReadFile(file.Name())
	if len(piped)+len(filed) != 0 {
		t.Errorf("printed %q on a pipe and %q in a file", piped, filed)
	}
}
