package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"github.com/unhexboard/unhexboard/assets"
	"github.com/unhexboard/unhexboard/cli"
)

// The macOS bundle's Info.plist declares the .unhex and .unhexcampaign
// types (exported UTIs with the app's icon) and the app as their editor.
// fyne package writes the plist from its template, then dist-macos runs
// packaging/macos/add-document-types on it; this test does the same with
// the packager's own template, so it runs on any machine.
func TestMacOSInfoPlist_DeclaresBothFileTypesWithTheAppAsEditor(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads the packager's module")
	}
	script, err := os.ReadFile("packaging/dist-macos")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(script), "packaging/macos/add-document-types") {
		t.Error("packaging/dist-macos does not add the document types to the bundle's Info.plist")
	}

	file := filepath.Join(t.TempDir(), "Info.plist")
	writeFynePlist(t, file)
	out, err := exec.Command("bash", "packaging/macos/add-document-types", file).CombinedOutput()
	if err != nil {
		t.Fatalf("add-document-types: %v\n%s", err, out)
	}
	plist := readPlist(t, file)

	if plist["CFBundleIdentifier"] != assets.AppID || plist["CFBundleExecutable"] != "unhexboard" {
		t.Errorf("the packager's keys did not survive: id %v, executable %v", plist["CFBundleIdentifier"], plist["CFBundleExecutable"])
	}
	icon := plist["CFBundleIconFile"]
	exported := map[string]map[string]any{}
	for _, v := range list(t, plist["UTExportedTypeDeclarations"]) {
		d := dict(t, v)
		exported[fmt.Sprint(d["UTTypeIdentifier"])] = d
	}
	for mime, glob := range mimeGlobs(t) {
		ext := strings.TrimPrefix(glob, "*.")
		uti := assets.AppID + "." + ext
		d, ok := exported[uti]
		if !ok {
			t.Errorf("no exported type %s (exported: %v)", uti, slices.Collect(maps.Keys(exported)))
			continue
		}
		tags := dict(t, d["UTTypeTagSpecification"])
		if !slices.Equal(strs(t, tags["public.filename-extension"]), []string{ext}) ||
			!slices.Equal(strs(t, tags["public.mime-type"]), []string{mime}) {
			t.Errorf("%s is tagged %v, want extension %s and MIME type %s", uti, tags, ext, mime)
		}
		if !slices.Contains(strs(t, d["UTTypeConformsTo"]), "public.json") || d["UTTypeIconFile"] != icon {
			t.Errorf("%s conforms to %v with icon %v, want public.json and the app's icon %v", uti, d["UTTypeConformsTo"], d["UTTypeIconFile"], icon)
		}
		var handled bool
		for _, v := range list(t, plist["CFBundleDocumentTypes"]) {
			doc := dict(t, v)
			if !slices.Contains(strs(t, doc["LSItemContentTypes"]), uti) {
				continue
			}
			handled = true
			if doc["CFBundleTypeRole"] != "Editor" || doc["LSHandlerRank"] != "Owner" || doc["CFBundleTypeIconFile"] != icon {
				t.Errorf("the document type of %s is %v, want role Editor, rank Owner and the app's icon %v", uti, doc, icon)
			}
		}
		if !handled {
			t.Errorf("no document type opens %s", uti)
		}
	}
}

// writeFynePlist writes the Info.plist fyne package would write for the
// app, from the template of the packager pinned in packaging/fyne.
func writeFynePlist(t *testing.T, file string) {
	t.Helper()
	cmd := exec.Command("go", "mod", "download", "-json", "fyne.io/tools")
	cmd.Dir = "packaging/fyne"
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go mod download fyne.io/tools: %v", err)
	}
	var mod struct{ Dir string }
	if err := json.Unmarshal(out, &mod); err != nil || mod.Dir == "" {
		t.Fatalf("go mod download fyne.io/tools said %s (%v)", out, err)
	}
	text, err := os.ReadFile(filepath.Join(mod.Dir, "cmd/fyne/internal/templates/data/Info.plist"))
	if err != nil {
		t.Fatalf("the packager's Info.plist template: %v", err)
	}
	tmpl, err := template.New("Info.plist").Option("missingkey=error").Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The fields of the packager's darwinData that the template reads.
	data := struct {
		Name, ExeName, AppID, Version, Category, MicrophoneUsage string
		Build                                                    int
		Languages                                                []string
		Microphone                                               bool
	}{"Unhex Board", "unhexboard", assets.AppID, cli.AboutOf(fyneAppTOML).Version, "games", "", 1, nil, false}
	if err := tmpl.Execute(f, data); err != nil {
		t.Fatalf("the packager's Info.plist template wants what this test does not give: %v", err)
	}
}

// readPlist reads an XML property list into maps, slices, strings, ints
// and bools.
func readPlist(t *testing.T, file string) map[string]any {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	for {
		tok, err := d.Token()
		if err != nil {
			t.Fatalf("%s: no <plist> (%v)", file, err)
		}
		if s, ok := tok.(xml.StartElement); ok && s.Name.Local == "plist" {
			break
		}
	}
	v, err := plistValue(d, nil)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return dict(t, v)
}

// plistValue reads the next value (start, if given, is its opening tag).
func plistValue(d *xml.Decoder, start *xml.StartElement) (any, error) {
	for start == nil {
		tok, err := d.Token()
		if err != nil {
			return nil, err
		}
		if s, ok := tok.(xml.StartElement); ok {
			start = &s
		}
	}
	switch start.Name.Local {
	case "dict":
		m := map[string]any{}
		for {
			key, end, err := nextElement(d)
			if err != nil || end {
				return m, err
			}
			if key.Name.Local != "key" {
				return nil, fmt.Errorf("<%s> where a <key> belongs", key.Name.Local)
			}
			var name string
			if err := d.DecodeElement(&name, &key); err != nil {
				return nil, err
			}
			if _, dup := m[name]; dup {
				return nil, fmt.Errorf("key %s twice in one dict", name)
			}
			if m[name], err = plistValue(d, nil); err != nil {
				return nil, err
			}
		}
	case "array":
		var a []any
		for {
			el, end, err := nextElement(d)
			if err != nil || end {
				return a, err
			}
			v, err := plistValue(d, &el)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
	case "true", "false":
		return start.Name.Local == "true", d.Skip()
	default:
		var s string
		if err := d.DecodeElement(&s, start); err != nil {
			return nil, err
		}
		if start.Name.Local == "integer" {
			return strconv.Atoi(s)
		}
		return s, nil
	}
}

// nextElement returns the next opening tag, or end when the enclosing
// element closes first.
func nextElement(d *xml.Decoder) (xml.StartElement, bool, error) {
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return xml.StartElement{}, false, io.ErrUnexpectedEOF
		}
		if err != nil {
			return xml.StartElement{}, false, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			return tok, false, nil
		case xml.EndElement:
			return xml.StartElement{}, true, nil
		}
	}
}

func dict(t *testing.T, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%v is not a dict", v)
	}
	return m
}

func list(t *testing.T, v any) []any {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("%v is not an array", v)
	}
	return a
}

func strs(t *testing.T, v any) []string {
	t.Helper()
	var s []string
	for _, e := range list(t, v) {
		s = append(s, fmt.Sprint(e))
	}
	return s
}
