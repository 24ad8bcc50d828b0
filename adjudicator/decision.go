package adjudicator

import "slices"

// Decision is one choice the rules need from a side.
type Decision struct {
	Side Side   `json:"side"`
	Kind string `json:"kind"` // what is being decided: "activate", "react", "retreat" …
	// Prompt explains the decision in the words of the rules, for reports.
	Prompt string `json:"prompt"`
	// Accepts lists the line kinds that answer this decision.
	Accepts []string `json:"accepts"`
	// Groups lists the order-file groups whose lines may answer, in the
	// order they are consulted: a formation's id for what that formation
	// does, "" for the side's own choices. Empty means {""}.
	Groups []string `json:"groups,omitempty"`
	// Subjects, when set, are the units or forces the decision is about:
	// a line with a Subject answers it only if the Subject is among them.
	Subjects []string `json:"subjects,omitempty"`
	// Barred are subjects the decision is about that the rules forbid
	// here, each with the refusal naming its rule: a waiting line about
	// one of them that the engine comes to is refused with it (core
	// revision 3), instead of waiting for a decision that never names it
	// and expiring for a reason that is not true. Not recorded in logs.
	Barred []Bar `json:"-"`
	// Options lists legal answers as exact order lines (never templates):
	// all of them when they are few, a useful sample otherwise, and always
	// at least one, so a player can copy one and a bot can pick one.
	Options []string `json:"options,omitempty"`
	// Default, when set, answers the decision if neither the side's lines
	// nor a standing order does: every micro-decision has one, so a game
	// never stalls on a detail. Major decisions have none and wait for the
	// side. A state that is a WaitingDefaulter (defaults.go) may answer
	// with another line, chosen seeing the side's waiting lines.
	Default *Line `json:"default,omitempty"`
	// ReportDefault: when the default answers, the side is told so (for
	// steps a player expects to be asked, such as the army commander's
	// order changes).
	ReportDefault bool `json:"report_default,omitempty"`
	// Turn is the game turn of the decision (set by the engine for
	// turn-scoped systems).
	Turn int `json:"turn,omitempty"`
	// Why says, for a decision the engine asks, why the side's lines did
	// not answer it (set by the engine).
	Why string `json:"why,omitempty"`
	// Player, on a side played by a team, is the player who owes the
	// decision (SideOrders.Owner; set by the engine); "" for a side of one.
	Player string `json:"player,omitempty"`
}

// KindTurn is the decision the engine owes for a side that has sent no
// orders for the game turn in progress (turn-scoped systems only).
const KindTurn = "turn"

// Answers reports whether line l is of a kind that answers d.
func (d Decision) Answers(l Line) bool {
	return slices.Contains(d.Accepts, l.Kind)
}

// Consults reports whether d takes lines from group g.
func (d Decision) Consults(g string) bool {
	if len(d.Groups) == 0 {
		return g == ""
	}
	return slices.Contains(d.Groups, g)
}

// Bar is a subject a decision bars, and the refusal that says why, in the
// words and with the rule of the rules that forbid it.
// Spent marks a subject that has done what a line about it asks (a
// formation already activated): such a line is used, not needed
// (ErrSpent), rather than refused.
type Bar struct {
	Subject string `json:"subject"`
	Why     string `json:"why"`
	Spent   bool   `json:"spent,omitempty"`
}

// Bars returns the bar on line l's Subject, if d bars it.
func (d Decision) Bars(l Line) (Bar, bool) {
	if l.Subject == "" {
		return Bar{}, false
	}
	for _, b := range d.Barred {
		if b.Subject == l.Subject {
			return b, true
		}
	}
	return Bar{}, false
}

// About reports whether line l may be about d: a line with no Subject may
// answer any decision it answers by kind; one with a Subject only a
// decision that names it, or names none.
func (d Decision) About(l Line) bool {
	return l.Subject == "" || len(d.Subjects) == 0 || slices.Contains(d.Subjects, l.Subject)
}
