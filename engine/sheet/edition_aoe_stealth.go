package sheet

// AoECriticalFailureLosesAction: in 2020-09-06 a critical failure with AoE
// Cover or Demolish costs the user their next action; Blast and Continuous,
// and every AoE in the later texts, hurt the user for the sum of the dice.
func (e Edition) AoECriticalFailureLosesAction(k AoEKind) bool {
	return e.Or() == Edition0906 && (k == CoverAoE || k == Demolish)
}

// DemolishEndsStealth: the later texts end the Stealth of anyone in a
// demolished area; 2020-09-06 has Demolish destroy cover only.
func (e Edition) DemolishEndsStealth() bool { return e.Or() != Edition0906 }

// ContinuousEffectsAddUp: in 2020-09-06 every Continuous effect on an area
// deals its damage (nothing there says otherwise); the later texts count
// only the most damaging one.
func (e Edition) ContinuousEffectsAddUp() bool { return e.Or() == Edition0906 }

// StealthKeptThroughMove: 2020-09-06 ends Stealth only on starting an
// Attack or Intercept and gives it back after any Move; the later texts
// also end it on starting a Move and give it back only after a Move into an
// area without enemies. (Keeping it on a miss is the 2020-09-06 ability
// stealth-kept-on-miss, which the edition's catalogue alone offers.)
func (e Edition) StealthKeptThroughMove() bool { return e.Or() == Edition0906 }
