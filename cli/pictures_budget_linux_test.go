//go:build linux && !race

// The race detector multiplies a process's memory several times over, so
// a memory budget is measured on a build without it: `make test` runs
// this file's test apart, without -race.

package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/unhexboard/unhexboard/engine/enginetest"
)

// largestPictures are the costliest valid pictures: 8192 × 8192 (the
// largest side) as a 16-bit RGBA PNG (512 MiB to Go's own PNG decoder),
// and as a progressive JPEG subsampled 4:2:0 (480 MiB to Go's JPEG
// decoder: the most any JPEG may cost).
func largestPictures(t testing.TB, dir string) map[string]string {
	return map[string]string{
		"16-bit PNG": mapWithPicture(t, dir, "png16.unhex", "png",
			enginetest.PatternPNG(enginetest.PNGShape{W: 8192, H: 8192, ColourType: 6, Depth: 16, Flat: true}), 8192),
		"progressive JPEG": mapWithPicture(t, dir, "prog.unhex", "jpeg",
			enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 2, LumaV: 2, Progressive: true}), 8192),
	}
}

// peakFileEnv names the file the program writes its peak memory to
// when it ends (see recordPeak).
const peakFileEnv = "UNHEXBOARD_TEST_PEAK_FILE"

func init() { afterMain = recordPeak }

// recordPeak writes the most memory this process held at once (its
// VmHWM, which counts the program alone, from its start) to the file
// peakFileEnv names.
func recordPeak() {
	path := os.Getenv(peakFileEnv)
	if path == "" {
		return
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(status), "\n") {
		if kb, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			os.WriteFile(path, []byte(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(kb), "kB"))), 0o644)
		}
	}
}

// peak runs this test binary as the program with args and returns its
// exit code, output, the most memory it held at once and how long it
// took.
func peak(t testing.TB, args ...string) (code int, out string, peakBytes int64, took time.Duration) {
	t.Helper()
	peakFile := filepath.Join(t.TempDir(), "peak")
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1", peakFileEnv+"="+peakFile)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	took = time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	kb, err := os.ReadFile(peakFile)
	if err != nil {
		t.Fatalf("the program did not say its peak: %v", err)
	}
	n, err := strconv.ParseInt(string(kb), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), stdout.String() + stderr.String(), n << 10, took
}

// pictureRuns are the commands every picture goes through.
func pictureRuns(dir, path string) map[string][]string {
	return map[string][]string{
		"check":      {"check", path},
		"export PNG": {"export", path, "-o", filepath.Join(dir, "out.png")},
		"export PDF": {"export", path, "-o", filepath.Join(dir, "out.pdf")},
	}
}

// The largest valid pictures cost 1.4 to 2.1 GB to print. Checked and
// printed now, each stays within the 1 GB any input may cost; and the
// picture the JPEG decoder cannot read within the budget is refused
// by check, quickly, naming its size and the limit.
func TestPictures_TheLargestValidPicturesStayWithinOneGB(t *testing.T) {
	dir := t.TempDir()
	for kind, path := range largestPictures(t, dir) {
		for run, args := range pictureRuns(dir, path) {
			code, out, mem, took := peak(t, args...)
			t.Logf("%s, %s: %d MB at its peak, %v", kind, run, mem>>20, took.Round(time.Millisecond))
			if code != exitOK {
				t.Errorf("%s, %s: exit %d: %s", kind, run, code, out)
			}
			if mem > 1<<30 {
				t.Errorf("%s, %s: %d MB at its peak, over 1 GB", kind, run, mem>>20)
			}
		}
	}
	over := mapWithPicture(t, dir, "prog444.unhex", "jpeg",
		enginetest.FlatJPEG(enginetest.JPEGShape{W: 8192, H: 8192, Comps: 3, LumaH: 1, LumaV: 1, Progressive: true}), 8192)
	code, out, mem, _ := peak(t, "check", over)
	if code != exitFile || !strings.Contains(out, "8192 × 8192 pixels, over the limit of 35.8 million pixels") || mem > 256<<20 {
		t.Errorf("a progressive JPEG in full colour detail: exit %d, %d MB, %q", code, mem>>20, out)
	}
}

// The figures: the peak memory and time of check and of each export of
// the largest valid pictures, a process each.
func BenchmarkPictures_LargestValid(b *testing.B) {
	dir := b.TempDir()
	for kind, path := range largestPictures(b, dir) {
		for run, args := range pictureRuns(dir, path) {
			b.Run(fmt.Sprintf("%s/%s", strings.ReplaceAll(kind, " ", "-"), strings.ReplaceAll(run, " ", "-")), func(b *testing.B) {
				var most int64
				for b.Loop() {
					code, out, mem, _ := peak(b, args...)
					if code != exitOK {
						b.Fatalf("exit %d: %s", code, out)
					}
					most = max(most, mem)
				}
				b.ReportMetric(float64(most)/(1<<20), "peak-MB")
			})
		}
	}
}
