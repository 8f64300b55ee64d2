// Package play is Play mode: the characters on the board as tokens, their
// highlights, the roster and the character sheets, the combat tracker and
// its decisions, the NPC auto-play, the tactics' suggestions and the
// player view. It sees the window only through Host.
package play

import (
	"fyne.io/fyne/v2"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	ucanvas "github.com/unhexboard/unhexboard/canvas"
	"github.com/unhexboard/unhexboard/engine"
	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

// Host is the window as Play sees it.
type Host interface {
	host.Host
	// PanelScroll is the side panel's own scroller: the panel's lists
	// hand it the wheel past their ends.
	PanelScroll() fyne.Scrollable
	// FogItems are the right-click entries that hide or reveal what is
	// under the pointer from the players (map edits, allowed in Play).
	FogItems(h ucanvas.Hit) []*fyne.MenuItem
	// Undo steps back the window's most recent change, of any kind.
	Undo()
	// HookUndo gives the window's undo history Play's part in it: before
	// runs ahead of every undo and redo (the GM takes over from the NPC
	// auto-play), and resumed is what undo steps back when the history
	// is empty (a combat resumed from the file still has its log), or
	// nil.
	HookUndo(before func(), resumed func() host.Stack)
	// Stepping reports an undo or redo under way: what changes meanwhile
	// is the history's doing, and must not add a step of its own.
	Stepping() bool
	// ChoosePath asks for a file with the system's dialog; pick runs on
	// the UI thread ("" when cancelled).
	ChoosePath(save bool, suggested, filterName string, exts []string, pick func(string))
}

// Panel is the side panel in Play mode.
func (p *Play) Panel() []fyne.CanvasObject { return p.panel() }

// Actions is the bar below the panel with Undo and End combat, shown in
// Play while a combat runs: the shell pins it under the panel's scroll.
func (p *Play) Actions() fyne.CanvasObject { return p.tracker.bar }

// HideActions takes the bar away while another mode's panel is on show.
func (p *Play) HideActions() { p.tracker.bar.Hide() }

// Refresh shows the characters afresh: the roster, the sheet, the
// tracker, the tokens and the highlights.
func (p *Play) Refresh() { p.changed() }

// Redraw repaints the GM's board and the player view.
func (p *Play) Redraw() { p.redraw() }

// Active reports a combat running: the map cannot be edited meanwhile.
func (p *Play) Active() bool { return p.cast.active() }

// Characters are the combat's roster while a combat runs, else the
// document's.
func (p *Play) Characters() []sheet.Character { return p.cast.characters() }

// Apply runs a sheet command on the characters, as the sheet's buttons
// do: one step of the undo history, a GM correction in the log during a
// combat. A refusal is said on the status line and returned.
func (p *Play) Apply(cmd sheet.Command) error { return p.cast.apply(cmd) }

// SaveInto puts the combat in a document about to be written.
func (p *Play) SaveInto(doc *engine.Document) { p.cast.saveInto(doc) }

// MarkSaved records the characters and the combat as saved.
func (p *Play) MarkSaved() { p.cast.markSaved() }

// MarkUnsaved makes the characters unsaved whatever they are, as restored
// work is.
func (p *Play) MarkUnsaved() { p.cast.markUnsaved() }

// Dirty reports changes to the characters or the combat since they were
// saved or opened.
func (p *Play) Dirty() bool { return p.cast.dirty() }

// Edits grows with every change to the characters or the combat, for the
// autosave.
func (p *Play) Edits() uint64 { return p.cast.count }

// ToggleNPCTurn plays the acting NPC team's turn, goes on with it, or
// stops it (the menu's Play NPC Turn, Ctrl+T).
func (p *Play) ToggleNPCTurn() {
	if err := p.h.Editor().Map().UnhexCombat(); err != nil {
		p.h.Say(uikit.ErrorText(err), true) // a zones map has no NPC turns
		return
	}
	p.tracker.npc.toggleRun()
}

// OpenPlayerView opens the player view; TogglePlayerView opens it or
// brings it forward.
func (p *Play) OpenPlayerView()   { p.players.open() }
func (p *Play) TogglePlayerView() { p.players.toggle() }

// Fight is the running combat, or nil.
func (p *Play) Fight() *combat.Session { return p.cast.fight }

// ClosedFight is the finished combat the GM closed on this map, until
// ForgetClosedFight: a campaign records its outcome when the party
// leaves.
func (p *Play) ClosedFight() *combat.Session { return p.cast.closedFight }
func (p *Play) ForgetClosedFight()           { p.cast.closedFight = nil }

// ChangeRoster puts chars on the map in place of its characters, for a
// flow of another panel (a campaign's), as one step of the undo history;
// closeFight also closes the map's combat, keeping its results (they are
// in chars). also runs each way the step goes (forward true: done or
// redone), so the other panel's own change goes and comes with it.
func (p *Play) ChangeRoster(label string, chars []sheet.Character, closeFight bool, also func(forward bool)) {
	c := p.cast
	doc := p.h.Editor().Doc
	beforeChars, beforeSheets, beforeFight, beforeClosed := doc.Characters, c.sheets, c.fight, c.closed
	afterSheets := sheet.NewSession(c.roster(chars), nil)
	forward := func() {
		c.sheets, doc.Characters = afterSheets, chars
		if closeFight {
			c.fight, c.closed = nil, true
		}
		also(true)
	}
	forward()
	p.h.Push(c.change(label,
		func() error {
			c.sheets, doc.Characters = beforeSheets, beforeChars
			c.fight, c.closed = beforeFight, beforeClosed
			also(false)
			return nil
		},
		func() error { forward(); return nil },
	))
	c.count++
	p.tracker.changed()
}
