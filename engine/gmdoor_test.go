package engine

import "testing"

func warehouseMap(t *testing.T) *Map {
	t.Helper()
	doc, err := LoadFile("../assets/maps/warehouse.unhex")
	if err != nil {
		t.Fatal(err)
	}
	return &doc.Map
}

func TestGMOverride_OpensADoorOutsideTheActionEconomyAndLogsIt(t *testing.T) {
	m := warehouseMap(t)
	door := m.LinkBetween("office", "vault")
	s := newSession(t, m, person("a", "crew", PC, 50, "office", nil), person("b", "guards", NPC, 50, "floor", nil))
	before := s.State().Overlay()
	if before != nil && before.Doors[door] == DoorOpen {
		t.Fatal("setup: the vault door starts closed")
	}
	res, err := s.Submit(&GMDoor{Link: door, Door: DoorOpen, Reason: "the alarm trips"})
	if err != nil || res.Decision != nil {
		t.Fatalf("GM door: %v / %+v", err, res.Decision)
	}
	if s.State().DoorState(door) != DoorOpen {
		t.Error("the GM's door did not open")
	}
	ter, _ := Compile(m, s.State().Overlay())
	if r := ter.From(ter.Index("office"), SightThreshold)[ter.Index("vault")]; r.Moves != 1 {
		t.Errorf("through the opened door the vault is %d moves away, want 1", r.Moves)
	}
	if m.Links[door].Door != DoorClosed {
		t.Error("the saved map changed")
	}
	log := s.Log()
	if len(log) != 1 || !containsFold(log[0].Narration, "GM opens the door between Office and Vault") {
		t.Errorf("log = %+v", log)
	}
}

func TestGMOverride_DoorRefusals(t *testing.T) {
	m := warehouseMap(t)
	s := newSession(t, m, person("a", "crew", PC, 50, "office", nil), person("b", "guards", NPC, 50, "floor", nil))
	refuse(t, s, `{"type":"gm-door","link":99,"door":"open"}`, "no link 99")
	refuse(t, s, `{"type":"gm-door","link":0,"door":"open"}`, "has no door")
	vault := m.LinkBetween("office", "vault")
	refuse(t, s, `{"type":"gm-door","link":`+itoa(vault)+`,"door":"closed"}`, "already closed")
	refuse(t, s, `{"type":"gm-door","link":`+itoa(vault)+`,"door":"ajar"}`, "open or closed")
}
