package adjudicator

// Line is one order line as a rules system parsed it.
//
// Plan lines answer decisions in order and are consumed; standing lines
// (Standing set) stay in force until a line with the same Key replaces them
// (DESIGN.md, "Order files").
type Line struct {
	Pos      Pos    `json:"pos"`
	Text     string `json:"text"` // the line as written, without comment
	Kind     string `json:"kind"` // system-defined: "move", "react", "pass" …
	Standing bool   `json:"standing,omitempty"`
	Key      string `json:"key,omitempty"` // for standing lines: what a newer line replaces
}
