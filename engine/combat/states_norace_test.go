//go:build !race

package combat

// propertyStates is how many random combat states the legality property
// test checks.
const propertyStates = 10_000
