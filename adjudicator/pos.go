package adjudicator

import (
	"fmt"
	"strings"
)

// Pos is a place in an order file, as printed in error messages.
type Pos struct {
	File string `json:"file,omitempty"`
	Line int    `json:"line,omitempty"`
	Col  int    `json:"col,omitempty"`
}

func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Problem is one mistake found in an order file, with a hint on what to do.
type Problem struct {
	Pos  Pos
	Msg  string
	Hint string
}

func (p Problem) Error() string {
	s := p.Pos.String() + ": " + p.Msg
	if p.Hint != "" {
		s += " (hint: " + p.Hint + ")"
	}
	return s
}

// Problems collects every mistake of a file so one reply can list them all.
type Problems []Problem

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Err returns nil when there are no problems, so callers can write
// `if err := ps.Err(); err != nil`.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}
