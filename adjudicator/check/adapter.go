package check

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Adapter is what a rules system writes for the offline check: the
// states it rebuilds from a side's view, and what its rules say of the
// parts of a turn. Everything the check knows of a system's rules comes
// through it; S is the system's state type.
type Adapter[S adjudicator.State] interface {
	// Worlds are the states rebuilt from the view, one for each guess
	// about what the view hides (enemy stacks out of sight, the values of
	// face-down counters …): any number, the first the check's main one.
	Worlds() []World[S]
	// System and Scenario run the host's engine on a world.
	System() adjudicator.System
	Scenario() *scenarios.Scenario
	// Now is where the view stands.
	Now() Now
	// Static reads a line without running the turn (its units, formations
	// and hexes against the scenario; a rule the view decides alone):
	// a problem and its hint, or "".
	Static(l adjudicator.Line, lines []adjudicator.Line) (msg, hint string)
	// Part names the part of the turn that uses l, or why the check
	// cannot try l (untried): a line answering a combat result or a
	// reaction is tried only when the host comes to it.
	Part(l adjudicator.Line) (p Part, untried string)
	// Steps are the parts of a turn that are no activation, in the order
	// of the turn.
	Steps() []Step[S]
	// Activates is the formation an `activate` line names, "" for any
	// other line.
	Activates(l adjudicator.Line) string
	// CheckFormation gives each line of formation form's group its
	// verdict, by running its activation (Check.Chained) or by the rules
	// alone (Check.Problem …).
	CheckFormation(c *Check[S], form string, lines []adjudicator.Line)
	// Forced tries l at the step it answers, on a clone of end (a part's
	// end state, which it must leave as it is: the part's other lines are
	// tried on it too) set to that step: the rules' refusal, or nil when
	// they take it or the step never comes.
	Forced(end S, group string, l adjudicator.Line) error
	// LineOf reads an option text as the line that answers with it.
	LineOf(text string) (adjudicator.Line, bool)
	// SideOf is the side of who, as a dice.Stake names it (a side, a
	// formation, a unit), "" if none.
	SideOf(who string) adjudicator.Side
	// Depends words a verdict that changes with the world: msg is what
	// the rules say in world w, where the line is bad.
	Depends(l adjudicator.Line, w int, msg string) (warning, hint string)
	// SelfClosing is the hint for a line that ends a step the rules may
	// end by themselves first (so its expiry is harmless), "" for others.
	SelfClosing(l adjudicator.Line) string
	// Final reviews a verdict before the check returns it.
	Final(lc adjudicator.LineCheck) adjudicator.LineCheck
	// Words are the system's words in the check's messages.
	Words() Words
}

// World is one state rebuilt from the view.
type World[S adjudicator.State] struct {
	State S
}

// Now is where the view stands.
type Now struct {
	Turn   int
	Over   bool
	Active string // the formation acting, "" if none
}

// Part is a part of a turn the lines are checked in: a step of the
// system's (Step, a Step's Name), or an activation of formation Form.
type Part struct {
	Step string
	Form string
}

// Step is a part of a turn that is no formation's activation: an army's
// step (orders, activation attempts), a phase of the turn.
type Step[S adjudicator.State] struct {
	Name string
	// Before: it comes before the activations, else after them.
	Before bool
	// Check gives each line of the step its verdict, by running the step
	// (Check.Alone, Check.Chained) or by the rules alone (Check.Problem …).
	Check func(c *Check[S], lines []adjudicator.Line)
}

// Words are the few system words of the check's messages.
type Words struct {
	// CannotAct words a formation the check could not bring to its
	// activation: "formation %s cannot be activated now: %v".
	CannotAct string
	// Order is the rule by which the host orders the activations, for a
	// verdict that depends on it: "the initiative and the activations
	// give (6.1)".
	Order string
	// Spare is the hint for a line whose step did not come on the view's
	// position.
	Spare string
}
