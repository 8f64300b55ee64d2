package enginetest

import "testing"

// Each fault the issue found is caught, and the same line in the one
// style is not.
func TestWordingFaults_CatchTheIssuesExamplesAndPassTheirFixes(t *testing.T) {
	for _, bad := range []string{
		"cover against 1 of 1 enemies", "1 enemies can hit it", "5 Move(s): Bar → Stage.",
		"Knife (melee-1h) — in both hand", "Rook takes 6 on the left-leg (6 \\ marks)",
		"the GM ends the combat: the GM ends the combat", "Rook takes 6 on the torso (\\ x6)",
		"left leg marks \\2 X0 filled0", "Brick takes destroys Vest instead of taking 4 on the torso", "a line\nbroken", "Blast: 4 damage to 2 target(s)",
	} {
		if WordingFaults(bad) == nil {
			t.Errorf("%q passes", bad)
		}
	}
	for _, good := range []string{
		"cover against 1 of 2 enemies", "1 enemy can hit it", "5 Moves: Bar → Stage.", "1 Move: Bar → Stage.",
		"Knife (1H melee) — in both hands", "Rook takes 6 on the left leg (6 \\ marks)",
		"the GM ends the combat: stopped in round 3", "Rook takes 6 on the torso (4 \\ marks, 2 more on the torso)",
		"combat ends: only PCs still has conscious fighters", "Vex attacks Rook: 34 – success: hits",
		"GM sets Rook to 1 action left, 0 lost next round", "erases 1 \\ mark on the head",
	} {
		if f := WordingFaults(good); f != nil {
			t.Errorf("%q is faulted: %v", good, f)
		}
	}
}
