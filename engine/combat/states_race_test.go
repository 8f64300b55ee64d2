//go:build race

package combat

// Under the race detector each state costs ten times as much; the full
// 10,000 run without it (make test runs both).
const propertyStates = 1_500

// propertySeeds is how many random combats the fast-path property tests
// (dice and answers inside the command, spent memory) play: fewer under the race
// detector, where they cost about ten times as much.
const propertySeeds = 12
