//go:build !race

package combat

// propertyStates is how many random combat states the legality property
// test checks.
const propertyStates = 10_000

// propertySeeds is how many random combats the fast-path property tests
// (dice and answers inside the command, spent memory) play.
const propertySeeds = 60
