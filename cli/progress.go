package cli

import (
	"fmt"
	"io"
	"os"
	"time"
)

// terminal is w when it is a terminal, where a long command shows how far
// it has come; nil otherwise (a file, a pipe, a test's buffer), where it
// shows nothing.
func terminal(w io.Writer) io.Writer {
	if f, ok := w.(*os.File); ok && isTerminal(f) {
		return f
	}
	return nil
}

// progress is one line on a terminal, rewritten in place a few times a
// second, saying how many of the fights are played and about how long the
// rest will take; done wipes it.
type progress struct {
	w           io.Writer
	start, last time.Time
	shown       bool
}

const progressEvery = 250 * time.Millisecond

func newProgress(w io.Writer) *progress { return &progress{w: w, start: time.Now()} }

// fights is tactics.Options.Progress: called once per fight played.
func (p *progress) fights(done, total int) {
	now := time.Now()
	if p.shown && now.Sub(p.last) < progressEvery && done < total {
		return
	}
	p.last, p.shown = now, true
	line := fmt.Sprintf("played %s of %s fights (%d%%)", thousands(done), thousands(total), 100*done/total)
	if elapsed := now.Sub(p.start); done > 0 && done < total && elapsed > time.Second {
		left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
		line += ", " + aboutLeft(left)
	}
	fmt.Fprintf(p.w, "\r%s\x1b[K", line)
}

// done wipes the line, so the report starts on a clean one.
func (p *progress) done() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// aboutLeft says a time left roughly, as a person would.
func aboutLeft(d time.Duration) string {
	switch {
	case d < 10*time.Second:
		return "a few seconds left"
	case d < time.Minute:
		return fmt.Sprintf("about %d seconds left", int(d.Round(5*time.Second)/time.Second))
	case d < 90*time.Minute:
		if m := int(d.Round(time.Minute) / time.Minute); m > 1 {
			return fmt.Sprintf("about %d minutes left", m)
		}
		return "about a minute left"
	default:
		return fmt.Sprintf("about %.1f hours left", d.Hours())
	}
}

// thousands writes n with commas between thousands: 1,000,000.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
