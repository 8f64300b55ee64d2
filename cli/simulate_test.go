package cli

import (
	"bytes"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

func TestSimulate_CLIPrintsTheOddsAndTheSameSeedGivesTheSameJSON(t *testing.T) {
	args := []string{"simulate", "../engine/tactics/testdata/strong-pcs.unhex", "--runs", "40", "--seed", "9", "--json"}
	var first string
	for i := 0; i < 2; i++ {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != exitOK {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if first == "" {
			first = out.String()
		} else if out.String() != first {
			t.Fatalf("the same seed gave different reports:\n%s\n%s", first, out.String())
		}
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(first), &r); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"runs", "seed", "pcWinRate", "pcWinRateLow", "pcWinRateHigh", "draws", "rounds", "characters"} {
		if _, ok := r[k]; !ok {
			t.Errorf("no %q in %s", k, first)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"simulate", "../engine/tactics/testdata/strong-pcs.unhex", "--runs", "5"}, &out, &errb); code != exitOK ||
		!strings.Contains(out.String(), "PCs win") {
		t.Errorf("exit %d, text report %q %s", code, out.String(), errb.String())
	}
}

func TestSimulate_CLIReportsTheMapsObjectives(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"simulate", "../engine/tactics/testdata/duel-objectives.unhex", "--runs", "20"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"objectives: a PC still fighting stood there at some point / holds it at the end",
		"Hold the door in West: 100.0% / ", "Open the vault (hidden) in Vault: 0.0% / 0.0%"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
	out.Reset()
	if code := run([]string{"simulate", "../engine/tactics/testdata/duel-objectives.unhex", "--runs", "20", "--json"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r struct {
		Objectives []struct {
			Label     string   `json:"label"`
			Area      string   `json:"area"`
			Reached   *float64 `json:"reached"`
			HeldAtEnd *float64 `json:"heldAtEnd"`
		} `json:"objectives"`
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Objectives) != 3 || r.Objectives[0].Label != "Hold the door" || r.Objectives[0].Area != "west" ||
		r.Objectives[0].Reached == nil || *r.Objectives[0].Reached != 1 || r.Objectives[2].HeldAtEnd == nil {
		t.Errorf("objectives in the JSON: %s", out.String())
	}
}

func TestSimulate_CLIRefusesBadRunsAndOneSidedFiles(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"simulate", "../engine/tactics/testdata/duel.unhex", "--runs", "0"}, exitUsage, "runs must be 1 to 1000000"},
		{[]string{"simulate", "../engine/tactics/testdata/duel.unhex", "--runs", "1000001"}, exitUsage, "runs must be 1 to 1000000"},
		{[]string{"simulate"}, exitUsage, "needs exactly one MAP.unhex"},
		{[]string{"simulate", "../assets/maps/nightclub.unhex", "--runs", "1"}, exitFile, "two teams"},
	} {
		var out, errb bytes.Buffer
		code := run(c.args, &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, %q; want exit %d saying %q", c.args, code, errb.String(), c.code, c.want)
		}
	}
}

func TestSimulate_RoundsReadAsMedianMiddleHalfAndExtremes(t *testing.T) {
	got := roundsSpread(map[int]int{5: 1, 10: 2, 20: 1})
	if want := "median 10, middle half 5 to 10, shortest 5, longest 20"; got != want {
		t.Errorf("roundsSpread = %q, want %q", got, want)
	}
	if got := roundsSpread(nil); got != "none" {
		t.Errorf("no fights read %q", got)
	}
}
