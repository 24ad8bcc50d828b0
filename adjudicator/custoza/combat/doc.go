// Package combat holds the pure rules of the Custoza system (Custoza,
// Fields of Doom, rulebook 002, and Goito 1848, rulebooks 000/001): the
// initiative roll (3·1), activation and the loose cannon (5.1, 5.2),
// fire (8.6–8.8), charge continuation and stopping (9.4–9.6), the assault
// (10.4's twelve steps), retreat choices and artillery losses (10.5,
// 10.6), cohesion checks, their effects, rout and recovery (13), the
// reaction withdrawal DRM (11.5.5) and night, dawn and twilight (22.4).
//
// It knows no game state and no map. The engine (package
// adjudicator/custoza) turns its state into the small value types here
// ([Unit], [Edition], terrain names, distances, flags) and applies what
// comes back. Every die goes through a [dice.Roller] with a purpose a
// player understands, and every result carries an [Explanation]: the
// rolls, each modifier with its rule, the table, row and column read,
// so a player can redo it by hand.
//
// Rule numbers in explanations are 002's (Custoza) unless they say
// "Goito" (000/001 number many rules differently); a Goito game's report
// cites Goito numbers where the two texts differ in substance (activation,
// the loose cannon, ammunition, withdrawal, recovery) and 002's steps of
// the assault, which Goito 11.2 follows one for one up to step 8.
//
// The printed charts (Fire Table, Fire Modifiers Table, CVM Fire Table,
// Strength Ratio and Other Assault Modifiers Tables, Assault Table, Unit
// Status Table, Cohesion Check Modifiers and Effects Tables, Initiative
// Table, TEC) are not in the rulebooks. They are data: [table NAME]
// sections of a scenario (tables.scn holds the stand-ins, each value
// marked estimated with its reason or rulebook with the rule that forces
// it; docs/custoza-tables.md lists the constraints). A group that owns
// the printed charts replaces them with `--tables FILE`.
//
// Nothing here reads the clock, ranges over a map into an output or
// starts goroutines.
package combat
