//go:build unix

package cli

import (
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const handDrawing = "../interop/excalidraw/testdata/nightclub-hand.excalidraw"

// writers are every command that writes a file with -o, as called with
// out for OUT (whose name ends in ext). Each is given a source that does
// not exist where it reads one, so a command that checked its output
// only after its work would fail on the source instead.
var writers = []struct {
	ext  string
	args func(out string) []string
}{
	{".png", func(out string) []string { return []string{"export", "missing.unhex", "-o", out} }},
	{".pdf", func(out string) []string { return []string{"export", "missing.unhex", "-o", out} }},
	{".svg", func(out string) []string { return []string{"export", "missing.unhex", "-o", out} }},
	{".excalidraw", func(out string) []string { return []string{"export", "missing.unhex", "-o", out} }},
	{".pdf", func(out string) []string { return []string{"sheets", "missing.unhex", "-o", out} }},
	{".pdf", func(out string) []string { return []string{"cards", "missing.unhex", "-o", out} }},
	{".unhex", func(out string) []string { return []string{"import", "missing.excalidraw", "-o", out, "--force"} }},
	{".json", func(out string) []string { return []string{"campaign", "party", exampleCampaign, "-o", out, "--force"} }},
}

// special makes a file of the given kind at path: a folder, a named
// pipe, a socket, or a character device like /dev/null. A device needs
// root (the tests run as root here and in CI); it reports false where
// this process may not make one, and the pipe and the socket, which need
// no root, stand for it.
func special(t *testing.T, kind, path string) bool {
	t.Helper()
	var err error
	switch kind {
	case "folder":
		err = os.Mkdir(path, 0o755)
	case "fifo":
		err = syscall.Mkfifo(path, 0o644)
	case "socket":
		var l net.Listener
		if l, err = net.Listen("unix", path); err == nil {
			t.Cleanup(func() { l.Close() })
		}
	case "device":
		if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Logf("no device made (%v): the pipe and the socket stand for it", err)
			return false
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	return true
}

func TestOutput_EveryWriterRefusesWhatIsNotAFileBeforeItsWork(t *testing.T) {
	dir := t.TempDir()
	for i, w := range writers {
		for _, kind := range []string{"folder", "fifo", "socket", "device"} {
			out := filepath.Join(dir, kind+strings.Repeat("x", i)+w.ext)
			if !special(t, kind, out) {
				continue
			}
			before, _ := os.Lstat(out)
			args := w.args(out)
			code, stdout, stderr := runCLI(args...)
			if code != exitFile || !strings.Contains(stderr, "cannot write "+out+": it is a") || strings.Contains(stderr, "missing") {
				t.Errorf("%v: exit %d, %q, want exit 1 naming %s before the source is read", args, code, stderr, kind)
			}
			if strings.Contains(stdout, "wrote") {
				t.Errorf("%v: says %q", args, stdout)
			}
			if after, _ := os.Lstat(out); after.Mode() != before.Mode() {
				t.Errorf("%v: the %s became %v", args, kind, after.Mode())
			}
		}
	}
}

func TestOutput_EveryWriterSaysPlainlyWhenTheFolderIsMissing(t *testing.T) {
	dir := t.TempDir()
	for _, w := range writers {
		out := filepath.Join(dir, "no-such-folder", "out"+w.ext)
		args := w.args(out)
		code, _, stderr := runCLI(args...)
		want := "cannot write " + out + ": the folder " + filepath.Join(dir, "no-such-folder") + " does not exist\n"
		if code != exitFile || !strings.HasSuffix(stderr, want) || strings.Contains(stderr, ".tmp-") {
			t.Errorf("%v: exit %d, %q, want %q", args, code, stderr, want)
		}
	}
}

func TestOutput_TheNameMustEndInTheExtensionOfWhatIsWritten(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	for _, args := range [][]string{
		{"cards", "-o", out},
		{"sheets", "--blank", "1", "-o", out},
		{"import", handDrawing, "-o", out},
		{"campaign", "party", exampleCampaign, "-o", out},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitUsage || !strings.Contains(stderr, "x.png: what is written is a") {
			t.Errorf("%v: exit %d, %q, want a usage error", args, code, stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused call wrote x.png")
	}
}

func TestOutput_DerivedOutputsReplaceAFileAndSourcesNeedForce(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args    []string
		derived bool
	}{
		{[]string{"cards", "-o", filepath.Join(dir, "cards.pdf")}, true},
		{[]string{"sheets", "--blank", "1", "-o", filepath.Join(dir, "sheets.pdf")}, true},
		{[]string{"export", "nightclub", "-o", filepath.Join(dir, "club.svg")}, true},
		{[]string{"export", "nightclub", "-o", filepath.Join(dir, "club.excalidraw")}, true},
		{[]string{"import", handDrawing, "-o", filepath.Join(dir, "club.unhex")}, false},
		{[]string{"campaign", "party", exampleCampaign, "-o", filepath.Join(dir, "party.json")}, false},
	} {
		out := c.args[len(c.args)-1]
		os.WriteFile(out, []byte("old"), 0o644)
		code, _, stderr := runCLI(c.args...)
		got, _ := os.ReadFile(out)
		if c.derived && (code != exitOK || string(got) == "old") {
			t.Errorf("%v: exit %d %q: a derived output should replace the old file", c.args, code, stderr)
		}
		if !c.derived && (code != exitFile || !strings.Contains(stderr, "add --force to overwrite it") || string(got) != "old") {
			t.Errorf("%v: exit %d %q: a source document should be kept without --force", c.args, code, stderr)
		}
	}
}

// `campaign party heist -o link --force` replaced the symlink with a file
// that took the link target's mode; the link is followed instead, as
// editors do, and the file it points to keeps its own mode.
func TestOutput_ALinkStaysALinkAndItsTargetKeepsItsMode(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "party.json")
	link := filepath.Join(dir, "link.json")
	os.WriteFile(target, []byte("old"), 0o600)
	os.Chmod(target, 0o600)
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCLI("campaign", "party", exampleCampaign, "-o", link, "--force"); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if info, _ := os.Lstat(link); info.Mode().Type() != fs.ModeSymlink {
		t.Errorf("the link became %v", info.Mode())
	}
	info, _ := os.Stat(target)
	got, _ := os.ReadFile(target)
	if info.Mode().Perm() != 0o600 || !strings.Contains(string(got), "Vex") {
		t.Errorf("the target is %v and holds %.40q, want -rw------- and the party", info.Mode().Perm(), got)
	}
}

// `-o` naming a folder, however it is named, is said to be a folder
// before the page is made, not "rename ./.x.png.tmp-…: file exists".
func TestOutput_AFolderIsSaidToBeAFolder(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"export", "missing.unhex", "-o", dir},
		{"export", "missing.unhex", "-o", dir + "/"},
		{"cards", "-o", dir},
		{"sheets", "--blank", "1", "-o", dir},
		{"import", "missing.excalidraw", "-o", dir},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitFile || !strings.Contains(stderr, ": it is a folder; give the name of a file") {
			t.Errorf("%v: exit %d, %q", args, code, stderr)
		}
	}
}
