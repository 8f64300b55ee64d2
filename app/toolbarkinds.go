package app

import (
	"slices"

	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/editor"
	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// syncKinds offers in the New links picker the kinds the open map may
// have (a zones map's obscured border too), and puts new links back to
// solid when the kind they had is no longer the map's.
func (t *toolbar) syncKinds(ed *editor.Editor) {
	kinds := uikit.KindsFor(ed.Map())
	names := uikit.KindNames(kinds)
	if !slices.Equal(t.kind.Options, names) {
		t.kind.SetOptions(names)
	}
	if !slices.Contains(kinds, ed.LinkKind) {
		ed.SetLinkKind(battlemap.Solid)
		t.showKind(battlemap.Solid)
	}
}
