package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// console is the standard output every command prints on. Every write
// is checked and the first that fails is kept, so a command whose output
// could not be written (a full disk, a closed pipe) exits 1 saying so,
// however it printed; after a failure nothing more is written. It knows
// the terminal too, when standard error is one, where a long command
// shows its progress (progressOn).
type console struct {
	w    io.Writer
	err  error
	term io.Writer
}

// progressOn is the terminal a command printing on stdout may show its
// progress on, or nil.
func progressOn(stdout io.Writer) io.Writer {
	if c, ok := stdout.(*console); ok {
		return c.term
	}
	return nil
}

func (c *console) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

// failed is the error a command ends with once its output is counted:
// its own, or that its output could not be written (which also stands
// for an exit code a command chose after printing what it had to say).
func (c *console) failed(err error) error {
	var code exitCode
	if c.err == nil || (err != nil && !errors.Is(err, c.err) && !errors.As(err, &code)) {
		return err
	}
	cause := c.err
	var pe *fs.PathError
	if errors.As(cause, &pe) {
		cause = pe.Err
	}
	return fmt.Errorf("could not write the output: %w", cause)
}
