package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// campaignWithMaps writes, in dir, a campaign file naming the given map
// paths, and returns its path.
func campaignWithMaps(t *testing.T, dir string, paths ...string) string {
	t.Helper()
	var refs []string
	for _, p := range paths {
		refs = append(refs, `{"path":"`+p+`"}`)
	}
	file := filepath.Join(dir, "job"+Ext)
	if err := os.WriteFile(file, []byte(head+`"party":[],"maps":[`+strings.Join(refs, ",")+`]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestMapPath_ClimbingOutOfTheCampaignsFolderIsRefused(t *testing.T) {
	for _, p := range []string{"../victim/victim.unhex", "maps/../../victim.unhex", "./../x.unhex", "a/b/../../../x.unhex"} {
		_, err := Parse([]byte(head + `"party":[],"maps":[{"path":"` + p + `"}]}`))
		if err == nil || !strings.Contains(err.Error(), `climbs out of the campaign's folder`) || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: %v, want a refusal naming it", p, err)
		}
	}
	for _, p := range []string{"maps/../x.unhex", "..x.unhex", "maps/..x/y.unhex"} {
		if _, err := Parse([]byte(head + `"party":[],"maps":[{"path":"` + p + `"}]}`)); err != nil {
			t.Errorf("%s stays inside: %v", p, err)
		}
	}
}

func TestMapPath_ANULByteIsRefused(t *testing.T) {
	_, err := Parse([]byte(head + `"party":[],"maps":[{"path":"x\u0000.unhex"}]}`))
	if err == nil || !strings.Contains(err.Error(), "holds a NUL byte") {
		t.Errorf("%v, want the NUL byte named", err)
	}
	if _, err := AddMap(New("t"), "x\x00.unhex"); err == nil {
		t.Error("AddMap took a path with a NUL byte")
	}
}

// x.unhex and ./x.unhex are one map: listed twice it is refused as a
// duplicate, and either spelling finds it.
func TestMapPath_TwoSpellingsOfOneMapAreADuplicate(t *testing.T) {
	_, err := Parse([]byte(head + `"party":[],"maps":[{"path":"x.unhex"},{"path":"./x.unhex"}]}`))
	if err == nil || !strings.Contains(err.Error(), `maps[1]: path: "./x.unhex" is already maps[0] ("x.unhex"): the same map twice`) {
		t.Errorf("%v, want a duplicate", err)
	}
	c, err := Parse([]byte(head + `"party":[],"maps":[{"path":"maps/x.unhex"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.MapIndex("./maps/x.unhex") != 0 || c.MapIndex("maps/../maps/x.unhex") != 0 {
		t.Error("another spelling of the map does not find it")
	}
	if _, err := AddMap(c, "./maps/x.unhex"); err == nil || !strings.Contains(err.Error(), "already one of the campaign's maps") {
		t.Errorf("AddMap of another spelling: %v", err)
	}
}

func TestLoad_AMapThatLeadsOutThroughASymlinkIsRefused(t *testing.T) {
	root := t.TempDir()
	victim := filepath.Join(root, "victim")
	os.Mkdir(victim, 0o755)
	os.WriteFile(filepath.Join(victim, "victim.unhex"), []byte("{}"), 0o644)
	for name, layout := range map[string]func(dir string) string{
		"a folder link": func(dir string) string {
			must(t, os.Symlink(victim, filepath.Join(dir, "maps")))
			return "maps/victim.unhex"
		},
		"a file link": func(dir string) string {
			must(t, os.Symlink(filepath.Join(victim, "victim.unhex"), filepath.Join(dir, "x.unhex")))
			return "x.unhex"
		},
		"a link to a file not there yet": func(dir string) string {
			must(t, os.Symlink(filepath.Join(victim, "new.unhex"), filepath.Join(dir, "x.unhex")))
			return "x.unhex"
		},
		"a relative link up": func(dir string) string {
			must(t, os.Symlink("../victim", filepath.Join(dir, "maps")))
			return "maps/victim.unhex"
		},
	} {
		dir := filepath.Join(root, strings.ReplaceAll(name, " ", "-"))
		os.Mkdir(dir, 0o755)
		file := campaignWithMaps(t, dir, layout(dir))
		_, err := Load(file)
		if err == nil || !strings.Contains(err.Error(), "leads out of the campaign's folder through a symbolic link") || !strings.Contains(err.Error(), file) {
			t.Errorf("%s: %v, want a refusal naming the campaign and the path", name, err)
		}
	}
	before, _ := os.ReadFile(filepath.Join(victim, "victim.unhex"))
	if string(before) != "{}" {
		t.Error("the victim's map changed")
	}
}

func TestLoad_LinksThatStayInsideAreFine(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "real"), 0o755)
	must(t, os.Symlink("real", filepath.Join(dir, "maps")))
	// The campaign's own folder may be reached through a link too.
	link := filepath.Join(t.TempDir(), "via")
	must(t, os.Symlink(dir, link))
	campaignWithMaps(t, dir, "maps/a.unhex", "missing/b.unhex", "c.unhex")
	if _, err := Load(filepath.Join(link, "job"+Ext)); err != nil {
		t.Error(err)
	}
}

func TestRelativePath_AMapOutsideTheFolderCannotBeAdded(t *testing.T) {
	root := t.TempDir()
	os.Mkdir(filepath.Join(root, "camp"), 0o755)
	os.Mkdir(filepath.Join(root, "other"), 0o755)
	must(t, os.Symlink(filepath.Join(root, "other"), filepath.Join(root, "camp", "link")))
	c := filepath.Join(root, "camp", "job"+Ext)
	for _, m := range []string{filepath.Join(root, "other", "x.unhex"), filepath.Join(root, "camp", "link", "x.unhex")} {
		if rel, err := RelativePath(c, m); err == nil {
			t.Errorf("%s was added as %s", m, rel)
		}
	}
	if rel, err := RelativePath(c, filepath.Join(root, "camp", "sub", "x.unhex")); err != nil || rel != "sub/x.unhex" {
		t.Errorf("a map below: %q, %v", rel, err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A map that came to lead out after the campaign was loaded (a folder
// swapped for a link) is listed with the reason, never opened.
func TestLoadMaps_AMapThatLeadsOutIsNotOpened(t *testing.T) {
	root := t.TempDir()
	os.Mkdir(filepath.Join(root, "victim"), 0o755)
	club, _ := os.ReadFile("../../assets/maps/nightclub.unhex")
	os.WriteFile(filepath.Join(root, "victim", "x.unhex"), club, 0o644)
	dir := filepath.Join(root, "camp")
	os.Mkdir(dir, 0o755)
	file := campaignWithMaps(t, dir, "maps/x.unhex")
	c, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	must(t, os.Symlink(filepath.Join(root, "victim"), filepath.Join(dir, "maps")))
	m := LoadMaps(file, c)[0]
	if m.Doc != nil || m.Err == nil || !strings.Contains(m.Err.Error(), "leads out of the campaign's folder") {
		t.Errorf("loaded %v, err %v", m.Doc != nil, m.Err)
	}
}
