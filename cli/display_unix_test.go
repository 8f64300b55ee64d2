//go:build !windows && !darwin && !android && !ios && !js

package cli

import (
	"strings"
	"testing"
)

// A word that is no command and no file is said to be neither, and the
// window asked for where there is no display says so and how to go on:
// never a crash from inside the toolkit.
func TestWindow_NoDisplayOrNoSuchFileIsSaidPlainly(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"bogus"}, exitUsage, `"bogus" is neither a command nor a file`},
		{[]string{nightclubPath}, exitFile, "no display to open the window on"},
		{nil, exitFile, "no display to open the window on"},
	}
	for _, c := range cases {
		code, _, stderr := runCLI(c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "internal error") {
			t.Errorf("%v: exit %d, %q; want exit %d saying %q", c.args, code, stderr, c.code, c.want)
		}
	}
}
