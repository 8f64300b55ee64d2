package app

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The feature packages under app/ see the window only through their host
// interfaces: none imports the shell, and none another feature. What
// they share lives in app/host and app/uikit.
func TestApp_FeaturePackagesImportNeitherTheShellNorEachOther(t *testing.T) {
	const mod = "github.com/unhexboard/unhexboard/"
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}:{{join .Imports " "}}`, "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	shared := []string{"app/host", "app/uikit"}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		pkg = strings.TrimPrefix(pkg, mod)
		if pkg == "app" || slices.Contains(shared, pkg) {
			continue
		}
		for _, imp := range strings.Fields(imports) {
			own, ok := strings.CutPrefix(imp, mod)
			if ok && (own == "app" || strings.HasPrefix(own, "app/") && !slices.Contains(shared, own)) {
				t.Errorf("%s imports %s: a feature sees the window through its host interface only", pkg, own)
			}
		}
	}
}
