// Package tactics plays a combat without a person: it ranks the acts and
// reactions the combat package lists as legal (LegalActions and
// ReactOptions, never a list of its own), each with a reason in plain
// words, answers every decision a combat can wait on from the decision's
// own legal answers, plans each step of the app's Play NPC turn (NPCPlan),
// and plays whole fights for the simulator.
//
// The scoring is deliberately simple and explainable: expected damage (the
// engine's chance to hit times the expected damage die, the die choice
// going to the target when it has cover or a shield), the threat faced
// where the character ends the act (enemies who can see and hit that
// area), first aid for allies close to falling, Rally and Direct for
// leaders, and surrender or retreat for badly wounded NPCs after a lost
// initiative. docs/tactics.md explains the numbers and their limits.
package tactics
