package adjudicator

import "slices"

// What an offline check (ViewChecker) found for one order line.
const (
	CheckOK      = "ok"      // the rules accept it on what the side may see
	CheckProblem = "problem" // the host would refuse it, or leave it unused, on what the side may see
	CheckWarning = "warning" // whether the host takes it depends on what the side cannot see or on dice
	// CheckUntried: read against the scenario only, not tried under the
	// rules (a later turn, a combat result, a step the check cannot
	// reach); Msg says why.
	CheckUntried = "untried"
)

// LineCheck is the verdict of an offline check on one line of an order
// file: Msg says why (the rules' own words, with the rule number), Hint
// what to do.
type LineCheck struct {
	Line    Line   `json:"line"`
	Verdict string `json:"verdict"`
	Msg     string `json:"msg,omitempty"`
	Hint    string `json:"hint,omitempty"`
}

// Problem is the verdict as a file:line:col message.
func (c LineCheck) Problem() Problem {
	return Problem{Pos: c.Line.Pos, Msg: c.Msg, Hint: c.Hint}
}

// UnusedReason says why plan line pl of o was not used in its turn, in
// the words the host's report would use: what an offline check that ran
// the engine says of a line its simulation left waiting.
func (o *SideOrders) UnusedReason(pl PlanLine) string { return o.expiryReason(pl) }

// StepCame reports whether a decision that pl's kind answers came for
// pl's group in its turn: if not, pl went unused because the position
// never called for its step, rather than because earlier lines answered it.
func (o *SideOrders) StepCame(pl PlanLine) bool {
	return slices.Contains(o.Asked, askedKey(pl.Turn, pl.Group, pl.Kind))
}
