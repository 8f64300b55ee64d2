package host

import "testing"

func TestChanges_AnnouncesToEverySubscriberInOrder(t *testing.T) {
	var c Changes
	var got []string
	c.Subscribe(func(ch Change) { got = append(got, "a", name(ch)) })
	c.Subscribe(func(ch Change) { got = append(got, "b", name(ch)) })
	c.Announce(Opened)
	c.Announce(Edited)
	want := []string{"a", "opened", "b", "opened", "a", "edited", "b", "edited"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func name(ch Change) string {
	if ch == Opened {
		return "opened"
	}
	return "edited"
}
