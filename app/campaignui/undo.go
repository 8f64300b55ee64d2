package campaignui

import (
	"github.com/unhexboard/unhexboard/app/host"
	"github.com/unhexboard/unhexboard/engine/campaign"
)

// campaignChange is a change to the campaign alone (add a map, keep an
// NPC group, end a session) as a step of the window's one undo history,
// like a map edit: undo puts back the campaign as it was, redo as the
// change left it. The states are whole campaigns, which the flows never
// change in place, so both are exact.
type campaignChange struct {
	cs            *Campaigns
	file          *File // the campaign changed: a step outlives its campaign being closed
	before, after *campaign.Campaign
}

// change makes next the open campaign as one undo step named label.
func (cs *Campaigns) change(label string, next *campaign.Campaign) {
	s := campaignChange{cs: cs, file: cs.camp, before: cs.camp.Campaign, after: next}
	cs.Changed(next)
	cs.w.Push(host.Step{Stack: s, Label: label})
}

func (s campaignChange) Undo() error { s.put(s.before); return nil }
func (s campaignChange) Redo() error { s.put(s.after); return nil }

// Describe is never read: every step has its label.
func (campaignChange) Describe(bool) string { return "the campaign's change" }

// put shows c as the campaign, when the campaign the step changed is
// still the one open; a step of a campaign closed since changes nothing.
func (s campaignChange) put(c *campaign.Campaign) {
	if s.cs.camp != s.file {
		s.cs.w.Say("That change was to a campaign that is closed now: nothing to undo or redo there", false)
		return
	}
	s.cs.Changed(c)
}
