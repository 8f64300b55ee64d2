package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/unhexboard/unhexboard/app/uikit"
)

// logView shows the combat log, every entry wrapped in full, newest at the
// bottom, scrolled to the newest entry when one is added.
type logView struct {
	box    *fyne.Container
	scroll *container.Scroll
	// view is what a panel shows: the scroll, kept at the newest entry
	// each time it is laid out until the GM scrolls up. Scrolling before
	// the first layout does nothing, as wrapped lines have no height yet.
	view  *fyne.Container
	stick bool
	shown []string
}

func newLogView(height float32) *logView {
	l := &logView{box: container.NewVBox(), stick: true}
	l.scroll = container.NewVScroll(l.box)
	l.scroll.SetMinSize(fyne.NewSize(0, height))
	l.scroll.OnScrolled = func(p fyne.Position) {
		l.stick = p.Y >= l.box.MinSize().Height-l.scroll.Size().Height-1
	}
	l.view = container.New(stickLayout{l}, l.scroll)
	return l
}

// stickLayout lays the scroll out and, while the log follows its newest
// entry, scrolls to it.
type stickLayout struct{ l *logView }

func (s stickLayout) MinSize([]fyne.CanvasObject) fyne.Size { return s.l.scroll.MinSize() }

func (s stickLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	s.l.scroll.Resize(size)
	if s.l.stick {
		s.l.scroll.ScrollToBottom()
	}
}

// set shows lines: appended entries are added to what is shown, anything
// else (an undo, another combat) shows the log afresh.
func (l *logView) set(lines []string) {
	grew := len(lines) > len(l.shown)
	if !isPrefix(l.shown, lines) {
		l.box.Objects = nil
		l.shown = nil
		grew = len(lines) > 0
	}
	for _, s := range lines[len(l.shown):] {
		e := uikit.WrappedLabel(s)
		l.box.Add(e)
	}
	l.shown = append([]string(nil), lines...)
	l.box.Refresh()
	if grew {
		l.stick = true
		l.follow()
	}
}

// follow scrolls to the newest entry. The entries are first laid out at
// the width they wrap to and the box sized to hold them: a scroll goes
// no further than its content's current size, which otherwise is the
// size before the new entries (no layout follows while the log's own
// size stays the same), and the newest entry would stay out of view.
func (l *logView) follow() {
	if w := l.scroll.Size().Width; w > 0 {
		for range 2 { // the labels take the width, then the box their heights
			l.box.Resize(fyne.NewSize(w, l.box.MinSize().Height))
		}
	}
	l.scroll.ScrollToBottom()
}

func isPrefix(a, b []string) bool {
	if len(a) > len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// openLogWindow shows the whole log in a window of its own, which the GM
// can make as large as they like; it follows the combat until closed.
func (t *tracker) openLogWindow() {
	if t.logWin != nil {
		t.logWin.RequestFocus()
		return
	}
	h := t.p.h
	lv := newLogView(200)
	win := h.App().NewWindow("Combat log — Unhex Board")
	win.SetContent(lv.view)
	win.Resize(fyne.NewSize(560, 640))
	win.SetOnClosed(func() { t.logWin, t.winLog = nil, nil })
	t.logWin, t.winLog = win, lv
	lv.set(t.lines)
	win.Show()
}

// logHeader is the log's uikit.Heading with the button that opens it in its own
// window.
func (t *tracker) logHeader() fyne.CanvasObject {
	open := widget.NewButton("Log…", t.openLogWindow)
	return container.NewBorder(nil, nil, nil, open, uikit.Heading("Log"))
}
