package scenarios

import (
	"fmt"
	"strings"
	"sync"
)

// Validator checks the parts of a scenario only its rules system
// understands — counter rating keys, terrain names, hexside and path
// kinds, rule switches, status words, table names — and returns every
// problem (use (*Scenario).Errorf for positions).
type Validator func(s *Scenario) []Error

var validators = struct {
	sync.Mutex
	m map[string]Validator
}{m: map[string]Validator{}}

// RegisterValidator installs the validator of a rules system, usually
// from the system package's init. Check runs it for scenarios whose
// system line names that system. Registering a system twice panics.
func RegisterValidator(system string, v Validator) {
	validators.Lock()
	defer validators.Unlock()
	if _, dup := validators.m[system]; dup {
		panic("scenarios: validator for system " + system + " registered twice")
	}
	validators.m[system] = v
}

func validatorFor(system string) Validator {
	validators.Lock()
	defer validators.Unlock()
	return validators.m[system]
}

// Errorf returns an Error at a line of the scenario file.
func (s *Scenario) Errorf(line int, format string, args ...any) Error {
	return Error{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// CheckRatingKeys is a helper for validators: it reports every counter
// rating (front or reduced side) whose key allowed does not accept.
// allowed gets the counter and the key.
func (s *Scenario) CheckRatingKeys(allowed func(c *Counter, key string) bool) []Error {
	var errs []Error
	for _, c := range s.Counters {
		for _, list := range [][]Rating{c.Ratings, c.Reduced} {
			for _, r := range list {
				if !allowed(c, r.Key) {
					errs = append(errs, s.Errorf(c.Line, "counter %s: unknown %s rating %q", c.ID, s.System, r.Key))
				}
			}
		}
	}
	return errs
}

// KeysAllowed is a helper for CheckRatingKeys: a fixed list of keys.
func KeysAllowed(keys ...string) func(*Counter, string) bool {
	return func(_ *Counter, key string) bool { return contains(keys, strings.ToLower(key)) }
}
