// Package limits bounds what this process may take of the machine.
package limits
