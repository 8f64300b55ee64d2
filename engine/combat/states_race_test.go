//go:build race

package combat

// Under the race detector each state costs ten times as much; the full
// 10,000 run without it (make test runs both).
const propertyStates = 1_500
