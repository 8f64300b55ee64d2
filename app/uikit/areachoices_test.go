package uikit

import (
	"reflect"
	"testing"

	"github.com/unhexboard/unhexboard/engine/battlemap"
)

// A picker lists areas by their names, never their ids; two areas of one
// name are told apart in words: by the areas they link to, and where
// those are the same too, by their place.
func TestAreaChoices_NamesNotIDsAndTwinsToldApartInWords(t *testing.T) {
	m := &battlemap.Map{Areas: []battlemap.Area{
		{ID: "catwalk", Name: "Catwalk"}, {ID: "hall", Name: "Hall"}, {ID: "room", Name: "Room"}, {ID: "room-2", Name: "Room"},
		{ID: "room-3", Name: "Room"}, {ID: "yard", Name: "Yard"}, {ID: "shed", Name: "Shed"}, {ID: "shed-2", Name: "Shed"},
	}, Links: []battlemap.Link{
		{A: "hall", B: "room"}, {A: "catwalk", B: "room-2"}, {A: "room-2", B: "hall"}, {A: "yard", B: "room-3"},
		{A: "yard", B: "shed"}, {A: "shed-2", B: "yard"},
	}}
	got := AreaChoices(m)
	want := []string{"Catwalk", "Hall", "Room, next to Hall", "Room, next to Catwalk and Hall", "Room, next to Yard", "Yard",
		"Shed, next to Yard, the 1st of 2", "Shed, next to Yard, the 2nd of 2"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if plain := AreaChoices(&battlemap.Map{Areas: m.Areas[:3]}); !reflect.DeepEqual(plain, []string{"Catwalk", "Hall", "Room"}) {
		t.Errorf("names that differ are listed bare: %q", plain)
	}
}
