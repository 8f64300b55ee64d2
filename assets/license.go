package assets

// The app's licence, as LICENSE at the top of the repository grants it.
// Help → About names it from here; the Debian package's copyright file,
// the AppStream metainfo and LICENSE itself are held to it by a test.
const (
	License       = "MIT"
	LicenseHolder = "The Unhex Board authors"
)
