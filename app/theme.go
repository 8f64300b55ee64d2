package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// prefTheme remembers the GM's choice in the Theme menu: "system" (follow
// the desktop, the default), "light" or "dark".
const prefTheme = "theme"

var themeChoices = []struct{ key, label string }{
	{"system", "System"},
	{"light", "Light"},
	{"dark", "Dark"},
}

// variantTheme is Fyne's theme held to one variant, whatever the desktop
// asks for.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

func (w *mainWindow) themeChoice() string {
	return w.prefs.StringWithFallback(prefTheme, "system")
}

// restoreTheme applies the remembered theme at start. "system" leaves
// Fyne's own choice alone (which FYNE_THEME can still set).
func (w *mainWindow) restoreTheme() {
	if c := w.themeChoice(); c != "system" {
		w.applyTheme(c)
	}
}

// setTheme applies a Theme menu choice at once, to every window, and
// remembers it.
func (w *mainWindow) setTheme(choice string) {
	w.prefs.SetString(prefTheme, choice)
	w.applyTheme(choice)
	w.win.SetMainMenu(w.mainMenu())
}

func (w *mainWindow) applyTheme(choice string) {
	var t fyne.Theme = theme.DefaultTheme()
	switch choice {
	case "light":
		t = variantTheme{t, theme.VariantLight}
	case "dark":
		t = variantTheme{t, theme.VariantDark}
	}
	w.app.Settings().SetTheme(t)
	if w.board != nil {
		// The board draws from the theme's colours on its own pooled objects.
		w.board.Refresh()
	}
}

func (w *mainWindow) themeMenu() *fyne.MenuItem {
	var items []*fyne.MenuItem
	current := w.themeChoice()
	for _, c := range themeChoices {
		key := c.key
		it := fyne.NewMenuItem(c.label, func() { w.setTheme(key) })
		it.Checked = key == current
		items = append(items, it)
	}
	m := fyne.NewMenuItem("Theme", nil)
	m.ChildMenu = fyne.NewMenu("", items...)
	return m
}
