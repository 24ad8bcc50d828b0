package adjudicator

import "github.com/mincio/mincio/adjudicator/dice"

// Event is one thing that happened, as reports tell it.
//
// Code is a stable identifier ("move", "combat", "plan-skipped"), Text the
// sentence a player reads, To the audience. Rolls copies the die rolls the
// event used, with their purpose, so a player can check the result by hand.
type Event struct {
	Code  string      `json:"code"`
	Text  string      `json:"text"`
	To    Audience    `json:"to,omitempty"`
	Rolls []dice.Roll `json:"rolls,omitempty"`
	// Detail lists the modifiers, odds, table cells … behind the result,
	// one line each, in the order they were applied.
	Detail []string `json:"detail,omitempty"`
}

// Outcome is how a finished game ended.
type Outcome struct {
	Winner Side   `json:"winner,omitempty"` // empty for a draw
	Level  string `json:"level,omitempty"`  // e.g. "decisive victory"
	Text   string `json:"text"`
	// End says how the game ended when not by the rules (ending.go):
	// EndResigned, EndDrawAgreed or EndModerator; empty when the system's
	// own victory conditions ended it.
	End string `json:"end,omitempty"`
}
