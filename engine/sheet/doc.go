// Package sheet owns the character sheet and every rule that reads or
// changes one: bodies and wounds, items and hands, abilities, dice and
// rolls (criticals, good, precise, powerful, opposed rolls, hit chance),
// damage, first aid, recovery, surrender, advancement and GM overrides.
// Each change is a Command applied to a Roster; a choice the command still
// lacks comes back as a Decision. Sheet and combat commands share one log
// (Log). It reads the map through battlemap and never imports combat.
package sheet
