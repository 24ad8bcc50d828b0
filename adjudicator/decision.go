package adjudicator

// Decision is one choice the rules need from a side.
type Decision struct {
	Side Side   `json:"side"`
	Kind string `json:"kind"` // what is being decided: "activate", "react", "retreat" …
	// Prompt explains the decision in the words of the rules, for reports.
	Prompt string `json:"prompt"`
	// Accepts lists the line kinds that answer this decision.
	Accepts []string `json:"accepts"`
	// Options lists legal answers as exact order lines (never templates):
	// all of them when they are few, a useful sample otherwise, and always
	// at least one, so a player can copy one and a bot can pick one.
	Options []string `json:"options,omitempty"`
	// Default, when set, answers the decision if neither the plan nor a
	// standing order does: every micro-decision has one, so a game never
	// stalls on a detail. Major decisions have none and wait for the side.
	Default *Line `json:"default,omitempty"`
}

// Answers reports whether line l is of a kind that answers d.
func (d Decision) Answers(l Line) bool {
	for _, k := range d.Accepts {
		if k == l.Kind {
			return true
		}
	}
	return false
}
