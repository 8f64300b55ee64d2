package play

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/app/uikit"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
)

// ink counts the visible board objects stroked or filled in c.
func ink(o fyne.Widget, c color.Color) int {
	n := 0
	for _, obj := range test.WidgetRenderer(o).Objects() {
		if !obj.Visible() {
			continue
		}
		switch x := obj.(type) {
		case *canvas.Line:
			if x.StrokeColor == c {
				n++
			}
		case *canvas.Rectangle:
			if x.StrokeColor == c || x.FillColor == c {
				n++
			}
		}
	}
	return n
}

// panelHolds reports whether a label in the side panel holds s.
func (w *testWindow) panelHolds(s string) bool {
	found := false
	walk(w.panel, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.Contains(l.Text, s) {
			found = true
		}
	})
	return found
}

// Pointing at an area explains it but never narrows the act list: only a
// click does. Whatever rebuilds the panel while the pointer rests on the
// Bar (a log entry, a tick box) still lists every act.
func TestPlay_OnlyAClickNarrowsTheActsPointingDoesNot(t *testing.T) {
	w := newPlayWindow(t)
	w.startWithPCsFirst(t)
	w.tap(w.tokenAt("vex"))
	w.pointAt(w.at("bar"))
	if w.play.why == nil || w.play.why.To != "bar" {
		t.Fatal("setup: pointing at the Bar explains nothing")
	}
	w.play.tracker.build()
	if w.panelHolds("only acts at") {
		t.Error("pointing at the Bar narrowed the act list")
	}
	if w.maybeButton("move to Kitchen") == nil {
		t.Error("pointing at the Bar took the move to the Kitchen off the list")
	}
	w.tap(w.at("bar"))
	if !w.panelHolds("only acts at Bar") {
		t.Error("clicking the Bar did not narrow the act list to it")
	}
	if w.maybeButton("move to Kitchen") != nil {
		t.Error("clicking the Bar left the move to the Kitchen on the list")
	}
}

// The pointer leaving the board takes the explanation with it: the
// outline and the path of the area it pointed at go, and the why with
// them. A clicked area stays.
func TestPlay_ThePointerLeavingTheBoardClearsTheHover(t *testing.T) {
	w := newPlayWindow(t)
	w.tap(w.tokenAt("vex"))
	w.pointAt(w.at("bar"))
	if w.play.why == nil || ink(w.board, ucanvas.ColorDanger) == 0 || ink(w.board, uikit.SightPath) == 0 {
		t.Fatal("setup: pointing at the Bar draws no outline or path")
	}
	w.board.MouseOut()
	if w.play.why != nil || w.play.target != "" {
		t.Errorf("the pointer left the board and the Bar is still explained (target %q)", w.play.target)
	}
	if n := ink(w.board, ucanvas.ColorDanger); n != 0 {
		t.Errorf("the pointer left the board and %d outline marks stay", n)
	}
	if n := ink(w.board, uikit.SightPath); n != 0 {
		t.Errorf("the pointer left the board and %d path marks stay", n)
	}
	// A click keeps the area explained when the pointer goes to the panel.
	w.tap(w.at("bar"))
	w.board.MouseOut()
	if w.play.why == nil || w.play.why.To != "bar" {
		t.Error("the clicked Bar was let go when the pointer left the board")
	}
}
