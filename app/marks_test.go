package app

import (
	"reflect"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/inspect"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// check finds the panel's check box whose label starts with text.
func (w *mainWindow) check(t *testing.T, text string) *widget.Check {
	t.Helper()
	var found *widget.Check
	walk(w.props.box, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && found == nil && strings.HasPrefix(c.Text, text) {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no check box %q in the panel", text)
	}
	return found
}

// pressKey presses a letter key on the board, after a click on the map,
// as the driver reports it: the key to what has the focus, then its
// character to what has the focus by then.
func (w *mainWindow) pressKey(k fyne.KeyName) {
	c := w.win.Canvas()
	c.Focus(w.board)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
	if f := c.Focused(); f != nil && len(k) == 1 {
		f.TypedRune(unicode.ToLower(rune(k[0])))
	}
}

// selectLink selects the link between two areas.
func (w *mainWindow) selectLink(t *testing.T, a, b battlemap.AreaID) {
	t.Helper()
	i := w.ed.Map().LinkBetween(a, b)
	if i < 0 {
		t.Fatalf("no link %s–%s", a, b)
	}
	w.ed.Select(nil, []int{i})
}

// sameEdit fails unless the key's window and the panel's window hold the
// same map and offer the same step to undo.
func sameEdit(t *testing.T, what string, byKey, byPanel *mainWindow) {
	t.Helper()
	if !reflect.DeepEqual(byKey.ed.Map(), byPanel.ed.Map()) {
		t.Errorf("%s: the key made\n%+v\nthe panel made\n%+v", what, byKey.ed.Map().Links, byPanel.ed.Map().Links)
	}
	if k, p := byKey.ed.History.UndoLabel(), byPanel.ed.History.UndoLabel(); k != p || k == "" {
		t.Errorf("%s: the key's undo step is %q, the panel's %q", what, k, p)
	}
}

func TestMarkKeys_MakeTheSameEditsAsThePanel(t *testing.T) {
	t.Run("W makes a link one-way", func(t *testing.T) {
		key, panel := newTestWindow(t), newTestWindow(t)
		key.selectLink(t, "bar", "kitchen")
		key.pressKey(fyne.KeyW)
		panel.selectLink(t, "bar", "kitchen")
		test.Tap(panel.check(t, "One-way"))
		sameEdit(t, "one-way", key, panel)
		if l := key.ed.Map().Links[key.ed.Map().LinkBetween("bar", "kitchen")]; !l.OneWay {
			t.Errorf("after W the link is %+v, want one-way", l)
		}
	})
	t.Run("D puts an open door on a link", func(t *testing.T) {
		key, panel := newTestWindow(t), newTestWindow(t)
		key.selectLink(t, "bar", "kitchen")
		key.pressKey(fyne.KeyD)
		panel.selectLink(t, "bar", "kitchen")
		firstIn[*widget.RadioGroup](panel.props.box).SetSelected("Open")
		sameEdit(t, "door", key, panel)
	})
	t.Run("H hides an area from the players", func(t *testing.T) {
		key, panel := newTestWindow(t), newTestWindow(t)
		key.ed.Select([]battlemap.AreaID{"alley"}, nil)
		key.pressKey(fyne.KeyH)
		panel.ed.Select([]battlemap.AreaID{"alley"}, nil)
		test.Tap(panel.check(t, "Hidden from players"))
		sameEdit(t, "hidden", key, panel)
		if !key.ed.Map().Area("alley").Hidden {
			t.Error("H did not hide the Alley")
		}
	})
	t.Run("O adds an objective, ready to name", func(t *testing.T) {
		key, panel := newTestWindow(t), newTestWindow(t)
		key.ed.Select([]battlemap.AreaID{"bar"}, nil)
		key.pressKey(fyne.KeyO)
		panel.ed.Select([]battlemap.AreaID{"bar"}, nil)
		test.Tap(panel.button(t, "Objective"))
		sameEdit(t, "objective", key, panel)
		// The new objective's field has the focus, its text whole and
		// ready to be typed over: the O itself did not land in it.
		f, ok := key.win.Canvas().Focused().(*inspect.CommitEntry)
		if !ok {
			t.Fatalf("after O the focus is on %T, want the new objective's field", key.win.Canvas().Focused())
		}
		if f.Text != "New objective" || f.SelectedText() != "New objective" {
			t.Errorf("after O the new objective's field holds %q (%q selected), want \"New objective\" all selected", f.Text, f.SelectedText())
		}
	})
}

func TestMarkKeys_PressedAgainTheyGoBack(t *testing.T) {
	w := newTestWindow(t)
	w.selectLink(t, "bar", "kitchen")
	link := func() battlemap.Link { return w.ed.Map().Links[w.ed.Map().LinkBetween("bar", "kitchen")] }
	w.pressKey(fyne.KeyW)
	w.pressKey(fyne.KeyW)
	if link().OneWay {
		t.Error("W twice left the link one-way")
	}
	var doors []battlemap.Door
	for range 3 {
		w.pressKey(fyne.KeyD)
		doors = append(doors, link().Door)
	}
	if want := []battlemap.Door{battlemap.DoorOpen, battlemap.DoorClosed, battlemap.NoDoor}; !reflect.DeepEqual(doors, want) {
		t.Errorf("D three times gave doors %q, want %q", doors, want)
	}
	w.ed.Select([]battlemap.AreaID{"bar", "kitchen"}, []int{w.ed.Map().LinkBetween("bar", "kitchen")})
	w.pressKey(fyne.KeyH)
	if !w.ed.Map().Area("bar").Hidden || !w.ed.Map().Area("kitchen").Hidden || !link().Hidden {
		t.Error("H did not hide every selected area and link")
	}
	if got := w.ed.History.UndoLabel(); got != "Hide 2 areas and 1 link from players" {
		t.Errorf("undo label %q", got)
	}
	w.pressKey(fyne.KeyH)
	if w.ed.Map().Area("bar").Hidden || link().Hidden {
		t.Error("H again did not reveal them")
	}
}

func TestMarkKeys_ADashedLinkIsRefusedWithTheReason(t *testing.T) {
	w := newTestWindow(t)
	w.selectLink(t, "catwalk", "bar") // dashed
	before := w.ed.Map().Clone()
	w.pressKey(fyne.KeyW)
	w.pressKey(fyne.KeyD)
	if !reflect.DeepEqual(w.ed.Map(), before) {
		t.Error("W or D changed a dashed link")
	}
	if msg := w.status.message.Text; !strings.Contains(msg, "solid link") {
		t.Errorf("status %q, want it to say only a solid link can have it", msg)
	}
}

func TestMarkButtons_AreOnTheToolbarWithTheirKeysInTheirTips(t *testing.T) {
	w := newTestWindow(t)
	var tips []string
	walk(w.tools.content, func(o fyne.CanvasObject) {
		if b, ok := o.(*uikit.TipButton); ok {
			tips = append(tips, b.Tip)
		}
	})
	for _, want := range []string{"One-way (W)", "Door (D)", "Hidden (H)", "Objective (O)"} {
		found := false
		for _, tip := range tips {
			found = found || strings.HasPrefix(tip, want)
		}
		if !found {
			t.Errorf("no toolbar button with the tip %q…; tips: %q", want, tips)
		}
	}
	// The button and the key are one path.
	w.selectLink(t, "bar", "kitchen")
	walk(w.tools.content, func(o fyne.CanvasObject) {
		if b, ok := o.(*uikit.TipButton); ok && strings.HasPrefix(b.Tip, "Door") {
			test.Tap(b)
		}
	})
	if l := w.ed.Map().Links[w.ed.Map().LinkBetween("bar", "kitchen")]; l.Door != battlemap.DoorOpen {
		t.Errorf("the Door button left the link %+v, want an open door", l)
	}
}

func TestKeys_EverySingleKeyHasOneJobAndIsInTheHelp(t *testing.T) {
	jobs := map[fyne.KeyName]string{}
	add := func(k fyne.KeyName, job string) {
		if other, ok := jobs[k]; ok {
			t.Errorf("key %s is both %s and %s", k, other, job)
		}
		jobs[k] = job
	}
	for _, k := range []fyne.KeyName{fyne.KeyF, fyne.KeyG, fyne.Key1, fyne.Key2, fyne.Key3, fyne.KeyDelete, fyne.KeyBackspace, fyne.KeyEscape, fyne.KeyMinus, fyne.KeyEqual, fyne.KeyPlus, fyne.KeySpace} {
		add(k, "a fixed key")
	}
	for _, d := range toolDefs {
		add(d.key, "a tool")
	}
	var help strings.Builder
	for _, s := range Shortcuts {
		help.WriteString(s[0] + " = " + s[1] + "\n")
	}
	for _, d := range markDefs {
		add(d.key, d.name)
		if !strings.Contains(help.String(), string(d.key)) || !strings.Contains(help.String(), d.name) {
			t.Errorf("Help → Keyboard Shortcuts does not list %s (%s)", d.key, d.name)
		}
	}
	for _, want := range []string{"Ctrl+C", "Ctrl+V", "Ctrl+D"} {
		if !strings.Contains(help.String(), want) {
			t.Errorf("Help → Keyboard Shortcuts lacks %s", want)
		}
	}
}
