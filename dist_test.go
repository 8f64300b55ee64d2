package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// workflow is the part of a GitHub Actions workflow these tests read.
type workflow struct {
	On struct {
		Push struct {
			Tags []string `yaml:"tags"`
		} `yaml:"push"`
	} `yaml:"on"`
	Jobs map[string]struct {
		Needs    any `yaml:"needs"`
		Strategy struct {
			Matrix struct {
				Include []map[string]string `yaml:"include"`
			} `yaml:"matrix"`
		} `yaml:"strategy"`
		Steps []struct {
			Uses string            `yaml:"uses"`
			Run  string            `yaml:"run"`
			With map[string]string `yaml:"with"`
		} `yaml:"steps"`
	} `yaml:"jobs"`
}

func TestReleaseWorkflow_BuildsEveryPlatformWithMakeDistOnAVersionTag(t *testing.T) {
	wf := readReleaseWorkflow(t)
	if !slices.Contains(wf.On.Push.Tags, "v*") {
		t.Errorf("the workflow runs on tags %v, want v*", wf.On.Push.Tags)
	}
	dist, ok := wf.Jobs["dist"]
	if !ok {
		t.Fatal("no dist job")
	}
	platforms := map[string]bool{}
	for _, row := range dist.Strategy.Matrix.Include {
		platforms[row["dist"]] = true
		if _, err := os.Stat(filepath.Join("packaging", "dist-"+row["dist"])); err != nil {
			t.Errorf("runner %s builds %q, which has no packaging script: %v", row["runner"], row["dist"], err)
		}
	}
	for _, want := range []string{"linux", "windows", "macos"} {
		if !platforms[want] {
			t.Errorf("no runner builds %s (matrix %v)", want, dist.Strategy.Matrix.Include)
		}
	}
	for _, step := range dist.Steps {
		if step.Run != "" && !strings.HasPrefix(step.Run, "make dist") {
			t.Errorf("the dist job runs %q: it should use only the make targets", step.Run)
		}
	}
	if release, ok := wf.Jobs["release"]; !ok || release.Needs != "dist" {
		t.Errorf("the release job must exist and wait for dist (needs %v)", release.Needs)
	}
}

// The Windows installer must be a 64-bit one (Wine, which tests it, runs
// nothing else), and only Debian's and Ubuntu's NSIS carries the 64-bit
// stubs: the Windows files are built on a Linux runner, like the build
// make test-windows checks.
func TestReleaseWorkflow_BuildsTheWindowsFilesOnLinux(t *testing.T) {
	wf := readReleaseWorkflow(t)
	found := false
	for _, row := range wf.Jobs["dist"].Strategy.Matrix.Include {
		if row["dist"] != "windows" {
			continue
		}
		found = true
		if !strings.HasPrefix(row["runner"], "ubuntu-") {
			t.Errorf("the Windows files are built on %s, want an ubuntu runner", row["runner"])
		}
	}
	if !found {
		t.Fatal("no runner builds the Windows files")
	}
}

// Each runner uploads its files under a name of its own: two uploads
// with one name fail, and two runners may be the same machine type.
func TestReleaseWorkflow_EachRunnerUploadsUnderItsOwnName(t *testing.T) {
	wf := readReleaseWorkflow(t)
	dist := wf.Jobs["dist"]
	template := ""
	for _, step := range dist.Steps {
		if strings.HasPrefix(step.Uses, "actions/upload-artifact") {
			template = step.With["name"]
		}
	}
	if template == "" {
		t.Fatal("the dist job uploads no named artifact")
	}
	seen := map[string]bool{}
	for _, row := range dist.Strategy.Matrix.Include {
		name := template
		for k, v := range row {
			name = strings.ReplaceAll(name, "${{ matrix."+k+" }}", v)
		}
		if seen[name] {
			t.Errorf("two runners upload as %q (template %q)", name, template)
		}
		seen[name] = true
	}
}

func readReleaseWorkflow(t *testing.T) workflow {
	t.Helper()
	data, err := os.ReadFile(".github/workflows/release.yml")
	if err != nil {
		t.Fatal(err)
	}
	var wf workflow
	if err := yaml.Unmarshal(data, &wf); err != nil {
		t.Fatalf("release.yml is not valid YAML: %v", err)
	}
	return wf
}

// A machine without apt (macOS, Fedora, MSYS2) must hear what to install,
// not see the Makefile crash on a missing apt-get or dpkg.
func TestMakefile_WithoutAptSaysWhatToInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("runs make and go mod download")
	}
	bin := pathWithout(t, "apt-get", "dpkg")
	cmd := exec.Command("make", "-s", "deps", "dist-deps")
	cmd.Env = append(os.Environ(), "PATH="+bin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("make deps without apt failed: %v\n%s", err, out)
	}
	for _, want := range []string{"No apt-get here: install a C compiler", "libgtk-3-dev", "gcc-mingw-w64-x86-64"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("make deps without apt does not say %q:\n%s", want, out)
		}
	}
}

// pathWithout makes a folder of links to every program on PATH but the
// named ones, to stand for a machine that lacks them.
func pathWithout(t *testing.T, missing ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, from := range filepath.SplitList(os.Getenv("PATH")) {
		entries, _ := os.ReadDir(from)
		for _, e := range entries {
			if slices.Contains(missing, e.Name()) {
				continue
			}
			// The first on PATH wins, as in a shell; later ones fail to link.
			_ = os.Symlink(filepath.Join(from, e.Name()), filepath.Join(dir, e.Name()))
		}
	}
	for _, name := range missing {
		if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
			t.Fatalf("%s is still on the stand-in PATH", name)
		}
	}
	return dir
}
