package printkit

import (
	"strings"

	"github.com/unhexboard/unhexboard/engine/sheet"
)

// stressCharacter has everything a sheet can hold at its longest: a name
// and team far past a field's width, more items than slots (destroyed ones
// stay on the sheet), every ability pick taken with the longest effects,
// long skills and gear, and wounds of every kind.
func stressCharacter() sheet.Character {
	c := sheet.NewCharacter("m", "Maximiliana Theodora Wolfeschlegelsteinhausen-Bergerdorff the Unrelenting", sheet.NPC, "The Extremely Long-Named Syndicate of the Eastern Docks")
	c.Level, c.MaxLevel = 7, 95
	c.HiddenFromPlayers = true
	c.Abilities = []sheet.AbilityID{"first-aid-auto-success", "1h-melee-critical-lose-action", "2h-melee-critical-destroy", "unarmed-intercept-stop", "direct-on-initiative"}
	c.Skills = []string{"Forensic accounting, bribing harbour officials and reading old maritime charts in three dead languages", "Sailing"}
	for i, name := range []string{"Monomolecular vibro-cutlass of the Seventh Fleet", "Riot shield", "Ammo", "Less-lethal beanbags", "Plate mail", "Plate mail", "Field dressing", "Grenade", "Smoke canister", "Heavy crossbow", "Spare knife"} {
		it := sheet.Item{ID: sheet.ItemID(rune('a' + i)), Name: name, Kind: sheet.ItemMelee1H}
		switch i {
		case 0:
			it.Held = sheet.RightHand
		case 1:
			it.Kind, it.Held = sheet.ItemShield, sheet.LeftHand
		case 2:
			it.Kind = sheet.ItemAmmo
		case 3:
			it.Kind, it.LessLethal = sheet.ItemAmmo, true
		case 4, 5:
			it.Kind, it.Location = sheet.ItemArmor, sheet.Torso
		case 6:
			it.Kind, it.Destroyed = sheet.ItemFirstAid, true
		case 7, 8:
			it.Kind, it.AoE = sheet.ItemAoE, sheet.Blast
		case 9:
			it.Kind, it.Dropped = sheet.ItemRanged2H, true
		}
		c.Items = append(c.Items, it)
	}
	c.Notes = "Harbour-master's daughter who took over the syndicate. " + strings.Repeat("Calm, patient, and remembers every debt owed to her, to the penny. ", 5)
	c.Gear = "Rope, a lantern, three days of rations, a forged letter of marque, a small brass key nobody can place, a ledger in cipher, and a cat."
	c.Body.Head = sheet.Marks{Slash: 1, X: 1, Filled: 1}
	c.Body.LeftArm = sheet.Marks{X: 3}
	c.Body.Torso = sheet.Marks{Slash: 4, X: 2, Filled: 2}
	c.Body.LeftLeg = sheet.Marks{Slash: 6}
	return c
}
