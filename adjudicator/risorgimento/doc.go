// Package risorgimento holds the rules of Risorgimento 1859: The Battles
// (GMT living rules, 2008; seed 003) as pure, tested functions: the die
// (2.3), command (4), movement (5), position (6), combat (7), combat
// results (8) and demoralization (9). Every function cites the rule it
// applies by number; tests are named by rule.
//
// The text came out of a PDF in narrow columns; where a rule had to be
// rebuilt or read, docs/rules-coverage-risorgimento.md quotes the text
// relied on. The charts the text refers to (Terrain Effects Chart,
// Artillery Range Effects Chart, Artillery Fire Table, Small-Arms Fire
// Table, the attack results) are not in the text: they are data in
// tables.scn with stand-in values marked estimated (docs/risorgimento-tables.md).
//
// On top of them is the engine: State (state.go, canonical JSON), the
// sequence of play 3.0 as data (sequence.go) run by flow.go, the
// decisions (decisions.go), the order language (parse.go,
// docs/orders-risorgimento.md) and the views (view.go,
// docs/fog-of-war-risorgimento.md). The system is not registered for
// `mincio new` yet: the offline check and the planner come with the shared
// driver (adjudicator/check).
package risorgimento
