package main

import (
	"encoding/xml"
	"image/png"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/cli"
)

const metainfoFile = "packaging/linux/io.github.unhexboard.metainfo.xml"

// metainfo is the part of the AppStream metainfo these tests read.
type metainfo struct {
	ID              string `xml:"id"`
	MetadataLicense string `xml:"metadata_license"`
	ProjectLicense  string `xml:"project_license"`
	Launchable      string `xml:"launchable"`
	Provides        struct {
		Binaries   []string `xml:"binary"`
		MediaTypes []string `xml:"mediatype"`
	} `xml:"provides"`
	Screenshots []struct {
		Image struct {
			Width  int    `xml:"width,attr"`
			Height int    `xml:"height,attr"`
			URL    string `xml:",chardata"`
		} `xml:"image"`
	} `xml:"screenshots>screenshot"`
	Releases []struct {
		Version string `xml:"version,attr"`
		Date    string `xml:"date,attr"`
	} `xml:"releases>release"`
}

func readMetainfo(t *testing.T) metainfo {
	t.Helper()
	data, err := os.ReadFile(metainfoFile)
	if err != nil {
		t.Fatal(err)
	}
	var m metainfo
	if err := xml.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", metainfoFile, err)
	}
	return m
}

// mimeGlobs reads the MIME types the Linux packages register, each with
// its file name pattern ("*.unhex").
func mimeGlobs(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile("packaging/linux/io.github.unhexboard.xml")
	if err != nil {
		t.Fatal(err)
	}
	var info struct {
		Types []struct {
			Type string `xml:"type,attr"`
			Glob struct {
				Pattern string `xml:"pattern,attr"`
			} `xml:"glob"`
		} `xml:"mime-type"`
	}
	if err := xml.Unmarshal(data, &info); err != nil {
		t.Fatal(err)
	}
	globs := map[string]string{}
	for _, m := range info.Types {
		globs[m.Type] = m.Glob.Pattern
	}
	if globs["application/x-unhex"] != "*.unhex" || globs["application/x-unhex-campaign"] != "*.unhexcampaign" {
		t.Fatalf("the MIME types are %v, want .unhex and .unhexcampaign", globs)
	}
	return globs
}

// LICENSE, the Debian copyright file and the metainfo grant the licence
// that Help → About names (assets.License, assets.LicenseHolder).
func TestLicence_LICENSEAndThePackagesSayWhatAboutSays(t *testing.T) {
	data, err := os.ReadFile("LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	license := string(data)
	if first, _, _ := strings.Cut(license, "\n"); first != assets.License+" License" {
		t.Errorf("LICENSE begins %q, want %q", first, assets.License+" License")
	}
	if !strings.Contains(license, "\nCopyright (c) "+assets.LicenseHolder+"\n") {
		t.Errorf("LICENSE does not give the copyright to %s", assets.LicenseHolder)
	}
	if !strings.Contains(license, "Permission is hereby granted, free of charge") {
		t.Error("LICENSE lacks the MIT licence's grant")
	}

	data, err = os.ReadFile("packaging/deb/copyright")
	if err != nil {
		t.Fatal(err)
	}
	want := "\nFiles: *\nCopyright: " + assets.LicenseHolder + "\nLicense: " + assets.License + "\n"
	if !strings.Contains(string(data), want) {
		t.Errorf("the Debian copyright file lacks the paragraph%s", want)
	}

	m := readMetainfo(t)
	if m.ProjectLicense != assets.License || m.MetadataLicense != "CC0-1.0" {
		t.Errorf("the metainfo's licences are %q and %q (metadata), want %q and CC0-1.0",
			m.ProjectLicense, m.MetadataLicense, assets.License)
	}
}

// The metainfo names the app as FyneApp.toml does, its newest release is
// FyneApp.toml's version (as is the Debian changelog's newest entry, on
// the same day), and it provides the binary and both file types.
func TestMetainfo_AgreesWithFyneAppTomlAndTheChangelog(t *testing.T) {
	m := readMetainfo(t)
	version := cli.AboutOf(fyneAppTOML).Version
	if m.ID != assets.AppID || m.Launchable != assets.AppID+".desktop" {
		t.Errorf("the metainfo's id is %q and launches %q, want %q and %q.desktop", m.ID, m.Launchable, assets.AppID, assets.AppID)
	}
	if len(m.Releases) == 0 || m.Releases[0].Version != version {
		t.Fatalf("the metainfo's newest release is %+v, want version %s", m.Releases, version)
	}
	if !slices.Equal(m.Provides.Binaries, []string{"unhexboard"}) {
		t.Errorf("the metainfo provides binaries %v, want unhexboard", m.Provides.Binaries)
	}
	var types []string
	for mime := range mimeGlobs(t) {
		types = append(types, mime)
	}
	slices.Sort(types)
	provided := slices.Sorted(slices.Values(m.Provides.MediaTypes))
	if !slices.Equal(provided, types) {
		t.Errorf("the metainfo provides media types %v, the MIME file registers %v", provided, types)
	}

	data, err := os.ReadFile("packaging/deb/changelog")
	if err != nil {
		t.Fatal(err)
	}
	head := regexp.MustCompile(`^unhexboard \(([^)]+)\) `).FindStringSubmatch(string(data))
	if head == nil || head[1] != version {
		t.Errorf("the Debian changelog's newest entry is %v, want version %s", head, version)
	}
	trailer := regexp.MustCompile(`(?m)^ -- .+ <[^>]+>  (.+)$`).FindStringSubmatch(string(data))
	if trailer == nil {
		t.Fatal("the Debian changelog's newest entry has no trailer line")
	}
	when, err := time.Parse(time.RFC1123Z, trailer[1])
	if err != nil {
		t.Fatalf("the Debian changelog's date %q: %v", trailer[1], err)
	}
	if got := when.Format(time.DateOnly); got != m.Releases[0].Date {
		t.Errorf("the changelog dates version %s %s, the metainfo %s", version, got, m.Releases[0].Date)
	}
}

// Software centres download the screenshots, so they must be at an address
// that lasts: the pictures in docs/ at the newest release's tag on the
// project's site (FyneApp.toml's Website), at the size the metainfo says.
// (appstreamcli validate checks that they download only with the internet.)
func TestMetainfo_ScreenshotsArePicturesInDocsAtTheReleaseTag(t *testing.T) {
	m := readMetainfo(t)
	about := cli.AboutOf(fyneAppTOML)
	repo, ok := strings.CutPrefix(about.Website, "https://github.com/")
	if !ok {
		t.Fatalf("FyneApp.toml's Website %q is not a GitHub project", about.Website)
	}
	prefix := "https://raw.githubusercontent.com/" + repo + "/v" + about.Version + "/docs/"
	if len(m.Screenshots) < 2 {
		t.Fatalf("the metainfo has %d screenshots, want a few", len(m.Screenshots))
	}
	for _, s := range m.Screenshots {
		name, ok := strings.CutPrefix(s.Image.URL, prefix)
		if !ok || path.Base(name) != name {
			t.Errorf("screenshot %s is not a picture under %s", s.Image.URL, prefix)
			continue
		}
		f, err := os.Open("docs/" + name)
		if err != nil {
			t.Errorf("screenshot %s: %v", s.Image.URL, err)
			continue
		}
		c, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || c.Width != s.Image.Width || c.Height != s.Image.Height {
			t.Errorf("docs/%s is %dx%d (%v), the metainfo says %dx%d", name, c.Width, c.Height, err, s.Image.Width, s.Image.Height)
		}
	}
}

// The release attaches the .deb: the Linux runner's `make dist DIST=linux`
// builds it beside the tarball, and the release takes all of dist/.
func TestReleaseWorkflow_AttachesTheDeb(t *testing.T) {
	script, err := os.ReadFile("packaging/dist-linux")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(script), `"$repo/packaging/deb/build"`) {
		t.Error("packaging/dist-linux does not build the .deb")
	}
	data, err := os.ReadFile(".github/workflows/release.yml")
	if err != nil {
		t.Fatal(err)
	}
	var wf workflow
	if err := yaml.Unmarshal(data, &wf); err != nil {
		t.Fatal(err)
	}
	var uploads, attaches bool
	for _, step := range wf.Jobs["dist"].Steps {
		uploads = uploads || strings.HasPrefix(step.Uses, "actions/upload-artifact")
	}
	for _, step := range wf.Jobs["release"].Steps {
		attaches = attaches || strings.Contains(step.Run, "gh release create") && strings.Contains(step.Run, " dist/*")
	}
	if !uploads || !attaches {
		t.Errorf("the dist job uploads its dist/ (%v) and the release attaches all of dist/ (%v): both wanted", uploads, attaches)
	}
}
