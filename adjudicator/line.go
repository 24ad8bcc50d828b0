package adjudicator

// Line is one order line as a rules system parsed it.
//
// Plan lines answer decisions and are used once; standing lines (Standing
// set) stay in force until a line with the same Key replaces them
// (docs/design.md, "Order files"). A plan line belongs to a game turn and to a
// group: the side's own choices (Group "", written under `army` or
// straight after `turn N`) or one formation (written under `formation ID`),
// and answers only decisions of that turn that consult that group.
type Line struct {
	Pos      Pos    `json:"pos"`
	Text     string `json:"text"` // the line as written, without comment
	Kind     string `json:"kind"` // system-defined: "move", "react", "pass" …
	Standing bool   `json:"standing,omitempty"`
	Key      string `json:"key,omitempty"` // for standing lines: what a newer line replaces
	// Turn is the game turn the line is for; 0 before any `turn` heading,
	// which means the turn in progress when the file is accepted.
	Turn int `json:"turn,omitempty"`
	// Group is the formation whose group the line is written in, "" for
	// the side's own choices.
	Group string `json:"group,omitempty"`
	// Subject is the unit or force a line is about, where a decision may
	// be about one of several (a retreat, an advance): such a line answers
	// only a decision whose Subjects name it.
	Subject string `json:"subject,omitempty"`
	// Times is how many decisions the line may answer (0 means once): an
	// activation attempt a player wants retried after a failure, as the
	// Custoza system allows ("try Cugia up to 3 times").
	Times int `json:"times,omitempty"`
}

// Heading is the Kind of the lines ParseSections returns for `turn N`,
// `army` and `formation ID`: they answer nothing, and tell SetOrders which
// turns and groups a file names (and so replaces).
const Heading = "heading"
