package words

import "testing"

func TestA_SaysAOrAnAsTheWordIsSaid(t *testing.T) {
	for noun, want := range map[string]string{
		"ellipse":       "an ellipse",
		"rectangle":     "a rectangle",
		"diamond":       "a diamond",
		"image":         "an image",
		"embedded page": "an embedded page",
		"one-way link":  "a one-way link",
		"unit":          "a unit",
		"hour":          "an hour",
		"Arrow":         "an Arrow",
		"":              "a ",
	} {
		if got := A(noun); got != want {
			t.Errorf("A(%q) = %q, want %q", noun, got, want)
		}
	}
}
