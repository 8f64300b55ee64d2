package cli

import (
	"bytes"
	"io"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// synopsis is a command's usage line on one line, as README.md lists it.
func (c command) synopsis() string {
	return strings.Join(nonEmpty("unhexboard", c.name, strings.Join(strings.Fields(c.args), " ")), " ")
}

// README.md lists the commands as the table has them, one line each, in
// the table's order (a line may end in a "# comment" for the reader).
func TestREADME_ListsTheCommandsOfTheTable(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Command line\n")
	_, block, ok2 := strings.Cut(section, "```sh\n")
	block, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("README.md has no ```sh block under \"## Command line\"")
	}
	var listed []string
	for _, l := range lines(block) {
		l, _, _ = strings.Cut(l, " #")
		listed = append(listed, strings.TrimSpace(l))
	}
	var want []string
	for _, c := range commands {
		want = append(want, c.synopsis())
	}
	for _, w := range want {
		if !slices.Contains(listed, w) {
			t.Errorf("README.md does not list\n\t%s", w)
		}
	}
	for _, l := range listed {
		if !slices.Contains(want, l) {
			t.Errorf("README.md lists a command the table does not have:\n\t%s", l)
		}
	}
	if !t.Failed() && !slices.Equal(listed, want) {
		t.Errorf("README.md lists the commands in another order than the table:\n\t%s", strings.Join(want, "\n\t"))
	}
}

// The usage text has a paragraph for every command: its synopsis first,
// then what it does.
func TestUsage_IsBuiltFromTheTable(t *testing.T) {
	code, out, _ := runCLI("--help")
	if code != exitOK || !strings.HasPrefix(out, usageHead) || !strings.HasSuffix(out, usageFoot) {
		t.Fatalf("--help: exit %d, %q", code, out)
	}
	rest := out
	for _, c := range commands {
		first, _, _ := strings.Cut(c.synopsis(), " [--landscape|--portrait]")
		i := strings.Index(rest, "\n  "+first)
		if i < 0 {
			t.Fatalf("the usage text lacks %q where the table has it (after the previous command)", first)
		}
		rest = rest[i+1:]
		for _, l := range lines(c.about) {
			if !strings.Contains(rest, "\n"+indent+l+"\n") {
				t.Errorf("%s: the usage text lacks the line %q", c.synopsis(), l)
			}
		}
	}
	if len(strings.Split(out, "\n")) < 2*len(commands) {
		t.Errorf("the usage text is too short:\n%s", out)
	}
}

// Every command of the table runs, is reached by its name, and says what
// it does; two rows share a name only as two forms of one command.
func TestCommands_EveryRowIsReachedByItsName(t *testing.T) {
	runs := map[string]uintptr{}
	for _, c := range commands {
		if c.run == nil || strings.TrimSpace(c.about) == "" {
			t.Errorf("%q has no run func or no words", c.name)
			continue
		}
		fn := reflect.ValueOf(c.run).Pointer()
		if prev, ok := runs[c.name]; ok && prev != fn {
			t.Errorf("two commands are named %q", c.name)
		}
		runs[c.name] = fn
		args := strings.Fields(c.name)
		got, rest, err := pick(append(args, "FILE"))
		if c.name == "" {
			got, rest, err = pick([]string{"FILE"})
		}
		if err != nil || reflect.ValueOf(got.run).Pointer() != fn || !slices.Equal(rest, []string{"FILE"}) {
			t.Errorf("%q picks %v with %v (%v)", c.name, got.name, rest, err)
		}
	}
}

func TestCommands_PickTheWindowOrSayWhatIsWrong(t *testing.T) {
	for _, c := range []struct {
		args   []string
		window bool
		err    string
	}{
		{nil, true, ""},
		{[]string{"map.unhex"}, true, ""},
		{[]string{"--play", "map.unhex"}, true, ""},
		{[]string{"-player-view"}, true, ""},
		{[]string{"--play=true"}, false, `unknown command or flag "--play=true"`},
		{[]string{"---play"}, false, `unknown command or flag "---play"`},
		{[]string{"map.unhex", "--play"}, false, `unknown command or flag "map.unhex"`},
		{[]string{"--bogus"}, false, `unknown command or flag "--bogus"`},
		{[]string{"campaign"}, false, "campaign needs a subcommand: check, show or party"},
		{[]string{"campaign", "list"}, false, `unknown campaign subcommand "list" (check, show or party)`},
		{[]string{"campaign show", "heist"}, false, `unknown command or flag "campaign show"`},
	} {
		got, _, err := pick(c.args)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%q: err %v, want %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil || got.name != "" || got.run == nil {
			t.Errorf("%q: picks %q (%v), want the window", c.args, got.name, err)
		}
	}
}

// A window flag with a bad value, or more than one file, is bad usage
// before any window opens.
func TestWindow_BadUsageIsRefusedBeforeTheWindowOpens(t *testing.T) {
	for args, says := range map[string]string{
		"--play a.unhex b.unhex": "at most one MAP.unhex",
		"--play --bogus":         "flag provided but not defined: -bogus",
	} {
		code, _, errOut := runCLI(strings.Fields(args)...)
		if code != exitUsage || !strings.Contains(errOut, says) {
			t.Errorf("%s: exit %d, %q", args, code, errOut)
		}
	}
}

// A command that panics is reported as an internal error with exit 1,
// and with the stack, so the report can be traced to its line.
func TestCLI_APanicIsReportedWithItsStack(t *testing.T) {
	defer func(saved []command) { commands = saved }(commands)
	commands = append(slices.Clone(commands), command{name: "boom", about: "panics", run: panicky})
	var out, errOut bytes.Buffer
	code := run([]string{"boom"}, &out, &errOut)
	if code != exitFile {
		t.Errorf("exit %d, want %d", code, exitFile)
	}
	for _, want := range []string{"unhexboard: internal error: boom\n", "goroutine ", "cli.panicky"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
		}
	}
}

func panicky([]string, io.Writer, About) error { panic("boom") }

func TestAbout_ReadsFyneAppToml(t *testing.T) {
	a := AboutOf("Website = \"https://example.org/x\"\n\n[Details]\nID = \"x.y\"\nVersion = \"1.2.3\"\n")
	if a != (About{Version: "1.2.3", Website: "https://example.org/x"}) {
		t.Errorf("%+v", a)
	}
	if testAbout.Version == "" || testAbout.Website == "" {
		t.Errorf("FyneApp.toml gives %+v", testAbout)
	}
}

// A usage error is its message and one line pointing to --help (the
// command's own, for a command), not the whole usage text after it.
func TestUsage_AnErrorIsItsMessageAndOneLineToHelp(t *testing.T) {
	for args, pointer := range map[string]string{
		"frobnicate x":                   helpPointer,
		"campaign":                       helpPointer,
		"--play --bogus":                 helpPointer,
		"check":                          "Run unhexboard check --help for its usage.",
		"export " + nightclubPath:        "Run unhexboard export --help for its usage.",
		"query " + nightclubPath + " -x": "Run unhexboard query --help for its usage.",
		"campaign party heist":           "Run unhexboard campaign party --help for its usage.",
	} {
		code, out, errOut := runCLI(strings.Fields(args)...)
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if code != exitUsage || out != "" || len(lines) != 2 || !strings.HasPrefix(lines[0], "unhexboard: ") || lines[1] != pointer {
			t.Errorf("%s: exit %d, stderr %q, want a message and %q", args, code, errOut, pointer)
		}
	}
}

// `unhexboard COMMAND --help` prints that command's usage, as the line
// after a usage error says.
func TestUsage_ACommandsHelpIsItsParagraph(t *testing.T) {
	for _, args := range [][]string{{"export", "--help"}, {"campaign", "party", "-h"}, {"simulate", "x.unhex", "--help"}} {
		code, out, errOut := runCLI(args...)
		name := strings.Join(args[:len(args)-1], " ")
		if args[0] == "simulate" {
			name = "simulate"
		}
		if code != exitOK || errOut != "" || !strings.HasPrefix(out, "Usage:\n  unhexboard "+name+" ") || strings.Contains(out, "unhexboard query") {
			t.Errorf("%v: exit %d, %q%q", args, code, out, errOut)
		}
	}
	if _, out, _ := runCLI("export", "--help"); !strings.Contains(out, "OUT.png") || !strings.Contains(out, "OUT.excalidraw") {
		t.Errorf("export --help lacks one of its forms:\n%s", out)
	}
}
