// Package archtest holds the test that keeps the packages' imports one
// way: each package of ours imports only what its row of the table in
// docs/architecture.md allows, and uses Fyne only where the row says so.
// It has no code.
package archtest
