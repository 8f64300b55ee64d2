package play

import (
	"fmt"
	"strings"
	"time"

	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/app/uikit"
	"github.com/unhexboard/unhexboard/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/unhexboard/unhexboard/engine/combat"
	"github.com/unhexboard/unhexboard/engine/sheet"
	"github.com/unhexboard/unhexboard/engine/tactics"
	"github.com/unhexboard/unhexboard/table/projection"
)

// tracker runs a combat: initiative, team turns, actions and reactions,
// every choice asked of the person who makes it, and the log. The engine
// decides what is legal; the tracker only offers it.
type tracker struct {
	p    *Play
	dice *sheet.DiceSource

	dialog dialog.Dialog // the decision dialog, while one is open

	box   *fyne.Container
	parts []fyne.CanvasObject // the box's next content, while build gathers it
	// bar holds Undo and End combat below the panel while a combat runs:
	// the panel above scrolls, and on a small screen they would sit out
	// of sight under a long banner and a decision. barPart is its next
	// content, while build gathers it.
	bar     *fyne.Container
	barPart fyne.CanvasObject
	// seen is the combat state whose read model seenView is; views
	// counts the read models built.
	seen     viewKey
	seenView combat.View
	views    int
	log      *logView // the log below the panel (fightPane)
	logWin   fyne.Window
	winLog   *logView // the log in its own window, while it is open
	lines    []string
	// illegal is the folded list of acts not possible now; it stays open
	// or closed as the GM left it while the panel is rebuilt.
	illegal     *widget.AccordionItem
	illegalOpen bool
	lastRoll    string
	// suggested are the suggestions on show, which the board draws.
	suggested []tactics.Choice
	npc       *npcTurn // Play NPC turn
	// showProblem shows a refused answer inside the open decision dialog.
	showProblem func(string)
	// calls is the GM's calls' fold in the panel.
	calls callsPanel
}

func newTracker(p *Play) *tracker {
	t := &tracker{p: p, box: container.NewVBox(), bar: container.NewStack(), dice: sheet.NewDiceSource(uint64(time.Now().UnixNano()))}
	t.bar.Hide() // shown by build while a combat runs
	t.log = newLogView(minLog)
	t.npc = newNPCTurn(t)
	return t
}

// active reports a running combat; the cast owns it.
func (t *tracker) active() bool { return t.p.cast.active() }

// start begins a combat with every character on the board.
func (t *tracker) start(objectives []string) {
	if err := t.p.cast.start(objectives); err != nil {
		t.p.h.ShowError(err)
	}
}

// reset forgets the decision and roll shown for the previous document.
func (t *tracker) reset() {
	t.closeDialog()
	t.lastRoll = ""
	t.npc.halt()
	t.npc = newNPCTurn(t) // a new document: everyone is auto-played again
}

// closeDialog hides a decision dialog whose combat is going away.
func (t *tracker) closeDialog() {
	if t.dialog != nil {
		t.dialog.Hide()
		t.dialog = nil
	}
}

// close ends the tracker's hold on a finished (or abandoned) combat. The
// GM chooses whether its results stay on the sheets.
func (t *tracker) close() {
	h := t.p.h
	msg := "Keep the combat's results on the character sheets (levels, wounds, items, positions), or put the sheets back as they were before the combat?"
	d := dialog.NewCustomConfirm("Close the combat", "Keep results", "Discard results", uikit.WrappedLabel(msg), func(keep bool) {
		t.closeDialog()
		t.p.cast.close(keep)
	}, h.Window())
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}

// submit runs a command and follows up on whatever it asks.
func (t *tracker) submit(cmd combat.Command) {
	res, err := t.p.cast.fight.Submit(cmd)
	t.after(res, err)
}

func (t *tracker) after(res combat.Result, err error) {
	h := t.p.h
	if err != nil {
		h.Say(err.Error(), true)
		t.changed()
		return
	}
	t.p.cast.recorded(res)
	if res.Decision != nil {
		t.changed()
		if !t.npc.answers(res.Decision) {
			t.handOver(res.Decision)
		}
		return
	}
	t.p.attribute()
	if res.Narration != "" {
		h.Say(res.Narration, false)
	}
	t.lastRoll = ""
	t.changed()
}

// changed refreshes the tracker, the tokens and the highlights.
func (t *tracker) changed() { t.p.played() }

// view is the combat's read model with its log. It is built once for
// each state of the combat: the panel, the tokens, the doors and both
// boards' banners and arrows all read it after every change, and each
// build copies the whole log.
func (t *tracker) view() combat.View {
	s := t.p.cast.fight
	if seen := (viewKey{s, s.State(), s.Pending()}); seen != t.seen {
		t.seen, t.seenView = seen, s.View()
		t.views++
	}
	return t.seenView
}

// viewKey tells one state of a combat from another: every command,
// answer, withdrawal, undo and redo leaves a new state or a new pending
// command (the engine never changes a state in place).
type viewKey struct {
	fight   *combat.Session
	state   *combat.Combat
	pending *combat.Pending
}

// build fills the tracker's part of the Play panel. Its parts are
// gathered first and shown at once: adding them one by one would lay the
// whole panel out again for each.
func (t *tracker) build() {
	h := t.p.h
	if t.illegal != nil {
		t.illegalOpen = t.illegal.Open
	}
	t.illegal = nil
	t.suggested = nil
	t.parts, t.barPart = nil, nil
	defer func() {
		onePrimary(t.parts)
		t.box.Objects, t.parts = t.parts, nil
		t.box.Refresh()
		t.showBar()
	}()
	if !t.active() {
		t.showLog(nil)
		objectives := widget.NewEntry()
		objectives.SetPlaceHolder("GM objectives, comma separated (optional)")
		start := widget.NewButtonWithIcon("Start combat", theme.MediaPlayIcon(), func() {
			var objs []string
			for _, o := range strings.Split(objectives.Text, ",") {
				if o = strings.TrimSpace(o); o != "" {
					objs = append(objs, o)
				}
			}
			t.start(objs)
		})
		start.Importance = widget.HighImportance
		t.add(uikit.Heading("Combat"))
		t.add(t.rulesRow())
		t.add(t.callsRow())
		t.addIf(t.houseRulesRow())
		t.add(objectives)
		t.add(start)
		return
	}
	v := t.view()
	t.add(uikit.WrappingHeading(bannerLine(v, t.p, false)))
	if len(v.Objectives) > 0 {
		t.add(uikit.WrappedLabel("Objectives: " + strings.Join(v.Objectives, "; ")))
	}
	t.npc.panel(t.add)
	switch {
	case v.Phase == combat.PhaseEnded:
		t.add(uikit.WrappedLabel("The combat is over: " + v.EndReason))
		t.recoverPanel(v)
	case v.Pending != nil && t.waitingOnline(v.Pending):
		t.suggestPanel(v)
	case v.Pending != nil:
		t.add(uikit.WrappedLabel("Waiting: " + v.Pending.Prompt))
		t.add(widget.NewButton("Answer…", func() { t.ask(v.Pending) }))
		t.suggestPanel(v)
	case v.Phase == combat.PhaseInitiative:
		t.callNotes()
		roll := widget.NewButtonWithIcon("Roll initiative", theme.MediaPlayIcon(), func() { t.submit(&combat.Initiative{}) })
		roll.Importance = widget.HighImportance
		t.add(roll)
	case v.Phase == combat.PhaseReaction:
		t.reactionPanel(v)
	case v.Phase == combat.PhaseEnvironment:
		t.environmentPanel(v)
	default:
		t.actionPanel(v)
	}
	// What stays fixed for the combat comes after what needs doing now,
	// which a small window then shows without scrolling.
	t.add(t.rulesRow())
	t.add(t.callsRow())
	t.addIf(t.houseRulesRow())
	t.barPart = uikit.NewFlowBox(
		widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), h.Undo),
		widget.NewButtonWithIcon(endLabel(v), theme.CancelIcon(), func() {
			if v.Phase == combat.PhaseEnded {
				t.close()
				return
			}
			t.confirmEnd()
		}),
	)
	t.showLog(v.Log)
}

// showBar shows the bar build gathered, in Play only; an empty bar
// takes no room.
func (t *tracker) showBar() {
	t.bar.Objects = nil
	if t.barPart == nil || t.p.h.Mode() != host.ModePlay {
		t.bar.Hide()
		t.bar.Refresh()
		return
	}
	t.bar.Objects = []fyne.CanvasObject{container.NewVBox(widget.NewSeparator(), container.NewPadded(t.barPart))}
	t.barPart = nil
	t.bar.Show()
	t.bar.Refresh()
}

// add puts a part in the panel being built.
func (t *tracker) add(o fyne.CanvasObject) { t.parts = append(t.parts, o) }

// addIf is add for a part that may be nil (nothing to show).
func (t *tracker) addIf(o fyne.CanvasObject) {
	if o != nil {
		t.add(o)
	}
}

// showLog shows the log in the panel and in the log window, if open.
func (t *tracker) showLog(lines []string) {
	lines = t.p.logLines(lines)
	t.lines = lines
	t.log.set(lines)
	if t.winLog != nil {
		t.winLog.set(lines)
	}
}

func endLabel(v combat.View) string {
	if v.Phase == combat.PhaseEnded {
		return "Close combat"
	}
	return "End combat"
}

// bannerLine is the turn banner: "Round 3 – PCs' turn – Rook acting".
// On the players' screen it says nothing of a character they may not know
// of (hidden, or in a hidden area): a reaction window or a decision that
// involves one shows as the turn it happens in, and the turn of a team
// with no member the players can see is not named at all, so neither a
// name nor a "someone" gives a hidden character away.
func bannerLine(v combat.View, p *Play, forPlayers bool) string {
	var hidden func(sheet.CharacterID) bool
	if forPlayers {
		hidden = p.hiddenID
	}
	name := func(id sheet.CharacterID) string {
		if c := p.find(id); c != nil {
			return c.Name
		}
		return string(id)
	}
	return projection.Banner(v, name, hidden, p.find(p.selected))
}

// actionPanel offers the selected character's acts: the legal ones as
// buttons, the others with the reason they are not legal.
func (t *tracker) actionPanel(v combat.View) {
	c := t.p.find(t.p.selected)
	if c == nil || c.Team != v.Acting {
		t.add(uikit.WrappedLabel(fmt.Sprintf("%s turn: select one of their characters (click its token) to act.", combat.Possessive(v.Acting))))
		t.add(newActButton(v.Rules, combat.ActEndTurn, "End "+combat.Possessive(v.Acting)+" turn", func() { t.submit(&combat.EndTurn{Team: v.Acting}) }))
		if c != nil {
			t.offTurnActs(c.ID, c.Name)
		}
		return
	}
	opts := t.p.cast.fight.State().LegalActions(c.ID)
	var legal, illegal []fyne.CanvasObject
	for _, o := range opts {
		o := o
		if !t.matchesTarget(o) {
			continue
		}
		if o.Legal {
			legal = append(legal, newActButton(v.Rules, o.Kind, actText(t.p.cast.calls(), o), func() { t.submit(o.Command) }))
		} else {
			// Normal ink, not the dim style: the reasons must read on a
			// screen share.
			illegal = append(illegal, uikit.WrappedLabel("✗ "+o.Label+": "+o.Reason))
		}
	}
	who := fmt.Sprintf("%s acts (%s left)", c.Name, words.Count(t.actionsLeft(v, c.ID), "action"))
	if at := t.p.narrowedTo(); at != "" {
		who += " — only acts at " + uikit.AreaName(t.p.h.Editor().Map(), at)
	}
	t.add(uikit.WrappedLabel(who))
	t.suggestPanel(v)
	if len(t.suggested) > 0 {
		t.add(uikit.WrappingHeading("Every legal act"))
	}
	if len(legal) == 0 {
		t.add(uikit.WrappedLabel("Nothing is legal for " + c.Name + " right now."))
	}
	for _, b := range legal {
		t.add(b)
	}
	if len(illegal) > 0 {
		// Every act not possible now, with its reason, folded away: the
		// buttons above are what the GM looks for first.
		t.illegal = widget.NewAccordionItem(fmt.Sprintf("Not possible now (%d)", len(illegal)), container.NewVBox(illegal...))
		t.illegal.Open = t.illegalOpen
		t.add(widget.NewAccordion(t.illegal))
	}
}

// offTurnActs offers what a character of the team not acting may still
// do: the engine's list decides (All-Out Defend before the first
// action, surrender at any moment).
func (t *tracker) offTurnActs(id sheet.CharacterID, name string) {
	header := false
	c := t.p.cast.fight.State()
	for _, o := range c.LegalActions(id) {
		o := o
		if !o.Legal || o.Kind == "end-turn" {
			continue
		}
		if !header {
			t.add(uikit.WrappedLabel(offTurnHeader(c, id, name)))
			header = true
		}
		t.add(newActButton(c.Roster.Edition, o.Kind, o.Label, func() { t.submit(o.Command) }))
	}
}

// matchesTarget keeps the acts aimed at the area picked on the board.
func (t *tracker) matchesTarget(o combat.ActOption) bool {
	at := t.p.narrowedTo()
	return at == "" || aimsAt(t.p, o, at) || o.To == "" && o.Target == ""
}

func (t *tracker) actionsLeft(v combat.View, id sheet.CharacterID) int {
	for _, c := range v.Characters {
		if c.ID == id {
			return c.Actions
		}
	}
	return 0
}

// reactionPanel offers the reactions to the declared action, before any
// dice: the other side declares, then the dice are rolled.
func (t *tracker) reactionPanel(v combat.View) {
	win := v.Window
	m := t.p.h.Editor().Map()
	what := fmt.Sprintf("%s moves from %s to %s", t.name(win.Actor), uikit.AreaName(m, win.From), uikit.AreaName(m, win.To))
	if win.Kind == "attack" {
		what = fmt.Sprintf("%s attacks %s", t.name(win.Actor), t.name(win.Target))
		if win.Area != "" {
			what = fmt.Sprintf("%s attacks the %s", t.name(win.Actor), uikit.AreaName(m, win.Area))
		}
	}
	t.add(uikit.WrappedLabel(what + ". Declare reactions now, before the dice; then roll."))
	t.reactionsOnline(v)
	t.callNotes()
	t.suggestPanel(v)
	for _, r := range v.Reactions {
		r := r
		if r.Legal {
			t.add(newActButton(v.Rules, r.Act(), r.Label, func() { t.submit(r.Command) }))
		}
	}
	roll := widget.NewButtonWithIcon("Roll the dice", theme.MediaPlayIcon(), func() { t.submit(&combat.Resolve{}) })
	roll.Importance = widget.HighImportance
	t.add(roll)
}

func (t *tracker) name(id sheet.CharacterID) string {
	if c := t.p.find(id); c != nil {
		return c.Name
	}
	return string(id)
}
