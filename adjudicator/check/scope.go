package check

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// scope is a state that asks nothing once until says the part of the turn
// being checked is over, so that the engine's run stops there. It keeps
// the refusals its Apply met, by line, so the check reads their codes
// (adjudicator.Refusal) where the engine keeps only their text.
type scope[S adjudicator.State] struct {
	st       S
	until    func(S) bool
	refusals map[adjudicator.Pos]*adjudicator.Refusal
	// decided is told each state the engine lists decisions of (Brief:
	// the run loop's, between two answers), nil if no one asks.
	decided func(S)
	// made collects every clone, for the part's runs to release (nil:
	// nobody collects).
	made *clones[S]
}

// Pending implements adjudicator.State.
func (s scope[S]) Pending() []adjudicator.Decision {
	if s.until(s.st) {
		return nil
	}
	return s.st.Pending()
}

// Brief implements adjudicator.Briefer.
func (s scope[S]) Brief() []adjudicator.Decision {
	if s.until(s.st) {
		return nil
	}
	if s.decided != nil {
		s.decided(s.st)
	}
	return adjudicator.BriefOf(s.st)
}

// Apply implements adjudicator.State.
func (s scope[S]) Apply(d adjudicator.Decision, l adjudicator.Line, r dice.Roller) ([]adjudicator.Event, error) {
	ev, err := s.st.Apply(d, l, r)
	if ref := adjudicator.RefusalOf(err); ref != nil {
		s.refusals[l.Pos] = ref
	}
	return ev, err
}

// GameTurn implements adjudicator.TurnScoped when the state does.
func (s scope[S]) GameTurn() int {
	if ts, ok := any(s.st).(adjudicator.TurnScoped); ok {
		return ts.GameTurn()
	}
	return 0
}

// DefaultFor implements adjudicator.WaitingDefaulter when the state
// does, so the check's runs take the default the host would take.
func (s scope[S]) DefaultFor(d adjudicator.Decision, waiting []adjudicator.Line) (adjudicator.Line, string, bool) {
	if wd, ok := any(s.st).(adjudicator.WaitingDefaulter); ok {
		return wd.DefaultFor(d, waiting)
	}
	return adjudicator.Line{}, "", false
}

func (s scope[S]) View(side adjudicator.Side) adjudicator.View { return s.st.View(side) }
func (s scope[S]) Outcome() *adjudicator.Outcome               { return s.st.Outcome() }
func (s scope[S]) Status() string                              { return s.st.Status() }
func (s scope[S]) Marshal() ([]byte, error)                    { return s.st.Marshal() }

// Clone implements adjudicator.State.
func (s scope[S]) Clone() adjudicator.State {
	return scope[S]{s.made.note(clone(s.st)), s.until, s.refusals, s.decided, s.made}
}

func clone[S adjudicator.State](st S) S { return st.Clone().(S) }
