package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/unhexboard/unhexboard/engine"
)

const warehousePath = "../assets/maps/warehouse.unhex"

// needTool skips the test when a checking tool is missing, naming the
// Debian package that has it (make deps and CI install it).
func needTool(t *testing.T, tool, pkg string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed (Debian package %s)", tool, pkg)
	}
}

func toolOutput(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

func exportTo(t *testing.T, name string, args ...string) (string, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), name)
	code, stdout, errOut := runCLI(append([]string{"export", warehousePath, "-o", out}, args...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	return out, stdout
}

// visibleAreaNames are the names a players' copy prints.
func visibleAreaNames(t *testing.T) []string {
	doc, err := engine.LoadFile(warehousePath)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range doc.Map.Areas {
		if !a.Hidden {
			names = append(names, a.Name)
		}
	}
	return names
}

func TestExport_WarehousePDFIsTextAndLinesWithItsFontsEmbedded(t *testing.T) {
	needTool(t, "pdftotext", "poppler-utils")
	pdf, stdout := exportTo(t, "heist.pdf", "--legend")
	if !strings.Contains(stdout, "1 page, Letter") {
		t.Errorf("stdout %q should say one Letter page", stdout)
	}
	text := toolOutput(t, "pdftotext", pdf, "-")
	for _, name := range append(visibleAreaNames(t), "Warehouse Heist", "Sight only, no move") {
		if !strings.Contains(text, name) {
			t.Errorf("pdftotext finds no %q in:\n%s", name, text)
		}
	}
	// pdfimages -list prints two header lines and a line per image.
	if images := strings.Split(strings.TrimSpace(toolOutput(t, "pdfimages", "-list", pdf)), "\n"); len(images) != 2 {
		t.Errorf("the PDF holds images; the map must be drawn as lines:\n%s", strings.Join(images, "\n"))
	}
	fonts := strings.Split(strings.TrimSpace(toolOutput(t, "pdffonts", pdf)), "\n")[2:]
	if len(fonts) == 0 {
		t.Fatal("pdffonts lists no font: the text is not text")
	}
	for _, f := range fonts {
		if fields := strings.Fields(f); len(fields) < 5 || fields[len(fields)-5] != "yes" {
			t.Errorf("font not embedded: %s", f)
		}
	}
}

func TestExport_WarehouseSVGHoldsEveryNameAndRenders(t *testing.T) {
	needTool(t, "rsvg-convert", "librsvg2-bin")
	svg, _ := exportTo(t, "heist.svg", "--legend")
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range visibleAreaNames(t) {
		if !strings.Contains(string(data), ">"+name+"<") {
			t.Errorf("the SVG has no <text> %q", name)
		}
	}
	if strings.Contains(string(data), "<image") {
		t.Error("the SVG holds an image; the map must be drawn as lines")
	}
	png := filepath.Join(t.TempDir(), "heist.png")
	toolOutput(t, "rsvg-convert", "-o", png, svg)
	if fi, err := os.Stat(png); err != nil || fi.Size() < 1000 {
		t.Errorf("rsvg-convert made no picture of the SVG (%v)", err)
	}
}

func TestExport_AreaHeightTilesTheWarehouseOverPagesAfterAnOverview(t *testing.T) {
	needTool(t, "pdfinfo", "poppler-utils")
	pdf, stdout := exportTo(t, "poster.pdf", "--area-height", "1.5")
	m := regexp.MustCompile(`(\d+) pages \((\d+) rows × (\d+) columns(?:, less (\d+) left out as blank or shown by a neighbour)?\) and an overview`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("stdout %q does not say how the map is cut", stdout)
	}
	tiles, _ := strconv.Atoi(m[1])
	rows, _ := strconv.Atoi(m[2])
	cols, _ := strconv.Atoi(m[3])
	blank, _ := strconv.Atoi(m[4])
	if tiles < 2 || tiles+blank != rows*cols {
		t.Fatalf("%d tiles and %d blank pages in %d rows × %d columns", tiles, blank, rows, cols)
	}
	info := toolOutput(t, "pdfinfo", pdf)
	if pages := regexp.MustCompile(`Pages:\s+(\d+)`).FindStringSubmatch(info); pages == nil || pages[1] != strconv.Itoa(tiles+1) {
		t.Errorf("pdfinfo:\n%s\nwant %d pages", info, tiles+1)
	}
	first := toolOutput(t, "pdftotext", "-f", "1", "-l", "1", pdf, "-")
	cellNames := regexp.MustCompile(`\b[A-Z]\d\b`).FindAllString(first, -1)
	if !strings.Contains(first, "Overview") || len(cellNames) != tiles {
		t.Fatalf("page 1 is not the overview naming the %d printed pages (names %v):\n%s", tiles, cellNames, first)
	}
	if blank > 0 && !strings.Contains(first, fmt.Sprintf("Shaded pages are left out (%d)", blank)) {
		t.Errorf("the overview does not say %d pages are left out:\n%s", blank, first)
	}
	last := toolOutput(t, "pdftotext", "-f", strconv.Itoa(tiles+1), "-l", strconv.Itoa(tiles+1), pdf, "-")
	for _, want := range []string{cellNames[len(cellNames)-1], fmt.Sprintf("Warehouse Heist · page %d of %d", tiles+1, tiles+1)} {
		if !strings.Contains(last, want) {
			t.Errorf("the last page lacks its label %q:\n%s", want, last)
		}
	}
}

func TestExport_CLIRefusesAreaHeightItCannotPrint(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-o", filepath.Join(dir, "a.svg"), "--area-height", "1"}, "only PDF can hold"},
		{[]string{"-o", filepath.Join(dir, "a.png"), "--area-height", "1"}, "only PDF can hold"},
		{[]string{"-o", filepath.Join(dir, "a.pdf"), "--area-height", "7"}, "area height 7.00 in is out of range (0.25 to 4 inches)"},
		{[]string{"-o", filepath.Join(dir, "a.pdf"), "--area-height", "1", "--paper", "fit"}, `paper "fit" has no page size`},
		{[]string{"-o", filepath.Join(dir, "a.jpg")}, ".jpg is not a format the export writes"},
	} {
		code, _, errOut := runCLI(append([]string{"export", warehousePath}, c.args...)...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want exit %d saying %q", c.args, code, firstLine(errOut), exitUsage, c.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a refused export left %d files behind", len(entries))
	}
}

func firstLine(s string) string { return strings.SplitN(s, "\n", 2)[0] }
