//go:build linux && !ci && !wayland

package app

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>

// Position of a window's top-left corner on the root window.
static int unhexWindowPos(unsigned long win, int *x, int *y) {
	Display *d = XOpenDisplay(NULL);
	if (!d) return 0;
	Window child;
	int ok = XTranslateCoordinates(d, (Window)win, DefaultRootWindow(d), 0, 0, x, y, &child);
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
	}
}

func restoreWindowPosition(w *mainWindow) {
	x, y := w.prefs.IntWithFallback("window.x", -1), w.prefs.IntWithFallback("window.y", -1)
	if x < 0 || y < 0 {
		return
	}
	w.app.Lifecycle().SetOnStarted(func() {
		if h, ok := x11Handle(w.win); ok {
			C.unhexMoveWindow(C.ulong(h), C.int(x), C.int(y))
		}
	})
}
