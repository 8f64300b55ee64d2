package words

import "strings"

// A puts "a" or "an" before a noun or phrase, as it is said: "an
// ellipse", "a rectangle", "an hour", "a one-way link", "a unit". Every
// message that names a thing it does not know in advance ("a %s") says
// it through A, so no message reads "a ellipse".
func A(noun string) string {
	if anSound(noun) {
		return "an " + noun
	}
	return "a " + noun
}

// Words spelled with a vowel that start with a consonant sound, and
// words spelled with a consonant that start with a vowel sound.
var (
	consonantSounds = []string{"one", "once", "uni", "use", "usu", "uti", "ure", "eu"}
	vowelSounds     = []string{"hour", "honest", "honour", "honor", "heir"}
)

func anSound(noun string) bool {
	w := strings.ToLower(strings.TrimSpace(noun))
	if w == "" {
		return false
	}
	for _, p := range consonantSounds {
		if strings.HasPrefix(w, p) {
			return false
		}
	}
	for _, p := range vowelSounds {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return strings.ContainsRune("aeiou", rune(w[0]))
}
