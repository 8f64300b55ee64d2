package assets

// AppID is the application id, as FyneApp.toml writes it: Fyne keys
// preferences and storage by it, for the window and for the command
// line's off-screen export alike.
const AppID = "io.github.unhexboard"
