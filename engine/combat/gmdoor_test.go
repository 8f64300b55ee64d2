package combat

import (
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
	"github.com/unhexboard/unhexboard/engine/sheet"
)

func TestGMOverride_OpensADoorOutsideTheActionEconomyAndLogsIt(t *testing.T) {
	m := warehouse(t)
	door := m.LinkBetween("office", "vault")
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "office", nil), person("b", "guards", sheet.NPC, 50, "floor", nil))
	before := s.State().Overlay()
	if before != nil && before.Doors[door] == battlemap.DoorOpen {
		t.Fatal("setup: the vault door starts closed")
	}
	res, err := s.Submit(&GMDoor{Link: door, Door: battlemap.DoorOpen, Reason: "the alarm trips"})
	if err != nil || res.Decision != nil {
		t.Fatalf("GM door: %v / %+v", err, res.Decision)
	}
	if s.State().DoorState(door) != battlemap.DoorOpen {
		t.Error("the GM's door did not open")
	}
	ter, _ := battlemap.Compile(m, s.State().Overlay())
	if r := ter.From(ter.Index("office"), battlemap.SightThreshold)[ter.Index("vault")]; r.Moves != 1 {
		t.Errorf("through the opened door the vault is %d moves away, want 1", r.Moves)
	}
	if m.Links[door].Door != battlemap.DoorClosed {
		t.Error("the saved map changed")
	}
	log := s.Log()
	if len(log) != 1 || !containsFold(log[0].Narration, "GM opens the door between Office and Vault") {
		t.Errorf("log = %+v", log)
	}
}

func TestGMOverride_DoorRefusals(t *testing.T) {
	m := warehouse(t)
	s := newSession(t, m, person("a", "crew", sheet.PC, 50, "office", nil), person("b", "guards", sheet.NPC, 50, "floor", nil))
	refuse(t, s, `{"type":"gm-door","link":99,"door":"open"}`, "no link 99")
	refuse(t, s, `{"type":"gm-door","link":0,"door":"open"}`, "has no door")
	vault := m.LinkBetween("office", "vault")
	refuse(t, s, `{"type":"gm-door","link":`+itoa(vault)+`,"door":"closed"}`, "already closed")
	refuse(t, s, `{"type":"gm-door","link":`+itoa(vault)+`,"door":"ajar"}`, "open or closed")
}
