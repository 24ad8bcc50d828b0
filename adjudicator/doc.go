// Package adjudicator holds the core vocabulary every rules system shares —
// sides, decisions, order lines, events, outcomes, the registry of systems —
// and the run loop that answers a system's decisions from each side's plan,
// standing orders and documented defaults (docs/design.md, "Decisions,
// plans, standing orders, defaults").
//
// A rules system is a deterministic state machine. At any moment it says
// which decisions it needs next (Pending); applying one answer either yields
// events or returns an error and leaves the state untouched. The run loop
// keeps going until a decision is left that nothing answers, and then says
// which side owes what.
//
// Two rules shaped this core (Custoza, seed 002): rule 11, where a move by
// one side is interrupted by the other side's reactions, so decisions of
// either side can arise at any step and are answered by standing orders;
// and rule 16, where whole formations are hidden behind scouts, so events
// carry their audience and a side's view is rendered by the system's own
// fog-of-war filter.
package adjudicator
