// Package cli is Unhex Board's command line: one file per command, and
// one table of them (commands.go) that the usage text, `unhexboard
// --help`, is built from. Only window.go opens the window.
package cli

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
)

// Exit codes: 0 fine, 1 a bad file (or a failed check), 2 bad usage.
const (
	exitOK    = 0
	exitFile  = 1
	exitUsage = 2
)

// Main runs the command the arguments name, or opens the window, and
// returns the exit code.
func Main(args []string, stdout, stderr io.Writer, about About) (code int) {
	defer func() {
		// The command line must never crash on any input: report instead,
		// with the stack, so the report can be traced. A panic in the
		// window comes here too, and prints its stack the same way.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "unhexboard: internal error: %v\n\n%s", r, debug.Stack())
			code = exitFile
		}
	}()
	cmd, rest, err := pick(args)
	if err != nil {
		return report(err, stderr)
	}
	out := &console{w: stdout, term: terminal(stderr)}
	err = cmd.run(rest, out, about)
	if errors.As(err, &helpWanted{}) { // COMMAND --help
		_, err = io.WriteString(out, usageOf(cmd.name))
	}
	if err = out.failed(err); errors.As(err, &usageError{}) && cmd.name != "" {
		fmt.Fprintf(stderr, "unhexboard: %v\nRun unhexboard %s --help for its usage.\n", err, cmd.name)
		return exitUsage
	}
	return report(err, stderr)
}

// helpPointer follows a usage error's message: the whole usage text is
// long, and the message says what was wrong. A command's own usage
// error points to the command's own --help.
const helpPointer = "Run unhexboard --help for every command and its flags."

// usageError marks a mistake in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// helpWanted is a command called with -h or --help: its usage is printed.
type helpWanted struct{}

func (helpWanted) Error() string { return "help wanted" }

// exitCode ends a command with this code and nothing more to say: the
// command has printed what there is.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit %d", int(e)) }

func report(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	var code exitCode
	if errors.As(err, &code) {
		return int(code)
	}
	var child childFailed
	if errors.As(err, &child) {
		io.WriteString(stderr, child.Stderr)
		return child.Code
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "unhexboard: %v\n%s\n", err, helpPointer)
		return exitUsage
	}
	fmt.Fprintf(stderr, "unhexboard: %v\n", err)
	return exitFile
}
