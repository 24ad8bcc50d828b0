package risorgimento

import (
	"fmt"
	"strings"
)

// Mod is one die roll modifier with the rule that gives it, so an event
// can show how a roll was adjusted.
type Mod struct {
	Rule  string // "7.45"
	Name  string // "strength comparison"
	Value int
}

// Mods is a list of modifiers; they are cumulative (7.45).
type Mods []Mod

// Sum is the total modifier.
func (ms Mods) Sum() int {
	n := 0
	for _, m := range ms {
		n += m.Value
	}
	return n
}

// add appends a modifier unless it is zero.
func (ms *Mods) add(rule, name string, v int) {
	if v != 0 {
		*ms = append(*ms, Mod{rule, name, v})
	}
}

// String writes "+2 strength comparison (7.45), -1 light infantry (7.22)".
func (ms Mods) String() string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%+d %s (%s)", m.Value, m.Name, m.Rule)
	}
	return strings.Join(parts, ", ")
}
