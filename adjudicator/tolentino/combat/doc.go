// Package combat resolves the fighting of Tolentino 1815 ("Voi! Bravi ed
// infelici"): assaults on the Combat Results Table (rule 12), efficiency
// checks and Neapolitan morale (13), bombardment (11.4), cavalry retreat
// before combat and charge (14) and leader losses (4.4).
//
// The package is pure: it takes small input structs that the Tolentino
// engine fills from its game state (hexes, terrain, range and line of
// sight are computed by the engine with hexmap and passed in as words,
// numbers and flags), rolls every die through a [dice.Roller] with a
// purpose a player understands, and returns everything a report needs to
// let a player redo the resolution by hand: odds, column, die, every
// modifier with the rule it comes from, the table cell, every efficiency
// check, and the effects as data the engine applies.
//
// The printed charts are not in the rulebook. The tables are data
// (scenario [table] sections, see tables.scn and docs/tolentino-tables.md);
// [LoadTables] reads and validates them. Nothing here reads the clock,
// iterates a map into an output or starts goroutines.
package combat
