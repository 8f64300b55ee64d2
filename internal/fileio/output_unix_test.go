//go:build unix

package fileio

import (
	"errors"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// specialFiles makes, in dir, one of each kind of file the app must never
// replace: a folder, a named pipe, a socket and (where this process may
// make one) a character device like /dev/null. It returns them by name.
func specialFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{"folder": filepath.Join(dir, "folder.pdf"), "fifo": filepath.Join(dir, "fifo.pdf"),
		"socket": filepath.Join(dir, "socket.pdf")}
	if err := os.Mkdir(files["folder"], 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(files["fifo"], 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("unix", files["socket"])
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	// A device needs root (the tests run as root here and in CI); the
	// named pipe and the socket above prove the rule without it.
	dev := filepath.Join(dir, "device.pdf")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		files["device"] = dev
	} else {
		t.Logf("no device made (%v): the pipe and the socket stand for it", err)
	}
	return files
}

func kindOf(t *testing.T, path string) fs.FileMode {
	t.Helper()
	info, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info.Mode().Type()
}

func TestOutput_SpecialFilesAreRefusedNamedAndLeftAlone(t *testing.T) {
	dir := t.TempDir()
	for kind, path := range specialFiles(t, dir) {
		before := kindOf(t, path)
		err := CheckOutput(path, ".pdf", true)
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: CheckOutput said %v, want a refusal naming it", kind, err)
		}
		werr := WriteFileAtomic(path, []byte("%PDF"))
		if werr == nil || werr.Error() != err.Error() {
			t.Errorf("%s: the write said %v, want the check's own refusal %v", kind, werr, err)
		}
		if got := kindOf(t, path); got != before {
			t.Errorf("%s: is now %v, was %v", kind, got, before)
		}
		link := filepath.Join(dir, "link-to-"+kind+".pdf")
		if err := os.Symlink(path, link); err != nil {
			t.Fatal(err)
		}
		err = WriteFileAtomic(link, []byte("%PDF"))
		if err == nil || !strings.Contains(err.Error(), link) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s through a link: %v, want a refusal naming the link and what it points to", kind, err)
		}
		if kindOf(t, link) != fs.ModeSymlink || kindOf(t, path) != before {
			t.Errorf("%s through a link: the link or its target changed", kind)
		}
	}
	left, _ := os.ReadDir(dir)
	for _, e := range left {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("a refused write left %s", e.Name())
		}
	}
}

func TestOutput_RefusalsSayWhatIsThere(t *testing.T) {
	files := specialFiles(t, t.TempDir())
	want := map[string]string{"folder": "it is a folder", "fifo": "it is a named pipe (FIFO), not a regular file",
		"socket": "it is a socket, not a regular file", "device": "it is a device, not a regular file"}
	for kind, path := range files {
		if err := CheckOutput(path, ".pdf", true); err == nil || !strings.Contains(err.Error(), want[kind]) {
			t.Errorf("%s: %v, want %q", kind, err, want[kind])
		}
	}
}

func TestOutput_SymlinkIsFollowedAndItsTargetKeepsItsMode(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "party.json")
	link := filepath.Join(dir, "link.json")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	os.Chmod(target, 0o600)
	if err := os.Symlink("party.json", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if kindOf(t, link) != fs.ModeSymlink {
		t.Errorf("the link became %v", kindOf(t, link))
	}
	if to, _ := os.Readlink(link); to != "party.json" {
		t.Errorf("the link now points to %q", to)
	}
	if got, _ := os.ReadFile(target); string(got) != "new" {
		t.Errorf("the target holds %q", got)
	}
	if info, _ := os.Stat(target); info.Mode().Perm() != 0o600 {
		t.Errorf("the target's mode is %v, want -rw-------", info.Mode().Perm())
	}
}

func TestOutput_LinkToNothingYetWritesTheFileItNames(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "out.png")
	if err := os.Symlink("real.png", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(link, []byte("png")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "real.png")); string(got) != "png" || kindOf(t, link) != fs.ModeSymlink {
		t.Errorf("real.png holds %q and the link is %v", got, kindOf(t, link))
	}
}

func TestOutput_ARegularFileKeepsItsModeAndANewOneGetsTheUsualMode(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "map.unhex")
	os.WriteFile(old, []byte("old"), 0o640)
	os.Chmod(old, 0o640)
	if err := WriteFileAtomic(old, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(old); info.Mode().Perm() != 0o640 {
		t.Errorf("replaced file has mode %v, want -rw-r-----", info.Mode().Perm())
	}
	usual := filepath.Join(dir, "usual")
	f, err := os.Create(usual) // what any program's new file gets
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	fresh := filepath.Join(dir, "new.unhex")
	if err := WriteFileAtomic(fresh, []byte("x")); err != nil {
		t.Fatal(err)
	}
	a, _ := os.Stat(usual)
	b, _ := os.Stat(fresh)
	if a.Mode().Perm() != b.Mode().Perm() {
		t.Errorf("new file has mode %v, want the usual %v", b.Mode().Perm(), a.Mode().Perm())
	}
}

func TestOutput_MissingFolderAndFileAsFolderSayWhatIsWrong(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o644)
	for _, c := range []struct{ path, want string }{
		{filepath.Join(dir, "missing", "x.png"), "the folder " + filepath.Join(dir, "missing") + " does not exist"},
		{filepath.Join(file, "x.png"), file + " is not a folder"},
	} {
		err := CheckOutput(c.path, ".png", true)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), ".tmp-") {
			t.Errorf("%s: CheckOutput said %v, want %q", c.path, err, c.want)
		}
		if werr := WriteFileAtomic(c.path, []byte("x")); werr == nil || werr.Error() != err.Error() {
			t.Errorf("%s: the write said %v, want %v", c.path, werr, err)
		}
	}
}

func TestOutput_TheNameMustEndInTheExtensionOfWhatIsWritten(t *testing.T) {
	dir := t.TempDir()
	err := CheckOutput(filepath.Join(dir, "x.png"), ".pdf", true)
	if _, ok := err.(*ExtError); !ok || !strings.Contains(err.Error(), "must end in .pdf") {
		t.Errorf("cards to x.png: %v, want a refusal", err)
	}
	if err := CheckOutput(filepath.Join(dir, "X.PDF"), ".pdf", true); err != nil {
		t.Errorf("X.PDF: %v", err)
	}
}

func TestOutput_AFileThereIsReplacedOnlyWhenAsked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "party.json")
	if err := CheckOutput(path, ".json", false); err != nil {
		t.Errorf("a new file: %v", err)
	}
	os.WriteFile(path, []byte("[]"), 0o644)
	if err := CheckOutput(path, ".json", false); !errors.Is(err, fs.ErrExist) {
		t.Errorf("a file there, not to be replaced: %v, want fs.ErrExist", err)
	}
	if err := CheckOutput(path, ".json", true); err != nil {
		t.Errorf("a file there, to be replaced: %v", err)
	}
}
