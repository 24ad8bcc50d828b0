package adjudicator

import (
	"fmt"
	"slices"
	"strings"
)

// registry holds the rules systems linked into the binary. Systems register
// themselves from init functions; nothing changes it afterwards.
var registry = map[string]System{}

// Register adds a rules system, with its latest rules revision
// (System.Revision). Registering a name twice, or a revision below 1, is a
// programming error and panics.
func Register(s System) {
	if _, dup := registry[s.Name()]; dup {
		panic("adjudicator: system registered twice: " + s.Name())
	}
	if s.Revision() < 1 {
		panic("adjudicator: system " + s.Name() + " declares no rules revision")
	}
	registry[s.Name()] = s
}

// Lookup finds a registered system by name.
func Lookup(name string) (System, error) {
	if s, ok := registry[name]; ok {
		return s, nil
	}
	return nil, fmt.Errorf("unknown rules system %q (known: %s)", name, strings.Join(Systems(), ", "))
}

// Systems lists the registered system names, sorted.
func Systems() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
