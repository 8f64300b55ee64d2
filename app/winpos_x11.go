//go:build linux && !ci && !wayland

package app

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>

// Position on the root window of the window's outermost frame: the window
// manager's decorations included, because a move places the frame.
static int unhexWindowPos(unsigned long win, int *x, int *y) {
	Display *d = XOpenDisplay(NULL);
	if (!d) return 0;
	Window root = DefaultRootWindow(d), w = (Window)win, parent, r, *kids;
	unsigned int n;
	while (XQueryTree(d, w, &r, &parent, &kids, &n)) {
		if (kids) XFree(kids);
		if (parent == root || parent == 0) break;
		w = parent;
	}
	Window child;
	int ok = XTranslateCoordinates(d, w, root, 0, 0, x, y, &child);
	XCloseDisplay(d);
	return ok;
}

static void unhexMoveWindow(unsigned long win, int x, int y) {
	Display *d = XOpenDisplay(NULL);
	if (!d) return;
	XMoveWindow(d, (Window)win, x, y);
	XFlush(d);
	XCloseDisplay(d);
}
*/
import "C"

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// Fyne has no window-position API; on X11 the native handle does the job.

func x11Handle(w fyne.Window) (uintptr, bool) {
	nw, ok := w.(driver.NativeWindow)
	if !ok {
		return 0, false
	}
	var handle uintptr
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok {
			handle = x.WindowHandle
		}
	})
	return handle, handle != 0
}

func rememberWindowPosition(w *mainWindow) {
	h, ok := x11Handle(w.win)
	if !ok {
		return
	}
	var x, y C.int
	if C.unhexWindowPos(C.ulong(h), &x, &y) != 0 {
		w.prefs.SetInt("window.x", int(x))
		w.prefs.SetInt("window.y", int(y))
		w.prefs.SetBool("window.placed", true)
	}
}

func restoreWindowPosition(w *mainWindow) {
	// Negative positions are real (a monitor left of or above the main one).
	if !w.prefs.Bool("window.placed") {
		return
	}
	x, y := w.prefs.Int("window.x"), w.prefs.Int("window.y")
	w.app.Lifecycle().SetOnStarted(func() {
		if h, ok := x11Handle(w.win); ok {
			C.unhexMoveWindow(C.ulong(h), C.int(x), C.int(y))
		}
	})
}
